// What a kept agenda and a kept catalogue really weigh on the heap, beside what the caches estimate
// (issue 37; docs/adr/0135, docs/adr/0143): the first COUNT active locations' agendas of a window
// read through the agenda cache (budget unbounded, so that it keeps them all) and, separately, their
// catalogues; the heap used after a full collection, before and after, divided by how many are kept.
// A composition root of its own (main.ts): it opens the database and the persistence adapters.
//
//   node --expose-gc --import tsx tools/bench-http/weigh-kept-reads/main.ts DATABASE_URL FIRST_DATE LAST_DATE COUNT
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { agendaCache, agendaWeight, catalogueWeight } from '#adapters/persistence/cached-agenda';
import { openPostgresDatabase } from '#adapters/persistence/pg-database';
import { sqlAgendas } from '#adapters/persistence/sql-agenda';
import { sqlCatalogue } from '#adapters/persistence/sql-catalogue';
import type { LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';

const [url, firstDate, lastDate, count] = process.argv.slice(2);
const collect = (globalThis as { gc?: () => void }).gc;
if (url === undefined || firstDate === undefined || lastDate === undefined || count === undefined)
  throw new Error('usage: weigh-kept-reads/main.ts DATABASE_URL FIRST_DATE LAST_DATE COUNT');
if (collect === undefined) throw new Error('run it with node --expose-gc');

const database = openPostgresDatabase(url);
/**
 * The heap used after full collections, in bytes, with the typed arrays' stores outside it (a kept
 * agenda's held time is numbers in Float64Arrays; docs/adr/0166).
 */
const heapUsed = () => {
  collect();
  collect();
  const { heapUsed: heap, arrayBuffers } = process.memoryUsage();
  return heap + arrayBuffers;
};

try {
  const ids = (
    (await database.query('SELECT id FROM locations WHERE is_active ORDER BY id LIMIT $1', [Number(count)])) as {
      id: number;
    }[]
  ).map((row) => row.id as LocationId);
  const window = { firstDate: firstDate as LocalDate, lastDate: lastDate as LocalDate };

  const cache = agendaCache(
    { listen: () => Promise.resolve(() => Promise.resolve()) },
    { agendas: sqlAgendas(database), catalogue: sqlCatalogue(database) },
    { budgetBytes: Number.MAX_SAFE_INTEGER },
  );
  await sleep(10);
  if (!cache.keeping()) throw new Error('the agenda cache does not keep');
  let before = heapUsed();
  let estimated = 0;
  let bookings = 0;
  let professionals = 0;
  for (const id of ids) {
    const agenda = await cache.agendas.agendaOf(id, window);
    estimated += agendaWeight(agenda);
    bookings += agenda?.bookings.length ?? 0;
    professionals += agenda?.providers.length ?? 0;
  }
  const agendas = { heap: heapUsed() - before, estimated };

  const catalogues: unknown[] = [];
  let estimatedCatalogues = 0;
  before = heapUsed();
  for (const id of ids) {
    const catalogue = await sqlCatalogue(database).catalogueOf(id);
    catalogues.push(catalogue);
    estimatedCatalogues += catalogueWeight(catalogue);
  }
  const cataloguesHeap = heapUsed() - before;

  const each = (bytes: number) => Math.round(bytes / ids.length);
  process.stdout.write(
    `${JSON.stringify(
      {
        locations: ids.length,
        window,
        agenda: {
          heapBytes: each(agendas.heap),
          estimatedBytes: each(agendas.estimated),
          heldBookings: bookings / ids.length,
          professionals: professionals / ids.length,
        },
        catalogue: { heapBytes: each(cataloguesHeap), estimatedBytes: each(estimatedCatalogues) },
        kept: catalogues.length,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await database.close();
}
