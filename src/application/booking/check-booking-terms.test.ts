import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { IDENTIFIER_TYPE } from '#domain/client/identification';
import type { ServiceId } from '#domain/catalog/service';
import type { Vehicle } from '#domain/workshop/vehicle';
import {
  aFacial,
  aSubmission,
  anItem,
  facialOn,
  submissionPorts,
  type SubmissionSetUp,
} from './booking-submission.test-support';
import { checkBookingTerms } from './check-booking-terms';
import type { StoredClient } from '../account/in-memory-accounts.test-support';
import { readSubmission, type BookingSubmission } from './place-bookings';
import { clientId, companyId } from '#domain/shared/ids.test-support';

// The terms of a read submission (docs/adr/0022) over in-memory ports: whether the company lets the
// client book, whether each price the client was shown is one the server grants paid the item's way
// (paid-online.ts), and a workshop's mileage. Creating bookings runs the same check
// (create-booking.test.ts); here it is checked on its own, as check_bookings runs it.

async function terms(submission: BookingSubmission, options: SubmissionSetUp = {}) {
  const ports = submissionPorts(options);
  const reading = (await readSubmission(ports)(submission))._unsafeUnwrap();
  return checkBookingTerms(ports)(submission, reading);
}

describe('the client’s right to book (storefront §1, §6, §8)', () => {
  const rosa: StoredClient = {
    id: clientId(201),
    companyId: 1,
    canBook: true,
    identificationNumber: '12.345.678-5',
    email: 'rosa@correo.example',
  };
  const pedro: StoredClient = {
    id: clientId(202),
    companyId: 1,
    canBook: false,
    identificationNumber: '9.876.543-3',
    email: 'pedro@correo.example',
  };
  const withId = (identificationNumber: string | null, email = 'alguien@correo.example') =>
    aSubmission({ client: { ...aSubmission().client, identificationNumber, email } });
  const exclusive: SubmissionSetUp = {
    settings: { clientExclusive: true, clientExclusiveBy: IDENTIFIER_TYPE.id },
    clients: [rosa, pedro],
  };

  it('lets a client-exclusive company’s known client book, however the identifier is written', async () => {
    expect((await terms(withId('12345678-5'), exclusive)).isOk()).toBe(true);
  });

  it('refuses at a client-exclusive company a client it does not know', async () => {
    expect((await terms(withId('11.111.111-1'), exclusive))._unsafeUnwrapErr()).toEqual({
      _tag: 'ClientMayNotBook',
      code: 'CLIENT.NOT_ALLOWED_TO_BOOK',
    });
  });

  it('refuses at any company a booker whose email names a client it stopped from booking', async () => {
    expect(
      (await terms(withId(null, 'PEDRO@correo.example'), { clients: [rosa, pedro] }))._unsafeUnwrapErr()._tag,
    ).toBe('ClientMayNotBook');
  });
});

