import { InvalidArgumentError, type Command } from 'commander';
import type { StaffConsentView } from '#application/ports/client/location-consents';
import type { LocationId } from '#domain/storefront/company';
import { locationIdOption, type CommandKit } from '../command-context';
import { json, table } from '../cli-output';
import type { Messages } from '../cli-messages';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';
import { lines } from '../terminal-text';

// `reserva consents list --location L --date D` and `reserva consents show ID [--pdf FILE]` (issue
// 32 "The business"; docs/adr/0115): a location's day of consents with their state, one consent
// with its signer's id number and text hash, and the PDF kept at signing written to a new file
// (an existing one only with --force). Times are the location's, as the API writes them.

const LARGEST_ID = 2_147_483_647;

const consentId = (value: string): number => {
  const text = value.trim();
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > LARGEST_ID)
    throw new InvalidArgumentError('must be a consent id, as `reserva consents list` shows it.');
  return id;
};

/** `2027-04-05T09:00:00-03:00` → `09:00`: the time of day at the location. */
const localTime = (iso: string) => iso.slice(11, 16);
/** `2026-12-01T12:00:00-03:00` → `2026-12-01 12:00`: the date and time at the location. */
const localMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function consentText(m: Messages, consent: StaffConsentView): string[] {
  const signature = consent.signature;
  return [
    m.consentHeading(consent.id, consent.form.title, consent.form.version, m.consentState(consent.state)),
    m.consentBookingLine(
      consent.bookingId,
      consent.serviceName,
      consent.clientName,
      localMinute(consent.bookingStart),
      consent.locationId,
    ),
    ...(signature === null
      ? []
      : [
          m.consentSignedLine(
            signature.signerName,
            signature.signerIdNumber,
            localMinute(signature.signedAt),
            m.consentKind(signature.kind),
          ),
        ]),
    m.consentTextHash(consent.form.textSha256),
  ];
}

export function registerConsentsCommands(program: Command, kit: CommandKit): void {
  const consents = program
    .command('consents')
    .description("a location's consent forms asked by its bookings: list a day's, show one and save its signed PDF");
  kit
    .subcommand(
      consents,
      'list',
      "List the consents asked by a location's bookings on one day, signed or unsigned",
      'reserva consents list --location 3 --date 2026-12-01',
    )
    .requiredOption('--location <id>', 'the location, by its id', locationIdOption)
    .requiredOption('--date <date>', DAY_HELP, dayOption)
    .action(async (options: { readonly location: LocationId; readonly date: DayText }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      const day = dayAtLocation(ports, kit.deps.clock, options.location, options.date);
      await output(
        day.andThen((date) => ports.locationConsents.listLocationConsents(options.location, date)),
        {
          json: (list) => list,
          text: (list) =>
            list.length === 0
              ? lines(m.noConsents)
              : table(
                  [
                    m.id,
                    m.consentBooking,
                    m.consentTime,
                    m.consentClient,
                    m.consentService,
                    m.consentForm,
                    m.consentStateHeader,
                    m.consentSigner,
                    m.consentSignedAt,
                  ],
                  list.map((consent) => [
                    consent.id,
                    consent.bookingId,
                    localTime(consent.bookingStart),
                    consent.clientName,
                    consent.serviceName,
                    m.consentFormVersion(consent.form.title, consent.form.version),
                    m.consentState(consent.state),
                    consent.signature?.signerName ?? null,
                    consent.signature === null ? null : localMinute(consent.signature.signedAt),
                  ]),
                  width,
                ),
        },
      );
    });
  registerShowCommand(consents, kit);
}

/** `reserva consents show <id> [--pdf FILE [--force]]`: the details, and the signed PDF saved to FILE. */
function registerShowCommand(consents: Command, kit: CommandKit): void {
  kit
    .subcommand(
      consents,
      'show',
      'Show one consent: its form and version, its booking, and once signed who signed, when, and its PDF',
      'reserva consents show 41 --pdf consent-41.pdf',
    )
    .argument('<id>', 'the consent’s id, as `reserva consents list` shows it', consentId)
    .option('--pdf <file>', 'write the signed PDF to this file (a new one, unless --force)')
    .option('--force', 'overwrite the --pdf file if it exists')
    .action(async (id: number, options: { readonly pdf?: string; readonly force?: boolean }, command: Command) => {
      const context = await kit.context(command);
      const { ports, messages: m, output } = context;
      const present = {
        json: (consent: StaffConsentView) => consent,
        text: (consent: StaffConsentView) => lines(...consentText(m, consent)),
      };
      const file = options.pdf;
      if (file === undefined) {
        await output(ports.locationConsents.showStaffConsent(id), present);
        return;
      }
      const fetched = await ports.locationConsents
        .showStaffConsent(id)
        .andThen((consent) => ports.locationConsents.staffConsentPdf(id).map((pdf) => ({ consent, pdf })));
      if (fetched.isErr()) {
        context.fail(fetched.error);
        return;
      }
      const { consent, pdf } = fetched.value;
      const written = await kit.deps.writeOutputFile(file, pdf, { overwrite: options.force === true });
      if (written._tag === 'Exists') {
        context.usage(m.consentPdfExists(written.path));
        return;
      }
      if (written._tag === 'Unwritable') {
        context.usage(m.consentPdfUnwritable(written.path, written.reason));
        return;
      }
      if (context.asJson) kit.deps.stdout.write(json({ ...consent, pdfWrittenTo: written.path }));
      else context.print(lines(...consentText(m, consent), m.consentPdfWritten(written.path)));
    });
}
