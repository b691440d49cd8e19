import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { parseWeeklySchedule, type WeeklySchedule } from '#domain/availability/working-hours';
import { decodeWith, type SchemaViolation } from '#domain/shared/decode';

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
  const issues = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`The database holds ${what} that does not decode: ${issues}`);
}

/** The rows one statement answers, each decoded into the shape its schema describes; throws on the first that does not. */
export type RowDecoder<Row> = (rows: readonly unknown[]) => readonly Row[];

/**
 * The one way rows enter a repository (ADR 0054): a decoder for one row shape, built once at module
 * load and used for every statement answering that shape. The database answers `unknown`; a row
 * whose columns are missing or of another type (a migration and a query out of step, a hand edit)
 * fails loudly, naming the row and the column, instead of flowing on as a lie about its type.
 */
export function rowDecoder<S extends Schema.ConstraintDecoder<unknown>>(shape: S, what: string): RowDecoder<S['Type']> {
  const decode = decodeWith(shape);
  return (rows) => {
    const decoded: S['Type'][] = [];
    for (const [index, row] of rows.entries())
      decoded.push(decodedOrThrow(decode(row), `${what} (row ${String(index + 1)})`));
    return decoded;
  };
}

/** One working or opening interval of a weekly schedule, times as 'HH24:MI' (24:00 for midnight at the end). */
export const WeeklyIntervalRow = Schema.Struct({
  iso_weekday: Schema.Int,
  starts_at: Schema.String,
  ends_at: Schema.String,
});
export type WeeklyIntervalRow = typeof WeeklyIntervalRow.Type;

/** The weekly schedule of intervals sorted by weekday and start. */
export function weeklySchedule(rows: readonly WeeklyIntervalRow[], what: string): WeeklySchedule {
  const byWeekday: Record<string, [string, string][]> = {};
  for (const row of rows) (byWeekday[String(row.iso_weekday)] ??= []).push([row.starts_at, row.ends_at]);
  return decodedOrThrow(parseWeeklySchedule(byWeekday), what);
}
