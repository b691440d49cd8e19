import type { Command } from 'commander';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import { bookHour } from '#application/client-side/booking/book-hour';
import { readBookingOrder, readStart } from '#application/client-side/booking/booking-order';
import { cancelBookings } from '#application/client-side/booking/cancel-bookings';
import { confirmAttendance } from '#application/client-side/booking/confirm-attendance';
import { importBookings, type LineOutcome } from '#application/client-side/booking/import-bookings';
import { moveBooking } from '#application/client-side/booking/move-booking';
import type { BookingsChangedView } from '#application/ports/client/booking-changes';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Messages } from '../cli-messages';
import { errorDocument, json, table } from '../cli-output';
import {
  bookingIdOption,
  idList,
  localDate,
  locationIdOption,
  type CommandKit,
  type Presenter,
} from '../command-context';
import { EXIT, exitCodeFor, type CliFailure, type ExitCode } from '../exit-codes';
import { importFormatOf, readImportFile } from '../import-file';
import { joined, lines, printable } from '../terminal-text';

/** The options a booking order is read from, with the names the order uses (booking-order.ts). */
const ORDER_OPTIONS = [
  ['--first-name <name>', 'first_name', "the client's first name"],
  ['--last-name <name>', 'last_name', "the client's last name"],
  ['--email <email>', 'email', "the client's email"],
  ['--phone <phone>', 'phone', "the client's phone, with the country code"],
  ['--second-phone <phone>', 'second_phone', 'another phone'],
  ['--identification-number <id>', 'identification_number', 'the id number (a RUT in Chile)'],
  ['--address <address>', 'address', "the client's address (services at home)"],
  ['--birth-date <date>', 'birth_date', 'YYYY-MM-DD'],
  ['--age <years>', 'age', 'age in years'],
  ['--record-number <number>', 'record_number', 'record number'],
  ['--gender <gender>', 'gender', '0 unknown, 1 female, 2 male (or f, m)'],
  ['--city <city>', 'city', 'city'],
  ['--district <district>', 'district', 'district'],
  ['--notes <notes>', 'notes', "the client's note"],
  // The workshop (booking-wizard §3 Vehicle entity, recordHistory): the vehicle and its record.
  ['--plate <plate>', 'plate', "the vehicle's licence plate, however it is written (workshop)"],
  ['--brand <brand>', 'brand', 'the brand of a vehicle the workshop has no record of'],
  ['--model <model>', 'model', 'the model of a vehicle the workshop has no record of'],
  ['--year <year>', 'year', 'the year of a vehicle the workshop has no record of'],
  ['--mileage <km>', 'current_mileage', "the mileage now, above the workshop's last record"],
  ['--repairs <yes|no>', 'presents_repairs', 'the vehicle has repairs to report'],
  ['--claims <yes|no>', 'presents_claims', 'the vehicle has an insurance claim'],
  ['--claim-number <number>', 'claim_number', "the claim's number (with --claims yes)"],
  ['--salfa-company-name <name>', 'salfa_company_name', 'the company the vehicle comes from, if any'],
  // Paying.
  [
    '--membership <ids>',
    'membership',
    "the client's membership or plan that pays every service, or one per service (0 for none)",
  ],
  ['--promotion <token>', 'promotion', "a landing link's promotion token: its price, paid online"],
] as const;

/** Yes/no options of the workshop's record: given means yes (the record's defaults are no). */
const RECORD_FLAGS = [
  ['--sworn-statement', 'simple_sworn_statement', 'the client brings a simple sworn statement'],
  ['--vehicle-documents', 'vehicle_documents', "the client brings the vehicle's documents"],
  ['--valid-license', 'valid_license', "the driver's licence is valid"],
  ['--complaint-form', 'complaint_form', 'the client brings the complaint form'],
  ['--valid-identity-card', 'valid_identity_card', "the client's identity card is valid"],
] as const;

/** `--first-name <name>` → `firstName`, the key commander keeps the option under. */
function camelOption(flags: string): string {
  const long = flags.split(' ')[0] ?? '';
  return long.replace(/^--/, '').replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

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
        detail: booked.bookings
          .map((booking) => `${String(booking.id)} ${booking.start} ${booking.confirmationCode}`)
          .join('; '),
        json: {
          line: outcome.line,
          outcome: booked.replayed ? 'replayed' : 'created',
          trxId: booked.trxId,
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
      return { word: m.failed, detail, json: { line: outcome.line, outcome: 'failed', error: document.error } };
    }
    default:
      return outcome satisfies never;
  }
}

