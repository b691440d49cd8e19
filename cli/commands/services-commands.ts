import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import { locationIdOption, type CommandKit } from '../command-context';
import { table } from '../cli-output';

/** `reserva services list`: a location's services by category; the table names bundles' members and professionals, the JSON gives their ids. */
export function registerServicesCommands(program: Command, kit: CommandKit): void {
  const services = program.command('services').description("a location's services");
  kit
    .subcommand(services, 'list', "List a location's services by category", 'reserva services list --location 1')
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .action(async (options: { readonly location: LocationId }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(ports.offeredServices.listServices(options.location), {
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
                service.bundle.length > 0
                  ? [`${m.bundle}:`, ...service.bundle.map((member) => member.name)]
                  : service.classService
                    ? m.classService
                    : '',
                service.serviceProviders.map((provider) => provider.publicName),
              ]),
            ),
            width,
          ),
      });
    });
}
