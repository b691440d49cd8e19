import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { bookHour } from './book-hour';
import { readBookingOrder } from './booking-order';
import {
  apiPorts,
  contentKeys,
  fakeBookingApi,
  orderRecord,
  PROMOTION_TOKEN,
  YARIS,
  YARIS_RECORD,
} from '../shared/fake-booking-api.test-support';

const order = (overrides: Readonly<Record<string, unknown>> = {}) =>
  readBookingOrder(orderRecord(overrides))._unsafeUnwrap();

describe('booking an hour for a caller (issue 6; booking-wizard §4 Submission, §5)', () => {
  it('schedules a chain one service after another from the start, with the location offset', async () => {
    const api = fakeBookingApi();
    await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order());
    expect(
      api.created[0]?.request.bookings.map((item) => [item.serviceId, item.start, item.end, item.providerId]),
    ).toEqual([
      [51, '2026-12-09T10:00:00-03:00', '2026-12-09T10:30:00-03:00', 0],
      [52, '2026-12-09T10:30:00-03:00', '2026-12-09T11:00:00-03:00', 0],
    ]);
  });

  it('books a bundle as its members under the bundle, each with the professional chosen', async () => {
    const api = fakeBookingApi();
    await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order({ services: '54', provider: '11' }));
    expect(
      api.created[0]?.request.bookings.map((item) => [
        item.serviceId,
        item.bundled,
        item.bundleId,
        item.providerId,
        item.providerLock,
      ]),
    ).toEqual([
      [51, true, 54, 11, true],
      [52, true, 54, 11, true],
    ]);
  });

  it("answers each booking with its service's name, a bundle's by its members' (issue 16: tables name things)", async () => {
    const book = bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys });
    const chain = (await book(order()))._unsafeUnwrap();
    const bundle = (await book(order({ services: '54', start: '2026-12-09 12:00' })))._unsafeUnwrap();
    expect(
      chain._tag === 'Booked' ? chain.bookings.map((booking) => [booking.serviceId, booking.serviceName]) : [],
    ).toEqual([
      [51, 'Corte clásico'],
      [52, 'Afeitado con navaja'],
    ]);
    expect(bundle._tag === 'Booked' ? bundle.bookings.map((booking) => booking.serviceName) : []).toEqual([
      'Corte clásico',
      'Afeitado con navaja',
    ]);
  });

  it("sends the client as the company's form keeps it: the important note first, custom answers by key", async () => {
    const api = fakeBookingApi();
    await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(
      order({ custom_alergias: 'ninguna', phone: '' }),
    );
    expect(api.created[0]?.request.client).toMatchObject({
      firstName: 'Sofía',
      phone: null,
      notes: 'Llegá 5 minutos antes.\nPrimera vez',
      custom_alergias: 'ninguna',
    });
  });

  it("refuses locally, naming every field, what the company's form refuses, and sends nothing", async () => {
    const api = fakeBookingApi();
    const refused = (
      await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order({ email: '', first_name: ' ' }))
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({ _tag: 'InputInvalid' });
    expect(refused._tag === 'InputInvalid' ? refused.fields.map((fault) => fault.field) : []).toEqual([
      'first_name',
      'email',
    ]);
    expect(api.created).toEqual([]);
  });

  it('refuses a service the location does not offer, naming the services', async () => {
    const refused = (
      await bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys })(order({ services: '99' }))
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({ _tag: 'InputInvalid', fields: [{ field: 'services' }] });
  });

  it('sends the same order under the same key, so the API replays it instead of booking again', async () => {
    const api = fakeBookingApi();
    const book = bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys });
    const first = (await book(order()))._unsafeUnwrap();
    const again = (await book(order()))._unsafeUnwrap();
    expect(first).toMatchObject({ _tag: 'Booked', replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(api.created).toHaveLength(1);
    expect((await book(order({ start: '2026-12-09 12:00' })))._unsafeUnwrap()).toMatchObject({ replayed: false });
  });

  it('only checks with a dry run, booking nothing', async () => {
    const api = fakeBookingApi();
    const checked = (
      await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order(), { dryRun: true })
    )._unsafeUnwrap();
    expect(checked).toMatchObject({ _tag: 'Checked', checked: { bookingsData: { unavailable: [] } } });
    expect(api.checked).toHaveLength(1);
    expect(api.created).toEqual([]);
  });

  it("answers the API's refusal as it is", async () => {
    const api = fakeBookingApi();
    const slotTaken = {
      _tag: 'ApiRefusal',
      status: 409,
      code: 'BOOKING.SLOT_TAKEN',
      message: 'taken',
      attributes: [{ field: 'bookings[0].start', messages: ['taken'] }],
      retryAfterSeconds: null,
    } as const;
    api.failing.set('createBooking', slotTaken);
    expect((await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order()))._unsafeUnwrapErr()).toEqual(
      slotTaken,
    );
  });
});

