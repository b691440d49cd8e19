import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { anyQuarterHour } from '#domain/calendar/calendar.arbitraries';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Service } from '#domain/catalog/service';
import { anyDayAround, anyService } from '#domain/catalog/service.arbitraries';
import type { ValidClientForm } from '#domain/client/client-form';
import { chargedServices } from '#domain/money/charged-services';
import { grantedPrices, largestGrantedDiscount } from '#domain/promotion/granted-prices';
import { anyReservationState, openContext } from '#domain/reservation/reservation.arbitraries';
import {
  sessionOf,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from '#domain/reservation/reservation';
import { fieldError } from '#domain/validation/field-error';
import type { RecordHistory } from '#domain/workshop/record-history';
import {
  BEARD_CARE_SESSIONS,
  BOOKING_INFO,
  CUT,
  CUT_AND_SHAVE_PACK,
  PALERMO,
  SHAVE,
  YARIS,
  YARIS_RECORD,
} from '../shared/fake-booking-api.test-support';
import { reservationRequest, servicesNamedBy, type ReservationSubmission } from './reservation-request';
import {
  BUENOS_AIRES,
  FIRST_AVAILABLE,
  LUCAS_REF,
  nth,
  professional,
  reservationOf,
  SANTIAGO,
  scheduled,
  serviceOf,
  withServices,
} from './reservation-states.test-support';

// The wizard's reservation as a booking request (booking-wizard §3 Booking request item, §4
// Submission, §7 Create booking; storefront §7 POST /bookings; docs/adr/0022: the price the
// client was shown, which the server books only if it grants it).

const SOFIA: ValidClientForm = {
  firstName: 'Sofía',
  lastName: 'Ríos',
  email: 'sofia@correo.example',
  phone: '+5491155550000',
  secondPhone: null,
  identificationNumber: null,
  address: null,
  birthDate: null,
  age: null,
  recordNumber: null,
  gender: null,
  city: null,
  district: null,
  notes: 'Primera vez',
  acceptedTerms: true,
  customAttributes: {},
};

const MARTIN = professional(12, 'Martín');

/** A cut at 10.000, 9.000 paid online (10 % off). */
const cut = serviceOf({ ...CUT, payingPrice: 9000, discount: 10, onlinePayable: true });
/** A shave at 8.000, 6.400 paid online (20 % off). */
const shave = serviceOf({ ...SHAVE, price: 8000, payingPrice: 6400, discount: 20, onlinePayable: true });
/** The cut under a landing link's promotion: 7.000 paid online (30 % off) through December 2026. */
const promotedCut = serviceOf({
  ...CUT,
  payingPrice: 9000,
  discount: 10,
  onlinePayable: true,
  payingPriceCharly: 7000,
  charlyDiscount: 30,
  charlyPromotionStartDate: '2026-12-01',
  charlyPromotionEndDate: '2026-12-31',
});
const pack = serviceOf(CUT_AND_SHAVE_PACK);
const sessions = serviceOf(BEARD_CARE_SESSIONS);

/** The submission of `state` by Sofía at Palermo, paid at the location, from no particular source. */
function submission(state: ReservationState, changes: Partial<ReservationSubmission> = {}): ReservationSubmission {
  return {
    storefront: {
      location: PALERMO,
      zone: BUENOS_AIRES,
      bookingInfo: BOOKING_INFO,
      promotionToken: null,
      onlinePayment: { _tag: 'OnlinePaymentActive', provider: 'epayco' },
    },
    state,
    client: SOFIA,
    workshop: null,
    paysOnline: false,
    expiredConfirm: false,
    tracking: NO_TRACKING,
    memberships: new Map(),
    ...changes,
  };
}

/** The services, each scheduled on the 9th of December at the hour given, with Lucas. */
function booked(selection: readonly Service[], hours: readonly string[], on = '2026-12-09'): ReservationState {
  return withServices(
    reservationOf(selection, { bookingMode: 'separate' }),
    ...hours.map((at) => (item: ServiceToReserve) => scheduled(item, on, at)),
  );
}

const request = (sent: ReservationSubmission) => reservationRequest(sent)._unsafeUnwrap().request;
const prices = (sent: ReservationSubmission) => request(sent).bookings.map((item) => item.price);

describe('the bookings of a reservation (booking-wizard §3 Booking request item, §7 Create booking)', () => {
  it("books every reserved service at its chosen times, as instants at the location's offset, in the order reserved", () => {
    const state = booked([cut, shave], ['10:00', '16:30']);
    const reservation = reservationRequest(submission(state))._unsafeUnwrap();
    expect(reservation.request.bookings.map((item) => [item.serviceId, item.start, item.end, item.providerId])).toEqual(
      [
        [51, '2026-12-09T10:00:00-03:00', '2026-12-09T10:30:00-03:00', 11],
        [52, '2026-12-09T16:30:00-03:00', '2026-12-09T17:00:00-03:00', 11],
      ],
    );
    expect(reservation.internalIds).toEqual(state.servicesToReserve.map((item) => item.internalId));
    expect(reservation.request.locationId).toBe(PALERMO.id);
  });

  it("books a bundle's members under the bundle, one after the other", () => {
    const items = request(submission(booked([pack], ['10:00', '10:30']))).bookings;
    expect(items.map((item) => [item.serviceId, item.bundled, item.bundleId, item.start])).toEqual([
      [51, true, 54, '2026-12-09T10:00:00-03:00'],
      [52, true, 54, '2026-12-09T10:30:00-03:00'],
    ]);
  });

  it('keeps a professional the client chose, and lets the server choose for the first available (providerLock)', () => {
    const state = withServices(booked([cut, shave], ['10:00', '11:00']), null, (item) => ({
      ...item,
      provider: FIRST_AVAILABLE,
    }));
    expect(request(submission(state)).bookings.map((item) => [item.providerId, item.providerLock])).toEqual([
      [11, true],
      [0, false],
    ]);
  });

  it("sends the client as the company's form keeps it, the company's important note before the client's", () => {
    expect(request(submission(booked([cut], ['10:00'])))).toMatchObject({
      client: { firstName: 'Sofía', email: 'sofia@correo.example', notes: 'Llegá 5 minutos antes.\nPrimera vez' },
    });
  });

  it('says whether the reservation is a session package (hasSessions)', () => {
    expect(request(submission(booked([sessions], ['10:00']))).hasSessions).toBe(true);
    expect(request(submission(booked([cut, shave], ['10:00', '11:00']))).hasSessions).toBe(false);
  });

  it('says whether it is paid online, and that a client agreed to book after a promotion ended, as the client said', () => {
    const sent = request(submission(booked([cut], ['10:00']), { paysOnline: true, expiredConfirm: true }));
    expect(sent).toMatchObject({ paysOnline: true, paymentProvider: 'epayco', expiredConfirm: true });
  });

  it('names the company’s payment provider only when paid online (booking-wizard §7 paymentPagoFacil)', () => {
    expect(request(submission(booked([cut], ['10:00']))).paymentProvider).toBeNull();
  });
});

describe('the price the client was shown (booking-wizard §2 Services list, §3 price, §9; docs/adr/0022)', () => {
  it('sends the regular price of a booking paid at the location', () => {
    expect(prices(submission(booked([cut, shave], ['10:00', '11:00'])))).toEqual([10000, 8000]);
  });

  it('sends the online paying price of a booking paid online', () => {
    expect(prices(submission(booked([cut, shave], ['10:00', '11:00']), { paysOnline: true }))).toEqual([9000, 6400]);
  });

  it("sends the special-discount price paid online on the promotion's days, both included, and the online price on other days", () => {
    const online = (on: string) => prices(submission(booked([promotedCut], ['10:00'], on), { paysOnline: true }));
    expect(online('2026-12-01')).toEqual([7000]);
    expect(online('2026-12-31')).toEqual([7000]);
    expect(online('2026-11-30')).toEqual([9000]);
    expect(online('2027-01-01')).toEqual([9000]);
  });

  it('never sends the special-discount price of a booking paid at the location: it is an online price', () => {
    expect(prices(submission(booked([promotedCut], ['10:00'], '2026-12-09')))).toEqual([10000]);
  });

  it('sends no price for a service that hides its price', () => {
    const hidden = serviceOf({ ...CUT, showPrice: false });
    expect(prices(submission(booked([hidden, shave], ['10:00', '11:00'])))).toEqual([null, 8000]);
  });

  it("sends no price on a bundle's services, which are priced as a whole", () => {
    expect(prices(submission(booked([pack], ['10:00', '10:30']), { paysOnline: true }))).toEqual([null, null]);
  });

  it('prices a session package once, on its first session', () => {
    const state = reservationOf([sessions]);
    const withSessions = withServices(
      {
        ...state,
        servicesToReserve: [
          ...state.servicesToReserve,
          sessionOf(sessions, 2, openContext, null),
          sessionOf(sessions, 3, openContext, null),
        ],
      },
      (item) => scheduled(item, '2026-12-09', '10:00'),
      (item) => scheduled(item, '2026-12-16', '10:00'),
      (item) => scheduled(item, '2026-12-23', '10:00'),
    );
    expect(prices(submission(withSessions))).toEqual([32000, null, null]);
  });

  it('sends no price for a service a membership pays, and names the membership on it', () => {
    const state = booked([cut, shave], ['10:00', '11:00']);
    const sent = request(
      submission(state, { paysOnline: true, memberships: new Map([[nth(state, 0).internalId, 301]]) }),
    );
    expect(sent.bookings.map((item) => [item.price, item.paymentMembershipId])).toEqual([
      [null, 301],
      [6400, null],
    ]);
    expect(sent.mp).toBe(true);
  });

  it('sends no membership when none pays (mp false)', () => {
    const sent = request(submission(booked([cut], ['10:00'])));
    expect(sent.mp).toBe(false);
    expect(sent.bookings[0]?.paymentMembershipId).toBeNull();
  });
});

/** Any complete reservation, paid either way, with any of its services paid by a membership. */
const anySubmission = anyReservationState({ complete: true }).chain((state) =>
  fc
    .record({
      state: fc.constant(state),
      paysOnline: fc.boolean(),
      expiredConfirm: fc.boolean(),
      paid: fc.subarray(state.servicesToReserve.map((item) => item.internalId)),
    })
    .map(({ paid, ...rest }) =>
      submission(rest.state, {
        ...rest,
        memberships: new Map(paid.map((internalId: InternalId, index) => [internalId, 300 + index])),
      }),
    ),
);

/** A special-discount service booked alone (docs/adr/0008) on a day around its promotion, paid either way. */
const anyPromotedSubmission = anyService({ kind: 'service', specialDiscount: true }).chain((service) =>
  fc
    .record({ on: anyDayAround(service), at: anyQuarterHour, paysOnline: fc.boolean(), expiredConfirm: fc.boolean() })
    .map(({ on, at, ...rest }) =>
      submission(
        withServices(reservationOf([service]), (item) => ({
          ...item,
          provider: service.serviceProviders[0] ?? null,
          daySelected: on,
          hourSelected: at,
        })),
        rest,
      ),
    ),
);

const anyPricedSubmission = fc.oneof(anySubmission, anyPromotedSubmission);

/** The day of a service of a complete reservation, which always has one. */
function chosenDay(daySelected: LocalDate | null): LocalDate {
  if (daySelected === null) throw new Error('A complete reservation has every day chosen');
  return daySelected;
}

describe('prices and discounts the server grants, for any reservation (docs/adr/0022)', () => {
  it('sends as a price only one the server grants the service on its day, paid that way', () => {
    fc.assert(
      fc.property(anyPricedSubmission, (sent) => {
        const { bookings } = request(sent);
        bookings.forEach((item, index) => {
          if (item.price === null) return;
          const reserved = nth(sent.state, index);
          const granted = grantedPrices(reserved.service, {
            day: chosenDay(reserved.daySelected),
            way: sent.paysOnline ? 'online' : 'atLocation',
            promotions: [],
          });
          expect(granted.map((price) => price.amount)).toContain(item.price);
        });
      }),
    );
  });

  it("never prices a bundle's service, a later session, a hidden price or a service a membership pays", () => {
    fc.assert(
      fc.property(anySubmission, (sent) => {
        request(sent).bookings.forEach((item, index) => {
          const reserved = nth(sent.state, index);
          const unpriced =
            reserved.bundle !== null ||
            (reserved.sessionNumber ?? 1) > 1 ||
            !reserved.service.showPrice ||
            sent.memberships.has(reserved.internalId);
          if (unpriced) expect(item.price).toBeNull();
        });
      }),
    );
  });

  it('never claims a discount larger than the largest the server grants on the cart, and none at the location', () => {
    fc.assert(
      fc.property(anyPricedSubmission, (sent) => {
        const { maxDiscount } = request(sent);
        const granted = chargedServices(sent.state.servicesToReserve).map((charged) =>
          largestGrantedDiscount(
            charged.service,
            { day: chosenDay(charged.daySelected), promotions: [] },
            sent.expiredConfirm,
          ),
        );
        expect(maxDiscount).toBeLessThanOrEqual(Math.max(0, ...granted));
        if (!sent.paysOnline) expect(maxDiscount).toBe(0);
      }),
    );
  });
});

describe('the discount paying online gives (booking-wizard §7 maxDiscount)', () => {
  it('claims none for a booking paid at the location', () => {
    expect(request(submission(booked([cut, shave], ['10:00', '11:00']))).maxDiscount).toBe(0);
  });

  it('claims the largest online discount of the services paid online', () => {
    expect(request(submission(booked([cut, shave], ['10:00', '11:00']), { paysOnline: true })).maxDiscount).toBe(20);
  });

  it("claims the promotion's percentage on its days, and the online discount on other days", () => {
    expect(request(submission(booked([promotedCut], ['10:00'], '2026-12-09'), { paysOnline: true })).maxDiscount).toBe(
      30,
    );
    expect(request(submission(booked([promotedCut], ['10:00'], '2027-01-05'), { paysOnline: true })).maxDiscount).toBe(
      10,
    );
  });

  it('leaves out the discount of a service a membership pays', () => {
    const state = booked([shave, cut], ['10:00', '11:00']);
    expect(
      request(submission(state, { paysOnline: true, memberships: new Map([[nth(state, 0).internalId, 301]]) }))
        .maxDiscount,
    ).toBe(10);
  });
});

describe('where the visit came from (booking-wizard §1 traffic sources, §7 creativeSource, rwgToken)', () => {
  it("sends the visit's creative_source", () => {
    expect(
      request(submission(booked([cut], ['10:00']), { tracking: { ...NO_TRACKING, creativeSource: 'instagram' } })),
    ).toMatchObject({ creativeSource: 'instagram', rwgToken: null });
  });

  it('sends no source for marketplace traffic', () => {
    expect(
      request(submission(booked([cut], ['10:00']), { tracking: { ...NO_TRACKING, creativeSource: 'marketplace' } }))
        .creativeSource,
    ).toBeNull();
  });

  it("sends the search engine's reserve token, the source then being google_appointments", () => {
    const sent = request(
      submission(booked([cut], ['10:00']), {
        tracking: { ...NO_TRACKING, creativeSource: 'marketplace', rwgToken: 'rwg-123' },
      }),
    );
    expect(sent).toMatchObject({ creativeSource: 'google_appointments', rwgToken: 'rwg-123' });
  });
});

describe("a landing link's promotion (storefront §2 Promo banner; docs/adr/0022 charly_token)", () => {
  it("sends the landing link's token the services were priced with", () => {
    const sent = submission(booked([promotedCut], ['10:00']), { paysOnline: true });
    expect(
      request({ ...sent, storefront: { ...sent.storefront, promotionToken: 'vuelve-sofia' } }).promotionToken,
    ).toBe('vuelve-sofia');
  });

  it('sends no token without one', () => {
    expect(request(submission(booked([cut], ['10:00'])))).not.toHaveProperty('promotionToken');
  });
});

describe("the workshop's vehicle (booking-wizard §3 Vehicle entity, recordHistory; §5 workshop rules)", () => {
  const record: RecordHistory = YARIS_RECORD;

  it('sends the record and the vehicle on every item at a workshop', () => {
    const sent = request(
      submission(booked([cut, shave], ['10:00', '11:00']), { workshop: { recordHistory: record, entity: YARIS } }),
    );
    expect(sent.bookings.map((item) => [item.recordHistory, item.entity])).toEqual([
      [record, YARIS],
      [record, YARIS],
    ]);
  });

  it('sends neither elsewhere', () => {
    expect(
      request(submission(booked([cut], ['10:00']))).bookings.map((item) => [item.recordHistory, item.entity]),
    ).toEqual([[null, null]]);
  });
});

describe('a reservation not ready to book (booking-wizard §5: Next disabled until an hour, and the professional required, are chosen)', () => {
  it('refuses a service without its hour, naming the item, before anything is sent', () => {
    const state = withServices(booked([cut, shave], ['10:00', '11:00']), null, (item) => ({
      ...item,
      hourSelected: null,
    }));
    expect(reservationRequest(submission(state))._unsafeUnwrapErr()).toEqual({
      _tag: 'InputInvalid',
      code: 'INPUT.INVALID',
      fields: [{ field: 'bookings[1]', error: fieldError('ERRORS.VALIDATION_REQUIRED') }],
    });
  });

  it('refuses a service without a professional, and the first available where the company requires choosing one (MUST)', () => {
    const choosable = serviceOf({ ...CUT, serviceProviders: [LUCAS_REF, MARTIN] });
    const unchosen = withServices(booked([choosable], ['10:00']), (item) => ({ ...item, provider: null }));
    expect(reservationRequest(submission(unchosen))._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0]' }],
    });
    const firstAvailable = withServices(booked([choosable], ['10:00']), (item) => ({
      ...item,
      provider: FIRST_AVAILABLE,
    }));
    const must = { ...firstAvailable, context: { ...firstAvailable.context, canChooseProvider: 'MUST' as const } };
    expect(reservationRequest(submission(must))._unsafeUnwrapErr()).toMatchObject({
      fields: [{ field: 'bookings[0]' }],
    });
    expect(reservationRequest(submission(firstAvailable)).isOk()).toBe(true);
  });

  it("refuses a time the location's clocks skip, naming the item's start (America/Santiago 2026-09-06 00:30)", () => {
    const sent = submission(booked([cut], ['00:30'], '2026-09-06'));
    expect(
      reservationRequest({ ...sent, storefront: { ...sent.storefront, zone: SANTIAGO } })._unsafeUnwrapErr(),
    ).toMatchObject({
      fields: [{ field: 'bookings[0].start', error: { key: 'ERRORS.VALIDATION_DATETIME_INVALID' } }],
    });
  });
});

