import type { Command } from 'commander';
import { okAsync, type ResultAsync } from 'neverthrow';
import type {
  CatalogueChangeView,
  CataloguePlanView,
  StrandedBookingView,
} from '#application/ports/client/catalogue-files';
import { catalogueJsonSchema } from '#domain/catalogue-file/catalogue-json-schema';
import { locationPagePath } from '#domain/storefront/storefront-route';
import type { LocationId } from '#domain/storefront/company';
import { table } from '../cli-output';
import { companyIdOf } from '../company-option';
import type { CommandBasics, CommandContext, CommandKit } from '../command-context';
import { CommandStopped } from '../command-context';
import { EXIT } from '../exit-codes';
import { joined, lines, type TerminalText } from '../terminal-text';

// `reserva catalogue plan|apply|export|schema` (issue 21; docs/adr/0077): a company's catalogue as
// a file, checked here with each problem's line, then planned or applied through the staff API.
// The diff reads as a person reads it by default; `--json` gives the API's answer to scripts.

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function changeLines(change: CatalogueChangeView): string[] {
  const where =
    change.section === undefined ? `company ${change.company ?? ''}` : `${change.section}.${change.key ?? ''}`;
  switch (change.kind) {
    case 'create_company':
    case 'create':
      return [`+ ${where}`];
    case 'retire':
      return [`- ${where}`];
    case 'update_company':
    case 'update':
      return [
        `~ ${where}`,
        ...(change.fields ?? []).map((field) => `    ${field.field}: ${shown(field.from)} → ${shown(field.to)}`),
      ];
  }
}

const strandedLine = (booking: StrandedBookingView) =>
  `  #${String(booking.bookingId)} ${booking.date} ${booking.startsAt}–${booking.endsAt} ${booking.location} ` +
  `(${booking.service}, ${booking.professional}): ${booking.reason}`;

function planText(plan: CataloguePlanView, basics: CommandBasics, company: string): TerminalText {
  const m = basics.messages;
  if (plan.changes.length === 0) return lines(m.catalogueNothing);
  return joined(
    plan.creates ? lines(m.catalogueCreates(company)) : lines(),
    lines(...plan.changes.flatMap(changeLines)),
    plan.stranded.length === 0 ? lines() : lines(m.catalogueStranded, ...plan.stranded.map(strandedLine)),
  );
}

/** A location the catalogue created or changed, where its clients book it. */
interface LocationLive {
  readonly id: LocationId;
  readonly name: string;
  /** Its storefront page: the API's origin, which serves the storefront, and the location's path. */
  readonly storefront: string;
}

/**
 * The locations an applied catalogue created or changed, with their ids and storefront addresses
 * (issue 35 "onboarding that says where the business lives"): the file names them by slug, the API
 * lists them by name. Nothing when they cannot be listed: the catalogue is applied either way.
 */
function whereLocationsLive(
  context: CommandContext,
  company: string,
  document: unknown,
  changes: readonly CatalogueChangeView[],
  apiOrigin: string,
): ResultAsync<readonly LocationLive[], never> {
  const slugs = new Set(
    changes
      .filter((change) => change.section === 'locations' && (change.kind === 'create' || change.kind === 'update'))
      .map((change) => change.key),
  );
  const names = new Set(
    (
      (document as { readonly locations?: readonly { readonly slug?: string; readonly name?: string }[] }).locations ??
      []
    )
      .filter((location) => slugs.has(location.slug))
      .map((location) => location.name),
  );
  if (names.size === 0) return okAsync([]);
  return companyIdOf(context.ports, { slug: company })
    .andThen((id) => context.ports.locations.listLocations(id))
    .map((listed) =>
      listed
        .filter((location) => names.has(location.locationName))
        .map((location) => ({
          id: location.id,
          name: location.locationName,
          storefront: `${apiOrigin}${locationPagePath(location.countryCode, location.id)}`,
        })),
    )
    .orElse(() => okAsync([]));
}

