import { Schema } from 'effect';
import type { PromotionGreetings, RecordedPromotionGreeting } from '#application/ports/server/promotion-greetings';
import { LocalDate } from '#domain/calendar/local-date';
import { CompanyId } from '#domain/storefront/company';
import type { OfferedPromotionType } from '#domain/promotion/promotion-greeting';
import type { SqlExecutor } from './sql-database';
import { isStorableText, rowDecoder } from './stored-rows';

// The promotion greetings port over the promotions table (migration 0002), on PGlite or PostgreSQL.

const OFFERED_TYPES: readonly OfferedPromotionType[] = ['low_demand', 'last_hour', 'lost_client', 'reminder'];

const promotionRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    company_id: CompanyId,
    client_full_name: Schema.String,
    promotion_type: Schema.Literals(OFFERED_TYPES),
    ends_on: LocalDate,
  }),
  'a promotion',
);
const zoneRows = rowDecoder(Schema.Struct({ time_zone: Schema.String }), 'a location time zone');

export function sqlPromotionGreetings(database: SqlExecutor): PromotionGreetings {
  return {
    async greetingByToken(token): Promise<RecordedPromotionGreeting | undefined> {
      if (!isStorableText(token)) return undefined;
      const [row] = promotionRows(
        await database.query(
          `SELECT id, company_id, client_full_name, promotion_type, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
           FROM promotions WHERE token = $1`,
          [token],
        ),
      );
      if (row === undefined) return undefined;
      const zones = zoneRows(
        await database.query(
          'SELECT DISTINCT time_zone FROM locations WHERE company_id = $1 AND is_active ORDER BY time_zone',
          [row.company_id],
        ),
      );
      return {
        companyId: row.company_id,
        fullName: row.client_full_name,
        promotionType: row.promotion_type,
        endDate: row.ends_on,
        timeZones: zones.map((zone) => zone.time_zone),
      };
    },
  };
}
