import { Schema } from 'effect';
import { ACCOUNT_LANGUAGES } from '#domain/account/account-details';
import type { AccountDetailsStore } from '#application/ports/server/account-details-store';
import type { SqlDatabase } from './sql-database';
import { rowDecoder } from './stored-rows';

const detailsRows = rowDecoder(
  Schema.Struct({
    first_name: Schema.String,
    last_name: Schema.String,
    phone: Schema.NullOr(Schema.String),
    identification_number: Schema.NullOr(Schema.String),
    language: Schema.NullOr(Schema.Literals(ACCOUNT_LANGUAGES)),
  }),
  "a user's details",
);

/** The account details port over `database` (docs/adr/0122). */
export function sqlAccountDetails(database: SqlDatabase): AccountDetailsStore {
  return {
    async read(userId) {
      const [row] = detailsRows(
        await database.query(
          'SELECT first_name, last_name, phone, identification_number, language FROM users WHERE id = $1',
          [userId],
        ),
      );
      return row === undefined
        ? undefined
        : {
            firstName: row.first_name,
            lastName: row.last_name,
            phone: row.phone,
            identificationNumber: row.identification_number,
            language: row.language,
          };
    },
    async update(userId, details) {
      await database.query(
        `UPDATE users SET first_name = $2, last_name = $3, phone = $4, identification_number = $5, language = $6
         WHERE id = $1`,
        [userId, details.firstName, details.lastName, details.phone, details.identificationNumber, details.language],
      );
    },
  };
}
