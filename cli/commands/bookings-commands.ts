import type { Command } from 'commander';
import type { CommandKit } from '../command-context';
import { registerCancelAndConfirmCommands, registerEditCommand } from './bookings-change-commands';
import { registerCreateCommand } from './bookings-create-command';
import { registerImportCommand } from './bookings-import-command';
import { registerListCommand, registerShowCommand } from './bookings-read-commands';

/** `reserva bookings create|show|list|cancel|confirm|edit|import` (booking-wizard §4; storefront §2; issue 6). */
export function registerBookingsCommands(program: Command, kit: CommandKit): void {
  const bookings = program.command('bookings').description('book, look up, confirm, cancel, move and import bookings');
  registerCreateCommand(bookings, kit);
  registerShowCommand(bookings, kit);
  registerListCommand(bookings, kit);
  registerCancelAndConfirmCommands(bookings, kit);
  registerEditCommand(bookings, kit);
  registerImportCommand(bookings, kit);
}
