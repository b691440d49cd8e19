import { formatOffsetDateTime, instantOfExistingTime, type TimeZone } from '#domain/availability/time-zone';
import { dayAndHourAt, type TimeSpan } from '#domain/reservation/scheduling';

// A span of the running minute line (scheduling.ts) as the API writes times: instants with the
// location's offset (ADR 0014). Shared by everything that sends times: bookings, the times already
// chosen in a reservation (dates_and_providers), and the professionals free over a slot.

/** Start and end as the API takes them. */
export interface BookingTimes {
  readonly start: string;
  readonly end: string;
}

/** The span's start and end at the location; null when either falls in a gap the clocks skip (a daylight-saving jump). */
export function bookingTimes(zone: TimeZone, span: TimeSpan): BookingTimes | null {
  const from = dayAndHourAt(span.start);
  const to = dayAndHourAt(span.end);
  const start = instantOfExistingTime(zone, from.day, from.hour);
  const end = instantOfExistingTime(zone, to.day, to.hour);
  if (start === null || end === null) return null;
  return { start: formatOffsetDateTime(zone, start), end: formatOffsetDateTime(zone, end) };
}
