import { Schema } from 'effect';
import type { Clients } from '#application/ports/clients';
import { IDENTIFIER_TYPE } from '#domain/client/identification';
import { ClientId } from '#domain/client/client-id';
import { PHONE_SUFFIX_MIN_DIGITS } from '#domain/client/identifier-match';
import type { SqlExecutor } from './sql-database';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// A company's clients over the SQL schema (migrations 0001, 0004), matched on the comparable forms
// of src/domain/client/identifier-match.ts, which these expressions compute from the stored columns.

const comparableColumn = {
  [IDENTIFIER_TYPE.id]: "upper(regexp_replace(identification_number, '[^0-9A-Za-z]', '', 'g'))",
  [IDENTIFIER_TYPE.email]: 'lower(trim(email))',
  [IDENTIFIER_TYPE.phone]: "regexp_replace(phone, '[^0-9]', '', 'g')",
} as const;

const clientRows = rowDecoder(
  Schema.Struct({ id: ClientId, can_book: Schema.Boolean, first_name: Schema.String, last_name: Schema.String }),
  'a client',
);

export function sqlClients(database: SqlExecutor): Clients {
  return {
    async clientsIdentifiedBy(companyId, type, comparable) {
      if (!isStorableId(companyId) || !isStorableText(comparable) || comparable === '') return [];
      const column = comparableColumn[type];
      // A phone typed without its country code names the client whose number it ends.
      const phoneSuffix =
        type === IDENTIFIER_TYPE.phone && comparable.length >= PHONE_SUFFIX_MIN_DIGITS
          ? ` OR right(${column}, length($2)) = $2`
          : '';
      const rows = clientRows(
        await database.query(
          `SELECT id, can_book, first_name, last_name FROM clients WHERE company_id = $1 AND (${column} = $2${phoneSuffix}) ORDER BY id`,
          [companyId, comparable],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        canBook: row.can_book,
        firstName: row.first_name,
        lastName: row.last_name,
      }));
    },
  };
}
