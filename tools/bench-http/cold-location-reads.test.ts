import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAgendas } from '#adapters/persistence/sql-agenda';
import { sqlCatalogue } from '#adapters/persistence/sql-catalogue';
import type { SqlDatabase, SqlExecutor } from '#adapters/persistence/sql-database';
import { seededDatabase } from '#adapters/persistence/demo/demo-databases.test-support';
import { testEngines, type TestDatabase } from '#adapters/persistence/test-databases.test-support';
import type { LocalDate } from '#domain/calendar/local-date';
import { locationId } from '#domain/shared/ids.test-support';
import { seedMarketplace, type Marketplace } from './marketplace';

// What a cold location's first hours request reads (issue 37; docs/adr/0140): its agenda and its
// catalogue, counted in rows the database reads (each statement run again under EXPLAIN ANALYZE,
// every scan's rows returned and removed by its filter), not in time. A location's cold load should
// read the rows of that location and window, whatever the marketplace around it holds and however
// long the location's own history: here the marketplace grows fivefold and the location gains two
// years of bookings before its window, and what is read for it must not grow.

const engines = await testEngines();
const TODAY = '2026-11-26';
const ZONE = 'America/Santiago';
const WEEK = { firstDate: '2026-11-23' as LocalDate, lastDate: '2026-11-29' as LocalDate };

interface PlanNode {
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Index Recheck'?: number;
  readonly Plans?: readonly PlanNode[];
}

/** Rows each table's scans read in `node`'s plan: returned or removed by a filter, over every loop. */
function addRowsRead(node: PlanNode, read: Map<string, number>): void {
  const relation = node['Relation Name'];
  if (relation !== undefined) {
    const perLoop =
      (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    read.set(relation, (read.get(relation) ?? 0) + perLoop * (node['Actual Loops'] ?? 1));
  }
  for (const child of node.Plans ?? []) addRowsRead(child, read);
}

/**
 * The rows read, by table, by the statements `load` sends through its executor. Planned with
 * sequential scans discouraged (enable_seqscan off, for the EXPLAIN's transaction only): on tables
 * this small the planner rightly reads a whole table rather than its index, as it would not on the
 * marketplace's 10M bookings; discouraged, a table is still read whole where no index fits the read,
 * which is what is looked for here.
 */
async function rowsRead(
  database: SqlDatabase,
  load: (executor: SqlExecutor) => Promise<unknown>,
  planner: 'seqscan discouraged' | 'as configured' = 'seqscan discouraged',
): Promise<Map<string, number>> {
  const statements: { text: string; params: readonly unknown[] }[] = [];
  await load({
    query: (text, params = []) => {
      statements.push({ text, params });
      return database.query(text, params);
    },
    exec: (script) => database.exec(script),
  });
  const read = new Map<string, number>();
  for (const { text, params } of statements) {
    const [row] = (await database.transaction(async (transaction) => {
      if (planner === 'seqscan discouraged') await transaction.query('SET LOCAL enable_seqscan = off');
      return transaction.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
    })) as readonly Record<string, unknown>[];
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as readonly { Plan: PlanNode }[];
    for (const each of parsed) addRowsRead(each.Plan, read);
  }
  return read;
}

const total = (read: Map<string, number>) => [...read.values()].reduce((sum, rows) => sum + rows, 0);

describe.each(engines)('a cold location’s reads on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let market: Marketplace;
    let before: Map<string, number>;
    let after: Map<string, number>;
    let afterAsConfigured: Map<string, number>;

    const coldLoad = (executor: SqlExecutor) => {
      const at = locationId(market.locations[3]?.locationId ?? -1);
      return Promise.all([sqlAgendas(executor).agendaOf(at, WEEK), sqlCatalogue(executor).catalogueOf(at)]);
    };

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      const sizes = { weeks: 4, today: TODAY, timeZone: ZONE };
      market = await seedMarketplace(handle.database, {
        ...sizes,
        companies: 10,
        locations: 20,
        professionals: 400,
        bookings: 4_000,
        label: 'first',
      });
      before = await rowsRead(handle.database, coldLoad);
      await seedMarketplace(handle.database, {
        ...sizes,
        companies: 40,
        locations: 100,
        professionals: 2_000,
        bookings: 20_000,
        label: 'more',
      });
      // Two years of the location's history: each of its bookings again 52 and 104 weeks earlier.
      await handle.database.query(
        `INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, price)
         SELECT b.group_id, b.location_id, b.service_id, b.provider_id,
                tstzrange(lower(b.during) - weeks * interval '7 days', upper(b.during) - weeks * interval '7 days'),
                b.status, b.price
         FROM bookings b CROSS JOIN (VALUES (52), (104)) AS back (weeks) WHERE b.location_id = $1`,
        [market.locations[3]?.locationId],
      );
      await handle.database.query('ANALYZE bookings');
      after = await rowsRead(handle.database, coldLoad);
      afterAsConfigured = await rowsRead(handle.database, coldLoad, 'as configured');
    }, 180_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('reads no more rows once the marketplace is five times larger and the location has two more years behind it', () => {
      expect(total(before)).toBeGreaterThan(0);
      expect(total(after)).toBeLessThanOrEqual(total(before));
    });

    it('reads the same held bookings: those of its professionals in the window, not the ones before', () => {
      expect(after.get('bookings')).toBe(before.get('bookings'));
    });

    it('reads its professionals’ weekly hours by location, not the whole table of 14,000 rows', () => {
      // Planned as configured: discouraged, a scan of the key's whole index would be counted as
      // the rows it returns. 20 professionals a location (400 over 20), six days each, read thrice.
      expect(afterAsConfigured.get('provider_weekly_hours')).toBeGreaterThan(0);
      expect(afterAsConfigured.get('provider_weekly_hours')).toBeLessThanOrEqual(3 * 20 * 6);
    });
  });
});
