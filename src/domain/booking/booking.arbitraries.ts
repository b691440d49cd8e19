import fc from 'fast-check';
import { addMinutes, type Instant } from '../calendar/instant';
import { BOOKING_STATUSES, type BookingLifecycle, type ChangePolicy } from './booking-lifecycle';

// Around 2026-12-01T13:00Z, where minutes either side exercise every limit.
const base = Date.UTC(2026, 11, 1, 13, 0) as Instant;

/** An instant within three days of the base, on the minute. */
export const anyInstant: fc.Arbitrary<Instant> = fc
  .integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 })
  .map((minutes) => addMinutes(base, minutes));

export interface TestBooking extends BookingLifecycle {
  readonly id: number;
}

/** A booking in any state, its fields consistent with its status. */
export const anyBooking: fc.Arbitrary<TestBooking> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    status: fc.constantFrom(...BOOKING_STATUSES),
    start: anyInstant,
    durationMinutes: fc.constantFrom(15, 30, 45, 60, 90),
    confirmedByClient: fc.boolean(),
    modifications: fc.nat(5),
  })
  .map(({ id, status, start, durationMinutes, confirmedByClient, modifications }) => ({
    id,
    status,
    start,
    end: addMinutes(start, durationMinutes),
    clientConfirmedAt: confirmedByClient && status === 'confirmed' ? addMinutes(start, -24 * 60) : null,
    cancelledAt: status === 'cancelled' ? addMinutes(start, -48 * 60) : null,
    modifications,
  }));

export const anyChangePolicy: fc.Arbitrary<ChangePolicy> = fc.record({
  cancellationLimitHours: fc.integer({ min: 0, max: 48 }),
  modificationLimitHours: fc.integer({ min: 0, max: 48 }),
  maxModifications: fc.integer({ min: 0, max: 4 }),
});
