import type { Result } from 'neverthrow';
import { parseWeeklySchedule, type WeeklySchedule } from '../../domain/availability/working-hours';
import type { SchemaViolation } from '../../domain/shared/decode';

// Reading rows back into domain values. What the database holds was checked on the way in, so a
// row that does not decode is a bug or a hand edit: it throws, and the request fails with a 500
// that names nothing to the client but everything in the server's log.

/** Ids are `integer` columns: a number beyond them names no row, and must not reach the SQL as an out-of-range error. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/**
 * PostgreSQL text cannot hold NUL: a key containing one names no row, and must not reach the SQL
 * as an encoding error.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000');
}

export function decodedOrThrow<T>(result: Result<T, SchemaViolation>, what: string): T {
  if (result.isOk()) return result.value;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');
  throw new Error(`The database holds ${what} that does not decode: ${issues}`);
}

/** One working or opening interval of a weekly schedule, times as 'HH24:MI' (24:00 for midnight at the end). */
export interface WeeklyIntervalRow {
  readonly iso_weekday: number;
  readonly starts_at: string;
  readonly ends_at: string;
}

/** The weekly schedule of intervals sorted by weekday and start. */
export function weeklySchedule(rows: readonly WeeklyIntervalRow[], what: string): WeeklySchedule {
  const byWeekday: Record<string, [string, string][]> = {};
  for (const row of rows) (byWeekday[String(row.iso_weekday)] ??= []).push([row.starts_at, row.ends_at]);
  return decodedOrThrow(parseWeeklySchedule(byWeekday), what);
}
