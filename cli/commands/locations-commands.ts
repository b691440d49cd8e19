import type { Command } from 'commander';
import type { CommandKit } from '../command-context';
import { table } from '../cli-output';
import { companyIdOf, companyNamedOption, type CompanyNamed } from '../company-option';

/** `reserva locations list`: a company's locations (storefront §7). */
export function registerLocationsCommands(program: Command, kit: CommandKit): void {
  const locations = program.command('locations').description("a company's locations");
  kit
    .subcommand(locations, 'list', "List a company's locations", 'reserva locations list --company salon-aurora')
    .requiredOption(
      '--company <slug|id>',
      'the company: its slug (storefront web address) or its id',
      companyNamedOption,
    )
    .action(async (options: { readonly company: CompanyNamed }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(
        companyIdOf(ports, options.company).andThen((id) => ports.locations.listLocations(id)),
        {
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
              width,
            ),
        },
      );
    });
}
