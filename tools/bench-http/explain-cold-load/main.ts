// What a cold location's first hours request asks PostgreSQL (issue 37, docs/performance.md "Where a
// cold location's first request spends its time"): the agenda's and the catalogue's statements for
// one location and window, each run again under EXPLAIN (ANALYZE, BUFFERS), printed with its plan.
// A composition root of its own (main.ts): it opens the database and the persistence adapters.
//
//   npx tsx tools/bench-http/explain-cold-load/main.ts DATABASE_URL LOCATION_ID FIRST_DATE LAST_DATE
import process from 'node:process';
import { openPostgresDatabase } from '#adapters/persistence/pg-database';
import { sqlAgendas } from '#adapters/persistence/sql-agenda';
import { sqlCatalogue } from '#adapters/persistence/sql-catalogue';
import type { SqlExecutor } from '#adapters/persistence/sql-database';
import type { LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';

const [url, location, firstDate, lastDate] = process.argv.slice(2);
if (url === undefined || location === undefined || firstDate === undefined || lastDate === undefined)
  throw new Error('usage: explain-cold-load/main.ts DATABASE_URL LOCATION_ID FIRST_DATE LAST_DATE');
const database = openPostgresDatabase(url);
const statements: { text: string; params: readonly unknown[] }[] = [];
const recording: SqlExecutor = {
  query: async (text, params = []) => {
    statements.push({ text, params });
    return database.query(text, params);
  },
  exec: (script) => database.exec(script),
};
try {
  const window = { firstDate: firstDate as LocalDate, lastDate: lastDate as LocalDate };
  await sqlAgendas(recording).agendaOf(Number(location) as LocationId, window);
  await sqlCatalogue(recording).catalogueOf(Number(location) as LocationId);
  for (const { text, params } of statements) {
    const plan = (await database.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params)) as readonly Record<
      string,
      string
    >[];
    process.stdout.write(`==== ${text.replace(/\s+/g, ' ').slice(0, 100)}\n`);
    process.stdout.write(`${plan.map((row) => row['QUERY PLAN']).join('\n')}\n`);
  }
} finally {
  await database.close();
}