/** How cancelling and confirming show the bookings they changed. */
const changed = (m: Messages): Presenter<BookingsChangedView> => ({
  json: (result) => ({ confirmationCode: result.confirmationCode, bookings: result.bookings }),
  text: (result) =>
    table(
      [m.id, m.service, m.start, m.end, m.status, m.clientConfirmed],
      result.bookings.map((booking) => [
        booking.id,
        booking.serviceName,
        booking.start,
        booking.end,
        booking.status,
        booking.clientConfirmed ? m.yes : m.no,
      ]),
    ),
});

/** `reserva bookings create|show|list|cancel|confirm|edit|import` (booking-wizard §4; storefront §2; issue 6). */
export function registerBookingsCommands(program: Command, kit: CommandKit): void {
  const { deps } = kit;
  const bookings = program.command('bookings').description('book, look up, confirm, cancel, move and import bookings');

  const create = kit
    .subcommand(
      bookings,
      'create',
      'Book services for a caller at a day and hour (staff skip the human check)',
      'reserva bookings create --location 5 --service 51 --start "2026-12-09 16:00" --first-name Sofía --last-name Ríos --email sofia@correo.example --phone +5491155550000',
    )
    .option('--location <id>', 'the location')
    .option(
      '--service <ids>',
      'the service, or services performed one after another (comma-separated); a bundle by its own id',
    )
    .option(
      '--provider <ids>',
      'the professional for every service, or one per service; 0 or none for the first available',
    )
    .option('--start <when>', 'day and hour at the location, "YYYY-MM-DD HH:mm"');
  for (const [flags, , description] of ORDER_OPTIONS) create.option(flags, description);
  for (const [flags, , description] of RECORD_FLAGS) create.option(flags, description);
  create
    .option('--accept-terms', 'the client accepted the terms (required where the company has terms)')
    .option('--custom <slug=answer...>', "answers to the company's own questions, e.g. alergias=ninguna")
    .option(
      '--file <booking.json>',
      'read the booking from a JSON object with the same names as an import line (options given override it)',
    )
    .option('--dry-run', 'only check that it can be booked; book nothing')
    .action(async (options: Readonly<Record<string, unknown>>, command: Command) => {
      const { ports, messages: m, output, fail, usage } = await kit.context(command);
      let record: Record<string, unknown> = {};
      if (typeof options['file'] === 'string') {
        const path = options['file'];
        const read = await deps.readFile(path).then(
          (text) => ({ text }),
          () => null,
        );
        if (read === null) {
          usage(m.fileNotFound(path));
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(read.text);
        } catch {
          usage(m.notJsonObject(path));
          return;
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          usage(m.notJsonObject(path));
          return;
        }
        record = { ...(parsed as Record<string, unknown>) };
      }
      const given = (name: string, key: string) => {
        if (options[name] !== undefined) record[key] = options[name];
      };
      given('location', 'location');
      given('service', 'services');
      given('provider', 'provider');
      given('start', 'start');
      for (const [flags, key] of ORDER_OPTIONS) given(camelOption(flags), key);
      for (const [flags, key] of RECORD_FLAGS) if (options[camelOption(flags)] === true) record[key] = 'yes';
      if (options['acceptTerms'] === true) record['accept_terms'] = 'yes';
      const custom = options['custom'];
      if (Array.isArray(custom)) {
        for (const answer of custom as string[]) {
          const [slug = '', ...rest] = answer.split('=');
          record[`custom_${slug.trim()}`] = rest.join('=');
        }
      }
      const order = readBookingOrder(record);
      if (order.isErr()) {
        fail(order.error);
        return;
      }
      const book = bookHour({ ...ports, idempotencyKeys: deps.idempotencyKeys });
      const outcome = await output(book(order.value, { dryRun: options['dryRun'] === true }), {
        json: (outcome) =>
          outcome._tag === 'Booked'
            ? {
                dryRun: false,
                replayed: outcome.replayed,
                trxId: outcome.trxId,
                status: outcome.status,
                bookingId: outcome.bookingId,
                accessToken: outcome.accessToken,
                bookings: outcome.bookings,
              }
            : {
                dryRun: true,
                available: outcome.checked.bookingsData.available,
                unavailable: outcome.checked.bookingsData.unavailable,
                membership: outcome.checked.bookingsMembership,
                bookings: outcome.request.bookings.map((item) => ({
                  serviceId: item.serviceId,
                  start: item.start,
                  end: item.end,
                  provider: item.providerId,
                  price: item.price,
                  paymentMembershipId: item.paymentMembershipId,
                })),
              },
        text: (outcome) => {
          if (outcome._tag === 'Checked') {
            const unavailable = outcome.checked.bookingsData.unavailable;
            return lines(
              unavailable.length === 0
                ? m.wouldBook
                : m.wouldNotBook(unavailable.map((item) => String(item.serviceId)).join(', ')),
            );
          }
          return joined(
            lines(outcome.replayed ? m.replayedSummary(outcome.trxId) : m.bookedSummary(outcome.trxId, outcome.status)),
            table(
              [m.id, m.service, m.start, m.end, m.confirmationCode, m.price, m.membership],
              outcome.bookings.map((booking) => [
                booking.id,
                booking.serviceName,
                booking.start,
                booking.end,
                booking.confirmationCode,
                booking.price,
                booking.paymentMembershipId,
              ]),
            ),
            lines(m.summaryLink(outcome.bookingId, outcome.accessToken)),
          );
        },
      });
      // A dry run that finds an hour taken is the business saying no.
      if (outcome?._tag === 'Checked' && outcome.checked.bookingsData.unavailable.length > 0)
        kit.exitWith(EXIT.refused);
    });

  kit
    .subcommand(
      bookings,
      'show',
      "Show a booking's summary from its id and access token",
      'reserva bookings show 304 q8Zt3VYxL0bN5kWm2sPa7RfC',
    )
    .argument('<id>', 'the booking id', bookingIdOption)
    .argument('<token>', 'the access token')
    .action(async (id: BookingId, token: string, _options: unknown, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.bookingSummaries.getBookingSummary(id, token), {
        json: (summary) => ({
          client: { name: summary.clientFullName, email: summary.clientEmail, phone: summary.clientPhone },
          location: summary.location,
          groups: summary.bookingGroups.map((group) => ({
            trxId: group.trxId,
            bookings: group.bookings.map((booking) => ({
              id: booking.id,
              status: booking.status,
              serviceId: booking.serviceId,
              service: booking.serviceName,
              start: booking.start,
              end: booking.end,
              provider: booking.serviceProvider,
              price: booking.price,
            })),
          })),
        }),
        text: (summary) =>
          joined(
            lines(
              `${m.client}: ${summary.clientFullName} ${summary.clientEmail ?? ''} ${summary.clientPhone ?? ''}`,
              `${m.location}: ${summary.location.locationName}`,
            ),
            table(
              [m.id, m.status, m.service, m.start, m.end, m.provider],
              summary.bookingGroups.flatMap((group) =>
                group.bookings.map((booking) => [
                  booking.id,
                  booking.status,
                  booking.serviceName,
                  booking.start,
                  booking.end,
                  booking.serviceProvider.publicName,
                ]),
              ),
            ),
          ),
      });
    });

  kit
    .subcommand(
      bookings,
      'list',
      "List a location's bookings on one day (needs the staff api-key)",
      'reserva bookings list --location 5 --date 2026-12-03',
    )
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .requiredOption('--date <date>', 'the day, YYYY-MM-DD', localDate)
    .action(async (options: { readonly location: LocationId; readonly date: LocalDate }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.locationBookings.listLocationBookings(options.location, options.date), {
        json: (list) =>
          list.map((booking) => ({
            id: booking.id,
            trxId: booking.trxId,
            status: booking.status,
            clientConfirmed: booking.clientConfirmed,
            start: booking.start,
            end: booking.end,
            serviceId: booking.serviceId,
            service: booking.serviceName,
            provider: { id: booking.provider.id, name: booking.provider.publicName },
            client: { name: booking.clientFullName, email: booking.clientEmail, phone: booking.clientPhone },
            price: booking.price ?? null,
            // What the plan covers and what is left to pay are the server's (planPayment, docs/adr/0090).
            plan:
              booking.paymentMembership === null
                ? null
                : {
                    name: booking.paymentMembership.name,
                    coveredByPlan: booking.coveredByPlan ?? null,
                    leftToPay: booking.leftToPay ?? null,
                  },
            leftToPay: booking.leftToPay ?? null,
          })),
        text: (list) =>
          list.length === 0
            ? lines(m.noBookings)
            : table(
                [
                  m.id,
                  m.start,
                  m.end,
                  m.service,
                  m.provider,
                  m.client,
                  m.phone,
                  m.status,
                  m.clientConfirmed,
                  m.plan,
                  m.leftToPay,
                ],
                list.map((booking) => [
                  booking.id,
                  booking.start.slice(11, 16),
                  booking.end.slice(11, 16),
                  booking.serviceName,
                  booking.provider.publicName,
                  booking.clientFullName,
                  booking.clientPhone,
                  booking.status,
                  booking.clientConfirmed ? m.yes : m.no,
                  booking.paymentMembership?.name ?? '',
                  booking.leftToPay === undefined || booking.leftToPay === null ? '' : String(booking.leftToPay),
                ]),
              ),
      });
    });

  kit
    .subcommand(
      bookings,
      'cancel',
      'Cancel the booking a confirmation code names; --all for every booking made with it',
      'reserva bookings cancel demo-codigo-corte --all',
    )
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(cancelBookings(ports)(code, { all: options.all === true }), changed(m));
    });
  kit
    .subcommand(
      bookings,
      'confirm',
      'Record that the client will attend; --all for every booking made with it',
      'reserva bookings confirm demo-codigo-afeitado',
    )
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(confirmAttendance(ports)(code, { all: options.all === true }), changed(m));
    });

  kit
    .subcommand(
      bookings,
      'edit',
      'Move a booking to another day and hour (and professional)',
      'reserva bookings edit demo-codigo-corte --start "2026-12-10 15:00"',
    )
    .argument('<code>', 'the confirmation code')
    .requiredOption('--start <when>', 'the new day and hour at the location, "YYYY-MM-DD HH:mm"')
    .option('--provider <id>', 'the new professional; 0 for the first available (the same one by default)', idList(0))
    .action(
      async (
        code: string,
        options: { readonly start: string; readonly provider?: readonly number[] },
        command: Command,
      ) => {
        const { ports, messages: m, output, fail } = await kit.context(command);
        const start = readStart(options.start);
        if (start.isErr()) {
          fail({ _tag: 'InputInvalid', code: 'INPUT.INVALID', fields: [{ field: 'start', error: start.error }] });
          return;
        }
        const move = moveBooking(ports);
        await output(
          move({
            confirmationCode: code,
            date: start.value.date,
            hour: start.value.hour,
            providerChoice: options.provider?.[0] ?? null,
          }),
          {
            json: ({ before, after }) => ({
              id: after.id,
              status: after.status,
              service: after.service,
              provider: after.provider,
              previous: { start: before.start, end: before.end, provider: before.provider },
              start: after.start,
              end: after.end,
              modificationsLeft: after.modificationsLeft,
              modifiableUntil: after.modifiableUntil,
            }),
            text: ({ after }) =>
              lines(
                m.moved(after.start, after.end),
                m.modificationsLeft(after.modificationsLeft === null ? m.unlimited : String(after.modificationsLeft)),
              ),
          },
        );
      },
    );

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
      const { ports, messages: m, usage, asJson, locale, print } = await kit.context(command);
      const format = importFormatOf(path);
      if (format === null) {
        usage(m.unknownFormat);
        return;
      }
      const text = await deps.readFile(path).then(
        (content) => content,
        () => null,
      );
      if (text === null) {
        usage(m.fileNotFound(path));
        return;
      }
      let importLines;
      try {
        importLines = readImportFile(text, format);
      } catch (error) {
        usage(`${m.unreadableFile}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      const bar = deps.isTTY ? deps.progressBars(importLines.length) : null;
      const describe = (outcome: LineOutcome) =>
        lineReport(outcome, m, (failure) =>
          errorDocument(failure, m, (error) => deps.describeFieldError(error, locale)),
        );
      const run = importBookings({ ...ports, idempotencyKeys: deps.idempotencyKeys });
      const summary = (
        await run(importLines, {
          dryRun: options.dryRun === true,
          report: (outcome) => {
            const report = describe(outcome);
            if (bar !== null) bar.tick(printable(`${m.line} ${String(outcome.line)}: ${report.word}`));
            else if (!asJson)
              print(
                lines(
                  `${m.line} ${String(outcome.line)}: ${report.word}${report.detail === '' ? '' : ` — ${report.detail}`}`,
                ),
              );
          },
        })
      )._unsafeUnwrap();
      bar?.stop();
      if (asJson) {
        deps.stdout.write(
          json({
            created: summary.created,
            replayed: summary.replayed,
            checked: summary.checked,
            failed: summary.failed,
            lines: summary.outcomes.map((outcome) => describe(outcome).json),
          }),
        );
      } else {
        if (bar !== null)
          print(
            table(
              [m.line, m.outcome, ''],
              summary.outcomes.map((outcome) => [outcome.line, describe(outcome).word, describe(outcome).detail]),
            ),
          );
        print(lines(m.importSummary(summary.created, summary.replayed, summary.failed, summary.checked)));
      }
      const codes = summary.outcomes.map((outcome): ExitCode => {
        if (outcome._tag === 'Failed') return exitCodeFor(outcome.failure);
        return outcome._tag === 'Checked' && outcome.checked.checked.bookingsData.unavailable.length > 0
          ? EXIT.refused
          : EXIT.ok;
      });
      kit.exitWith(codes.reduce<ExitCode>((worst, code) => (code > worst ? code : worst), EXIT.ok));
    });
}
