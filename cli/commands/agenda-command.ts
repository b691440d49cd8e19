import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import { agendaText, DEFAULT_WIDTH } from '../agenda-timeline';
import { locationIdOption, type CommandKit } from '../command-context';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';

// `reserva agenda` (issue 35; docs/adr/0125): a location's day at a glance, per professional, fitted
// to the terminal's width; `--json` prints the structured day.

export function registerAgendaCommand(program: Command, kit: CommandKit): void {
  kit
    .subcommand(
      program,
      'agenda',
      "Show a location's day at a glance per professional: bookings, classes and free gaps (needs the staff api-key)",
      'reserva agenda --location 5 --date tomorrow',
    )
    .requiredOption('--location <id>', 'the location, by its id', locationIdOption)
    .option('--date <date>', DAY_HELP, dayOption, 'today' as DayText)
    .action(async (options: { readonly location: LocationId; readonly date: DayText }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      const day = dayAtLocation(ports, kit.deps.clock, options.location, options.date);
      await output(
        day.andThen((date) => ports.locationAgendas.getLocationAgenda(options.location, date)),
        {
          json: (agenda) => agenda,
          text: (agenda) => agendaText(agenda, kit.deps.columns ?? DEFAULT_WIDTH, m),
        },
      );
    });
}
