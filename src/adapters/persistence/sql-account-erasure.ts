import type { AccountErasure } from '#application/ports/server/account-erasure';
import type { SqlDatabase } from './sql-database';

/** The account erasure port over `database` (docs/adr/0122). */
export function sqlAccountErasure(database: SqlDatabase): AccountErasure {
  return {
    async erase(userId) {
      await database.transaction(async (transaction) => {
        await transaction.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
        await transaction.query('DELETE FROM user_codes WHERE user_id = $1', [userId]);
        // Its bookings stay the business's; migration 0039's foreign key would untie them too.
        await transaction.query('UPDATE booking_groups SET user_id = NULL WHERE user_id = $1', [userId]);
        await transaction.query('DELETE FROM users WHERE id = $1', [userId]);
      });
    },
  };
}
