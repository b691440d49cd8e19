import type { ClientIdentity, Memberships } from '../../application/ports/memberships';
import type { LocalDate } from '../../domain/calendar/local-date';
import type { ServiceId } from '../../domain/catalog/service';
import type { Membership } from '../../domain/membership/plan-allocation';
import type { SqlExecutor } from './sql-database';
import { isStorableText } from './stored-rows';

// Clients' memberships and plans over memberships and membership_services (migration 0003).

interface MembershipRow {
  readonly id: number;
  readonly name: string;
  readonly uses_left: number | null;
  readonly valid_from: string;
  readonly valid_until: string;
  readonly service_ids: readonly number[] | null;
}

/**
 * The SQL that finds a company's client ($1) by identity: the identification number (ignoring dots,
 * dashes and case, as RUTs are typed), else the email (ignoring case), else the phone. Parameters
 * $2, $3, $4 are the number, the email and the phone, each null when not given.
 */
export const CLIENT_BY_IDENTITY = `
  SELECT id FROM clients
  WHERE company_id = $1 AND (
    ($2::text IS NOT NULL AND upper(regexp_replace(identification_number, '[.-]', '', 'g')) = upper(regexp_replace($2::text, '[.-]', '', 'g')))
    OR ($3::text IS NOT NULL AND lower(email) = lower($3::text))
    OR ($4::text IS NOT NULL AND phone = $4::text))
  ORDER BY
    ($2::text IS NOT NULL AND upper(regexp_replace(identification_number, '[.-]', '', 'g')) = upper(regexp_replace($2::text, '[.-]', '', 'g'))) DESC,
    ($3::text IS NOT NULL AND lower(email) = lower($3::text)) DESC,
    id
  LIMIT 1`;

export function identityParams(companyId: number, client: ClientIdentity): readonly unknown[] {
  const usable = (text: string | null) => (text === null || text.trim() === '' || !isStorableText(text) ? null : text.trim());
  return [companyId, usable(client.identificationNumber), usable(client.email), usable(client.phone)];
}

export function sqlMemberships(database: SqlExecutor): Memberships {
  return {
    async validFor(companyId: number, client: ClientIdentity, from: LocalDate, to: LocalDate): Promise<readonly Membership[]> {
      const rows = await database.query<MembershipRow>(
        `WITH client AS (${CLIENT_BY_IDENTITY})
         SELECT m.id, m.name, m.uses_left, to_char(m.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(m.valid_until, 'YYYY-MM-DD') AS valid_until,
                array_agg(ms.service_id ORDER BY ms.service_id) FILTER (WHERE ms.service_id IS NOT NULL) AS service_ids
         FROM memberships m LEFT JOIN membership_services ms ON ms.membership_id = m.id
         WHERE m.company_id = $1 AND m.client_id = (SELECT id FROM client)
           AND m.valid_from <= $6::date AND m.valid_until >= $5::date
         GROUP BY m.id ORDER BY m.valid_until, m.id`,
        [...identityParams(companyId, client), from, to],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        usesLeft: row.uses_left,
        validFrom: row.valid_from as LocalDate,
        validUntil: row.valid_until as LocalDate,
        serviceIds: (row.service_ids ?? []) as readonly ServiceId[],
      }));
    },
  };
}
