import type { AccountErasure } from '#application/ports/server/account-erasure';
import type { SqlDatabase } from './sql-database';

/** The account erasure port over `database` (docs/adr/0122). */
export function sqlAccountErasure(database: SqlDatabase): AccountErasure {
  return {
    async erase(userId) {
      await database.transaction(async (transaction) => {
        await transaction.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
        await transaction.query('DELETE FROM user_codes WHERE user_id = $1', [userId]);
        // Its mailed links (sign-up, reset, change of email) and the account mails owed or sent with them
        // go with it: they open nothing once the account is gone, and their foreign keys would refuse the delete.
        await transaction.query('DELETE FROM account_links WHERE user_id = $1', [userId]);
        await transaction.query('DELETE FROM notification_outbox WHERE user_id = $1', [userId]);
        // Its bookings stay the business's; migration 0039's foreign key would untie them too.
        await transaction.query('UPDATE booking_groups SET user_id = NULL WHERE user_id = $1', [userId]);
        await transaction.query('DELETE FROM users WHERE id = $1', [userId]);
      });
    },
  };
}
