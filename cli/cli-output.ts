import Table from 'cli-table3';
import { formatBookingReference, parseBookingReference } from '#domain/booking/booking-reference';
import type { FieldError } from '#domain/validation/field-error';
import type { CliFailure } from './exit-codes';
import type { Locale, Messages } from './cli-messages';
import { lines, printable, type TerminalText } from './terminal-text';

// What the CLI writes: readable tables by default, one JSON document with `--json` (docs/cli.md
// lists each command's shape), and failures on stderr with the API's message and every field at
// fault, as text or, with `--json`, as `{ "error": … }`. Server text is made printable here, at the
// output edge (terminal-text.ts, docs/adr/0053).

export interface Writer {
  write(text: string): void;
}

/** Writes the field messages of input refused before it was sent, in a language. */
export type DescribeFieldError = (error: FieldError, locale: Locale) => string;

/** A table cell: a value, nothing, or several lines. */
export type Cell = string | number | null | readonly string[];

/** Below this many columns, padding included, a column is not narrowed further: the table overflows instead. */
const MIN_COLUMN = 8;

/**
 * A word up to this long (a date, "11:00–11:30", a reference, most names) is never cut across lines:
 * a column is not narrowed below its longest such word; a table that cannot fit then is written a
 * row at a time. Longer words (an email, an id of many digits) may still be broken to fit.
 */
const WHOLE_WORD = 16;

/** The widths, padding included, of a table cli-table3 drew without being given any: its top border's runs. */
const drawnWidths = (drawn: string): number[] =>
  (drawn.split('\n')[0] ?? '')
    .slice(1, -1)
    .split('┬')
    .map((run) => run.length);

/**
 * The widths that fit `width` columns with the borders: the widest column that may still narrow is
 * narrowed a column at a time, none below its floor (`floors`, padding included), so a table too
 * wide even then overflows.
 */
function fittedWidths(natural: readonly number[], floors: readonly number[], width: number): number[] {
  const widths = [...natural];
  const available = width - (widths.length + 1);
  let total = widths.reduce((sum, each) => sum + each, 0);
  while (total > available) {
    const widest = widths.reduce(
      (at, each, index) => (each > (floors[index] ?? 0) && (at === -1 || each > (widths[at] ?? 0)) ? index : at),
      -1,
    );
    if (widest === -1) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
    total -= 1;
  }
  return widths;
}

/**
 * Each column's narrowest width, padding included: MIN_COLUMN, or its longest word up to WHOLE_WORD
 * when longer, so that no date, time or short name is cut — never more than its natural width.
 */
function floorWidths(natural: readonly number[], columns: readonly (readonly string[])[]): number[] {
  return natural.map((each, index) => {
    const longestWord = Math.max(
      0,
      ...(columns[index] ?? []).flatMap((text) => text.split(/\s+/u).map((word) => word.length)),
    );
    return Math.min(each, Math.max(MIN_COLUMN, Math.min(longestWord, WHOLE_WORD) + 2));
  });
}

/** A cell's lines with every word longer than `room` broken into pieces that fit, so wrapping cuts nothing. */
const breakLongWords = (text: string, room: number): string =>
  text
    .split('\n')
    .map((line) =>
      line.replace(new RegExp(`\\S{${String(room + 1)},}`, 'gu'), (word) =>
        (word.match(new RegExp(`.{1,${String(room)}}`, 'gu')) ?? [word]).join('\n'),
      ),
    )
    .join('\n');

/**
 * A table whose every cell is printable: its only control characters are the table's own line ends.
 * Wider than `width` (the terminal's columns, 80 when stdout is not one), its widest columns are
 * narrowed and their cells wrapped, on word boundaries, none below a readable minimum nor so narrow
 * that a date, a time or a short word is cut (WHOLE_WORD); a table with too many columns for that is written a row at a time, a name and its value
 * a line, wrapped the same way (issue 35). Only a width too narrow even for that overflows,
 * each row then drawn as wide as it is.
 */
export function table(head: readonly string[], rows: readonly (readonly Cell[])[], width?: number): TerminalText {
  const cell = (value: Cell) =>
    value === null ? '' : typeof value === 'object' ? value.map(printable).join('\n') : printable(String(value));
  const heads = head.map(printable);
  const cells = rows.map((row) => row.map(cell));
  const fitted = drawn(heads, cells, width);
  if (fitted !== null || width === undefined) return fitted ?? drawn(heads, cells, undefined) ?? ('' as TerminalText);
  // Too many columns to fit even at their minimum: each row as its own table of name and value, one a line.
  return cells
    .map((row) => {
      const record = heads.map((name, index) => [name, row[index] ?? '']);
      return drawn([], record, width) ?? drawn([], record, undefined);
    })
    .join('') as TerminalText;
}

