import { describe, expect, it } from 'vitest';
import { bookHour } from './book-hour';
import { readBookingOrder } from './booking-order';
import { contentKeys, fakeBookingApi, orderRecord } from './fake-booking-api.test-support';

const order = (overrides: Readonly<Record<string, unknown>> = {}) => readBookingOrder(orderRecord(overrides))._unsafeUnwrap();

describe('booking an hour for a caller (issue 6; booking-wizard §4 Submission, §5)', () => {
  it('schedules a chain one service after another from the start, with the location offset', async () => {
    const api = fakeBookingApi();
    await bookHour({ api, idempotencyKeys: contentKeys })(order());
    expect(api.created[0]?.request.bookings.map((item) => [item.serviceId, item.start, item.end, item.providerId])).toEqual([
      [51, '2026-12-09T10:00:00-03:00', '2026-12-09T10:30:00-03:00', 0],
      [52, '2026-12-09T10:30:00-03:00', '2026-12-09T11:00:00-03:00', 0],
    ]);
  });

  it('books a bundle as its members under the bundle, each with the professional chosen', async () => {
    const api = fakeBookingApi();
    await bookHour({ api, idempotencyKeys: contentKeys })(order({ services: '54', provider: '11' }));
    expect(api.created[0]?.request.bookings.map((item) => [item.serviceId, item.bundled, item.bundleId, item.providerId, item.providerLock])).toEqual([
      [51, true, 54, 11, true],
      [52, true, 54, 11, true],
    ]);
  });

  it("sends the client as the company's form keeps it: the important note first, custom answers by key", async () => {
    const api = fakeBookingApi();
    await bookHour({ api, idempotencyKeys: contentKeys })(order({ custom_alergias: 'ninguna', phone: '' }));
    expect(api.created[0]?.request.client).toMatchObject({ firstName: 'Sofía', phone: null, notes: 'Llegá 5 minutos antes.\nPrimera vez', custom_alergias: 'ninguna' });
  });

  it("refuses locally, naming every field, what the company's form refuses, and sends nothing", async () => {
    const api = fakeBookingApi();
    const refused = (await bookHour({ api, idempotencyKeys: contentKeys })(order({ email: '', first_name: ' ' })))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ _tag: 'InputInvalid' });
    expect(refused._tag === 'InputInvalid' ? refused.fields.map((fault) => fault.field) : []).toEqual(['first_name', 'email']);
    expect(api.created).toEqual([]);
  });

  it('refuses a service the location does not offer, naming the services', async () => {
    const refused = (await bookHour({ api: fakeBookingApi(), idempotencyKeys: contentKeys })(order({ services: '99' })))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ _tag: 'InputInvalid', fields: [{ field: 'services' }] });
  });

  it('sends the same order under the same key, so the API replays it instead of booking again', async () => {
    const api = fakeBookingApi();
    const book = bookHour({ api, idempotencyKeys: contentKeys });
    const first = (await book(order()))._unsafeUnwrap();
    const again = (await book(order()))._unsafeUnwrap();
    expect(first).toMatchObject({ _tag: 'Booked', replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(api.created).toHaveLength(1);
    expect((await book(order({ start: '2026-12-09 12:00' })))._unsafeUnwrap()).toMatchObject({ replayed: false });
  });

  it('only checks with a dry run, booking nothing', async () => {
    const api = fakeBookingApi();
    const checked = (await bookHour({ api, idempotencyKeys: contentKeys })(order(), { dryRun: true }))._unsafeUnwrap();
    expect(checked).toMatchObject({ _tag: 'Checked', checked: { bookingsData: { unavailable: [] } } });
    expect(api.checked).toHaveLength(1);
    expect(api.created).toEqual([]);
  });

  it("answers the API's refusal as it is", async () => {
    const api = fakeBookingApi();
    const slotTaken = { _tag: 'ApiRefusal', status: 409, code: 'BOOKING.SLOT_TAKEN', message: 'taken', attributes: [{ field: 'bookings[0].start', messages: ['taken'] }], retryAfterSeconds: null } as const;
    api.failing.set('createBooking', slotTaken);
    expect((await bookHour({ api, idempotencyKeys: contentKeys })(order()))._unsafeUnwrapErr()).toEqual(slotTaken);
  });
});
