import { ResultAsync } from 'neverthrow';
import type { Instant } from '#domain/calendar/instant';
import { clashingLines, type ClashingLine, type LineBooking } from '#domain/reservation/clashing-lines';
import { bookHour, type BookedHour, type BookHourPorts, type CheckedHour } from './book-hour';
import { readBookingOrder } from './booking-order';
import type { ClientSideFailure } from '../shared/client-side-errors';

// Booking many orders from a file (issue 6 "bookings import"): every line is read and booked in
// turn, a failed line never stops the ones after it, and each line's outcome is reported as it
// happens. Each line is booked under the Idempotency-Key of its own content (book-hour.ts), so
// importing the same file again books nothing twice: lines booked before are replayed.

/** One line of the file: its fields, or null when the line could not be read as a record at all. */
export interface ImportLine {
  /** The line's number in the file, counting the header, as an editor shows it. */
  readonly line: number;
  readonly record: Readonly<Record<string, unknown>> | null;
}

export type LineOutcome =
  | { readonly line: number; readonly _tag: 'Booked'; readonly booked: BookedHour }
  | { readonly line: number; readonly _tag: 'Checked'; readonly checked: CheckedHour }
  | {
      readonly line: number;
      readonly _tag: 'Failed';
      readonly failure: ClientSideFailure | { readonly _tag: 'Unreadable'; readonly code: 'INPUT.UNREADABLE' };
    };

export interface ImportSummary {
  readonly outcomes: readonly LineOutcome[];
  readonly created: number;
  readonly replayed: number;
  readonly checked: number;
  readonly failed: number;
  /**
   * With a dry run, the checked lines that ask the same professional for an overlapping time as
   * other lines of the file (clashing-lines.ts): each checks alone, but booking the file would
   * refuse all but the first. Empty when the lines are booked: the API then refuses them itself.
   */
  readonly clashes: readonly ClashingLine[];
}

/** What each checked line asks of whom and when, as the domain's clash rule reads it. */
function checkedBookings(outcomes: readonly LineOutcome[]): readonly LineBooking[] {
  return outcomes.flatMap((outcome) =>
    outcome._tag === 'Checked'
      ? outcome.checked.request.bookings.map((item) => ({
          line: outcome.line,
          professional: item.providerId,
          start: Date.parse(item.start) as Instant,
          end: Date.parse(item.end) as Instant,
        }))
      : [],
  );
}

export function importBookings(ports: BookHourPorts) {
  const book = bookHour(ports);
  const one = (line: ImportLine, dryRun: boolean): Promise<LineOutcome> => {
    if (line.record === null)
      return Promise.resolve({
        line: line.line,
        _tag: 'Failed',
        failure: { _tag: 'Unreadable', code: 'INPUT.UNREADABLE' },
      });
    return readBookingOrder(line.record)
      .asyncAndThen((order) => book(order, { dryRun }))
      .match(
        (outcome): LineOutcome =>
          outcome._tag === 'Booked'
            ? { line: line.line, _tag: 'Booked', booked: outcome }
            : { line: line.line, _tag: 'Checked', checked: outcome },
        (failure): LineOutcome => ({ line: line.line, _tag: 'Failed', failure }),
      );
  };
  /** Books (or with `dryRun` checks) every line in order, telling `report` each outcome as soon as it is known. */
  return (
    lines: readonly ImportLine[],
    options: { readonly dryRun: boolean; readonly report: (outcome: LineOutcome) => void },
  ): ResultAsync<ImportSummary, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        const outcomes: LineOutcome[] = [];
        // One line at a time: lines of one file often ask for neighbouring hours of the same professionals.
        for (const line of lines) {
          const outcome = await one(line, options.dryRun);
          outcomes.push(outcome);
          options.report(outcome);
        }
        const count = (test: (outcome: LineOutcome) => boolean) => outcomes.filter(test).length;
        return {
          outcomes,
          created: count((outcome) => outcome._tag === 'Booked' && !outcome.booked.replayed),
          replayed: count((outcome) => outcome._tag === 'Booked' && outcome.booked.replayed),
          checked: count((outcome) => outcome._tag === 'Checked'),
          failed: count((outcome) => outcome._tag === 'Failed'),
          clashes: clashingLines(checkedBookings(outcomes)),
        };
      })(),
    );
}
