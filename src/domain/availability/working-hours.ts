import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { ClockTime } from '../calendar/clock-time';
import { isoWeekday, LocalDate } from '../calendar/local-date';
import { ProviderId } from '../catalog/service';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// When a professional works (booking-wizard §3 Provider.providerTimes), in wall-clock time at the
// location: a weekly schedule by ISO weekday of HH:mm intervals, and exceptions that replace a
// given date's intervals (a day off is an exception with none). This is the shape of the
// benchmark scenario (`../shared/bench/make-scenario.mjs`) and of what an admin screen sends.
// An interval lies within one day and may end at 24:00; a night shift past midnight is written as
// two intervals on two days.

/** The end of a working interval: a time of day, or 24:00 for the next midnight. */
export const ShiftEnd = Schema.Union([ClockTime, Schema.Literal('24:00')]);
export type ShiftEnd = typeof ShiftEnd.Type;

/** Minutes since midnight of an HH:mm text already known to be valid (24:00 is 1440). */
export function shiftMinutes(time: ClockTime | ShiftEnd): number {
  const digit = (index: number) => time.charCodeAt(index) - 48;
  return (digit(0) * 10 + digit(1)) * 60 + digit(3) * 10 + digit(4);
}

/** From a start (included) to an end (excluded), as ["09:00", "18:00"]. */
export const WorkingInterval = Schema.Tuple([ClockTime, ShiftEnd]).check(
  Schema.makeFilter(([start, end]) => shiftMinutes(start) < shiftMinutes(end), {
    expected: 'a working interval whose start comes before its end, within one day',
  }),
);
export type WorkingInterval = typeof WorkingInterval.Type;

const Intervals = Schema.Array(WorkingInterval);

/** Intervals by ISO weekday, "1" (Monday) to "7" (Sunday); a missing weekday is a day off. */
export const WeeklySchedule = Schema.Struct({
  '1': Schema.optionalKey(Intervals),
  '2': Schema.optionalKey(Intervals),
  '3': Schema.optionalKey(Intervals),
  '4': Schema.optionalKey(Intervals),
  '5': Schema.optionalKey(Intervals),
  '6': Schema.optionalKey(Intervals),
  '7': Schema.optionalKey(Intervals),
});
export type WeeklySchedule = typeof WeeklySchedule.Type;

/** A date whose working intervals replace the weekly ones; no intervals is a day off. */
export const ScheduleException = Schema.Struct({
  date: LocalDate,
  intervals: Intervals,
});
export type ScheduleException = typeof ScheduleException.Type;

/** One professional's working time: who (a real provider, never 0), weekly intervals and exceptions. */
export const ProviderSchedule = Schema.Struct({
  id: ProviderId.check(Schema.isGreaterThan(0)),
  weekly: WeeklySchedule,
  exceptions: Schema.Array(ScheduleException).check(
    Schema.makeFilter(
      (exceptions) => new Set(exceptions.map((exception) => exception.date)).size === exceptions.length,
      {
        expected: 'at most one exception per date',
      },
    ),
  ),
});
export type ProviderSchedule = typeof ProviderSchedule.Type;

/** Smart constructors: a schedule from untrusted input, or every field at fault. */
export const parseWeeklySchedule: (input: unknown) => Result<WeeklySchedule, SchemaViolation> =
  decodeWith(WeeklySchedule);
export const parseScheduleException: (input: unknown) => Result<ScheduleException, SchemaViolation> =
  decodeWith(ScheduleException);
export const parseProviderSchedule: (input: unknown) => Result<ProviderSchedule, SchemaViolation> =
  decodeWith(ProviderSchedule);

const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The intervals of an ISO weekday (1 = Monday … 7 = Sunday) in a weekly schedule. */
export function weekdayIntervals(weekly: WeeklySchedule, weekday: number): readonly WorkingInterval[] {
  const key = weekdayKeys[weekday - 1];
  return key === undefined ? [] : (weekly[key] ?? []);
}

/** The intervals a professional works on `date` as written: the date's exception, else its weekday's. */
export function workingIntervalsOn(schedule: ProviderSchedule, date: LocalDate): readonly WorkingInterval[] {
  const exception = schedule.exceptions.find((candidate) => candidate.date === date);
  return exception === undefined ? weekdayIntervals(schedule.weekly, isoWeekday(date)) : exception.intervals;
}

/**
 * Working intervals as minutes since midnight, flattened to [start, end, start, end, …]: sorted,
 * with overlapping and touching intervals joined, so 09:00–12:00 and 12:00–18:00 is one.
 */
export function mergedMinutes(intervals: readonly WorkingInterval[]): readonly number[] {
  if (intervals.length === 0) return [];
  const sorted =
    intervals.length === 1 ? intervals : [...intervals].sort((a, b) => shiftMinutes(a[0]) - shiftMinutes(b[0]));
  const merged: number[] = [];
  for (const [start, end] of sorted) {
    const from = shiftMinutes(start);
    const to = shiftMinutes(end);
    const last = merged.length - 1;
    if (last > 0 && from <= (merged[last] ?? 0)) merged[last] = Math.max(merged[last] ?? 0, to);
    else merged.push(from, to);
  }
  return merged;
}

/** The working time on `date` as merged minutes since midnight (see `mergedMinutes`). */
export function workingMinutesOn(schedule: ProviderSchedule, date: LocalDate): readonly number[] {
  return mergedMinutes(workingIntervalsOn(schedule, date));
}
