import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { ResultAsync } from 'neverthrow';
import { bookHour } from '../src/application/client-side/book-hour';
import { readBookingOrder, readStart } from '../src/application/client-side/booking-order';
import type { BookingCart } from '../src/application/client-side/booking-cart';
import { cancelBookings } from '../src/application/client-side/cancel-bookings';
import { confirmAttendance } from '../src/application/client-side/confirm-attendance';
import { findAvailableDays } from '../src/application/client-side/find-available-days';
import { findAvailableHours } from '../src/application/client-side/find-available-hours';
import { findFirstAvailableHour } from '../src/application/client-side/find-first-available-hour';
import { importBookings, type LineOutcome } from '../src/application/client-side/import-bookings';
import { listLocationReviews } from '../src/application/client-side/list-location-reviews';
import { moveBooking } from '../src/application/client-side/move-booking';
import type { BookingApi, BookingsChangedView, HourBlockView } from '../src/application/ports/booking-api';
import type { Clock } from '../src/application/ports/clock';
import type { IdempotencyKeys } from '../src/application/ports/idempotency-keys';
import type { Pause } from '../src/application/ports/pause';
import { parseLocalDate, type LocalDate } from '../src/domain/calendar/local-date';
import { messagesFor, type Locale, type Messages } from './cli-messages';
import { errorDocument, errorText, json, table, type DescribeFieldError, type Writer } from './cli-output';
import { completionScript, type Shell } from './completion';
import { EXIT, exitCodeFor, type CliFailure, type ExitCode } from './exit-codes';
import { importFormatOf, readImportFile } from './import-file';
import type { ProgressBars } from './progress-bar';

// The support CLI (issue 6): `reserva`, a commander tree built by a factory so tests run it in
// process. Every command drives a client-side use case (src/application/client-side) or one call
// of the BookingApi port — the same ones the storefront drives — and only turns their answers into
// tables, JSON and exit codes (docs/adr/0023).

/** Where the API is and how to speak to it, from the global options. */
export interface ApiConnection {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly locale: Locale;
}

export interface CliDeps {
  /** The Booking API for a connection: the HTTP client adapter in the binary, the same over an in-process server in tests. */
  readonly bookingApi: (connection: ApiConnection) => BookingApi;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly clock: Clock;
  readonly pause: Pause;
  readonly stdout: Writer;
  readonly stderr: Writer;
  /** RESERVA_API_URL, RESERVA_API_KEY. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** stdout is a terminal: imports show a progress bar instead of plain lines. */
  readonly isTTY: boolean;
  readonly progressBars: ProgressBars;
  readonly readFile: (path: string) => Promise<string>;
  readonly describeFieldError: DescribeFieldError;
}

export const DEFAULT_API_URL = 'http://localhost:3000';

interface GlobalOptions {
  readonly apiUrl: string;
  readonly apiKey?: string;
  readonly json?: boolean;
  readonly locale: Locale;
}

const positiveId = (value: string): number => {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new InvalidArgumentError('must be a positive whole number.');
  return Number(value);
};

const idList =
  (min: number) =>
  (value: string): readonly number[] => {
    const items = value.split(',').map((item) => item.trim());
    if (items.some((item) => !/^\d+$/.test(item) || Number(item) < min)) throw new InvalidArgumentError(`must be whole numbers of at least ${String(min)}, comma-separated.`);
    return items.map(Number);
  };

const localDate = (value: string): LocalDate =>
  parseLocalDate(value.trim()).match(
    (date) => date,
    () => {
      throw new InvalidArgumentError('must be a date written YYYY-MM-DD.');
    },
  );