/** The table drawn to fit `width` (as drawn without one when undefined), or null when it cannot fit it. */
function drawn(
  heads: readonly string[],
  cells: readonly (readonly string[])[],
  width: number | undefined,
): TerminalText | null {
  // Fresh options for each table: cli-table3 keeps the objects it is given. A row written as names
  // and values has no lines between them: its borders frame the row.
  const style = () => ({ head: [], border: [] });
  const chars = () => (heads.length === 0 ? { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' } : {});
  const natural = new Table(
    heads.length === 0 ? { style: style(), chars: chars() } : { head: [...heads], style: style() },
  );
  natural.push(...cells.map((row) => [...row]));
  const text = natural.toString();
  const naturalWidths = drawnWidths(text);
  if (width === undefined || naturalWidths.reduce((sum, each) => sum + each, naturalWidths.length + 1) <= width)
    return `${text}\n` as TerminalText;
  const columns = naturalWidths.map((_, index) => [heads[index] ?? '', ...cells.map((row) => row[index] ?? '')]);
  const colWidths = fittedWidths(naturalWidths, floorWidths(naturalWidths, columns), width);
  if (colWidths.reduce((sum, each) => sum + each, colWidths.length + 1) > width) return null;
  // The content's room is the column less its padding, one column each side.
  const fit = (value: string, column: number) => breakLongWords(value, Math.max(1, (colWidths[column] ?? 0) - 2));
  const output = new Table({
    ...(heads.length === 0 ? {} : { head: heads.map(fit) }),
    style: style(),
    chars: chars(),
    colWidths,
    wordWrap: true,
    wrapOnWordBoundary: true,
  });
  output.push(...cells.map((row) => row.map(fit)));
  return `${output.toString()}\n` as TerminalText;
}

/**
 * A booking's day on the location's calendar: the API writes its instants with the location's
 * offset (docs/cli.md "JSON output"), so the date written is the location's.
 */
export const bookingDay = (start: string): string => start.slice(0, 10);

/**
 * A booking's hours on the location's wall clock, "09:00–09:45"; an end on a later day is written
 * with its date ("23:30–2026-12-11 00:30") so it is never mistaken for the same day's.
 */
export const bookingHours = (start: string, end: string): string =>
  `${start.slice(11, 16)}–${bookingDay(end) === bookingDay(start) ? '' : `${bookingDay(end)} `}${end.slice(11, 16)}`;

/**
 * One JSON document, exact: it parses back to `value`. JSON escapes C0 control characters itself;
 * DEL and C1 ones, which it may leave raw, are escaped too (`\u009b`), so piping it to a terminal
 * is as safe as the tables.
 */
export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/[\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** A failure as the `--json` error document names it: stable keys, the API's code and each field at fault. */
export interface ErrorDocument {
  readonly error: {
    readonly kind: 'refused' | 'unreachable' | 'misbehaved' | 'invalid' | 'usage';
    readonly status: number | null;
    readonly code: string;
    readonly message: string;
    readonly fields: readonly { readonly field: string; readonly messages: readonly string[] }[];
  };
}

export function errorDocument(
  failure: CliFailure,
  messages: Messages,
  describe: (error: FieldError) => string,
): ErrorDocument {
  switch (failure._tag) {
    case 'ApiRefusal':
      return {
        error: {
          kind: 'refused',
          status: failure.status,
          code: failure.code,
          message: failure.message,
          fields: failure.attributes,
        },
      };
    case 'ApiUnreachable':
      return {
        error: {
          kind: 'unreachable',
          status: null,
          code: failure.reason === 'timeout' ? 'API.TIMEOUT' : 'API.UNREACHABLE',
          message: failure.message,
          fields: [],
        },
      };
    case 'ApiMisbehaved':
      return {
        error: {
          kind: 'misbehaved',
          status: failure.status,
          code: 'API.MISBEHAVED',
          message: failure.message,
          fields: [],
        },
      };
    case 'InputInvalid': {
      const fields = failure.fields.map((fault) => ({ field: fault.field, messages: [describe(fault.error)] }));
      // The message says what happened once; each field's fault is said in `fields`, and only there (issue 35).
      return {
        error: { kind: 'invalid', status: null, code: failure.code, message: messages.inputRefused, fields },
      };
    }
    case 'Unreadable':
      return {
        error: { kind: 'invalid', status: null, code: failure.code, message: messages.unreadableLine, fields: [] },
      };
    default:
      return failure satisfies never;
  }
}

/** The error document as text: the message and code, then one line per field at fault. */
export function errorText(document: ErrorDocument, messages: Messages): TerminalText {
  const { error } = document;
  return lines(
    `${messages.error}: ${error.message} (${error.code}${error.status === null ? '' : `, ${String(error.status)}`})`,
    ...error.fields.map((fault) => `  ${fault.field}: ${fault.messages.join('; ')}`),
  );
}

/** A reference as the API sends it (`K7M4QX`), shown as it is read out (`K7M-4QX`; docs/adr/0126). */
export function shownReference(reference: string): string {
  const parsed = parseBookingReference(reference);
  return parsed.isOk() ? formatBookingReference(parsed.value) : reference;
}