const fields = (failure: unknown) =>
  (failure as { _tag?: string })._tag === 'InputInvalid'
    ? (failure as { fields: { field: string }[] }).fields.map((fault) => fault.field)
    : [];

describe('booking a vehicle at the workshop (booking-wizard §3 Vehicle entity, recordHistory; §5 workshop rules)', () => {
  const atWorkshop = (overrides: Readonly<Record<string, unknown>> = {}) =>
    order({
      services: '51',
      plate: 'bc-df 12',
      current_mileage: '45.000',
      presents_repairs: 'no',
      presents_claims: 'no',
      valid_license: 'yes',
      ...overrides,
    });

  it("looks the plate up as the register keys it, and sends the register's vehicle with the record, previous mileage from the register", async () => {
    const looked: string[] = [];
    const api = fakeBookingApi();
    const book = bookHour({
      ...apiPorts(api),
      vehicles: { findVehicle: (location, plate) => (looked.push(plate), api.findVehicle(location, plate)) },
      idempotencyKeys: contentKeys,
    });
    (await book(atWorkshop()))._unsafeUnwrap();
    expect(looked).toEqual(['BCDF12']);
    const [item] = api.created[0]?.request.bookings ?? [];
    expect(item?.entity).toEqual(YARIS);
    expect(item?.recordHistory).toEqual(YARIS_RECORD);
  });

  it("refuses locally, naming current_mileage, a mileage not above the register's, and sends nothing", async () => {
    const api = fakeBookingApi();
    const refused = (
      await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(atWorkshop({ current_mileage: '41000' }))
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      _tag: 'InputInvalid',
      fields: [{ field: 'current_mileage', error: { key: 'ERRORS.VALIDATION_MILEAGE', params: { previous: 42000 } } }],
    });
    expect(api.created).toEqual([]);
  });

  it('names every field of the record at fault at once: the answers required, a claim without its number', async () => {
    const refused = (
      await bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys })(
        atWorkshop({ current_mileage: '', presents_repairs: '', presents_claims: 'yes' }),
      )
    )._unsafeUnwrapErr();
    expect(fields(refused)).toEqual(['current_mileage', 'presents_repairs', 'claim_number']);
  });

  it('requires the brand, model and year of a vehicle the register does not hold, and files it under the client with the mileage now', async () => {
    const api = fakeBookingApi();
    const book = bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys });
    expect(fields((await book(atWorkshop({ plate: 'ZZZZ99' })))._unsafeUnwrapErr())).toEqual([
      'brand',
      'model',
      'year',
    ]);
    expect(
      fields(
        (await book(atWorkshop({ plate: 'ZZZZ99', brand: 'Kia', model: 'Rio', year: '1890' })))._unsafeUnwrapErr(),
      ),
    ).toEqual(['year']);
    (
      await book(atWorkshop({ plate: 'zz-zz 99', brand: 'Kia', model: 'Rio', year: '2020', current_mileage: '1200' }))
    )._unsafeUnwrap();
    const [item] = api.created[0]?.request.bookings ?? [];
    expect(item?.entity).toEqual({
      brand: 'Kia',
      model: 'Rio',
      plate: 'ZZZZ99',
      year: 2020,
      clientName: 'Sofía Ríos',
      lastMileage: 1200,
    });
    expect(item?.recordHistory).toMatchObject({ currentMileage: 1200, previousMileage: null });
  });

  it('refuses a plate the register could never hold, and vehicle details without a plate', async () => {
    const book = bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys });
    expect(fields((await book(atWorkshop({ plate: 'BC/DF' })))._unsafeUnwrapErr())).toEqual(['plate']);
    expect(
      readBookingOrder(orderRecord({ current_mileage: '45000' }))
        ._unsafeUnwrapErr()
        .fields.map((fault) => fault.field),
    ).toEqual(['plate']);
  });

  it("answers the API's failure to look the plate up as it is, other than the plate not being found", async () => {
    const api = fakeBookingApi();
    const down = { _tag: 'ApiUnreachable', reason: 'network', message: 'down' } as const;
    expect(
      (
        await bookHour({
          ...apiPorts(api),
          vehicles: { findVehicle: () => errAsync(down) },
          idempotencyKeys: contentKeys,
        })(atWorkshop())
      )._unsafeUnwrapErr(),
    ).toEqual(down);
  });
});