describe('the reserved services a refusal names (booking-wizard §8 "selected hours no longer available")', () => {
  const reservation = reservationRequest(
    submission(booked([cut, shave, cut], ['10:00', '11:00', '12:00'])),
  )._unsafeUnwrap();
  const [first, second, third] = reservation.internalIds;

  it('names the reserved service of each item a field names', () => {
    expect(servicesNamedBy(['bookings[2].start'], reservation)).toEqual([third]);
  });

  it("names them in the request's order, each once, whatever order the refusal names them in", () => {
    expect(
      servicesNamedBy(['bookings[2].price', 'bookings[0].start', 'bookings[2].start', 'bookings[1]'], reservation),
    ).toEqual([first, second, third]);
  });

  it('names none for fields that are not an item of the request', () => {
    expect(servicesNamedBy(['client.email', 'max_discount', 'bookings[3].start', 'bookings'], reservation)).toEqual([]);
  });

  it('names exactly the items named, for any fields', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat(5).map((index) => `bookings[${String(index)}].start`),
            fc.constantFrom('client.email', 'max_discount'),
          ),
        ),
        (fields) => {
          const named = new Set(fields.flatMap((field) => /^bookings\[(\d)\]/.exec(field)?.[1] ?? []).map(Number));
          expect(servicesNamedBy(fields, reservation)).toEqual(
            reservation.internalIds.filter((_id, index) => named.has(index)),
          );
        },
      ),
    );
  });
});
