import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// A wall-clock time of day at a location, as the spec writes it (HH:mm, 00:00–23:59).
// Arithmetic is done on minutes since midnight; an end past midnight is a later day's time.

// The `u` flag lets the pattern into generated JSON Schemas (the catalogue file's, ADR 0070).
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/u;

export const ClockTime = Schema.String.pipe(
  Schema.check(Schema.isPattern(timePattern, { expected: 'a time of day written HH:mm' })),
  Schema.brand('ClockTime'),
);
export type ClockTime = typeof ClockTime.Type;

export const parseClockTime: (input: unknown) => Result<ClockTime, SchemaViolation> = decodeWith(ClockTime);

export const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight. */
export function minutesOfDay(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The clock time of a number of minutes since midnight; values past midnight wrap to the next day's time. */
export function clockTimeFromMinutes(totalMinutes: number): ClockTime {
  const minutes = ((Math.floor(totalMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` as ClockTime;
}
