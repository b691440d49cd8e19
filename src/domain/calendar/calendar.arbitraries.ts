import fc from 'fast-check';
import { clockTimeFromMinutes, MINUTES_PER_DAY, type ClockTime } from './clock-time';
import { fromDayNumber, type LocalDate } from './local-date';

/** Any day from 1900-01-01 to 2199-12-31. */
export const anyLocalDate: fc.Arbitrary<LocalDate> = fc.integer({ min: -25567, max: 83603 }).map(fromDayNumber);

/** A day in the years a booking site works with (2020–2035). */
export const anyNearLocalDate: fc.Arbitrary<LocalDate> = fc.integer({ min: 18262, max: 24107 }).map(fromDayNumber);

export const anyClockTime: fc.Arbitrary<ClockTime> = fc
  .integer({ min: 0, max: MINUTES_PER_DAY - 1 })
  .map(clockTimeFromMinutes);

/** A time on the 15-minute grid booking hours are offered on. */
export const anyQuarterHour: fc.Arbitrary<ClockTime> = fc
  .integer({ min: 0, max: 95 })
  .map((quarter) => clockTimeFromMinutes(quarter * 15));