const example = (...lines: readonly string[]) => `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

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
  ['--membership <ids>', 'membership', "the client's membership or plan that pays every service, or one per service (0 for none)"],
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

export function createCli(deps: CliDeps) {
  return {
    /** Runs one command line (without `node` and the script) and answers its exit code. */
    run: async (argv: readonly string[]): Promise<ExitCode> => {
      let exitCode: ExitCode = EXIT.ok;
      const program = buildProgram(deps, (code) => {
        exitCode = code;
      });
      try {
        await program.parseAsync([...argv], { from: 'user' });
      } catch (error) {
        if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
        throw error;
      }
      return exitCode;
    },
  };
}

function buildProgram(deps: CliDeps, exitWith: (code: ExitCode) => void): Command {
  const program = new Command('reserva')
    .description('Reserva support CLI: find a free hour, book, cancel, confirm, move and look up bookings through the Booking API.')
    // The environment comes through deps (not commander's own reading of process.env), so tests give theirs.
    .addOption(new Option('--api-url <url>', 'the Booking API (env: RESERVA_API_URL)').default(deps.env['RESERVA_API_URL'] ?? DEFAULT_API_URL))
    .addOption(new Option('--api-key <key>', 'the staff api-key (env: RESERVA_API_KEY)').default(deps.env['RESERVA_API_KEY']))
    .option('--json', 'write JSON (documented in docs/cli.md) instead of tables')
    .addOption(new Option('--locale <locale>', 'language of messages').choices(['en', 'es']).default('en'))
    .exitOverride()
    .configureOutput({ writeOut: (text) => { deps.stdout.write(text); }, writeErr: (text) => { deps.stderr.write(text); } })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', example('reserva --api-key "$RESERVA_API_KEY" availability first --location 5 --service 51'));

  /** Subcommands share the parent's settings, so usage errors and help go to the same writers. */
  const subcommand = (parent: Command, name: string, description: string, helpExample: string) =>
    parent
      .command(name)
      .description(description)
      .exitOverride()
      .configureOutput({ writeOut: (text) => { deps.stdout.write(text); }, writeErr: (text) => { deps.stderr.write(text); } })
      .showHelpAfterError('(add --help for usage)')
      .addHelpText('after', example(helpExample));

  const context = (command: Command) => {
    const options = command.optsWithGlobals<GlobalOptions>();
    const locale: Locale = options.locale;
    const messages = messagesFor(locale);
    const api = deps.bookingApi({ baseUrl: options.apiUrl, apiKey: options.apiKey ?? null, locale });
    const asJson = options.json === true;
    const fail = (failure: CliFailure) => {
      const document = errorDocument(failure, messages, (error) => deps.describeFieldError(error, locale));
      deps.stderr.write(asJson ? json(document) : errorText(document, messages));
      exitWith(exitCodeFor(failure));
    };
    /** Runs `work`, writing its value with `present` (as JSON with --json), or the failure. */
    const output = async <T>(work: ResultAsync<T, CliFailure>, present: { readonly json: (value: T) => unknown; readonly text: (value: T) => string }): Promise<T | null> =>
      (await work).match(
        (value) => {
          deps.stdout.write(asJson ? json(present.json(value)) : present.text(value));
          return value;
        },
        (failure) => {
          fail(failure);
          return null;
        },
      );
    const usage = (message: string) => {
      deps.stderr.write(asJson ? json({ error: { kind: 'usage', status: null, code: 'USAGE', message, fields: [] } }) : `${messages.error}: ${message}\n`);
      exitWith(EXIT.usage);
    };
    return { api, messages, asJson, fail, output, usage, locale };
  };

  // ---------------------------------------------------------------------------------------------
  const locations = program.command('locations').description("a company's locations");
  subcommand(locations, 'list', "List a company's locations", 'reserva locations list --company 4')
    .requiredOption('--company <id>', 'the company', positiveId)
    .action(async (options: { readonly company: number }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.listLocations(options.company), {
        json: (list) => list.map((location) => ({ id: location.id, companyId: location.companyId, company: location.name, name: location.locationName, address: location.address, phone: location.phone, countryCode: location.countryCode, timeZone: location.timeZone })),
        text: (list) => table([m.id, m.location, m.address, m.phone, m.timeZone], list.map((location) => [location.id, location.locationName, location.address, location.phone, location.timeZone])),
      });
    });

  // ---------------------------------------------------------------------------------------------
  const services = program.command('services').description("a location's services");
  subcommand(services, 'list', "List a location's services by category", 'reserva services list --location 1')
    .requiredOption('--location <id>', 'the location', positiveId)
    .action(async (options: { readonly location: number }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.listServices(options.location), {
        json: (groups) =>
          groups.flatMap((group) =>
            group.services.map((service) => ({
              id: service.id,
              name: service.name,
              category: group.category,
              duration: service.duration,
              price: service.showPrice ? service.price : null,
              bundle: service.bundle.map((member) => member.id),
              classService: service.classService,
              mustBePaidOnline: service.mustBePaidOnline,
              providers: service.serviceProviders.map((provider) => provider.id),
            })),
          ),
        text: (groups) =>
          table(
            [m.id, m.name, m.category, m.duration, m.price, m.kind, m.providers],
            groups.flatMap((group) =>
              group.services.map((service) => [
                service.id,
                service.name,
                group.category,
                service.duration,
                service.showPrice ? service.price : null,
                service.bundle.length > 0 ? `${m.bundle} ${service.bundle.map((member) => member.id).join(',')}` : service.classService ? m.classService : '',
                service.serviceProviders.map((provider) => provider.id).join(','),
              ]),
            ),
          ),
      });
    });

  // ---------------------------------------------------------------------------------------------
  const providers = program.command('providers').description("a location's professionals");
  subcommand(providers, 'list', "List a location's professionals, or those of one service", 'reserva providers list --location 1 --service 1')
    .requiredOption('--location <id>', 'the location', positiveId)
    .option('--service <id>', 'only those who perform this service', positiveId)
    .action(async (options: { readonly location: number; readonly service?: number }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.listServiceProviders(options.location, options.service ?? null), {
        json: (list) => list.map((provider) => ({ id: provider.id, name: provider.publicName })),
        text: (list) => table([m.id, m.name], list.map((provider) => [provider.id, provider.publicName])),
      });
    });

  // ---------------------------------------------------------------------------------------------
  const availability = program.command('availability').description('free days and hours for one service or a chain of services');
  const cartJson = (cart: BookingCart) => ({
    location: cart.location.id,
    timeZone: cart.location.timeZone,
    bundle: cart.query.bundleId,
    services: cart.items.map((item) => ({ id: item.serviceId, name: item.name, duration: item.duration, provider: item.providerChoice })),
  });
  const withCartOptions = (command: Command) =>
    command
      .requiredOption('--location <id>', 'the location', positiveId)
      .requiredOption('--service <ids>', 'the service, or services performed one after another (comma-separated); a bundle by its own id', idList(1))
      .option('--provider <ids>', 'the professional for every service, or one per service (comma-separated); 0 or none for the first available', idList(0));
  interface CartOptions {
    readonly location: number;
    readonly service: readonly number[];
    readonly provider?: readonly number[];
  }

  withCartOptions(subcommand(availability, 'days', 'List which days have a free hour (two weeks from today by default)', 'reserva availability days --location 1 --service 1,13 --from 2026-12-01 --to 2026-12-14'))
    .option('--from <date>', 'first day, YYYY-MM-DD (today at the location by default)', localDate)
    .option('--to <date>', 'last day, YYYY-MM-DD (two weeks from --from by default)', localDate)
    .action(async (options: CartOptions & { readonly from?: LocalDate; readonly to?: LocalDate }, command: Command) => {
      const { api, messages: m, output } = context(command);
      const find = findAvailableDays({ api, clock: deps.clock });
      await output(find({ locationId: options.location, serviceIds: options.service, providerChoices: options.provider ?? [], from: options.from ?? null, to: options.to ?? null }), {
        json: ({ cart, days }) => ({ ...cartJson(cart), days }),
        text: ({ days }) => table([m.date, m.available], days.map((day) => [day.date, day.available ? m.yes : m.no])),
      });
    });

  const hourRows = (m: Messages, blocks: readonly (HourBlockView & { readonly part: string })[]) =>
    blocks.map((block) => [block.hour, block.part, block.bookings.map((booking) => `${String(booking.service)}@${String(booking.provider)} ${booking.start.slice(11, 16)}–${booking.end.slice(11, 16)}`).join(', '), m.yes]);
  withCartOptions(subcommand(availability, 'hours', 'List the free hours of one day', 'reserva availability hours --location 5 --service 51,52 --provider 11 --date 2026-12-09'))
    .requiredOption('--date <date>', 'the day, YYYY-MM-DD', localDate)
    .action(async (options: CartOptions & { readonly date: LocalDate }, command: Command) => {
      const { api, messages: m, output } = context(command);
      const find = findAvailableHours({ api });
      const parts = (hours: { readonly morningHours: readonly HourBlockView[]; readonly afternoonHours: readonly HourBlockView[]; readonly nightHours: readonly HourBlockView[] }) => [
        ...hours.morningHours.map((block) => ({ ...block, part: 'morning' as const })),
        ...hours.afternoonHours.map((block) => ({ ...block, part: 'afternoon' as const })),
        ...hours.nightHours.map((block) => ({ ...block, part: 'night' as const })),
      ];
      await output(find({ locationId: options.location, serviceIds: options.service, providerChoices: options.provider ?? [], date: options.date }), {
        json: ({ cart, date, hours }) => ({
          ...cartJson(cart),
          date,
          hours: parts(hours).map((block) => ({ hour: block.hour, partOfDay: block.part, start: block.startBlock, end: block.endBlock, bookings: block.bookings })),
        }),
        text: ({ hours }) => {
          const blocks = parts(hours).map((block) => ({ ...block, part: m[block.part] }));
          return blocks.length === 0 ? `${m.noHours}\n` : table([m.hour, m.partOfDay, `${m.services} (${m.service}@${m.provider})`, m.available], hourRows(m, blocks));
        },
      });
    });

  withCartOptions(subcommand(availability, 'first', 'Find the first day and hour with room', 'reserva availability first --location 1 --service 1 --provider 2'))
    .option('--from <date>', 'search from this day, YYYY-MM-DD (today at the location by default)', localDate)
    .action(async (options: CartOptions & { readonly from?: LocalDate }, command: Command) => {
      const { api, messages: m, output } = context(command);
      const find = findFirstAvailableHour({ api, clock: deps.clock, pause: deps.pause });
      await output(find({ locationId: options.location, serviceIds: options.service, providerChoices: options.provider ?? [], from: options.from ?? null }), {
        json: ({ cart, date, hour }) => ({ ...cartJson(cart), date, hour }),
        text: ({ date, hour }) => `${date === null || hour === null ? m.noFreeDay : m.firstFree(date, hour)}\n`,
      });
    });

  // ---------------------------------------------------------------------------------------------
  const bookings = program.command('bookings').description('book, look up, confirm, cancel, move and import bookings');

  const create = subcommand(
    bookings,
    'create',
    'Book services for a caller at a day and hour (staff skip the human check)',
    'reserva bookings create --location 5 --service 51 --start "2026-12-09 16:00" --first-name Sofía --last-name Ríos --email sofia@correo.example --phone +5491155550000',
  )
    .option('--location <id>', 'the location')
    .option('--service <ids>', 'the service, or services performed one after another (comma-separated); a bundle by its own id')
    .option('--provider <ids>', 'the professional for every service, or one per service; 0 or none for the first available')
    .option('--start <when>', 'day and hour at the location, "YYYY-MM-DD HH:mm"');
  for (const [flags, , description] of ORDER_OPTIONS) create.option(flags, description);
  for (const [flags, , description] of RECORD_FLAGS) create.option(flags, description);
  create
    .option('--accept-terms', 'the client accepted the terms (required where the company has terms)')
    .option('--custom <slug=answer...>', "answers to the company's own questions, e.g. alergias=ninguna")
    .option('--file <booking.json>', 'read the booking from a JSON object with the same names as an import line (options given override it)')
    .option('--dry-run', 'only check that it can be booked; book nothing')
    .action(async (options: Readonly<Record<string, unknown>>, command: Command) => {
      const { api, messages: m, output, fail, usage } = context(command);
      let record: Record<string, unknown> = {};
      if (typeof options['file'] === 'string') {
        const path = options['file'];
        const read = await deps.readFile(path).then((text) => ({ text }), () => null);
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
      const book = bookHour({ api, idempotencyKeys: deps.idempotencyKeys });
      const outcome = await output(book(order.value, { dryRun: options['dryRun'] === true }), {
        json: (outcome) =>
          outcome._tag === 'Booked'
            ? { dryRun: false, replayed: outcome.replayed, trxId: outcome.trxId, status: outcome.status, bookingId: outcome.bookingId, accessToken: outcome.accessToken, bookings: outcome.bookings }
            : {
                dryRun: true,
                available: outcome.checked.bookingsData.available,
                unavailable: outcome.checked.bookingsData.unavailable,
                membership: outcome.checked.bookingsMembership,
                bookings: outcome.request.bookings.map((item) => ({ serviceId: item.serviceId, start: item.start, end: item.end, provider: item.providerId, price: item.price, paymentMembershipId: item.paymentMembershipId })),
              },
        text: (outcome) => {
          if (outcome._tag === 'Checked') {
            const unavailable = outcome.checked.bookingsData.unavailable;
            return `${unavailable.length === 0 ? m.wouldBook : m.wouldNotBook(unavailable.map((item) => String(item.serviceId)).join(', '))}\n`;
          }
          return [
            outcome.replayed ? m.replayedSummary(outcome.trxId) : m.bookedSummary(outcome.trxId, outcome.status),
            table(
              [m.id, m.service, m.start, m.end, m.confirmationCode, m.price, m.membership],
              outcome.bookings.map((booking) => [booking.id, booking.serviceId, booking.start, booking.end, booking.confirmationCode, booking.price, booking.paymentMembershipId]),
            ).trimEnd(),
            m.summaryLink(outcome.bookingId, outcome.accessToken),
            '',
          ].join('\n');
        },
      });
      // A dry run that finds an hour taken is the business saying no.
      if (outcome?._tag === 'Checked' && outcome.checked.bookingsData.unavailable.length > 0) exitWith(EXIT.refused);
    });

  subcommand(bookings, 'show', "Show a booking's summary from its id and access token", 'reserva bookings show 304 q8Zt3VYxL0bN5kWm2sPa7RfC')
    .argument('<id>', 'the booking id', positiveId)
    .argument('<token>', 'the access token')
    .action(async (id: number, token: string, _options: unknown, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.getBookingSummary(id, token), {
        json: (summary) => ({
          client: { name: summary.clientFullName, email: summary.clientEmail, phone: summary.clientPhone },
          location: summary.location,
          groups: summary.bookingGroups.map((group) => ({
            trxId: group.trxId,
            bookings: group.bookings.map((booking) => ({ id: booking.id, status: booking.status, serviceId: booking.serviceId, service: booking.serviceName, start: booking.start, end: booking.end, provider: booking.serviceProvider, price: booking.price })),
          })),
        }),
        text: (summary) =>
          `${m.client}: ${summary.clientFullName} ${summary.clientEmail ?? ''} ${summary.clientPhone ?? ''}\n${m.location}: ${summary.location.locationName}\n` +
          table(
            [m.id, m.status, m.service, m.start, m.end, m.provider],
            summary.bookingGroups.flatMap((group) => group.bookings.map((booking) => [booking.id, booking.status, booking.serviceName, booking.start, booking.end, booking.serviceProvider.publicName])),
          ),
      });
    });

  subcommand(bookings, 'list', "List a location's bookings on one day (needs the staff api-key)", 'reserva bookings list --location 5 --date 2026-12-03')
    .requiredOption('--location <id>', 'the location', positiveId)
    .requiredOption('--date <date>', 'the day, YYYY-MM-DD', localDate)
    .action(async (options: { readonly location: number; readonly date: LocalDate }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.listLocationBookings(options.location, options.date), {
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
          })),
        text: (list) =>
          list.length === 0
            ? `${m.noBookings}\n`
            : table(
                [m.id, m.start, m.end, m.service, m.provider, m.client, m.phone, m.status, m.clientConfirmed],
                list.map((booking) => [booking.id, booking.start.slice(11, 16), booking.end.slice(11, 16), booking.serviceName, booking.provider.publicName, booking.clientFullName, booking.clientPhone, booking.status, booking.clientConfirmed ? m.yes : m.no]),
              ),
      });
    });

  const changed = (m: Messages) => ({
    json: (result: BookingsChangedView) => ({ confirmationCode: result.confirmationCode, bookings: result.bookings }),
    text: (result: BookingsChangedView) =>
      table([m.id, m.service, m.start, m.end, m.status, m.clientConfirmed], result.bookings.map((booking) => [booking.id, booking.serviceName, booking.start, booking.end, booking.status, booking.clientConfirmed ? m.yes : m.no])),
  });
  subcommand(bookings, 'cancel', 'Cancel the booking a confirmation code names; --all for every booking made with it', 'reserva bookings cancel demo-codigo-corte --all')
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(cancelBookings({ api })(code, { all: options.all === true }), changed(m));
    });
  subcommand(bookings, 'confirm', "Record that the client will attend; --all for every booking made with it", 'reserva bookings confirm demo-codigo-afeitado')
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(confirmAttendance({ api })(code, { all: options.all === true }), changed(m));
    });

  subcommand(bookings, 'edit', 'Move a booking to another day and hour (and professional)', 'reserva bookings edit demo-codigo-corte --start "2026-12-10 15:00"')
    .argument('<code>', 'the confirmation code')
    .requiredOption('--start <when>', 'the new day and hour at the location, "YYYY-MM-DD HH:mm"')
    .option('--provider <id>', 'the new professional; 0 for the first available (the same one by default)', idList(0))
    .action(async (code: string, options: { readonly start: string; readonly provider?: readonly number[] }, command: Command) => {
      const { api, messages: m, output, fail } = context(command);
      const start = readStart(options.start);
      if (start.isErr()) {
        fail({ _tag: 'InputInvalid', code: 'INPUT.INVALID', fields: [{ field: 'start', error: start.error }] });
        return;
      }
      const move = moveBooking({ api });
      await output(move({ confirmationCode: code, date: start.value.date, hour: start.value.hour, providerChoice: options.provider?.[0] ?? null }), {
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
        text: ({ after }) => `${m.moved(after.start, after.end)}\n${m.modificationsLeft(after.modificationsLeft === null ? m.unlimited : String(after.modificationsLeft))}\n`,
      });
    });

  subcommand(bookings, 'import', 'Book every line of a CSV or JSONL file; safe to run again', 'reserva bookings import callers.csv')
    .argument('<file>', 'a .csv with a header row, or a .jsonl with one object per line (docs/cli.md lists the columns)')
    .option('--dry-run', 'only check each line; book nothing')
    .action(async (path: string, options: { readonly dryRun?: boolean }, command: Command) => {
      const { api, messages: m, usage, asJson, locale } = context(command);
      const format = importFormatOf(path);
      if (format === null) {
        usage(m.unknownFormat);
        return;
      }
      const text = await deps.readFile(path).then((content) => content, () => null);
      if (text === null) {
        usage(m.fileNotFound(path));
        return;
      }
      let lines;
      try {
        lines = readImportFile(text, format);
      } catch (error) {
        usage(`${m.unreadableFile}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      const bar = deps.isTTY ? deps.progressBars(lines.length) : null;
      const describe = (outcome: LineOutcome) => lineReport(outcome, m, (failure) => errorDocument(failure, m, (error) => deps.describeFieldError(error, locale)));
      const run = importBookings({ api, idempotencyKeys: deps.idempotencyKeys });
      const summary = (
        await run(lines, {
          dryRun: options.dryRun === true,
          report: (outcome) => {
            const report = describe(outcome);
            if (bar !== null) bar.tick(`${m.line} ${String(outcome.line)}: ${report.word}`);
            else if (!asJson) deps.stdout.write(`${m.line} ${String(outcome.line)}: ${report.word}${report.detail === '' ? '' : ` — ${report.detail}`}\n`);
          },
        })
      )._unsafeUnwrap();
      bar?.stop();
      if (asJson) {
        deps.stdout.write(json({ created: summary.created, replayed: summary.replayed, checked: summary.checked, failed: summary.failed, lines: summary.outcomes.map((outcome) => describe(outcome).json) }));
      } else {
        if (bar !== null) deps.stdout.write(table([m.line, m.outcome, ''], summary.outcomes.map((outcome) => [outcome.line, describe(outcome).word, describe(outcome).detail])));
        deps.stdout.write(`${m.importSummary(summary.created, summary.replayed, summary.failed, summary.checked)}\n`);
      }
      const codes = summary.outcomes.map((outcome): ExitCode => {
        if (outcome._tag === 'Failed') return exitCodeFor(outcome.failure);
        return outcome._tag === 'Checked' && outcome.checked.checked.bookingsData.unavailable.length > 0 ? EXIT.refused : EXIT.ok;
      });
      exitWith(codes.reduce<ExitCode>((worst, code) => (code > worst ? code : worst), EXIT.ok));
    });

  // ---------------------------------------------------------------------------------------------
  const vehicles = program.command('vehicles').description("a workshop's vehicle register");
  subcommand(vehicles, 'show', 'Show the vehicle the workshop has on record under a plate, with its last mileage', 'reserva vehicles show --location 3 --plate BCDF12')
    .requiredOption('--location <id>', "the workshop's location", positiveId)
    .requiredOption('--plate <plate>', 'the licence plate, however it is written')
    .action(async (options: { readonly location: number; readonly plate: string }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(api.findVehicle(options.location, options.plate), {
        json: (vehicle) => ({ plate: vehicle.plate, brand: vehicle.brand, model: vehicle.model, year: vehicle.year, clientName: vehicle.clientName, lastMileage: vehicle.lastMileage }),
        text: (vehicle) => table([m.plate, m.brand, m.model, m.year, m.client, m.lastMileage], [[vehicle.plate, vehicle.brand, vehicle.model, vehicle.year, vehicle.clientName, vehicle.lastMileage]]),
      });
    });

  // ---------------------------------------------------------------------------------------------
  const reviews = program.command('reviews').description("a location's reviews");
  subcommand(reviews, 'list', "Show a location's review summary and newest reviews", 'reserva reviews list --location 1 --limit 5')
    .requiredOption('--location <id>', 'the location', positiveId)
    .option('--limit <count>', 'how many reviews, newest first', positiveId, 20)
    .action(async (options: { readonly location: number; readonly limit: number }, command: Command) => {
      const { api, messages: m, output } = context(command);
      await output(listLocationReviews({ api })(options.location, options.limit), {
        json: ({ summary, reviews: list }) => ({
          average: summary.average,
          totalReviews: summary.totalReviews,
          reviews: list.map((review) => ({
            id: review.id,
            stars: review.stars,
            reviewer: review.anonymous ? null : review.reviewerName,
            date: review.reviewDate,
            service: review.serviceName,
            comment: review.comment,
            reply: review.reviewComments.at(-1)?.comment ?? null,
          })),
        }),
        text: ({ summary, reviews: list }) =>
          `${m.reviewSummary(summary.average, summary.totalReviews)}\n` +
          table(
            [m.date, m.stars, m.reviewer, m.service, m.comment, m.reply],
            list.map((review) => [review.reviewDate.slice(0, 10), '★'.repeat(review.stars), review.anonymous ? m.anonymous : review.reviewerName, review.serviceName, review.comment, review.reviewComments.at(-1)?.comment ?? null]),
          ),
      });
    });

  // ---------------------------------------------------------------------------------------------
  subcommand(program, 'completion', 'Print the shell completion script for bash or zsh', 'source <(reserva completion bash)')
    .argument('<shell>', 'bash or zsh', (value: string): Shell => {
      if (value !== 'bash' && value !== 'zsh') throw new InvalidArgumentError('must be bash or zsh.');
      return value;
    })
    .action((shell: Shell) => {
      deps.stdout.write(completionScript(program, shell));
    });

  return program;
}

