import type { Command } from 'commander';
import { readStart } from '#application/client-side/booking/booking-order';
import { cancelBookings } from '#application/client-side/booking/cancel-bookings';
import { confirmAttendance } from '#application/client-side/booking/confirm-attendance';
import { moveBooking } from '#application/client-side/booking/move-booking';
import type { BookingsChangedView } from '#application/ports/client/booking-changes';
import type { Messages } from '../cli-messages';
import { bookingDay, bookingHours, table } from '../cli-output';
import { idList, type CommandKit, type Presenter } from '../command-context';
import { joined, lines } from '../terminal-text';

// `reserva bookings cancel|confirm|edit` (issue 6): changes to bookings named by their confirmation code.

/**
 * How cancelling and confirming show the bookings they acted on, and say so when a repeat changed
 * nothing (issue 35; docs/adr/0127): the server names the bookings it left as they were.
 */
const changed = (
  m: Messages,
  change: 'cancel' | 'confirm',
  width: number | undefined,
): Presenter<BookingsChangedView> => ({
  json: (result) => ({
    confirmationCode: result.confirmationCode,
    bookings: result.bookings,
    unchanged: result.unchanged,
  }),
  text: (result) => {
    const unchanged = new Set<number>(result.unchanged);
    const repeat = result.bookings.every((booking) => unchanged.has(booking.id));
    const ids = result.unchanged.map(String).join(', ');
    const note =
      unchanged.size === 0
        ? lines()
        : lines(
            change === 'cancel'
              ? repeat
                ? m.alreadyCancelled
                : m.someAlreadyCancelled(ids)
              : repeat
                ? m.alreadyConfirmed
                : m.someAlreadyConfirmed(ids),
          );
    return joined(
      repeat ? note : lines(),
      table(
        [m.id, m.service, m.date, m.time, m.status, m.clientConfirmed],
        result.bookings.map((booking) => [
          booking.id,
          booking.serviceName,
          bookingDay(booking.start),
          bookingHours(booking.start, booking.end),
          booking.status,
          booking.clientConfirmed ? m.yes : m.no,
        ]),
        width,
      ),
      repeat ? lines() : note,
    );
  },
});

/** `reserva bookings cancel` and `reserva bookings confirm`: by a confirmation code, --all for its group. */
export function registerCancelAndConfirmCommands(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'cancel',
      'Cancel the booking a confirmation code names; --all for every booking made with it',
      'reserva bookings cancel demo-codigo-corte --all',
    )
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(cancelBookings(ports)(code, { all: options.all === true }), changed(m, 'cancel', width));
    });
  kit
    .subcommand(
      bookings,
      'confirm',
      'Record that the client will attend; --all for every booking made with it',
      'reserva bookings confirm demo-codigo-afeitado',
    )
    .argument('<code>', 'the confirmation code')
    .option('--all', 'every booking made together with it, all or nothing')
    .action(async (code: string, options: { readonly all?: boolean }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(confirmAttendance(ports)(code, { all: options.all === true }), changed(m, 'confirm', width));
    });
}

/** `reserva bookings edit`: move a booking to another day and hour (and professional). */
export function registerEditCommand(bookings: Command, kit: CommandKit): void {
  kit
    .subcommand(
      bookings,
      'edit',
      'Move a booking to another day and hour (and professional)',
      'reserva bookings edit demo-codigo-corte --start "2026-12-10 15:00"',
    )
    .argument('<code>', 'the confirmation code')
    .requiredOption('--start <when>', 'the new day and hour at the location, "YYYY-MM-DD HH:mm"')
    .option('--provider <id>', 'the new professional; 0 for the first available (the same one by default)', idList(0))
    .action(
      async (
        code: string,
        options: { readonly start: string; readonly provider?: readonly number[] },
        command: Command,
      ) => {
        const { ports, messages: m, output, fail } = await kit.context(command);
        const start = readStart(options.start);
        if (start.isErr()) {
          fail({ _tag: 'InputInvalid', code: 'INPUT.INVALID', fields: [{ field: 'start', error: start.error }] });
          return;
        }
        const move = moveBooking(ports);
        await output(
          move({
            confirmationCode: code,
            date: start.value.date,
            hour: start.value.hour,
            providerChoice: options.provider?.[0] ?? null,
          }),
          {
            json: ({ before, after }) => ({
              id: after.id,
              status: after.status,
              service: after.service,
              provider: after.provider,
              previous: { start: before.start, end: before.end, provider: before.provider },
              start: after.start,
              end: after.end,
              modificationsLeft: after.modificationsLeft,
              modifiableUntil: after.modifiableUntil,
            }),
            text: ({ after }) =>
              lines(
                m.moved(`${bookingDay(after.start)} ${bookingHours(after.start, after.end)}`),
                m.modificationsLeft(after.modificationsLeft === null ? m.unlimited : String(after.modificationsLeft)),
              ),
          },
        );
      },
    );
}
