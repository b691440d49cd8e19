import { expect, it } from 'vitest';
import type { Bookings, NewBooking, NewBookingGroup } from '#application/ports/server/bookings';
import type { IdempotentRequests } from '#application/ports/server/idempotent-requests';
import type { BookingId } from '#domain/booking/booking-id';
import { BOOKING_REFERENCE_ALPHABET, type BookingReference } from '#domain/booking/booking-reference';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { bookingId } from '#domain/shared/ids.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';

// Test support: what every Bookings adapter must do (ADR 0097) — the SQL adapter on PGlite and on
// PostgreSQL, and the in-memory fake the use cases' tests book through — as one set of tests each
// runs. The store may be shared by the tests (and hold other bookings): each test books on a day
// of its own in March 2028, far from any demo booking.

/** What the contract books with: a store and the catalogue it books from. */
export interface BookingsWorld {
  readonly bookings: Bookings;
  /** The Idempotency-Keys the bookings complete (the same store). */
  readonly idempotentRequests: IdempotentRequests;
  readonly companyId: CompanyId;
  readonly locationId: LocationId;
  /** Two professionals of the location who give `serviceId`. */
  readonly professionals: readonly [ProviderId, ProviderId];
  readonly serviceId: ServiceId;
  /** A professional of the location who teaches the class `serviceId` and gives the appointment `appointmentServiceId`. */
  readonly teacher: {
    readonly providerId: ProviderId;
    readonly serviceId: ServiceId;
    readonly appointmentServiceId: ServiceId;
  };
}

/** Day `day` of March 2028 at `hhmm` UTC. */
const on = (day: number, hhmm: string) => Date.parse(`2028-03-${String(day).padStart(2, '0')}T${hhmm}:00Z`) as Instant;

