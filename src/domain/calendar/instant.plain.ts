import type { Brand } from 'effect';

// A point in time, as milliseconds since 1970-01-01T00:00:00Z. Bookings, "now" and the hours the
// engine offers are instants; schedules are wall-clock times at the location, turned into instants
// with the location's time zone (`time-zone.ts`).

export type Instant = number & Brand.Brand<'Instant'>;

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/** The instant `minutes` minutes after `instant` (before it when negative). */
export function addMinutes(instant: Instant, minutes: number): Instant {
  return (instant + minutes * MS_PER_MINUTE) as Instant;
}
