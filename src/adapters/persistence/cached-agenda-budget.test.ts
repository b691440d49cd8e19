import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgendaWindow, Agendas, LocationAgenda } from '#application/ports/server/agenda';
import type { Catalogue } from '#application/ports/server/catalogue';
import type { Booking } from '#domain/availability/agenda';
import type { LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';
import { agendaCache, agendaWeight, catalogueWeight } from './cached-agenda';

// The agenda cache within its budget of estimated bytes (issue 37 "Memory bounded"; docs/adr/0135):
// many locations' agendas, small salons and dense locations, asked one after another, never weigh
// more than the budget together, the least recently used dropped first. The agendas come from a
// port of the test's own, their bookings shared slices of one list: only their number is weighed.

const WINDOW: AgendaWindow = { firstDate: '2026-12-02' as LocalDate, lastDate: '2026-12-02' as LocalDate };
const DENSE = 60_000;
const HELD: readonly Booking[] = Array.from({ length: DENSE }, (_, index) => ({
  providerId: 1 + (index % 200),
  start: 1_790_000_000_000 + index * 600_000,
  end: 1_790_000_000_000 + index * 600_000 + 3_600_000,
})) as Booking[];

const catalogue: Catalogue = {
  catalogueOf: () => Promise.resolve({ categories: [], services: [] }),
  promotionByToken: () => Promise.resolve(undefined),
  professional: () => Promise.resolve(undefined),
};

function agendaOf(locationId: number, bookings: number, professionals: number): LocationAgenda {
  return {
    locationId: locationId as LocationId,
    companyId: 1 as never,
    timeZone: 'America/Santiago',
    slotStepMinutes: 15,
    minimumNoticeMinutes: 0,
    afterBookingMonths: 1,
    providers: Array.from({ length: professionals }, (_, index) => ({ id: index + 1 }) as never),
    bookings: HELD.slice(0, bookings),
    classTimes: [],
    classSeatsTaken: [],
  };
}

/** A cache listening to a database that never says anything, over locations holding `bookingsOf(location)` bookings. */
async function cacheOver(budgetBytes: number, bookingsOf: (locationId: number) => number) {
  const reads: number[] = [];
  const agendas: Agendas = {
    agendaOf: (locationId) => {
      reads.push(locationId);
      const bookings = bookingsOf(locationId);
      return Promise.resolve(agendaOf(locationId, bookings, bookings > 1_000 ? 200 : 3));
    },
  };
  const database = { listen: () => Promise.resolve(() => Promise.resolve()) };
  const cache = agendaCache(database, { agendas, catalogue }, { budgetBytes });
  await Promise.resolve();
  expect(cache.keeping()).toBe(true);
  return { cache, reads, ask: (locationId: number) => cache.agendas.agendaOf(locationId as LocationId, WINDOW) };
}

describe('the agenda cache within its budget (issue 37)', () => {
  it('weighs an agenda by what it holds: a dense location’s far more than a small salon’s', () => {
    const salon = agendaWeight(agendaOf(1, 40, 3));
    const dense = agendaWeight(agendaOf(2, DENSE, 200));
    expect(dense).toBeGreaterThan(100 * salon);
    // At least what its held time was measured to hold: 16.6 bytes a booking (docs/adr/0166).
    expect(dense).toBeGreaterThan(DENSE * 16.6);
  });

  it('stays within its budget while 2,000 locations’ agendas, a few of them dense, are asked one after another', async () => {
    const budgetBytes = 16 * 1024 * 1024;
    // One location in a hundred as dense as the busiest (200 professionals), the rest small salons.
    const { cache, reads, ask } = await cacheOver(budgetBytes, (locationId) =>
      locationId % 100 === 0 ? DENSE : (locationId * 37) % 400,
    );
    for (let locationId = 1; locationId <= 2_000; locationId += 1) {
      await ask(locationId);
      expect(cache.figures().weight).toBeLessThanOrEqual(budgetBytes);
    }

    const figures = cache.figures();
    expect(figures.evictions).toBeGreaterThan(0);
    expect(figures.weight).toBeGreaterThan(budgetBytes / 2);
    // The most recently asked are kept: asked again, they are not read again.
    await ask(2_000);
    await ask(1_999);
    expect(reads.filter((location) => location >= 1_999)).toEqual([1_999, 2_000]);
    expect(cache.figures().hits).toBe(2);
    expect(cache.figures().misses).toBe(2_000);
  });

  it('never weighs more than its budget, whatever agendas are asked in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 * 1024 * 1024 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 60 }),
        fc.func(fc.integer({ min: 0, max: DENSE })),
        async (budgetBytes, asked, bookingsOf) => {
          const { cache, ask } = await cacheOver(budgetBytes, bookingsOf);
          for (const locationId of asked) {
            await ask(locationId);
            expect(cache.figures().weight).toBeLessThanOrEqual(budgetBytes);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers an agenda heavier than the whole budget without keeping it, and keeps the others', async () => {
    const { cache, reads, ask } = await cacheOver(agendaWeight(agendaOf(1, 1_000, 3)) * 3, (locationId) =>
      locationId === 9 ? DENSE : 1_000,
    );
    await ask(1);
    await ask(2);
    const dense = await ask(9);
    await ask(9);
    await ask(1);
    await ask(2);

    expect(dense?.bookings).toHaveLength(DENSE);
    expect(reads).toEqual([1, 2, 9, 9]);
    expect(cache.figures()).toMatchObject({ entries: 2, evictions: 2 });
  });

  it('keeps catalogues weighed by what they hold, within a quarter of its budget (docs/adr/0143)', async () => {
    // A location's catalogue of `services` services, each with a name and a description.
    const catalogueOf = (services: number) => ({
      categories: [],
      services: Array.from({ length: services }, (_, index) => ({
        service: { id: index + 1, name: `Service ${String(index)}`, description: 'x'.repeat(200) },
      })) as never[],
    });
    const reads: number[] = [];
    const budgetBytes = 1024 * 1024;
    const cache = agendaCache(
      { listen: () => Promise.resolve(() => Promise.resolve()) },
      {
        agendas: { agendaOf: () => Promise.resolve(undefined) },
        catalogue: {
          ...catalogue,
          catalogueOf: (locationId) => {
            reads.push(locationId);
            return Promise.resolve(catalogueOf(locationId % 10 === 0 ? 100 : 5));
          },
        },
      },
      { budgetBytes },
    );
    await Promise.resolve();
    const small = catalogueWeight(catalogueOf(5));
    const large = catalogueWeight(catalogueOf(100));
    expect(large).toBeGreaterThan(15 * small);

    for (let locationId = 1; locationId <= 400; locationId += 1) {
      await cache.catalogue.catalogueOf(locationId as LocationId);
      expect(cache.catalogueFigures().weight).toBeLessThanOrEqual(budgetBytes / 4);
    }
    const figures = cache.catalogueFigures();
    expect(figures.evictions).toBeGreaterThan(0);
    expect(figures.weight).toBeGreaterThan(budgetBytes / 8);
    // The last asked is kept: asked again, it is not read again.
    await cache.catalogue.catalogueOf(400 as LocationId);
    expect(reads.filter((location) => location === 400)).toHaveLength(1);
    expect(cache.catalogueFigures().hits).toBe(1);
  });
});
