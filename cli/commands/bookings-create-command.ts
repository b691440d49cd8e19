import type { Command } from 'commander';
import { bookHour, type BookedHour, type CheckedHour } from '#application/client-side/booking/book-hour';
import { readBookingOrder } from '#application/client-side/booking/booking-order';
import type { Messages } from '../cli-messages';
import { okAsync } from 'neverthrow';
import type { CurrencyFormat } from '#domain/money/currency-format';
import { bookingDay, bookingHours, shownReference, table } from '../cli-output';
import { locationCurrency, priceCell } from '../company-currency';
import type { CommandContext, CommandKit, Presenter } from '../command-context';
import { EXIT } from '../exit-codes';
import { joined, lines } from '../terminal-text';

// `reserva bookings create` (booking-wizard §4): a booking order read from options, a JSON file or
// both, booked, or only checked with --dry-run.

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

/** `reserva bookings create`: book services for a caller at a day and hour. */
export function registerCreateCommand(bookings: Command, kit: CommandKit): void {
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
      const context = await kit.context(command);
      const fromFile = await fileRecord(options['file'], kit, context);
      if (fromFile === null) return;
      const order = readBookingOrder({ ...fromFile, ...givenRecord(options) });
      if (order.isErr()) {
        context.fail(order.error);
        return;
      }
      const book = bookHour({ ...context.ports, idempotencyKeys: kit.deps.idempotencyKeys });
      const { locationId } = order.value;
      const outcome = await context.output(
        book(order.value, { dryRun: options['dryRun'] === true }).andThen((done) =>
          // Read once the booking is made: a company format that cannot be read leaves the booking's table in plain numbers.
          done._tag === 'Booked'
            ? locationCurrency(context.ports, locationId).map((currency) => ({ done, currency }))
            : okAsync({ done, currency: null }),
        ),
        bookedPresenter(context.messages, context.width),
      );
      // A dry run that finds an hour taken is the business saying no.
      if (outcome?.done._tag === 'Checked' && outcome.done.checked.bookingsData.unavailable.length > 0)
        kit.exitWith(EXIT.refused);
    });
}

/** The object --file holds, {} without --file; null once a usage error has said why it cannot be read. */
async function fileRecord(
  file: unknown,
  kit: CommandKit,
  { messages: m, usage }: CommandContext,
): Promise<Record<string, unknown> | null> {
  if (typeof file !== 'string') return {};
  const read = await kit.deps.readFile(file).then(
    (text) => ({ text }),
    () => null,
  );
  if (read === null) {
    usage(m.fileNotFound(file));
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(read.text);
  } catch {
    usage(m.notJsonObject(file));
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    usage(m.notJsonObject(file));
    return null;
  }
  return { ...(parsed as Record<string, unknown>) };
}

/** The order's fields the options give, by the names an import line uses; they override the file's. */
function givenRecord(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
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
  return record;
}

/** How a booking, or a dry run's check, is shown. */
const bookedPresenter = (
  m: Messages,
  width: number | undefined,
): Presenter<{ readonly done: BookedHour | CheckedHour; readonly currency: CurrencyFormat | null }> => ({
  json: ({ done: outcome }) =>
    outcome._tag === 'Booked'
      ? {
          dryRun: false,
          replayed: outcome.replayed,
          trxId: outcome.trxId,
          reference: outcome.reference,
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
  text: ({ done: outcome, currency }) => {
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
      // What support reads out to the caller on the phone, to quote when they call again (issue 35).
      ...(outcome.reference === null ? [] : [lines(m.readReference(shownReference(outcome.reference)))]),
      table(
        [m.id, m.service, m.date, m.time, m.confirmationCode, m.price, m.membership],
        outcome.bookings.map((booking) => [
          booking.id,
          booking.serviceName,
          bookingDay(booking.start),
          bookingHours(booking.start, booking.end),
          booking.confirmationCode,
          // The price sent (a promotion's), else the one the location lists.
          priceCell(booking.price ?? booking.listedPrice, currency),
          booking.paymentMembershipId,
        ]),
        width,
      ),
      lines(m.summaryLink(outcome.bookingId, outcome.accessToken)),
    );
  },
});
