import type { PromotionGreetings, RecordedPromotionGreeting } from '../../application/ports/promotion-greetings';
import { parseLocalDate } from '../../domain/calendar/local-date';
import type { OfferedPromotionType } from '../../domain/promotion/promotion-greeting';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableText } from './stored-rows';

// The promotion greetings port over the promotions table (migration 0002), on PGlite or PostgreSQL.

const OFFERED_TYPES: readonly OfferedPromotionType[] = ['low_demand', 'last_hour', 'lost_client', 'reminder'];

function offeredType(value: string, what: string): OfferedPromotionType {
  const type = OFFERED_TYPES.find((candidate) => candidate === value);
  if (type === undefined) throw new Error(`The database holds ${what} with an unknown promotion type: ${value}`);
  return type;
}

export function sqlPromotionGreetings(database: SqlExecutor): PromotionGreetings {
  return {
    async greetingByToken(token): Promise<RecordedPromotionGreeting | undefined> {
      if (!isStorableText(token)) return undefined;
      const [row] = await database.query<{ id: number; company_id: number; client_full_name: string; promotion_type: string; ends_on: string }>(
        `SELECT id, company_id, client_full_name, promotion_type, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM promotions WHERE token = $1`,
        [token],
      );
      if (row === undefined) return undefined;
      const zones = await database.query<{ time_zone: string }>(
        'SELECT DISTINCT time_zone FROM locations WHERE company_id = $1 AND is_active ORDER BY time_zone',
        [row.company_id],
      );
      const what = `promotion ${String(row.id)}`;
      return {
        companyId: row.company_id,
        fullName: row.client_full_name,
        promotionType: offeredType(row.promotion_type, what),
        endDate: decodedOrThrow(parseLocalDate(row.ends_on), what),
        timeZones: zones.map((zone) => zone.time_zone),
      };
    },
  };
}
