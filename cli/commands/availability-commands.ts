import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import type { BookingCart } from '#application/client-side/booking/booking-cart';
import { findAvailableDays } from '#application/client-side/availability/find-available-days';
import { findAvailableHours } from '#application/client-side/availability/find-available-hours';
import { findFirstAvailableHour } from '#application/client-side/availability/find-first-available-hour';
import type { DayHoursView, HourBlockView } from '#application/ports/client/availability-queries';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Messages } from '../cli-messages';
import { table } from '../cli-output';
import { idList, localDate, locationIdOption, type CommandKit } from '../command-context';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';
import { lines } from '../terminal-text';

/** The cart as every availability command's JSON starts. */
const cartJson = (cart: BookingCart) => ({
  location: cart.location.id,
  timeZone: cart.location.timeZone,
  bundle: cart.query.bundleId,
  services: cart.items.map((item) => ({
    id: item.serviceId,
    name: item.name,
    duration: item.duration,
    provider: item.providerChoice,
  })),
});

interface CartOptions {
  readonly location: LocationId;
  readonly service: readonly number[];
  readonly provider?: readonly number[];
}

const withCartOptions = (command: Command) =>
  command
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .requiredOption(
      '--service <ids>',
      'the service, or services performed one after another (comma-separated); a bundle by its own id',
      idList(1),
    )
    .option(
      '--provider <ids>',
      'the professional for every service, or one per service (comma-separated); 0 or none for the first available',
      idList(0),
    );

/** A day's hours in order, each with its part of the day. */
const byPartOfDay = (hours: DayHoursView) => [
  ...hours.morningHours.map((block) => ({ ...block, part: 'morning' as const })),
  ...hours.afternoonHours.map((block) => ({ ...block, part: 'afternoon' as const })),
  ...hours.nightHours.map((block) => ({ ...block, part: 'night' as const })),
];

/** Who performs what when in an hour, one line per service: "Corte clásico with Lucas, 10:00–10:30", by id where a name is unknown. */
const performed = (
  m: Messages,
  block: HourBlockView,
  serviceNames: ReadonlyMap<number, string>,
  providerNames: ReadonlyMap<number, string>,
) =>
  block.bookings.map((booking) =>
    m.performedBy(
      serviceNames.get(booking.service) ?? m.serviceNumber(booking.service),
      providerNames.get(booking.provider) ?? m.providerNumber(booking.provider),
      booking.start.slice(11, 16),
      booking.end.slice(11, 16),
    ),
  );

/** `reserva availability days|hours|first`: free days and hours for one service or a chain (booking-wizard §7). */
export function registerAvailabilityCommands(program: Command, kit: CommandKit): void {
  const availability = program
    .command('availability')
    .description('free days and hours for one service or a chain of services');

  withCartOptions(
    kit.subcommand(
      availability,
      'days',
      'List which days have a free hour (two weeks from today by default)',
      'reserva availability days --location 1 --service 1,13 --from 2026-12-01 --to 2026-12-14',
    ),
  )
    .option('--from <date>', 'first day, YYYY-MM-DD (today at the location by default)', localDate)
    .option('--to <date>', 'last day, YYYY-MM-DD (two weeks from --from by default)', localDate)
    .action(async (options: CartOptions & { readonly from?: LocalDate; readonly to?: LocalDate }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      const find = findAvailableDays({ ...ports, clock: kit.deps.clock });
      await output(
        find({
          locationId: options.location,
          serviceIds: options.service,
          providerChoices: options.provider ?? [],
          from: options.from ?? null,
          to: options.to ?? null,
        }),
        {
          json: ({ cart, days }) => ({ ...cartJson(cart), days }),
          text: ({ days }) =>
            table(
              [m.date, m.available],
              days.map((day) => [day.date, day.available ? m.yes : m.no]),
              width,
            ),
        },
      );
    });

  withCartOptions(
    kit.subcommand(
      availability,
      'hours',
      'List the free hours of one day',
      'reserva availability hours --location 5 --service 51,52 --provider 11 --date 2026-12-09',
    ),
  )
    .requiredOption('--date <date>', DAY_HELP, dayOption)
    .action(async (options: CartOptions & { readonly date: DayText }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      const find = findAvailableHours(ports);
      await output(
        dayAtLocation(ports, kit.deps.clock, options.location, options.date).andThen((date) =>
          find({
            locationId: options.location,
            serviceIds: options.service,
            providerChoices: options.provider ?? [],
            date,
          }),
        ),
        {
          json: ({ cart, date, hours }) => ({
            ...cartJson(cart),
            date,
            hours: byPartOfDay(hours).map((block) => ({
              hour: block.hour,
              partOfDay: block.part,
              start: block.startBlock,
              end: block.endBlock,
              bookings: block.bookings,
            })),
          }),
          text: ({ hours, serviceNames, providerNames }) => {
            const blocks = byPartOfDay(hours);
            return blocks.length === 0
              ? lines(m.noHours)
              : table(
                  [m.hour, m.partOfDay, m.services],
                  blocks.map((block) => [block.hour, m[block.part], performed(m, block, serviceNames, providerNames)]),
                  width,
                );
          },
        },
      );
    });

  withCartOptions(
    kit.subcommand(
      availability,
      'first',
      'Find the first day and hour with room',
      'reserva availability first --location 1 --service 1 --provider 2',
    ),
  )
    .option('--from <date>', 'search from this day, YYYY-MM-DD (today at the location by default)', localDate)
    .action(async (options: CartOptions & { readonly from?: LocalDate }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      const find = findFirstAvailableHour({ ...ports, clock: kit.deps.clock, pause: kit.deps.pause });
      await output(
        find({
          locationId: options.location,
          serviceIds: options.service,
          providerChoices: options.provider ?? [],
          from: options.from ?? null,
        }),
        {
          json: ({ cart, date, hour }) => ({ ...cartJson(cart), date, hour }),
          text: ({ date, hour }) => lines(date === null || hour === null ? m.noFreeDay : m.firstFree(date, hour)),
        },
      );
    });
}
