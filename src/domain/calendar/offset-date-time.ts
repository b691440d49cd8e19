import { clockTimeFromMinutes, type ClockTime } from './clock-time';
import { MS_PER_DAY, MS_PER_MINUTE, type Instant } from './instant';
import { fromDayNumber, type LocalDate } from './local-date';

// A date-time written with its offset from UTC, as the API writes a location's times
// (2026-11-25T10:30:00-03:00): the offset says what the location's clocks read then, which the
// storefront can show without knowing the location's time zone.

const OFFSET = /(?:([+-])(\d{2}):(\d{2})|Z)$/;

/** The offset from UTC, in minutes, an ISO 8601 date-time is written with (Z is 0); null when it names none. */
export function writtenOffsetMinutes(text: string): number | null {
  const written = OFFSET.exec(text);
  if (written === null) return null;
  const [, sign, hours, minutes] = written;
  if (sign === undefined) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The date and time a clock `offsetMinutes` ahead of UTC (behind it when negative) reads at `instant`. */
export function wallClockAtOffset(
  instant: Instant,
  offsetMinutes: number,
): { readonly date: LocalDate; readonly time: ClockTime } {
  const local = instant + offsetMinutes * MS_PER_MINUTE;
  const day = Math.floor(local / MS_PER_DAY);
  return {
    date: fromDayNumber(day),
    time: clockTimeFromMinutes(Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE)),
  };
}