describe("spending a client's membership (booking-wizard §4 Submission: a plan or membership can pay some services)", () => {
  it('sends the membership on every service it is named for, one for all or one per service (0: none)', async () => {
    const api = fakeBookingApi();
    const book = bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys });
    (await book(order({ membership: '301' })))._unsafeUnwrap();
    expect(api.created[0]?.request).toMatchObject({
      mp: true,
      bookings: [{ paymentMembershipId: 301 }, { paymentMembershipId: 301 }],
    });
    (await book(order({ membership: '0,301', start: '2026-12-09 12:00' })))._unsafeUnwrap();
    expect(api.created[1]?.request.bookings.map((item) => item.paymentMembershipId)).toEqual([null, 301]);
    expect(
      readBookingOrder(orderRecord({ membership: '301,0,0' }))
        ._unsafeUnwrapErr()
        .fields.map((fault) => fault.field),
    ).toEqual(['membership']);
  });

  it('keeps the content, and so the Idempotency-Key, of an order without a membership, vehicle or promotion', () => {
    expect(Object.keys(order())).not.toContain('membershipChoices');
    expect(Object.keys(order({ membership: '0' }))).not.toContain('membershipChoices');
  });
});

describe("honouring a landing link's price (storefront §2 Promo banner; booking-wizard §9 promotion days)", () => {
  it("sends the token, the promotion's price on the booking's day and its percentage, paid online", async () => {
    const api = fakeBookingApi();
    const booked = (
      await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(order({ promotion: PROMOTION_TOKEN }))
    )._unsafeUnwrap();
    expect(api.created[0]?.request).toMatchObject({
      promotionToken: PROMOTION_TOKEN,
      paysOnline: true,
      maxDiscount: 30,
      bookings: [
        { serviceId: 51, price: 7000 },
        { serviceId: 52, price: null },
      ],
    });
    expect(booked._tag === 'Booked' ? booked.bookings.map((booking) => booking.price) : []).toEqual([7000, null]);
  });

  it('refuses locally a promotion that prices none of the services on that day', async () => {
    const book = bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys });
    expect(
      fields((await book(order({ promotion: PROMOTION_TOKEN, start: '2027-01-05 10:00' })))._unsafeUnwrapErr()),
    ).toEqual(['promotion']);
    expect(fields((await book(order({ promotion: PROMOTION_TOKEN, services: '52' })))._unsafeUnwrapErr())).toEqual([
      'promotion',
    ]);
  });

  it('does not price a service the membership pays', async () => {
    const api = fakeBookingApi();
    (
      await bookHour({ ...apiPorts(api), idempotencyKeys: contentKeys })(
        order({ promotion: PROMOTION_TOKEN, membership: '301,0', services: '51,51' }),
      )
    )._unsafeUnwrap();
    expect(api.created[0]?.request.bookings.map((item) => [item.paymentMembershipId, item.price])).toEqual([
      [301, null],
      [null, 7000],
    ]);
  });

  it("answers an unknown token as the API's refusal", async () => {
    expect(
      (
        await bookHour({ ...apiPorts(fakeBookingApi()), idempotencyKeys: contentKeys })(
          order({ promotion: 'no-such-link' }),
        )
      )._unsafeUnwrapErr(),
    ).toMatchObject({ status: 404, code: 'PROMOTION.NOT_FOUND' });
  });
});
