import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import { locationIdOption, type CommandKit } from '../command-context';
import { table } from '../cli-output';

/** `reserva vehicles show`: the workshop's register under a plate (booking-wizard §3 Vehicle entity; docs/adr/0023 addendum). */
export function registerVehiclesCommands(program: Command, kit: CommandKit): void {
  const vehicles = program.command('vehicles').description("a workshop's vehicle register");
  kit
    .subcommand(
      vehicles,
      'show',
      'Show the vehicle the workshop has on record under a plate, with its last mileage',
      'reserva vehicles show --location 3 --plate BCDF12',
    )
    .requiredOption('--location <id>', "the workshop's location", locationIdOption)
    .requiredOption('--plate <plate>', 'the licence plate, however it is written')
    .action(async (options: { readonly location: LocationId; readonly plate: string }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.vehicles.findVehicle(options.location, options.plate), {
        json: (vehicle) => ({
          plate: vehicle.plate,
          brand: vehicle.brand,
          model: vehicle.model,
          year: vehicle.year,
          clientName: vehicle.clientName,
          lastMileage: vehicle.lastMileage,
        }),
        text: (vehicle) =>
          table(
            [m.plate, m.brand, m.model, m.year, m.client, m.lastMileage],
            [[vehicle.plate, vehicle.brand, vehicle.model, vehicle.year, vehicle.clientName, vehicle.lastMileage]],
          ),
      });
    });
}