export function bookingsContract(world: () => Promise<BookingsWorld>): void {
  /** An appointment of the world's service with its professional `who` (0 or 1), on `day` from `from` to `to`. */
  const appointment = (w: BookingsWorld, who: 0 | 1, day: number, from: string, to: string): NewBooking =>
    aBooking({ serviceId: w.serviceId, providerId: w.professionals[who], start: on(day, from), end: on(day, to) });
  const seat = (w: BookingsWorld, day: number, from: string, to: string, capacity = 2): NewBooking =>
    aBooking({
      serviceId: w.teacher.serviceId,
      providerId: w.teacher.providerId,
      classCapacity: capacity,
      start: on(day, from),
      end: on(day, to),
    });
  const teachersAppointment = (w: BookingsWorld, day: number, from: string, to: string): NewBooking =>
    aBooking({
      serviceId: w.teacher.appointmentServiceId,
      providerId: w.teacher.providerId,
      start: on(day, from),
      end: on(day, to),
    });
  const group = (w: BookingsWorld, items: readonly [NewBooking, ...NewBooking[]], overrides = {}): NewBookingGroup =>
    aGroup(items, { companyId: w.companyId, locationId: w.locationId, ...overrides });
  const bookOk = async (w: BookingsWorld, items: readonly [NewBooking, ...NewBooking[]]) =>
    (await w.bookings.create(group(w, items)))._unsafeUnwrap();
  /** The booking `id` as its group, read by its access token, holds it. */
  const readBack = async (w: BookingsWorld, made: { bookingId: BookingId; accessToken: string }, id: BookingId) =>
    (await w.bookings.groupByAccessToken(made.bookingId, made.accessToken))?.bookings.find(
      (booking) => booking.id === id,
    );

  it('books a group and reads it back by its access token and by each confirmation code, its bookings in start order', async () => {
    const w = await world();
    const later = appointment(w, 0, 1, '15:00', '15:45');
    const earlier = appointment(w, 1, 1, '13:00', '13:45');
    const asked = group(w, [later, earlier]);
    const created = (await w.bookings.create(asked))._unsafeUnwrap();
    expect(created).toMatchObject({ trxId: asked.trxId, accessToken: asked.accessToken, status: 'confirmed' });
    expect(created.bookings.map((booking) => booking.confirmationCode)).toEqual([
      later.confirmationCode,
      earlier.confirmationCode,
    ]);
    const [laterId, earlierId] = created.bookings.map((booking) => booking.id);
    expect(created.bookingId).toBe(laterId);
    const found = await w.bookings.groupByAccessToken(created.bookingId, asked.accessToken);
    expect(found).toMatchObject({
      trxId: asked.trxId,
      location: { id: w.locationId, companyId: w.companyId },
      client: { fullName: 'Ana Pérez', email: 'ana.perez@correo.example', phone: '+56912345678' },
    });
    expect(
      found?.bookings.map((booking) => [
        booking.id,
        booking.provider.id,
        booking.serviceId,
        booking.start,
        booking.end,
      ]),
    ).toEqual([
      [earlierId, w.professionals[1], w.serviceId, earlier.start, earlier.end],
      [laterId, w.professionals[0], w.serviceId, later.start, later.end],
    ]);
    expect(found?.bookings[0]).toMatchObject({
      status: 'confirmed',
      modifications: 0,
      cancelledAt: null,
      clientConfirmedAt: null,
      isClass: false,
      price: 18000,
    });
    // Any of the group's bookings opens it with the group's token.
    expect((await w.bookings.groupByAccessToken(earlierId ?? bookingId(1), asked.accessToken))?.trxId).toBe(
      asked.trxId,
    );
    const byCode = await w.bookings.byConfirmationCode(earlier.confirmationCode);
    expect(byCode?.bookingId).toBe(earlierId);
    expect(byCode?.group.trxId).toBe(asked.trxId);
  });

  it('finds nothing by a wrong token, another group’s booking, an unknown id or an unknown code', async () => {
    const w = await world();
    const one = await bookOk(w, [appointment(w, 0, 2, '13:00', '13:45')]);
    const two = await bookOk(w, [appointment(w, 0, 2, '15:00', '15:45')]);
    expect(await w.bookings.groupByAccessToken(one.bookingId, 'wrong')).toBeUndefined();
    expect(await w.bookings.groupByAccessToken(two.bookingId, one.accessToken)).toBeUndefined();
    expect(await w.bookings.groupByAccessToken(bookingId(2_000_000_000), one.accessToken)).toBeUndefined();
    expect(await w.bookings.byConfirmationCode('no-such-code')).toBeUndefined();
  });

  it('refuses a professional’s taken hour naming the item, and books nothing of that group', async () => {
    const w = await world();
    await bookOk(w, [appointment(w, 0, 3, '13:00', '13:45')]);
    const free = appointment(w, 1, 3, '13:00', '13:45');
    const clash = appointment(w, 0, 3, '13:30', '14:15');
    expect((await w.bookings.create(group(w, [free, clash])))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      itemIndex: 1,
    });
    expect(await w.bookings.byConfirmationCode(free.confirmationCode)).toBeUndefined();
    // Nothing of the refused group holds the other professional's hour.
    expect((await w.bookings.create(group(w, [appointment(w, 1, 3, '13:00', '13:45')]))).isOk()).toBe(true);
  });

  it('lets an hour start where another ends, and another professional take the same hour', async () => {
    const w = await world();
    await bookOk(w, [appointment(w, 0, 4, '13:00', '13:45')]);
    expect((await w.bookings.create(group(w, [appointment(w, 0, 4, '13:45', '14:30')]))).isOk()).toBe(true);
    expect((await w.bookings.create(group(w, [appointment(w, 0, 4, '12:15', '13:00')]))).isOk()).toBe(true);
    expect((await w.bookings.create(group(w, [appointment(w, 1, 4, '13:00', '13:45')]))).isOk()).toBe(true);
  });

  it('refuses a group whose own items overlap for one professional, naming the second', async () => {
    const w = await world();
    const first = appointment(w, 0, 5, '13:00', '13:45');
    const second = appointment(w, 0, 5, '13:30', '14:15');
    expect((await w.bookings.create(group(w, [first, second])))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      itemIndex: 1,
    });
    expect(await w.bookings.byConfirmationCode(first.confirmationCode)).toBeUndefined();
  });

  it('cancels once, keeping when it was first cancelled, and frees the hour', async () => {
    const w = await world();
    const made = await bookOk(w, [appointment(w, 0, 6, '13:00', '13:45')]);
    const booking = await readBack(w, made, made.bookingId);
    if (booking === undefined) throw new Error('the booking was not read back');
    await w.bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: on(1, '10:00') }]);
    await w.bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: on(2, '10:00') }]);
    expect(await readBack(w, made, made.bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledAt: on(1, '10:00'),
    });
    expect((await w.bookings.create(group(w, [appointment(w, 0, 6, '13:00', '13:45')]))).isOk()).toBe(true);
  });

  it('records a client’s first confirmation of attendance without touching the status, and none on a cancelled booking', async () => {
    const w = await world();
    const made = await bookOk(w, [appointment(w, 0, 7, '13:00', '13:45'), appointment(w, 0, 7, '15:00', '15:45')]);
    const [keptId, cancelledId] = made.bookings.map((booking) => booking.id);
    const kept = await readBack(w, made, keptId ?? made.bookingId);
    const cancelled = await readBack(w, made, cancelledId ?? made.bookingId);
    if (kept === undefined || cancelled === undefined) throw new Error('the bookings were not read back');
    await w.bookings.saveLifecycle([{ ...cancelled, status: 'cancelled', cancelledAt: on(1, '10:00') }]);
    await w.bookings.saveLifecycle([
      { ...kept, clientConfirmedAt: on(6, '10:00') },
      { ...cancelled, status: 'confirmed', clientConfirmedAt: on(6, '10:00') },
    ]);
    await w.bookings.saveLifecycle([{ ...kept, clientConfirmedAt: on(6, '11:00') }]);
    expect(await readBack(w, made, kept.id)).toMatchObject({ status: 'confirmed', clientConfirmedAt: on(6, '10:00') });
    expect(await readBack(w, made, cancelled.id)).toMatchObject({ status: 'cancelled', clientConfirmedAt: null });
  });

  it('moves a booking to a free hour or professional, counting the change and freeing the hour it left', async () => {
    const w = await world();
    const made = await bookOk(w, [appointment(w, 0, 8, '13:00', '13:45')]);
    const moved = await w.bookings.reschedule({
      bookingId: made.bookingId,
      providerId: w.professionals[1],
      start: on(8, '13:30'),
      end: on(8, '14:15'),
      modificationsBefore: 0,
    });
    expect(moved.isOk()).toBe(true);
    expect(await readBack(w, made, made.bookingId)).toMatchObject({
      provider: { id: w.professionals[1] },
      start: on(8, '13:30'),
      end: on(8, '14:15'),
      modifications: 1,
      status: 'confirmed',
    });
    expect((await w.bookings.create(group(w, [appointment(w, 0, 8, '13:00', '13:45')]))).isOk()).toBe(true);
    // Over part of its own hour.
    const again = await w.bookings.reschedule({
      bookingId: made.bookingId,
      providerId: w.professionals[1],
      start: on(8, '14:00'),
      end: on(8, '14:45'),
      modificationsBefore: 1,
    });
    expect(again.isOk()).toBe(true);
  });

  it('refuses a move onto a taken hour, and one raced by another change, as taken', async () => {
    const w = await world();
    const made = await bookOk(w, [appointment(w, 0, 9, '12:00', '12:45')]);
    await bookOk(w, [appointment(w, 0, 9, '14:00', '14:45')]);
    const move = (from: string, to: string, modificationsBefore: number) =>
      w.bookings.reschedule({
        bookingId: made.bookingId,
        providerId: w.professionals[0],
        start: on(9, from),
        end: on(9, to),
        modificationsBefore,
      });
    expect((await move('14:30', '15:15', 0))._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
    expect((await move('12:30', '13:15', 0)).isOk()).toBe(true);
    expect((await move('13:00', '13:45', 0))._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
    expect(await readBack(w, made, made.bookingId)).toMatchObject({ start: on(9, '12:30'), modifications: 1 });
  });

  it('moves neither a cancelled booking nor a class seat', async () => {
    const w = await world();
    const made = await bookOk(w, [appointment(w, 0, 10, '12:00', '12:45')]);
    const booking = await readBack(w, made, made.bookingId);
    if (booking === undefined) throw new Error('the booking was not read back');
    await w.bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: on(1, '10:00') }]);
    const free = { providerId: w.professionals[0], start: on(10, '16:00'), end: on(10, '16:45') };
    expect(
      (await w.bookings.reschedule({ bookingId: made.bookingId, ...free, modificationsBefore: 0 }))._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SlotTaken' });
    const sold = await bookOk(w, [seat(w, 10, '18:00', '19:30')]);
    expect(
      (
        await w.bookings.reschedule({
          bookingId: sold.bookingId,
          providerId: w.teacher.providerId,
          start: on(10, '20:00'),
          end: on(10, '21:30'),
          modificationsBefore: 0,
        })
      )._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SlotTaken' });
    expect(await readBack(w, sold, sold.bookingId)).toMatchObject({ start: on(10, '18:00'), isClass: true });
  });

  it('refuses a move onto a class its professional teaches', async () => {
    const w = await world();
    await bookOk(w, [seat(w, 11, '18:00', '19:30')]);
    const made = await bookOk(w, [teachersAppointment(w, 11, '12:00', '12:40')]);
    expect(
      (
        await w.bookings.reschedule({
          bookingId: made.bookingId,
          providerId: w.teacher.providerId,
          start: on(11, '19:00'),
          end: on(11, '19:40'),
          modificationsBefore: 0,
        })
      )._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SlotTaken' });
  });

  it('sells the seats of one class up to its capacity, and a cancelled seat again', async () => {
    const w = await world();
    const first = await bookOk(w, [seat(w, 12, '18:00', '19:30')]);
    await bookOk(w, [seat(w, 12, '18:00', '19:30')]);
    expect((await w.bookings.create(group(w, [seat(w, 12, '18:00', '19:30')])))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      itemIndex: 0,
    });
    const sold = await readBack(w, first, first.bookingId);
    if (sold === undefined) throw new Error('the seat was not read back');
    expect(sold).toMatchObject({ isClass: true, status: 'confirmed' });
    await w.bookings.saveLifecycle([{ ...sold, status: 'cancelled', cancelledAt: on(1, '10:00') }]);
    await w.bookings.saveLifecycle([{ ...sold, status: 'cancelled', cancelledAt: on(1, '11:00') }]);
    expect((await w.bookings.create(group(w, [seat(w, 12, '18:00', '19:30')]))).isOk()).toBe(true);
    expect((await w.bookings.create(group(w, [seat(w, 12, '18:00', '19:30')]))).isErr()).toBe(true);
  });

  it('keeps a class and its professional’s other hours apart: no seat over a booking, no booking or other class time over a seat', async () => {
    const w = await world();
    await bookOk(w, [teachersAppointment(w, 13, '18:00', '18:40')]);
    expect((await w.bookings.create(group(w, [seat(w, 13, '18:00', '19:30')])))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      itemIndex: 0,
    });
    await bookOk(w, [seat(w, 14, '18:00', '19:30')]);
    expect(
      (await w.bookings.create(group(w, [teachersAppointment(w, 14, '19:15', '19:55')])))._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
    expect((await w.bookings.create(group(w, [seat(w, 14, '19:00', '20:30')])))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      itemIndex: 0,
    });
    // Another professional is not held by the class.
    expect((await w.bookings.create(group(w, [appointment(w, 0, 14, '18:00', '18:45')]))).isOk()).toBe(true);
  });

  it('lists the location’s bookings starting in [from, to) in start order, cancelled ones too, with what their booker typed', async () => {
    const w = await world();
    const late = await bookOk(w, [appointment(w, 0, 15, '16:00', '16:45')]);
    const early = (
      await w.bookings.create(
        group(w, [appointment(w, 1, 15, '12:00', '12:45'), appointment(w, 0, 15, '12:00', '12:45')], {
          client: { ...aGroup([aBooking()]).client, firstName: 'Rosa', lastName: 'Díaz', email: null },
        }),
      )
    )._unsafeUnwrap();
    await bookOk(w, [appointment(w, 0, 15, '18:00', '18:45')]);
    await bookOk(w, [appointment(w, 0, 15, '11:00', '11:45')]);
    const cancelled = await readBack(w, late, late.bookingId);
    if (cancelled === undefined) throw new Error('the booking was not read back');
    await w.bookings.saveLifecycle([{ ...cancelled, status: 'cancelled', cancelledAt: on(1, '10:00') }]);
    const listed = await w.bookings.startingBetween(w.locationId, on(15, '12:00'), on(15, '18:00'));
    const [first, second] = [...early.bookings.map((booking) => booking.id)].sort((a, b) => a - b);
    expect(listed.map((booking) => [booking.id, booking.start, booking.status, booking.trxId])).toEqual([
      [first, on(15, '12:00'), 'confirmed', early.trxId],
      [second, on(15, '12:00'), 'confirmed', early.trxId],
      [late.bookingId, on(15, '16:00'), 'cancelled', late.trxId],
    ]);
    expect(listed[0]).toMatchObject({
      clientFullName: 'Rosa Díaz',
      clientFirstName: 'Rosa',
      clientEmail: null,
      paymentMembership: null,
    });
    expect(listed[2]).toMatchObject({ clientFullName: 'Ana Pérez', clientEmail: 'ana.perez@correo.example' });
  });

  it('books under an Idempotency-Key only the attempt holding it, completing the key with what it booked', async () => {
    const w = await world();
    const key = `contract-key-${Math.random().toString(36).slice(2)}`;
    const T0 = on(1, '12:00');
    const lease = (seconds: number) => ({
      now: (T0 + seconds * 1000) as Instant,
      until: (T0 + (seconds + 30) * 1000) as Instant,
    });
    expect(await w.idempotentRequests.claim(key, '{}', lease(0))).toEqual({
      _tag: 'Claimed',
      held: { key, attempt: 1 },
    });
    expect(await w.idempotentRequests.claim(key, '{}', lease(29))).toEqual({ _tag: 'InFlight' });
    expect(await w.idempotentRequests.claim(key, '{"other":true}', lease(31))).toEqual({ _tag: 'KeyReused' });
    expect(await w.idempotentRequests.claim(key, '{}', lease(31))).toEqual({
      _tag: 'Claimed',
      held: { key, attempt: 2 },
    });
    const slow = group(w, [appointment(w, 0, 16, '12:00', '12:45')], { idempotencyKey: { key, attempt: 1 } });
    expect((await w.bookings.create(slow))._unsafeUnwrapErr()).toEqual({ _tag: 'IdempotencyKeyLost' });
    const first = slow.bookings[0];
    expect(await w.bookings.byConfirmationCode(first.confirmationCode)).toBeUndefined();
    // The lost attempt's release leaves the retry's claim alone.
    await w.idempotentRequests.release({ key, attempt: 1 });
    const retry = group(w, [appointment(w, 0, 16, '12:00', '12:45')], { idempotencyKey: { key, attempt: 2 } });
    const created = (await w.bookings.create(retry))._unsafeUnwrap();
    expect(await w.idempotentRequests.claim(key, '{}', lease(90))).toEqual({ _tag: 'Replay', created });
    expect(await w.idempotentRequests.claim(key, '{"other":true}', lease(91))).toEqual({ _tag: 'KeyReused' });
  });

  it('forgets a released claim, so a retry with any body runs afresh', async () => {
    const w = await world();
    const key = `contract-key-${Math.random().toString(36).slice(2)}`;
    const lease = { now: on(1, '12:00'), until: on(1, '12:01') };
    await w.idempotentRequests.claim(key, '{}', lease);
    await w.idempotentRequests.release({ key, attempt: 1 });
    expect(await w.idempotentRequests.claim(key, '{"other":true}', lease)).toEqual({
      _tag: 'Claimed',
      held: { key, attempt: 1 },
    });
  });

  it('keeps a company’s references unique: a repeat books nothing (ReferenceTaken), and the reference finds the group for staff', async () => {
    const w = await world();
    const first = group(w, [appointment(w, 0, 20, '13:00', '13:45'), appointment(w, 1, 20, '13:00', '13:45')]);
    const made = (await w.bookings.create(first))._unsafeUnwrap();
    expect(made.reference).toBe(first.reference);
    expect((await w.bookings.groupByAccessToken(made.bookingId, made.accessToken))?.reference).toBe(first.reference);
    const repeat = group(w, [appointment(w, 0, 20, '15:00', '15:45')], { reference: first.reference });
    expect((await w.bookings.create(repeat))._unsafeUnwrapErr()).toEqual({ _tag: 'ReferenceTaken' });
    // Nothing of the refused group was kept: its hour is still free under another reference.
    const again = (await w.bookings.create({ ...repeat, reference: freshReference(first.reference) }))._unsafeUnwrap();
    expect(again.reference).not.toBe(first.reference);
    const found = await w.bookings.byReference(w.companyId, first.reference);
    expect(found?.group.trxId).toBe(first.trxId);
    expect(found?.bookings.map((booking) => [booking.id, booking.reference, booking.trxId])).toEqual(
      made.bookings.map((booking) => [booking.id, first.reference, first.trxId]),
    );
    expect(found?.bookings[0]).toMatchObject({ clientFullName: 'Ana Pérez', clientPhone: '+56912345678' });
    const listed = await w.bookings.startingBetween(w.locationId, on(20, '00:00'), on(21, '00:00'));
    expect(listed.map((booking) => booking.reference)).toEqual([first.reference, first.reference, again.reference]);
    expect(
      await w.bookings.byReference(w.companyId, freshReference(again.reference ?? first.reference, first.reference)),
    ).toBeUndefined();
  });
}

/** A reference other than those given (its last symbol moved on until it is none of them). */
function freshReference(...taken: readonly BookingReference[]): BookingReference {
  const [base] = taken;
  if (base === undefined) throw new Error('No reference to start from');
  for (const symbol of BOOKING_REFERENCE_ALPHABET) {
    const candidate = `${base.slice(0, -1)}${symbol}` as BookingReference;
    if (!taken.includes(candidate)) return candidate;
  }
  throw new Error('No fresh reference');
}