/** The file's text checked here: its plain data and the company it names, or every problem (exit 2). */
async function readCatalogue(kit: CommandKit, basics: CommandBasics, path: string) {
  let text: string;
  try {
    text = await kit.deps.readFile(path);
  } catch (error) {
    basics.usage(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    throw new CommandStopped();
  }
  const checked = kit.deps.checkCatalogueText(text, basics.locale);
  if (checked._tag === 'Unreadable') {
    kit.deps.stderr.write(
      lines(basics.messages.catalogueInvalidFile(path), ...checked.problems.map((line) => `  ${line}`)),
    );
    kit.exitWith(EXIT.usage);
    throw new CommandStopped();
  }
  const company = (checked.document as { readonly company: { readonly slug: string } }).company.slug;
  return { document: checked.document, company };
}

export function registerCatalogueCommands(program: Command, kit: CommandKit): void {
  const catalogue = program.command('catalogue').description("a company's catalogue as a file (docs/onboarding.md)");

  kit
    .subcommand(
      catalogue,
      'plan',
      'Show what applying a catalogue file would change, applying nothing',
      'reserva catalogue plan salon.yaml',
    )
    .argument('<file>', 'the catalogue file (YAML or JSON)')
    .action(async (file: string, _options: unknown, command: Command) => {
      const context = await kit.context(command);
      const { document, company } = await readCatalogue(kit, context, file);
      await context.output(context.ports.catalogueFiles.planCatalogue(company, document), {
        json: (plan) => plan,
        text: (plan) => planText(plan, context, company),
      });
    });

  kit
    .subcommand(
      catalogue,
      'apply',
      'Apply a catalogue file: create, update and retire',
      'reserva catalogue apply salon.yaml --yes',
    )
    .argument('<file>', 'the catalogue file (YAML or JSON)')
    .option('--yes', 'apply without stopping at the plan')
    .option('--force-cancel', 'cancel the confirmed future bookings the change would strand, with the usual mails')
    .action(
      async (file: string, options: { readonly yes?: boolean; readonly forceCancel?: boolean }, command: Command) => {
        const context = await kit.context(command);
        const { document, company } = await readCatalogue(kit, context, file);
        const force = options.forceCancel === true;
        if (options.yes !== true) {
          // Without --yes, the plan is shown and nothing is applied.
          const plan = await context.output(context.ports.catalogueFiles.planCatalogue(company, document), {
            json: (value) => value,
            text: (value) => planText(value, context, company),
          });
          if (plan !== null && plan.changes.length > 0) {
            kit.deps.stderr.write(lines(context.messages.catalogueNeedsYes));
            kit.exitWith(EXIT.refused);
          }
          return;
        }
        const planned = force
          ? okAsync<CataloguePlanView | null>(null)
          : context.ports.catalogueFiles.planCatalogue(company, document).orElse(() => okAsync(null));
        const plan = (await planned)._unsafeUnwrap();
        if (plan !== null && plan.stranded.length > 0 && !context.asJson) {
          kit.deps.stderr.write(lines(context.messages.catalogueStranded, ...plan.stranded.map(strandedLine)));
        }
        const apiOrigin = new URL(context.connection.apiUrl.value).origin;
        const applying = context.ports.catalogueFiles.applyCatalogue(company, document, force).andThen((applied) =>
          whereLocationsLive(context, company, document, applied.changes, apiOrigin).map((locations) => ({
            ...applied,
            locations,
          })),
        );
        await context.output(applying, {
          json: (applied) => applied,
          text: (applied) =>
            applied.changes.length === 0
              ? lines(context.messages.catalogueNothing)
              : joined(
                  lines(...applied.changes.flatMap(changeLines)),
                  lines(context.messages.catalogueApplied(applied.changes.length)),
                  applied.locations.length === 0
                    ? lines()
                    : joined(
                        lines(context.messages.catalogueLocations),
                        table(
                          [context.messages.id, context.messages.location, context.messages.storefrontAddress],
                          applied.locations.map((location) => [location.id, location.name, location.storefront]),
                          context.width,
                        ),
                      ),
                  applied.cancelled.length === 0
                    ? lines()
                    : lines(
                        context.messages.catalogueCancelled(applied.cancelled.length),
                        ...applied.cancelled.map(strandedLine),
                      ),
                ),
        });
      },
    );

  kit
    .subcommand(
      catalogue,
      'export',
      "Print a company's catalogue as a file",
      'reserva catalogue export --company salon-aurora > salon.yaml',
    )
    .requiredOption('--company <slug>', "the company's slug")
    .action(async (options: { readonly company: string }, command: Command) => {
      const context = await kit.context(command);
      await context.output(context.ports.catalogueFiles.exportCatalogue(options.company), {
        json: (document) => document,
        // The file as support keeps it: YAML, which `plan` and `apply` read back as it is written.
        text: (document) => kit.deps.writeCatalogueYaml(document) as TerminalText,
      });
    });

  kit
    .subcommand(
      catalogue,
      'schema',
      "Print the catalogue file's JSON Schema",
      'reserva catalogue schema > catalogue.schema.json',
    )
    .action((_options: unknown, command: Command) => {
      const basics = kit.basics(command);
      basics.print(`${JSON.stringify(catalogueJsonSchema(), null, 2)}\n` as TerminalText);
    });
}
