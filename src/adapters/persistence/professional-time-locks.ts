import type { Instant } from '#domain/calendar/instant';

// The locks a write of a booking's time takes before writing it (docs/adr/0084, docs/adr/0141):
// one advisory lock per professional and UTC day the time touches, rather than one per
// professional. Two writes whose times could overlap touch a day in common for a professional in
// common, so they still share a lock and take turns, the later one refused by the exclusion
// constraint (23P01) instead of waiting on the other's uncommitted row until PostgreSQL breaks the
// deadlock (40P01); two writes for one professional on different days no longer wait for each
// other. Every write takes its locks in ascending order of their keys, so two writes needing
// several never each hold one the other waits for.

/**
 * The first bits of every key, which keep these locks apart from the other single-key advisory
 * locks (the migrations' and the demo seed's, small constants). Any two times of one professional
 * and day map to the same key: a key shared by chance only makes two writes take turns.
 */
export const PROFESSIONAL_TIME_LOCK = 27;

/** A professional's time that a write asks for, or gives up (a move's old time). */
export interface LockedTime {
  readonly providerId: number;
  readonly start: Instant;
  readonly end: Instant;
}

const DAY_MS = 86_400_000;

/** The UTC days `[start, end)` touches, as days since 1970-01-01; the day of `start` at least. */
function daysTouched(time: LockedTime): number[] {
  const first = Math.floor(time.start / DAY_MS);
  const last = Math.max(first, Math.floor((time.end - 1) / DAY_MS));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The key of a professional's day: the tag, the professional's id, the day (modulo 2^16). */
function lockKey(providerId: number, day: number): bigint {
  return (BigInt(PROFESSIONAL_TIME_LOCK) << 48n) | (BigInt(providerId) << 16n) | BigInt(day & 0xffff);
}

/**
 * The keys of the locks a write of `times` takes, each once, in the ascending order it takes them,
 * as decimal text for a `bigint[]` parameter (their values pass JavaScript's safe integers).
 */
export function professionalTimeLocks(times: readonly LockedTime[]): string[] {
  const keys = new Set(times.flatMap((time) => daysTouched(time).map((day) => lockKey(time.providerId, day))));
  return [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/**
 * `keys` (`professionalTimeLocks`) written as an SQL array literal, for a statement without
 * parameters (creates booked together, docs/adr/0163, send their first one with BEGIN).
 */
export function writtenLockKeys(keys: readonly string[]): string {
  for (const key of keys) if (!/^-?[0-9]+$/.test(key)) throw new Error(`Not a lock key: ${key}`);
  return `'{${keys.join(',')}}'`;
}

/**
 * The SQL expression that takes the locks of the `bigint[]` parameter `keys`
 * (`professionalTimeLocks`) in its order, held until the transaction ends.
 */
export const lockingProfessionalsTime = (keys: string) =>
  `(SELECT count(pg_advisory_xact_lock(key)) FROM unnest(${keys}::bigint[]) AS key)`;
