import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import { locationIdOption, positiveId, type CommandKit } from '../command-context';
import { table } from '../cli-output';

/** `reserva providers list`: a location's professionals, or those of one service. */
export function registerProvidersCommands(program: Command, kit: CommandKit): void {
  const providers = program.command('providers').description("a location's professionals");
  kit
    .subcommand(
      providers,
      'list',
      "List a location's professionals, or those of one service",
      'reserva providers list --location 1 --service 1',
    )
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .option('--service <id>', 'only those who perform this service', positiveId)
    .action(async (options: { readonly location: LocationId; readonly service?: number }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(ports.professionals.listServiceProviders(options.location, options.service ?? null), {
        json: (list) => list.map((provider) => ({ id: provider.id, name: provider.publicName })),
        text: (list) =>
          table(
            [m.id, m.name],
            list.map((provider) => [provider.id, provider.publicName]),
            width,
          ),
      });
    });
}
