import { Schema } from 'effect';
import type { Clients, ClientStanding } from '#application/ports/server/clients';
import { IDENTIFIER_TYPE, type IdentifierType } from '#domain/client/identification';
import { ClientId } from '#domain/client/client-id';
import { phoneMatch } from '#domain/client/identifier-match';
import type { SqlExecutor } from './sql-database';
import { phoneCondition, phoneDigitsBackwards } from './sql-phone-match';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// A company's clients over the SQL schema (migrations 0001, 0004), matched on the comparable forms
// of src/domain/client/identifier-match.ts, which these expressions compute from the stored columns.

// Each an indexed expression (migrations 0004, 0026): a phone is compared by its digits read
// backwards, so that "ends with" is a prefix an index answers.
const comparableColumn = {
  [IDENTIFIER_TYPE.id]: "upper(regexp_replace(identification_number, '[^0-9A-Za-z]', '', 'g'))",
  [IDENTIFIER_TYPE.email]: 'lower(trim(email))',
  [IDENTIFIER_TYPE.phone]: phoneDigitsBackwards('phone'),
} as const;

const standingRows = rowDecoder(Schema.Struct({ asked: Schema.Int, can_book: Schema.Boolean }), "a client's standing");

const clientRows = rowDecoder(
  Schema.Struct({
    id: ClientId,
    can_book: Schema.Boolean,
    first_name: Schema.String,
    last_name: Schema.String,
    email: Schema.NullOr(Schema.String),
  }),
  'a client',
);

/**
 * The condition that the identifier of `type` in its comparable form identifies a client, and the
 * value its parameter `$n` takes. A phone names the clients the domain's phoneMatch says (the
 * "same client" rule; docs/adr/0095), compared on the digits read backwards; anything else is equal.
 */
function identifies(type: IdentifierType, comparable: string, parameter: string): { condition: string; value: string } {
  const column = comparableColumn[type];
  if (type !== IDENTIFIER_TYPE.phone) return { condition: `${column} = ${parameter}`, value: comparable };
  // A phone naming nobody (not digits only) never equals a phone's digits.
  return (
    phoneCondition(phoneMatch(comparable), column, parameter) ?? {
      condition: `${column} = ${parameter}`,
      value: comparable,
    }
  );
}

export function sqlClients(database: SqlExecutor): Clients {
  return {
    async standingsIdentifiedBy(companyId, identifiers) {
      const answers = identifiers.map((): ClientStanding[] => []);
      const asked = identifiers.flatMap((each, index) =>
        isStorableText(each.comparable) && each.comparable !== '' ? [{ ...each, index }] : [],
      );
      if (!isStorableId(companyId) || asked.length === 0) return answers;
      // Per identifier, one branch for "cannot book" and one for "can": whether any client it names
      // stands so, an index probe each (migration 0026) however many clients share a number. Each
      // standing a literal, so that the planner weighs it by how rare it is.
      const matches = asked.map((each, position) => ({
        ...each,
        ...identifies(each.type, each.comparable, `$${String(position + 2)}`),
      }));
      const branches = matches.flatMap((each) =>
        [false, true].map(
          (canBook) =>
            `SELECT ${String(each.index)} AS asked, ${String(canBook)} AS can_book WHERE EXISTS (SELECT FROM clients WHERE company_id = $1 AND can_book = ${String(canBook)} AND ${each.condition})`,
        ),
      );
      const rows = standingRows(
        await database.query(branches.join(' UNION ALL '), [companyId, ...matches.map((each) => each.value)]),
      );
      for (const row of rows) answers[row.asked]?.push({ canBook: row.can_book });
      return answers;
    },

    async clientsIdentifiedBy(companyId, type, comparable) {
      if (!isStorableId(companyId) || !isStorableText(comparable) || comparable === '') return [];
      const match = identifies(type, comparable, '$2');
      const rows = clientRows(
        await database.query(
          // can_book named, so that the index on (company_id, can_book, the identifier) serves.
          `SELECT id, can_book, first_name, last_name, email FROM clients
           WHERE company_id = $1 AND can_book IN (false, true) AND ${match.condition} ORDER BY id`,
          [companyId, match.value],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        canBook: row.can_book,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
      }));
    },
  };
}
