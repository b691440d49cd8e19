import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { aBookedHaircut, at } from './booking-submission.test-support';
import { cancelBookings, confirmAttendances } from './change-bookings';
import { inMemoryBookings, referenceNumber } from './in-memory-bookings.test-support';
import { fixedClock } from '../availability/location-agenda.test-support';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';

// Cancelling and confirming through a confirmation code (storefront §2 cancel and confirm links,
// §4 "Implied by texts"; booking-lifecycle.ts; ADR 0014: twice answers 200, `_all` all or nothing).

/** The booked haircut, with its `id`, from `start` for 45 minutes, changed by `overrides`. */
function aBooked(id: number, start: string, overrides: Partial<BookedService> = {}): BookedService {
  return aBookedHaircut({
    id: bookingId(id),
    start: at(start),
    end: (at(start) + 45 * 60_000) as Instant,
    ...overrides,
  });
}

function setUp(bookings: readonly BookedService[], cancellationLimitHours = 24) {
  const group: BookingGroupRecord = {
    id: 1,
    trxId: 'TRX-1',
    reference: referenceNumber(1),
    location: {
      id: locationId(1),
      companyId: companyId(1),
      name: 'Providencia',
      address: null,
      phone: null,
      email: null,
      timeZone: 'America/Santiago',
      countryCode: 'cl',
      currency: { unit: '$', delimiter: '.', separator: ',' },
      company: { name: 'Barbería Central', colorMinisite: null, logo: null },
    },
    client: { fullName: 'Ana Pérez', email: null, phone: null },
    policy: { cancellationLimitHours, modificationLimitHours: 24, maxModifications: 2 },
    bookings,
  };
  const store = inMemoryBookings([
    {
      group,
      accessToken: 'token',
      codes: Object.fromEntries(bookings.map((booking) => [`code-${String(booking.id)}`, booking.id])),
    },
  ]);
  // Tuesday 2026-12-01, 08:00 in Santiago.
  const ports = { bookings: store, clock: fixedClock('2026-12-01T11:00:00Z') };
  return { store, cancel: cancelBookings(ports), confirm: confirmAttendances(ports) };
}

const statuses = (store: ReturnType<typeof setUp>['store']) =>
  store.groups[0]?.group.bookings.map((booking) => booking.status);

describe('cancelling through a confirmation code', () => {
  it('cancels only the booking the code names, and answers the same again when it is cancelled already', async () => {
    const { store, cancel } = setUp([aBooked(1, '2026-12-05T10:00:00-03:00'), aBooked(2, '2026-12-05T11:00:00-03:00')]);
    const changed = (await cancel({ confirmationCode: 'code-1', all: false }))._unsafeUnwrap();
    expect(changed.bookings.map((booking) => [booking.id, booking.status, booking.cancelledAt])).toEqual([
      [1, 'cancelled', at('2026-12-01T11:00:00Z')],
    ]);
    expect(statuses(store)).toEqual(['cancelled', 'confirmed']);
    expect((await cancel({ confirmationCode: 'code-1', all: false })).isOk()).toBe(true);
  });

  it('names the bookings a repeated cancel left as they were, and none the first time (issue 35)', async () => {
    const { cancel } = setUp([aBooked(1, '2026-12-05T10:00:00-03:00'), aBooked(2, '2026-12-05T11:00:00-03:00')]);
    expect((await cancel({ confirmationCode: 'code-1', all: false }))._unsafeUnwrap().unchanged).toEqual([]);
    expect((await cancel({ confirmationCode: 'code-1', all: false }))._unsafeUnwrap().unchanged).toEqual([1]);
    // With the group: the one cancelled already is named, the one cancelled now is not.
    expect((await cancel({ confirmationCode: 'code-1', all: true }))._unsafeUnwrap().unchanged).toEqual([1]);
  });

  it('cancels all of a group or none: one booking inside the cancellation window refuses them all, naming it', async () => {
    const { store, cancel } = setUp([aBooked(1, '2026-12-05T10:00:00-03:00'), aBooked(2, '2026-12-01T20:00:00-03:00')]);
    expect((await cancel({ confirmationCode: 'code-1', all: true }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingNotCancellable',
      bookingId: 2,
    });
    expect(statuses(store)).toEqual(['confirmed', 'confirmed']);
  });

  it('answers an unknown code as not found', async () => {
    const { cancel } = setUp([aBooked(1, '2026-12-05T10:00:00-03:00')]);
    expect((await cancel({ confirmationCode: 'nadie', all: true }))._unsafeUnwrapErr()._tag).toBe('BookingNotFound');
  });
});

describe('confirming attendance through a confirmation code', () => {
  it('marks every booking of the group confirmed by the client without changing its status', async () => {
    const { store, confirm } = setUp([
      aBooked(1, '2026-12-05T10:00:00-03:00'),
      aBooked(2, '2026-12-05T11:00:00-03:00'),
    ]);
    const changed = (await confirm({ confirmationCode: 'code-2', all: true }))._unsafeUnwrap();
    expect(changed.bookings.map((booking) => [booking.status, booking.clientConfirmedAt])).toEqual([
      ['confirmed', at('2026-12-01T11:00:00Z')],
      ['confirmed', at('2026-12-01T11:00:00Z')],
    ]);
    expect(statuses(store)).toEqual(['confirmed', 'confirmed']);
  });

  it('names the bookings a repeated confirm left as they were (issue 35)', async () => {
    const { confirm } = setUp([aBooked(1, '2026-12-05T10:00:00-03:00')]);
    expect((await confirm({ confirmationCode: 'code-1', all: false }))._unsafeUnwrap().unchanged).toEqual([]);
    expect((await confirm({ confirmationCode: 'code-1', all: false }))._unsafeUnwrap().unchanged).toEqual([1]);
  });

  it('refuses a booking waiting for its payment, or whose start has passed', async () => {
    const { confirm } = setUp([
      aBooked(1, '2026-12-05T10:00:00-03:00', { status: 'pending_payment' }),
      aBooked(2, '2026-11-30T10:00:00-03:00'),
    ]);
    expect((await confirm({ confirmationCode: 'code-1', all: false }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingPaymentPending',
      bookingId: 1,
    });
    expect((await confirm({ confirmationCode: 'code-2', all: false }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingStartPassed',
      bookingId: 2,
    });
  });
});
