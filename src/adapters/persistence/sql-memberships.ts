import { Schema } from 'effect';
import type { Memberships } from '#application/ports/server/memberships';
import { LocalDate } from '#domain/calendar/local-date';
import { ServiceId } from '#domain/catalog/service';
import type { Membership } from '#domain/membership/plan-allocation';
import type { SqlExecutor } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';
import type { ClientId } from '#domain/client/client-id';
import type { CompanyId } from '#domain/storefront/company';

// Clients' memberships and plans over memberships and membership_services (migration 0003), read
// for the client record the company recognised the booker as (docs/adr/0048).

const membershipRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    name: Schema.String,
    uses_left: Schema.NullOr(Schema.Int),
    valid_from: LocalDate,
    valid_until: LocalDate,
    service_ids: Schema.NullOr(Schema.Array(ServiceId)),
  }),
  'a membership',
);

export function sqlMemberships(database: SqlExecutor): Memberships {
  return {
    async validFor(
      companyId: CompanyId,
      clientId: ClientId,
      from: LocalDate,
      to: LocalDate,
    ): Promise<readonly Membership[]> {
      if (!isStorableId(companyId) || !isStorableId(clientId)) return [];
      const rows = membershipRows(
        await database.query(
          `SELECT m.id, m.name, m.uses_left, to_char(m.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(m.valid_until, 'YYYY-MM-DD') AS valid_until,
                array_agg(ms.service_id ORDER BY ms.service_id) FILTER (WHERE ms.service_id IS NOT NULL) AS service_ids
         FROM memberships m LEFT JOIN membership_services ms ON ms.membership_id = m.id
         WHERE m.company_id = $1 AND m.client_id = $2
           AND m.valid_from <= $4::date AND m.valid_until >= $3::date
         GROUP BY m.id ORDER BY m.valid_until, m.id`,
          [companyId, clientId, from, to],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        usesLeft: row.uses_left,
        validFrom: row.valid_from,
        validUntil: row.valid_until,
        serviceIds: row.service_ids ?? [],
      }));
    },
  };
}
