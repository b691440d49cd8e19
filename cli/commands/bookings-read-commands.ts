import type { Command } from 'commander';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import { bookingDay, bookingHours, table } from '../cli-output';
import { locationCurrency, priceCell } from '../company-currency';
import { bookingIdOption, locationIdOption, type CommandKit } from '../command-context';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';
import { joined, lines } from '../terminal-text';

// `reserva bookings show` and `reserva bookings list` (storefront §2): a booking's summary by its
// token, and a location's day for the staff.

/** `reserva bookings show`: a booking's summary from its id and access token. */
export function registerShowCommand(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'show',
      "Show a booking's summary from its id and access token",
      'reserva bookings show 304 q8Zt3VYxL0bN5kWm2sPa7RfC',
    )
    .argument('<id>', 'the booking id', bookingIdOption)
    .argument('<token>', 'the access token')
    .action(async (id: BookingId, token: string, _options: unknown, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.bookingSummaries.getBookingSummary(id, token), {
        json: (summary) => ({
          client: { name: summary.clientFullName, email: summary.clientEmail, phone: summary.clientPhone },
          location: summary.location,
          groups: summary.bookingGroups.map((group) => ({
            trxId: group.trxId,
            bookings: group.bookings.map((booking) => ({
              id: booking.id,
              status: booking.status,
              serviceId: booking.serviceId,
              service: booking.serviceName,
              start: booking.start,
              end: booking.end,
              provider: booking.serviceProvider,
              price: booking.price,
            })),
          })),
        }),
        text: (summary) =>
          joined(
            lines(
              `${m.client}: ${summary.clientFullName} ${summary.clientEmail ?? ''} ${summary.clientPhone ?? ''}`,
              `${m.location}: ${summary.location.locationName}`,
            ),
            table(
              [m.id, m.status, m.service, m.date, m.time, m.provider],
              summary.bookingGroups.flatMap((group) =>
                group.bookings.map((booking) => [
                  booking.id,
                  booking.status,
                  booking.serviceName,
                  bookingDay(booking.start),
                  bookingHours(booking.start, booking.end),
                  booking.serviceProvider.publicName,
                ]),
              ),
            ),
          ),
      });
    });
}

/** `reserva bookings list`: a location's bookings on one day (needs the staff api-key). */
export function registerListCommand(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'list',
      "List a location's bookings on one day, today unless --date says otherwise (needs the staff api-key)",
      'reserva bookings list --location 5 --date tomorrow',
    )
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .option('--date <date>', DAY_HELP, dayOption, 'today' as DayText)
    .action(async (options: { readonly location: LocationId; readonly date: DayText }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      const listed = dayAtLocation(ports, kit.deps.clock, options.location, options.date)
        .andThen((date) => ports.locationBookings.listLocationBookings(options.location, date))
        .andThen((list) => locationCurrency(ports, options.location).map((currency) => ({ list, currency })));
      await output(listed, {
        json: ({ list }) =>
          list.map((booking) => ({
            id: booking.id,
            trxId: booking.trxId,
            status: booking.status,
            clientConfirmed: booking.clientConfirmed,
            start: booking.start,
            end: booking.end,
            serviceId: booking.serviceId,
            service: booking.serviceName,
            provider: { id: booking.provider.id, name: booking.provider.publicName },
            client: { name: booking.clientFullName, email: booking.clientEmail, phone: booking.clientPhone },
            price: booking.price ?? null,
            // What the plan covers and what is left to pay are the server's (planPayment, docs/adr/0090).
            plan:
              booking.paymentMembership === null
                ? null
                : {
                    name: booking.paymentMembership.name,
                    coveredByPlan: booking.coveredByPlan ?? null,
                    leftToPay: booking.leftToPay ?? null,
                  },
            leftToPay: booking.leftToPay ?? null,
          })),
        text: ({ list, currency }) =>
          list.length === 0
            ? lines(m.noBookings)
            : table(
                [
                  m.id,
                  m.time,
                  m.service,
                  m.provider,
                  m.client,
                  m.phone,
                  m.status,
                  m.clientConfirmed,
                  m.plan,
                  m.leftToPay,
                ],
                list.map((booking) => [
                  booking.id,
                  bookingHours(booking.start, booking.end),
                  booking.serviceName,
                  booking.provider.publicName,
                  booking.clientFullName,
                  booking.clientPhone,
                  booking.status,
                  booking.clientConfirmed ? m.yes : m.no,
                  booking.paymentMembership?.name ?? '',
                  priceCell(booking.leftToPay, currency),
                ]),
              ),
      });
    });
}