/** `--first-name <name>` → `firstName`, the key commander keeps the option under. */
function camelOption(flags: string): string {
  const long = flags.split(' ')[0] ?? '';
  return long.replace(/^--/, '').replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** A line's outcome: the word for it, a detail (its codes, or why it failed) and its JSON. */
function lineReport(outcome: LineOutcome, m: Messages, failureDocument: (failure: CliFailure) => ReturnType<typeof errorDocument>) {
  switch (outcome._tag) {
    case 'Booked': {
      const { booked } = outcome;
      return {
        word: booked.replayed ? m.replayed : m.booked,
        detail: booked.bookings.map((booking) => `${String(booking.id)} ${booking.start} ${booking.confirmationCode}`).join('; '),
        json: { line: outcome.line, outcome: booked.replayed ? 'replayed' : 'created', trxId: booked.trxId, status: booked.status, bookingId: booked.bookingId, accessToken: booked.accessToken, bookings: booked.bookings, error: null },
      };
    }
    case 'Checked': {
      const unavailable = outcome.checked.checked.bookingsData.unavailable;
      return {
        word: m.checked,
        detail: unavailable.length === 0 ? m.wouldBook : m.wouldNotBook(unavailable.map((item) => String(item.serviceId)).join(', ')),
        json: { line: outcome.line, outcome: 'checked', available: outcome.checked.checked.bookingsData.available, unavailable, error: null },
      };
    }
    case 'Failed': {
      const document = failureDocument(outcome.failure);
      const detail = [`${document.error.message} (${document.error.code})`, ...document.error.fields.map((fault) => `${fault.field}: ${fault.messages.join('; ')}`)].join('; ');
      return { word: m.failed, detail, json: { line: outcome.line, outcome: 'failed', error: document.error } };
    }
    default:
      return outcome satisfies never;
  }
}
