import type { Brand } from 'effect';
import type { Result } from 'neverthrow';
import { checkedString, decodeChecked, refinedBy } from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';

// A wall-clock time of day at a location, as the spec writes it (HH:mm, 00:00–23:59).
// Arithmetic is done on minutes since midnight; an end past midnight is a later day's time.

// The `u` flag lets the pattern into generated JSON Schemas (the catalogue file's, ADR 0070).
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/u;

export const clockTimeExpected = 'a time of day written HH:mm';
const expected = clockTimeExpected;

export type ClockTime = string & Brand.Brand<'ClockTime'>;

/** Checked by hand with the same pattern: the storefront's first page reads times with no schema library (ADR 0072). */
export const parseClockTime: (input: unknown) => Result<ClockTime, SchemaViolation> = decodeChecked(
  refinedBy<string, ClockTime>(checkedString, { test: (text) => timePattern.test(text), expected }),
);

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
