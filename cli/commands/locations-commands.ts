import type { Command } from 'commander';
import type { CompanyId } from '#domain/storefront/company';
import { companyIdOption, type CommandKit } from '../command-context';
import { table } from '../cli-output';

/** `reserva locations list`: a company's locations (storefront §7). */
export function registerLocationsCommands(program: Command, kit: CommandKit): void {
  const locations = program.command('locations').description("a company's locations");
  kit
    .subcommand(locations, 'list', "List a company's locations", 'reserva locations list --company 4')
    .requiredOption('--company <id>', 'the company', companyIdOption)
    .action(async (options: { readonly company: CompanyId }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.locations.listLocations(options.company), {
        json: (list) =>
          list.map((location) => ({
            id: location.id,
            companyId: location.companyId,
            company: location.name,
            name: location.locationName,
            address: location.address,
            phone: location.phone,
            countryCode: location.countryCode,
            timeZone: location.timeZone,
          })),
        text: (list) =>
          table(
            [m.id, m.location, m.address, m.phone, m.timeZone],
            list.map((location) => [
              location.id,
              location.locationName,
              location.address,
              location.phone,
              location.timeZone,
            ]),
          ),
      });
    });
}