describe('the prices the client was shown (booking-wizard §3 price, §9)', () => {
  it('answers the server’s own price for each item, and none for an item shown no price', async () => {
    // Without its special discount, which the cart books once and alone (issue 29).
    const shown = await terms(aSubmission({ items: [facialOn('2026-12-02', 30000), facialOn('2026-12-03', null)] }), {
      services: [aFacial({ charlyDiscount: 0 })],
    });
    expect(shown._unsafeUnwrap()).toEqual([
      { price: 30000, vehicle: null },
      { price: 30000, vehicle: null },
    ]);
  });

  it('grants the special-discount price to an item paid online, because the client pays online', async () => {
    const shown = await terms(
      aSubmission({ items: [facialOn('2026-12-02', 21000)], paysOnline: true, maxDiscount: 30 }),
    );
    expect(shown._unsafeUnwrap()[0]?.price).toBe(21000);
  });

  it('grants the special-discount price to an item paid online because its service must be', async () => {
    const facial = aFacial({ mustBePaidOnline: true });
    const shown = await terms(aSubmission({ items: [facialOn('2026-12-02', 21000)], maxDiscount: 30 }), {
      services: [facial],
    });
    expect(shown._unsafeUnwrap()[0]?.price).toBe(21000);
  });

  it('refuses the special-discount price of an item paid at the location, naming the item', async () => {
    expect((await terms(aSubmission({ items: [facialOn('2026-12-02', 21000)] })))._unsafeUnwrapErr()).toEqual({
      _tag: 'PriceChanged',
      code: 'BOOKING.PRICE_CHANGED',
      fields: ['bookings[0].price'],
    });
  });

  it('refuses the special-discount price of an item a membership pays, though the client pays online', async () => {
    const paidByPlan = { ...facialOn('2026-12-02', 21000), paymentMembershipId: 9 };
    expect((await terms(aSubmission({ items: [paidByPlan], paysOnline: true })))._unsafeUnwrapErr()._tag).toBe(
      'PriceChanged',
    );
  });

  it('refuses a max_discount larger than any discount granted on the cart', async () => {
    expect((await terms(aSubmission({ maxDiscount: 10 })))._unsafeUnwrapErr()).toEqual({
      _tag: 'PriceChanged',
      code: 'BOOKING.PRICE_CHANGED',
      fields: ['maxDiscount'],
    });
  });

  it('refuses a special-discount price after its promotion ended, unless the client agreed, then answers the regular price', async () => {
    const ended = aSubmission({ items: [facialOn('2026-12-15', 21000)], paysOnline: true, maxDiscount: 30 });
    expect((await terms(ended))._unsafeUnwrapErr()).toEqual({
      _tag: 'PromotionExpired',
      code: 'PROMOTION.EXPIRED',
      fields: ['bookings[0].price'],
    });
    expect((await terms({ ...ended, expiredConfirm: true }))._unsafeUnwrap()[0]?.price).toBe(30000);
  });

  it('grants the price of the promotion the landing link’s token names', async () => {
    const promotion = {
      token: 'verano',
      companyId: companyId(1),
      startDate: '2026-12-01' as LocalDate,
      endDate: '2026-12-31' as LocalDate,
      prices: [{ serviceId: 2 as ServiceId, charlyDiscount: 50, payingPriceCharly: 15000 }],
    };
    const shown = await terms(
      aSubmission({
        items: [facialOn('2026-12-15', 15000)],
        paysOnline: true,
        maxDiscount: 50,
        promotionToken: 'verano',
      }),
      { promotions: [promotion] },
    );
    expect(shown._unsafeUnwrap()[0]?.price).toBe(15000);
  });

  it('refuses a landing-link token that names none of the company’s promotions', async () => {
    expect((await terms(aSubmission({ promotionToken: 'unknown' })))._unsafeUnwrapErr()).toEqual({
      _tag: 'BookingRequestInvalid',
      code: 'REQUEST.INVALID',
      fields: [{ field: 'charlyToken', problem: 'unknown' }],
    });
  });
});

describe('a workshop’s mileage (booking-wizard §5; ADR 0021)', () => {
  const yaris: Vehicle = {
    brand: 'Toyota',
    model: 'Yaris',
    plate: 'BCDF12',
    year: 2019,
    clientName: 'Ana Pérez',
    lastMileage: 42000,
  };
  const typedYaris: Vehicle = { ...yaris, plate: 'bc-df 12', lastMileage: 0 };
  const workshop = { settings: { workshopVariant: true }, vehicles: [yaris] };

  it('answers the register’s vehicle with the new mileage above its last', async () => {
    const checked = await terms(
      aSubmission({ items: [anItem({ currentMileage: 45000, vehicle: typedYaris })] }),
      workshop,
    );
    expect(checked._unsafeUnwrap()[0]?.vehicle).toEqual({ ...yaris, lastMileage: 45000 });
  });

  it('refuses a mileage that does not exceed the register’s last one', async () => {
    const checked = await terms(
      aSubmission({ items: [anItem({ currentMileage: 42000, vehicle: typedYaris })] }),
      workshop,
    );
    expect(checked._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0].recordHistory.currentMileage', problem: 'notAboveLast' }],
    });
  });

  it('refuses a plate that cannot be registered', async () => {
    const checked = await terms(
      aSubmission({ items: [anItem({ currentMileage: 1, vehicle: { ...typedYaris, plate: '--' } })] }),
      workshop,
    );
    expect(checked._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0].entity.patente', problem: 'invalid' }],
    });
  });

  it('requires the record and the vehicle at a workshop, and answers no vehicle elsewhere', async () => {
    expect((await terms(aSubmission(), workshop))._unsafeUnwrapErr()).toMatchObject({
      fields: [
        { field: 'bookings[0].recordHistory', problem: 'missing' },
        { field: 'bookings[0].entity', problem: 'missing' },
      ],
    });
    expect(
      (await terms(aSubmission({ items: [anItem({ currentMileage: 1, vehicle: typedYaris })] })))._unsafeUnwrap()[0]
        ?.vehicle,
    ).toBeNull();
  });
});
