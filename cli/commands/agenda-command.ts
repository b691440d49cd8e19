import type { Command } from 'commander';
import { agendaText, DEFAULT_WIDTH } from '../agenda-timeline';
import type { CommandKit } from '../command-context';
import { companyNamedOption, type CompanyNamed } from '../company-option';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';
import { locationIdOf, locationNamedOption, type LocationNamed } from '../location-option';

// `reserva agenda` (issue 35; docs/adr/0125): a location's day at a glance, per professional, fitted
// to the terminal's width; `--json` prints the structured day.

export function registerAgendaCommand(program: Command, kit: CommandKit): void {
  kit
    .subcommand(
      program,
      'agenda',
      "Show a location's day at a glance per professional: bookings, classes and free gaps (needs the staff api-key)",
      'reserva agenda --location palermo --company barberia-portena --date tomorrow',
    )
    .requiredOption(
      '--location <id|slug>',
      'the location, by its id or by its slug (a slug needs --company)',
      locationNamedOption,
    )
    .option(
      '--company <slug|id>',
      "the location's company, by its slug or id (for a location slug)",
      companyNamedOption,
    )
    .option('--date <date>', DAY_HELP, dayOption, 'today' as DayText)
    .action(
      async (
        options: { readonly location: LocationNamed; readonly company?: CompanyNamed; readonly date: DayText },
        command: Command,
      ) => {
        const { ports, messages: m, output, usage, fail } = await kit.context(command);
        const located = await locationIdOf(ports, m, options.location, options.company);
        if (located.isErr()) {
          const problem = located.error;
          // What is wrong with the slug itself is a usage error; the API's answers are said as always.
          if (problem._tag === 'SlugNeedsCompany') usage(m.locationSlugCompany);
          else if (problem._tag === 'SlugAmbiguous') usage(m.locationSlugAmbiguous(problem.slug));
          else fail(problem);
          return;
        }
        const locationId = located.value;
        await output(
          dayAtLocation(ports, kit.deps.clock, locationId, options.date).andThen((date) =>
            ports.locationAgendas.getLocationAgenda(locationId, date),
          ),
          {
            json: (agenda) => agenda,
            text: (agenda) => agendaText(agenda, kit.deps.columns ?? DEFAULT_WIDTH, m),
          },
        );
      },
    );
}
