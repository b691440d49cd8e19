import type { Command } from 'commander';
import type { BookingId } from '#domain/booking/booking-id';
import { looksLikeBookingReference } from '#domain/booking/booking-reference';
import type { LocationId } from '#domain/storefront/company';
import { bookingDay, bookingHours, shownReference, table } from '../cli-output';
import { locationCurrency, priceCell } from '../company-currency';
import { bookingIdOption, locationIdOption, type CommandKit } from '../command-context';
import { DAY_HELP, dayAtLocation, dayOption, type DayText } from '../day-option';
import { joined, lines } from '../terminal-text';

// `reserva bookings show` and `reserva bookings list` (storefront §2): a booking's summary by its
// token, and a location's day for the staff.

/**
 * `reserva bookings show`: a booking's summary from its id and access token, as its link shows it;
 * or, with one argument, the booking group a caller's reference names (`K7M-4QX`, any case, with or
 * without the dash) in the company `--company` names, as the staff see it (needs the staff api-key;
 * docs/adr/0126). Two arguments are an id and a token, one is a reference.
 */
export function registerShowCommand(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'show',
      'Show a booking: by the reference a caller reads out (with --company; needs the staff api-key), or its summary from its id and access token',
      'reserva bookings show K7M-4QX --company barberia-norte',
    )
    .argument('<reference-or-id>', "the booking's reference (K7M-4QX), or its id when a token follows")
    .argument('[token]', 'the access token, after the id')
    .option('--company <slug>', 'the company whose reference it is (a reference is unique within its company)')
    .action(
      async (first: string, token: string | undefined, options: { readonly company?: string }, command: Command) => {
        const context = await kit.context(command);
        const { messages: m, usage } = context;
        if (token === undefined) {
          if (!looksLikeBookingReference(first)) {
            usage(m.bookingShowWhich);
            return;
          }
          if (options.company === undefined) {
            usage(m.bookingReferenceCompany);
            return;
          }
          await showByReference(context, options.company, first);
          return;
        }
        // With a token, the first argument is the booking's id, read as every id option reads one.
        let id: BookingId;
        try {
          id = bookingIdOption(first);
        } catch (error) {
          usage(error instanceof Error ? `<id>: ${error.message}` : m.bookingShowWhich);
          return;
        }
        await showSummary(context, id, token);
      },
    );
}

type ShowContext = Awaited<ReturnType<CommandKit['context']>>;

/** The group a reference names, as the staff see it: who booked, where, and its bookings. */
async function showByReference(context: ShowContext, company: string, reference: string): Promise<void> {
  const { ports, messages: m, output, width } = context;
  await output(ports.locationBookings.findBookingByReference(company, reference), {
    json: (found) => ({
      reference: found.reference,
      trxId: found.trxId,
      location: { id: found.location.id, name: found.location.locationName },
      bookings: found.bookings.map((booking) => ({
        id: booking.id,
        status: booking.status,
        start: booking.start,
        end: booking.end,
        serviceId: booking.serviceId,
        service: booking.serviceName,
        provider: { id: booking.provider.id, name: booking.provider.publicName },
        client: { name: booking.clientFullName, email: booking.clientEmail, phone: booking.clientPhone },
        price: booking.price ?? null,
        leftToPay: booking.leftToPay ?? null,
      })),
    }),
    text: (found) => {
      const [first] = found.bookings;
      return joined(
        lines(
          `${m.reference}: ${shownReference(found.reference)}`,
          `${m.client}: ${first?.clientFullName ?? ''} ${first?.clientEmail ?? ''} ${first?.clientPhone ?? ''}`,
          `${m.location}: ${found.location.locationName} (${String(found.location.id)})`,
        ),
        table(
          [m.id, m.status, m.service, m.date, m.time, m.provider, m.clientConfirmed],
          found.bookings.map((booking) => [
            booking.id,
            booking.status,
            booking.serviceName,
            bookingDay(booking.start),
            bookingHours(booking.start, booking.end),
            booking.provider.publicName,
            booking.clientConfirmed ? m.yes : m.no,
          ]),
          width,
        ),
      );
    },
  });
}

/** A booking's summary from its id and access token, the client's email and phone masked as its link shows them. */
async function showSummary(context: ShowContext, id: BookingId, token: string): Promise<void> {
  const { ports, messages: m, output, width } = context;
  await output(ports.bookingSummaries.getBookingSummary(id, token), {
    json: (summary) => ({
      reference: summary.reference ?? null,
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
          ...(summary.reference === undefined ? [] : [`${m.reference}: ${shownReference(summary.reference)}`]),
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
          width,
        ),
      ),
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
      const { ports, messages: m, output, width } = await kit.context(command);
      const listed = dayAtLocation(ports, kit.deps.clock, options.location, options.date)
        .andThen((date) => ports.locationBookings.listLocationBookings(options.location, date))
        .andThen((list) => locationCurrency(ports, options.location).map((currency) => ({ list, currency })));
      await output(listed, {
        json: ({ list }) =>
          list.map((booking) => ({
            id: booking.id,
            trxId: booking.trxId,
            reference: booking.reference ?? null,
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
                  m.reference,
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
                  booking.reference === undefined ? '' : shownReference(booking.reference),
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
                width,
              ),
      });
    });
}
