import type { Instant } from '../calendar/instant.plain';

// Two lines of one import file that ask the same professional for the same time (issue 35 "honest
// repeats"): a dry run checks each line against the bookings that stand, not against the file's
// other lines, so it would pass both; booking the file would refuse the second. Found here, once.

/** A service a line of the file books: who performs it and when. */
export interface LineBooking {
  /** The line's number in the file. */
  readonly line: number;
  /** The professional asked for; 0 for the first available, who is not known before booking. */
  readonly professional: number;
  readonly start: Instant;
  readonly end: Instant;
}

/** A line and the other lines of the file that ask its professional for a time overlapping its own. */
export interface ClashingLine {
  readonly line: number;
  readonly clashesWith: readonly number[];
}

const overlap = (a: LineBooking, b: LineBooking) => a.start < b.end && b.start < a.end;

/**
 * Each line that asks a named professional for a time overlapping (or equal to) that of another line
 * of the same file, with the other lines, in line order. A line never clashes with itself (a chain's
 * services follow one another), and "the first available" (0) clashes with nothing.
 */
export function clashingLines(bookings: readonly LineBooking[]): readonly ClashingLine[] {
  const clashes = new Map<number, Set<number>>();
  const named = bookings.filter((booking) => booking.professional !== 0);
  for (const [index, a] of named.entries()) {
    for (const b of named.slice(index + 1)) {
      if (a.line === b.line || a.professional !== b.professional || !overlap(a, b)) continue;
      clashes.set(a.line, (clashes.get(a.line) ?? new Set()).add(b.line));
      clashes.set(b.line, (clashes.get(b.line) ?? new Set()).add(a.line));
    }
  }
  return [...clashes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, others]) => ({ line, clashesWith: [...others].sort((a, b) => a - b) }));
}
