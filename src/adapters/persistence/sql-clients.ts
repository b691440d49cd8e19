import { Schema } from 'effect';
import type { Clients, ClientStanding } from '#application/ports/clients';
import { IDENTIFIER_TYPE, type IdentifierType } from '#domain/client/identification';
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

const standingRows = rowDecoder(Schema.Struct({ asked: Schema.Int, can_book: Schema.Boolean }), "a client's standing");

const clientRows = rowDecoder(
  Schema.Struct({ id: ClientId, can_book: Schema.Boolean, first_name: Schema.String, last_name: Schema.String }),
  'a client',
);

/** The condition that `comparable`, the statement's parameter `$n`, identifies a client of `type`. */
function identifies(type: IdentifierType, comparable: string, parameter: string): string {
  const column = comparableColumn[type];
  // A phone typed without its country code names the client whose number it ends.
  const phoneSuffix =
    type === IDENTIFIER_TYPE.phone && comparable.length >= PHONE_SUFFIX_MIN_DIGITS
      ? ` OR right(${column}, length(${parameter})) = ${parameter}`
      : '';
  return `(${column} = ${parameter}${phoneSuffix})`;
}

export function sqlClients(database: SqlExecutor): Clients {
  return {
    async standingsIdentifiedBy(companyId, identifiers) {
      const answers = identifiers.map((): ClientStanding[] => []);
      const asked = identifiers.flatMap((each, index) =>
        isStorableText(each.comparable) && each.comparable !== '' ? [{ ...each, index }] : [],
      );
      if (!isStorableId(companyId) || asked.length === 0) return answers;
      // One branch per identifier, each its distinct standings: a number many clients share
      // returns two rows at most, not every client it names.
      const branches = asked.map(
        (each, position) =>
          `SELECT DISTINCT ${String(each.index)} AS asked, can_book FROM clients WHERE company_id = $1 AND ${identifies(each.type, each.comparable, `$${String(position + 2)}`)}`,
      );
      const rows = standingRows(
        await database.query(branches.join(' UNION ALL '), [companyId, ...asked.map((each) => each.comparable)]),
      );
      for (const row of rows) answers[row.asked]?.push({ canBook: row.can_book });
      return answers;
    },

    async clientsIdentifiedBy(companyId, type, comparable) {
      if (!isStorableId(companyId) || !isStorableText(comparable) || comparable === '') return [];
      const rows = clientRows(
        await database.query(
          `SELECT id, can_book, first_name, last_name FROM clients WHERE company_id = $1 AND ${identifies(type, comparable, '$2')} ORDER BY id`,
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
