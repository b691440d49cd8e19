import type { Command } from 'commander';
import {
  importBookings,
  type ImportLine,
  type ImportSummary,
  type LineOutcome,
} from '#application/client-side/booking/import-bookings';
import type { Messages } from '../cli-messages';
import { bookingDay, bookingHours, errorDocument, json, shownReference, table } from '../cli-output';
import type { CommandContext, CommandKit } from '../command-context';
import { EXIT, exitCodeFor, type CliFailure, type ExitCode } from '../exit-codes';
import { importFormatOf, readImportFile } from '../import-file';
import { lines, printable } from '../terminal-text';

// `reserva bookings import` (issue 6): every line of a CSV or JSONL file booked, or checked with
// --dry-run, each line's outcome reported as it comes and the worst one the exit code.

/** A line's outcome: the word for it, a detail (its codes, or why it failed) and its JSON. */
function lineReport(
  outcome: LineOutcome,
  m: Messages,
  failureDocument: (failure: CliFailure) => ReturnType<typeof errorDocument>,
) {
  switch (outcome._tag) {
    case 'Booked': {
      const { booked } = outcome;
      return {
        word: booked.replayed ? m.replayed : m.booked,
        // The bookings' reference, as `bookings create` shows it (null from an API older than references).
        reference: booked.reference === null ? null : shownReference(booked.reference),
        detail: booked.bookings
          .map(
            (booking) =>
              `${String(booking.id)} ${bookingDay(booking.start)} ${bookingHours(booking.start, booking.end)} ${booking.confirmationCode}`,
          )
          .join('; '),
        json: {
          line: outcome.line,
          outcome: booked.replayed ? 'replayed' : 'created',
          trxId: booked.trxId,
          reference: booked.reference,
          status: booked.status,
          bookingId: booked.bookingId,
          accessToken: booked.accessToken,
          bookings: booked.bookings,
          error: null,
        },
      };
    }
    case 'Checked': {
      const unavailable = outcome.checked.checked.bookingsData.unavailable;
      return {
        word: m.checked,
        reference: null,
        detail:
          unavailable.length === 0
            ? m.wouldBook
            : m.wouldNotBook(unavailable.map((item) => String(item.serviceId)).join(', ')),
        json: {
          line: outcome.line,
          outcome: 'checked',
          available: outcome.checked.checked.bookingsData.available,
          unavailable,
          error: null,
        },
      };
    }
    case 'Failed': {
      const document = failureDocument(outcome.failure);
      const detail = [
        `${document.error.message} (${document.error.code})`,
        ...document.error.fields.map((fault) => `${fault.field}: ${fault.messages.join('; ')}`),
      ].join('; ');
      return {
        word: m.failed,
        reference: null,
        detail,
        json: { line: outcome.line, outcome: 'failed', error: document.error },
      };
    }
    default:
      return outcome satisfies never;
  }
}

/** `reserva bookings import`: book every line of a CSV or JSONL file; safe to run again. */
export function registerImportCommand(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'import',
      'Book every line of a CSV or JSONL file; safe to run again',
      'reserva bookings import callers.csv',
    )
    .argument(
      '<file>',
      'a .csv with a header row, or a .jsonl with one object per line (docs/cli.md lists the columns)',
    )
    .option('--dry-run', 'only check each line; book nothing')
    .action(async (path: string, options: { readonly dryRun?: boolean }, command: Command) => {
      const context = await kit.context(command);
      const importLines = await readLines(path, kit, context);
      if (importLines === null) return;
      const { messages: m, asJson, locale, print, width } = context;
      const { deps } = kit;
      const bar = deps.isTTY ? deps.progressBars(importLines.length) : null;
      const describe = (outcome: LineOutcome) =>
        lineReport(outcome, m, (failure) =>
          errorDocument(failure, m, (error) => deps.describeFieldError(error, locale)),
        );
      const run = importBookings({ ...context.ports, idempotencyKeys: deps.idempotencyKeys });
      const summary = (
        await run(importLines, {
          dryRun: options.dryRun === true,
          report: (outcome) => {
            const report = describe(outcome);
            if (bar !== null) bar.tick(printable(`${m.line} ${String(outcome.line)}: ${report.word}`));
            else if (!asJson) {
              const detail = [
                ...(report.reference === null ? [] : [`${m.reference} ${report.reference}`]),
                ...(report.detail === '' ? [] : [report.detail]),
              ].join('; ');
              print(lines(`${m.line} ${String(outcome.line)}: ${report.word}${detail === '' ? '' : ` — ${detail}`}`));
            }
          },
        })
      )._unsafeUnwrap();
      bar?.stop();
      if (asJson) deps.stdout.write(json(summaryDocument(summary, describe)));
      else {
        if (bar !== null)
          print(
            outcomesTable(
              summary.outcomes.map((outcome) => ({ line: outcome.line, ...describe(outcome) })),
              m,
              width,
            ),
          );
        print(
          lines(
            ...summary.clashes.map((clash) => m.lineClashes(clash.line, clash.clashesWith.map(String).join(', '))),
            m.importSummary(summary.created, summary.replayed, summary.failed, summary.checked),
          ),
        );
      }
      // Lines the file itself would refuse, as a taken hour is refused.
      kit.exitWith(
        Math.max(worstExitCode(summary.outcomes), summary.clashes.length > 0 ? EXIT.refused : EXIT.ok) as ExitCode,
      );
    });
}

/** The outcomes as a table; a column of references when a line was booked (none in a dry run). */
function outcomesTable(
  reports: readonly {
    readonly line: number;
    readonly word: string;
    readonly reference: string | null;
    readonly detail: string;
  }[],
  m: Messages,
  width: number | undefined,
) {
  const booked = reports.some((report) => report.reference !== null);
  return table(
    booked ? [m.line, m.outcome, m.reference, m.detail] : [m.line, m.outcome, m.detail],
    reports.map((report) =>
      booked ? [report.line, report.word, report.reference, report.detail] : [report.line, report.word, report.detail],
    ),
    width,
  );
}

/** The file's lines; null once a usage error has said why they cannot be read. */
async function readLines(
  path: string,
  kit: CommandKit,
  { messages: m, usage }: CommandContext,
): Promise<readonly ImportLine[] | null> {
  const format = importFormatOf(path);
  if (format === null) {
    usage(m.unknownFormat);
    return null;
  }
  const text = await kit.deps.readFile(path).then(
    (content) => content,
    () => null,
  );
  if (text === null) {
    usage(m.fileNotFound(path));
    return null;
  }
  try {
    return readImportFile(text, format);
  } catch (error) {
    usage(`${m.unreadableFile}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function summaryDocument(summary: ImportSummary, describe: (outcome: LineOutcome) => { json: unknown }) {
  return {
    created: summary.created,
    replayed: summary.replayed,
    checked: summary.checked,
    failed: summary.failed,
    clashes: summary.clashes,
    lines: summary.outcomes.map((outcome) => describe(outcome).json),
  };
}

/** The exit code of the worst line: a failure's own, refused for a dry run's taken hour, ok otherwise. */
function worstExitCode(outcomes: readonly LineOutcome[]): ExitCode {
  const codes = outcomes.map((outcome): ExitCode => {
    if (outcome._tag === 'Failed') return exitCodeFor(outcome.failure);
    return outcome._tag === 'Checked' && outcome.checked.checked.bookingsData.unavailable.length > 0
      ? EXIT.refused
      : EXIT.ok;
  });
  return codes.reduce<ExitCode>((worst, code) => (code > worst ? code : worst), EXIT.ok);
}
