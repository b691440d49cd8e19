import type { Command } from 'commander';
import type { CompanyVehicleRecord } from '#application/ports/client/company-vehicles';
import type { LocationId } from '#domain/storefront/company';
import type { Vehicle } from '#domain/workshop/vehicle';
import { locationIdOption, type CommandKit } from '../command-context';
import { table } from '../cli-output';
import type { Messages } from '../cli-messages';
import { lines, type TerminalText } from '../terminal-text';

interface ShowOptions {
  readonly company?: string;
  readonly location?: LocationId;
  readonly plate?: string;
}

/** The vehicle as `--json` writes it, in both forms. */
const vehicleJson = (vehicle: Vehicle) => ({
  plate: vehicle.plate,
  brand: vehicle.brand,
  model: vehicle.model,
  year: vehicle.year,
  clientName: vehicle.clientName,
  lastMileage: vehicle.lastMileage,
});

const vehicleTable = (vehicle: Vehicle, m: Messages, width: number | undefined) =>
  table(
    [m.plate, m.brand, m.model, m.year, m.client, m.lastMileage],
    [[vehicle.plate, vehicle.brand, vehicle.model, vehicle.year, vehicle.clientName, vehicle.lastMileage]],
    width,
  );

/** The staff's view of a vehicle: the vehicle, its plan, every step with when it is due, its visits. */
function companyVehicleText(shown: CompanyVehicleRecord, m: Messages, width: number | undefined): TerminalText {
  const plan = shown.plan === null ? lines(m.vehicleNoPlan) : lines(m.vehiclePlan(shown.plan.name, shown.plan.key));
  const schedule =
    shown.schedule.length === 0
      ? ''
      : table(
          [
            m.maintenanceService,
            m.maintenanceStatusHeader,
            m.maintenanceReasonHeader,
            m.dueMileage,
            m.dueDate,
            m.estimatedMileageDate,
          ],
          shown.schedule.map((step) => [
            step.serviceName,
            m.maintenanceStatus(step.status),
            m.maintenanceReason(step.reason),
            step.dueMileage,
            step.dueDate,
            step.estimatedMileageDate,
          ]),
          width,
        );
  const visits =
    shown.visits.length === 0
      ? lines(m.noVisits)
      : `${lines(m.visitsHeading)}${table(
          [m.date, m.visitMileage, m.maintenanceService],
          shown.visits.map((visit) => [visit.date, visit.mileage, visit.serviceName ?? visit.serviceId]),
          width,
        )}`;
  return `${vehicleTable(shown.vehicle, m, width)}${plan}${schedule}${visits}` as TerminalText;
}

/**
 * `reserva vehicles show PLATE --company SLUG`: a workshop's vehicle as its staff see it (issue 33;
 * docs/adr/0116, 0119); `--location ID` still answers the register's record alone (booking-wizard
 * §3 Vehicle entity; docs/adr/0023 addendum). The plate is the argument or `--plate`.
 */
export function registerVehiclesCommands(program: Command, kit: CommandKit): void {
  const vehicles = program.command('vehicles').description("a workshop's vehicle register");
  kit
    .subcommand(
      vehicles,
      'show',
      "Show a vehicle under a plate: with --company, its maintenance plan, every step with when it is due, and its visits; with --location, the register's record and last mileage",
      'reserva vehicles show KLPR34 --company taller-andes',
    )
    .argument('[plate]', 'the licence plate, however it is written')
    .option('--company <slug>', "the workshop's company: its plan, schedule and visits (a staff key)")
    .option('--location <id>', "the workshop's location: its register's record", locationIdOption)
    .option('--plate <plate>', 'the licence plate (instead of the argument)')
    .action(async (argument: string | undefined, options: ShowOptions, command: Command) => {
      const { ports, messages: m, output, usage, width } = await kit.context(command);
      const plate = argument ?? options.plate;
      if (plate === undefined || plate.trim() === '') {
        usage(m.vehiclePlateMissing);
        return;
      }
      if (options.company !== undefined) {
        await output(ports.vehicles.showCompanyVehicle(options.company, plate), {
          json: (shown) => ({ ...shown, vehicle: vehicleJson(shown.vehicle) }),
          text: (shown) => companyVehicleText(shown, m, width),
        });
        return;
      }
      if (options.location === undefined) {
        usage(m.vehicleWhere);
        return;
      }
      await output(ports.vehicles.findVehicle(options.location, plate), {
        json: vehicleJson,
        text: (vehicle) => vehicleTable(vehicle, m, width),
      });
    });
}
