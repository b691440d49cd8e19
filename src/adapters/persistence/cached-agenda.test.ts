import fc from 'fast-check';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAvailableDays } from '#application/availability/list-available-days';
import { listAvailableHours } from '#application/availability/list-available-hours';
import { fixedClock } from '#application/availability/location-agenda.test-support';
import type { AgendaWindow, Agendas, LocationAgenda } from '#application/ports/server/agenda';
import type { Bookings, NewBooking } from '#application/ports/server/bookings';
import type { Catalogue } from '#application/ports/server/catalogue';
import type { Booking } from '#domain/availability/agenda';
import { heldList } from '#domain/availability/held-bookings';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId } from '#domain/catalog/service';
import { addDays, dayNumber, fromDayNumber, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';
import {
  agendaCache,
  agendaChangeOf,
  createdPayloads,
  forgettingBookings,
  keptWindow,
  type AgendaCache,
} from './cached-agenda';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { sqlAgendas } from './sql-agenda';
import { insertBooking } from './sql-agenda.test-support';
import { sqlCatalogue } from './sql-catalogue';
import { sqlCompanyDirectory } from './sql-company-directory';
import { isPostgresError, SQL_STATE, type NotificationListener } from './sql-database';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The agenda and catalogue kept in memory (issue 19; docs/adr/0071), on PGlite and PostgreSQL:
// whatever is written — bookings made, refused by the exclusion constraint or cancelled, a day off
// given — the hours and days read through the cache equal those of a fresh read once the change is
// heard: at once on PGlite (one process, notified at commit), within about a second on PostgreSQL.

const engines = await testEngines();

const clock = fixedClock('2026-12-01T12:00:00-03:00');
const FIRST_DAY = addDays(DEMO_TODAY, 1);
const PROVIDERS = [DEMO_PROVIDER.camila, DEMO_PROVIDER.javiera, DEMO_PROVIDER.matias, DEMO_PROVIDER.francisca];

type Write =
  | {
      readonly _tag: 'Book';
      readonly providerId: number;
      readonly lasCondes: boolean;
      readonly day: number;
      readonly quarter: number;
      readonly minutes: number;
    }
  | {
      /** Through the bookings port, as the server books: by this process (own) or another (heard only). */
      readonly _tag: 'Create';
      readonly own: boolean;
      readonly providerId: number;
      readonly lasCondes: boolean;
      readonly day: number;
      readonly quarter: number;
      readonly minutes: number;
    }
  | { readonly _tag: 'Cancel'; readonly nth: number }
  | { readonly _tag: 'DayOff'; readonly providerId: number; readonly day: number };

const writes = fc.array(
  fc.oneof(
    fc.record({
      _tag: fc.constant('Book' as const),
      providerId: fc.constantFrom(...PROVIDERS),
      lasCondes: fc.boolean(),
      day: fc.integer({ min: 0, max: 4 }),
      // From 09:00 to 18:45, on the quarter hour.
      quarter: fc.integer({ min: 0, max: 39 }),
      minutes: fc.constantFrom(30, 45, 60),
    }),
    fc.record({
      _tag: fc.constant('Create' as const),
      own: fc.boolean(),
      providerId: fc.constantFrom(...PROVIDERS),
      lasCondes: fc.boolean(),
      day: fc.integer({ min: 0, max: 4 }),
      quarter: fc.integer({ min: 0, max: 39 }),
      minutes: fc.constantFrom(30, 45, 60),
    }),
    fc.record({ _tag: fc.constant('Cancel' as const), nth: fc.nat({ max: 20 }) }),
    fc.record({
      _tag: fc.constant('DayOff' as const),
      providerId: fc.constantFrom(...PROVIDERS),
      day: fc.integer({ min: 0, max: 4 }),
    }),
  ),
  { minLength: 1, maxLength: 4 },
);

/** How the writes book through the port: as this process (telling the cache) and as another. */
interface Booker {
  readonly own: Bookings;
  readonly other: Bookings;
}

async function apply(handle: TestDatabase, write: Write, booker: Booker): Promise<void> {
  const { database } = handle;
  switch (write._tag) {
    case 'Create': {
      const date = addDays(FIRST_DAY, write.day);
      const start = (Date.parse(`${date}T09:00:00-03:00`) + write.quarter * 15 * 60_000) as Instant;
      const booking = aBooking({
        providerId: write.providerId as ProviderId,
        start,
        end: (start + write.minutes * 60_000) as Instant,
      });
      // Refused as taken (the exclusion constraint) or not: the cache must end up as a fresh read.
      await (write.own ? booker.own : booker.other).create(
        aGroup([booking], write.lasCondes ? { locationId: DEMO_LOCATION.lasCondes } : {}),
      );
      return;
    }
    case 'Book': {
      const date = addDays(FIRST_DAY, write.day);
      const start = Date.parse(`${date}T09:00:00-03:00`) + write.quarter * 15 * 60_000;
      try {
        await insertBooking(database, {
          locationId: write.lasCondes ? DEMO_LOCATION.lasCondes : DEMO_LOCATION.providencia,
          serviceId: DEMO_SERVICE.womensCut,
          providerId: write.providerId,
          from: new Date(start).toISOString(),
          to: new Date(start + write.minutes * 60_000).toISOString(),
        });
      } catch (error) {
        // Refused by the exclusion constraint: nothing was written, nothing must change.
        if (!isPostgresError(error, SQL_STATE.exclusionViolation)) throw error;
      }
      return;
    }
    case 'Cancel':
      await database.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = now()
         WHERE id = (SELECT id FROM bookings WHERE status <> 'cancelled' AND lower(during) >= $1::date
                     ORDER BY id OFFSET $2 LIMIT 1)`,
        [FIRST_DAY, write.nth],
      );
      return;
    case 'DayOff':
      await database.query(
        `INSERT INTO provider_exceptions (provider_id, location_id, on_date) VALUES ($1, $2, $3::date)`,
        [write.providerId, DEMO_LOCATION.providencia, addDays(FIRST_DAY, write.day)],
      );
      return;
    default:
      write satisfies never;
  }
}

type Ports = { readonly agendas: Agendas; readonly catalogue: Catalogue };

/** The use cases over each set of ports, made once: the hours kept with the cache's readings live as long (docs/adr/0071). */
const useCases = new WeakMap<
  Ports,
  { hours: ReturnType<typeof listAvailableHours>; days: ReturnType<typeof listAvailableDays> }
>();

/** What the storefront asks: each day's hours of a women's cut and of a cut then a manicure, and the week's days. */
async function questions(ports: Ports) {
  let made = useCases.get(ports);
  if (made === undefined) {
    made = { hours: listAvailableHours({ ...ports, clock }), days: listAvailableDays({ ...ports, clock }) };
    useCases.set(ports, made);
  }
  const { hours, days } = made;
  const query = (serviceIds: readonly number[]) => ({
    locationId: DEMO_LOCATION.providencia,
    serviceIds,
    restrictTo: null,
    chosenProviders: null,
    bundled: false,
    bundleId: null,
    chosenTimes: [],
  });
  const answers: unknown[] = [];
  for (const serviceIds of [[DEMO_SERVICE.womensCut], [DEMO_SERVICE.womensCut, DEMO_SERVICE.manicure]]) {
    for (let day = 0; day < 5; day++) {
      const startDate: LocalDate = addDays(FIRST_DAY, day);
      answers.push((await hours({ ...query(serviceIds), startDate, endDate: null }))._unsafeUnwrap());
    }
    answers.push(
      (await days({ ...query(serviceIds), startDate: FIRST_DAY, endDate: addDays(FIRST_DAY, 6) }))._unsafeUnwrap(),
    );
  }
  return answers;
}

async function until(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    if (await condition()) return true;
    if (performance.now() - started > withinMs) return false;
    await sleep(10);
  }
}

describe.each(engines)('the agenda kept in memory on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let cache: AgendaCache;
    let fresh: { readonly agendas: Agendas; readonly catalogue: Catalogue };
    let booker: Booker;
    let reads = 0;
    // PGlite tells its listeners at commit, before the statement's promise resolves.
    const heardWithinMs = engine.name === 'PGlite' ? 0 : 1_500;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      fresh = { agendas: sqlAgendas(handle.database), catalogue: sqlCatalogue(handle.database) };
      const counting: Agendas = {
        agendaOf: (locationId, window) => {
          reads += 1;
          return fresh.agendas.agendaOf(locationId, window);
        },
      };
      cache = agendaCache(handle.database, { agendas: counting, catalogue: fresh.catalogue });
      const other = sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY));
      booker = { own: forgettingBookings(other, cache), other };
      expect(await until(() => cache.keeping(), 5_000)).toBe(true);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('reads each agenda once while nothing changes', async () => {
      const first = await questions(cache);
      const readsBefore = reads;
      expect(await questions(cache)).toEqual(first);
      expect(reads).toBe(readsBefore);
      expect(first).toEqual(await questions(fresh));
    });

    it('answers the hours and days of a fresh read after any generated writes, once they are heard', async () => {
      await fc.assert(
        fc.asyncProperty(writes, async (generated) => {
          // Kept before the writes, so they must be heard to be seen.
          await questions(cache);
          for (const write of generated) await apply(handle, write, booker);
          const expected = await questions(fresh);
          let seen: unknown;
          const equal = await until(async () => {
            seen = await questions(cache);
            return JSON.stringify(seen) === JSON.stringify(expected);
          }, heardWithinMs);
          expect(seen).toEqual(expected);
          expect(equal).toBe(true);
          // And the held time kept is what a fresh read of the same weeks holds, in its order.
          const week = { firstDate: FIRST_DAY, lastDate: addDays(FIRST_DAY, 6) };
          for (const location of [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes])
            expect(heldList((await cache.agendas.agendaOf(location, week))?.bookings ?? [])).toEqual(
              (await fresh.agendas.agendaOf(location, keptWindow(week)))?.bookings,
            );
        }),
        { numRuns: engine.name === 'PGlite' ? 25 : 15 },
      );
    }, 240_000);

    it("keeps a location and its company until the location's opening hours change (migration 0024)", async () => {
      const directory = sqlCompanyDirectory(handle.database);
      const kept = cache.companyDirectory(directory);
      const location = DEMO_LOCATION.providencia;
      const read = async () => {
        const found = await kept.activeLocation(location);
        const company = found === undefined ? undefined : await kept.companyById(found.companyId);
        return { found, company };
      };
      expect(await read()).toEqual(await read());
      const before = await read();
      const fresh = async () => {
        const found = await directory.activeLocation(location);
        return { found, company: found === undefined ? undefined : await directory.companyById(found.companyId) };
      };
      const [hour] = (await handle.database.query(
        'SELECT iso_weekday, opens_at FROM location_weekly_hours WHERE location_id = $1 ORDER BY iso_weekday LIMIT 1',
        [location],
      )) as readonly { iso_weekday: number; opens_at: string }[];
      if (hour === undefined) throw new Error('Providencia has no opening hours');
      try {
        await handle.database.query(
          "UPDATE location_weekly_hours SET opens_at = opens_at + interval '5 minutes' WHERE location_id = $1 AND iso_weekday = $2",
          [location, hour.iso_weekday],
        );
        const expected = await fresh();
        expect(expected).not.toEqual(before);
        let seen: unknown;
        expect(
          await until(async () => {
            seen = await read();
            return JSON.stringify(seen) === JSON.stringify(expected);
          }, heardWithinMs),
        ).toBe(true);
        expect(seen).toEqual(expected);
      } finally {
        await handle.database.query(
          "UPDATE location_weekly_hours SET opens_at = opens_at - interval '5 minutes' WHERE location_id = $1 AND iso_weekday = $2",
          [location, hour.iso_weekday],
        );
      }
    });
  });
});

describe('the cache without the database’s word', () => {
  function agendaOf(providerIds: readonly number[]): LocationAgenda {
    return {
      locationId: 1 as LocationId,
      companyId: 1 as never,
      timeZone: 'America/Santiago',
      slotStepMinutes: 15,
      minimumNoticeMinutes: 0,
      afterBookingMonths: 1,
      providers: providerIds.map((id) => ({ id }) as never),
      bookings: [],
      classTimes: [],
      classSeatsTaken: [],
    };
  }
  const window: AgendaWindow = { firstDate: FIRST_DAY, lastDate: FIRST_DAY };
  const catalogue: Catalogue = {
    catalogueOf: () => Promise.resolve({ categories: [], services: [] }),
    promotionByToken: () => Promise.resolve(undefined),
    professional: () => Promise.resolve(undefined),
  };

  function counted(providerIds: readonly number[] = [1, 2]) {
    const read = { count: 0 };
    const agendas: Agendas = {
      agendaOf: () => {
        read.count += 1;
        return Promise.resolve(agendaOf(providerIds));
      },
    };
    return { read, agendas };
  }

  function listening() {
    let told: NotificationListener | undefined;
    return {
      database: {
        listen: (_channel: string, listener: NotificationListener) => {
          told = listener;
          return Promise.resolve(() => Promise.resolve());
        },
      },
      tell: () => {
        if (told === undefined) throw new Error('not listening');
        return told;
      },
    };
  }

  it('reads the agenda each time when the database cannot be listened to', async () => {
    const { read, agendas } = counted();
    const cache = agendaCache({}, { agendas, catalogue });
    await cache.agendas.agendaOf(1 as LocationId, window);
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(2);
    expect(cache.keeping()).toBe(false);
  });

  it('forgets only the agendas of the professionals whose held time changed', async () => {
    const { read, agendas } = counted([1, 2]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    tell().notified('provider:3');
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(1);
    tell().notified('provider:2');
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(2);
    tell().notified('all');
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(3);
  });

  it('does not keep a read that was under way when a change was heard', async () => {
    const { read, agendas } = counted([1]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const underWay = cache.agendas.agendaOf(1 as LocationId, window);
    tell().notified('provider:7');
    await underWay;
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(2);
  });

  it('keeps nothing while the listening is interrupted, and keeps again once it resumes', async () => {
    const { read, agendas } = counted();
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    tell().interrupted();
    await cache.agendas.agendaOf(1 as LocationId, window);
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(3);
    tell().resumed();
    await cache.agendas.agendaOf(1 as LocationId, window);
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(4);
  });

  it('reads again an entry older than its maximum age', async () => {
    const { read, agendas } = counted();
    const { database } = listening();
    let now = 0;
    const cache = agendaCache(database, { agendas, catalogue }, { maxAgeMs: 1_000, now: () => now });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    now = 999;
    await cache.agendas.agendaOf(1 as LocationId, window);
    now = 2_001;
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(2);
  });

  it('says its changes have changed with anything it keeps, and not with a lookup it answers (docs/adr/0148)', async () => {
    const { agendas } = counted([1, 2]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    expect(cache.changes()).toBeNull();
    await sleep(0);
    const moves: boolean[] = [];
    const moved = async (step: () => unknown) => {
      const before = cache.changes();
      await step();
      moves.push(cache.changes() !== before);
    };
    await moved(() => cache.agendas.agendaOf(1 as LocationId, window));
    await moved(() => cache.agendas.agendaOf(1 as LocationId, window));
    await moved(() => cache.catalogue.catalogueOf(1 as LocationId));
    await moved(() => cache.catalogue.catalogueOf(1 as LocationId));
    await moved(() => booked(cache, [held(2, noon)]));
    await moved(() => cache.agendas.agendaOf(1 as LocationId, window));
    await moved(() => {
      tell().notified('provider:9');
    });
    await moved(() => {
      tell().notified('provider:2');
    });
    await moved(() => cache.agendas.agendaOf(1 as LocationId, window));
    expect(moves).toEqual([true, false, true, false, true, false, false, true, true]);
    tell().interrupted();
    expect(cache.changes()).toBeNull();
  });

  /** The bookings port of a create that succeeds, told to `cache` as the server's is. */
  async function booked(cache: AgendaCache, bookings: readonly Partial<NewBooking>[]) {
    const { ok } = await import('neverthrow');
    const port = forgettingBookings({ create: () => Promise.resolve(ok({} as never)) } as never, cache);
    await port.create({ bookings: bookings.map((booking) => ({ classCapacity: null, ...booking })) } as never);
  }

  const noon = Date.parse(`${FIRST_DAY}T15:00:00Z`) as Instant;
  const held = (providerId: number, start: number, minutes = 45): Booking =>
    ({ providerId, start, end: start + minutes * 60_000 }) as Booking;

  it('adds, once this process booked plain bookings, the time they took to the agendas it keeps, before answering, without reading again', async () => {
    const { read, agendas } = counted([1, 2]);
    const { database } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const before = await cache.agendas.agendaOf(1 as LocationId, window);
    await booked(cache, [held(2, noon + 3_600_000), held(1, noon), held(3, noon)]);
    const after = await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(1);
    // Professional 3 does not work here: a fresh read would not hold their time.
    expect(heldList(after?.bookings ?? [])).toEqual([held(1, noon), held(2, noon + 3_600_000)]);
    expect(heldList(before?.bookings ?? [])).toEqual([]);
  });

  it('forgets, once this process booked a class seat, the agendas of its professional', async () => {
    const { read, agendas } = counted([1]);
    const { database } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    await booked(cache, [{ ...held(1, noon), classCapacity: 8 }]);
    await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(2);
  });

  it('forgets rather than adds when a change was heard while this process was booking (the booking may be what it cancelled)', async () => {
    const { read, agendas } = counted([1]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const { ok } = await import('neverthrow');
    const port = forgettingBookings(
      {
        create: async () => {
          // Read again after a change heard mid-create, then the create answers.
          tell().notified('provider:1');
          await cache.agendas.agendaOf(1 as LocationId, window);
          return ok({} as never);
        },
      } as never,
      cache,
    );
    await cache.agendas.agendaOf(1 as LocationId, window);
    await port.create({ bookings: [{ ...held(1, noon), classCapacity: null }] } as never);
    const after = await cache.agendas.agendaOf(1 as LocationId, window);
    expect(read.count).toBe(3);
    expect(heldList(after?.bookings ?? [])).toEqual([]);
  });

  it('adds the time another process took, as its notification says, once, within the span each agenda was read for', async () => {
    const { read, agendas } = counted([1, 2]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    const later = { firstDate: addDays(FIRST_DAY, 21), lastDate: addDays(FIRST_DAY, 21) };
    await cache.agendas.agendaOf(1 as LocationId, later);
    for (const payload of createdPayloads([aBooking({ ...held(2, noon) }), aBooking({ ...held(2, noon) })]))
      tell().notified(payload);
    expect(heldList((await cache.agendas.agendaOf(1 as LocationId, window))?.bookings ?? [])).toEqual([held(2, noon)]);
    // Weeks later: outside what that agenda was read for.
    expect(heldList((await cache.agendas.agendaOf(1 as LocationId, later))?.bookings ?? [])).toEqual([]);
    expect(read.count).toBe(2);
  });

  it('adds time taken only where it overlaps the span the agenda was read for: a day before its weeks to two after', async () => {
    const { agendas } = counted([1]);
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    await cache.agendas.agendaOf(1 as LocationId, window);
    const weeks = keptWindow(window);
    const from = Date.parse(`${addDays(weeks.firstDate, -1)}T00:00:00Z`);
    const to = Date.parse(`${addDays(weeks.lastDate, 2)}T00:00:00Z`);
    const taken = [held(1, from - 60 * 60_000, 60), held(1, from - 30 * 60_000), held(1, to - 60_000), held(1, to)];
    for (const payload of createdPayloads(taken.map((booking) => aBooking(booking)))) tell().notified(payload);
    expect(heldList((await cache.agendas.agendaOf(1 as LocationId, window))?.bookings ?? [])).toEqual([
      held(1, from - 30 * 60_000),
      held(1, to - 60_000),
    ]);
  });

  it('keeps a read under way when time is taken meanwhile, that time added, for those waiting and those after (issue 37)', async () => {
    const read = { count: 0 };
    let finishRead: () => void = () => undefined;
    const agendas: Agendas = {
      agendaOf: () => {
        read.count += 1;
        return new Promise((resolve) => {
          finishRead = () => {
            resolve(agendaOf([1, 2]));
          };
        });
      },
    };
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const underWay = cache.agendas.agendaOf(1 as LocationId, window);
    const waiting = cache.agendas.agendaOf(1 as LocationId, window);
    tell().notified(`taken:2:${String(noon)}:${String(noon + 60_000)}`);
    await booked(cache, [held(1, noon)]);
    tell().notified(`taken:3:${String(noon)}:${String(noon + 60_000)}`);
    finishRead();
    const expected = [held(1, noon), held(2, noon, 1)];
    expect(heldList((await underWay)?.bookings ?? [])).toEqual(expected);
    expect(heldList((await waiting)?.bookings ?? [])).toEqual(expected);
    expect(heldList((await cache.agendas.agendaOf(1 as LocationId, window))?.bookings ?? [])).toEqual(expected);
    expect(read.count).toBe(1);
  });

  /**
   * A location of `providers` professionals whose agenda holds `held` bookings and is read in
   * `readMs`, and what creates at it read: the agendas port's reads and the bookings they return.
   */
  async function createsAt(size: { readonly providers: number; readonly held: number }, creates: number) {
    const ids = Array.from({ length: size.providers }, (_, index) => index + 1);
    const base = agendaOf(ids);
    const start = Date.parse(`${FIRST_DAY}T12:00:00Z`);
    // The location's held bookings: one every minute across its professionals, sorted as read.
    const bookingsHeld = Array.from({ length: size.held }, (_, index) =>
      held(ids[index % ids.length] ?? 1, start + Math.floor(index / ids.length) * 60_000, 1),
    );
    const counts = { reads: 0, rowsRead: 0 };
    const agendas: Agendas = {
      agendaOf: async () => {
        counts.reads += 1;
        counts.rowsRead += bookingsHeld.length;
        // A busy location's read takes long enough for creates to be heard while it runs.
        await sleep(5);
        return { ...base, bookings: bookingsHeld };
      },
    };
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const later = Date.parse(`${FIRST_DAY}T20:00:00Z`);
    for (let index = 0; index < creates; index++) {
      // A create reads the agenda to check its hour, books, and the other process's creates are heard.
      const checked = cache.agendas.agendaOf(1 as LocationId, window);
      const hour = held(ids[index % ids.length] ?? 1, later + index * 60_000, 1);
      tell().notified(`taken:${String(hour.providerId)}:${String(hour.start)}:${String(hour.end)}`);
      await checked;
      await booked(cache, [held(hour.providerId, hour.start + 3_600_000, 1)]);
    }
    const agenda = await cache.agendas.agendaOf(1 as LocationId, window);
    return { ...counts, held: agenda?.bookings.length ?? 0 };
  }

  it('reads a location’s agenda once for a stream of creates, however many bookings it holds: rows read do not grow with the creates (issue 37)', async () => {
    const small = await createsAt({ providers: 4, held: 20 }, 50);
    const dense = await createsAt({ providers: 200, held: 20_000 }, 50);
    expect(small.reads).toBe(1);
    expect(dense.reads).toBe(1);
    // Once read, each create adds its time and reads nothing: 20,000 rows for fifty creates, not a million.
    expect(dense.rowsRead).toBe(20_000);
    expect(small.held).toBe(20 + 100);
    expect(dense.held).toBe(20_000 + 100);
  });

  it('reads and keeps an agenda for the whole weeks, Monday to Sunday, around the window asked', async () => {
    const asked: AgendaWindow[] = [];
    const agendas: Agendas = {
      agendaOf: (_locationId, window) => {
        asked.push(window);
        return Promise.resolve(agendaOf([1]));
      },
    };
    const { database } = listening();
    const cache = agendaCache(database, { agendas, catalogue });
    await sleep(0);
    const day = (date: string) => date as LocalDate;
    // 2026-12-03 is a Thursday: its week runs from Monday 2026-11-30 to Sunday 2026-12-06.
    await cache.agendas.agendaOf(1 as LocationId, { firstDate: day('2026-12-03'), lastDate: day('2026-12-16') });
    await cache.agendas.agendaOf(1 as LocationId, { firstDate: day('2026-12-06'), lastDate: day('2026-12-19') });
    await cache.agendas.agendaOf(1 as LocationId, { firstDate: day('2026-11-30'), lastDate: day('2026-11-30') });
    await cache.agendas.agendaOf(1 as LocationId, { firstDate: day('2026-12-07'), lastDate: day('2026-12-20') });
    expect(asked).toEqual([
      { firstDate: '2026-11-30', lastDate: '2026-12-20' },
      { firstDate: '2026-11-30', lastDate: '2026-12-06' },
      { firstDate: '2026-12-07', lastDate: '2026-12-20' },
    ]);
  });

  it('widens a window to the Monday on or before its first date and the Sunday on or after its last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.nat({ max: 120 }), (first, length) => {
        const window = { firstDate: fromDayNumber(first), lastDate: fromDayNumber(first + length) };
        const weeks = keptWindow(window);
        expect(isoWeekday(weeks.firstDate)).toBe(1);
        expect(isoWeekday(weeks.lastDate)).toBe(7);
        expect(dayNumber(weeks.firstDate)).toBeGreaterThan(first - 7);
        expect(dayNumber(weeks.firstDate)).toBeLessThanOrEqual(first);
        expect(dayNumber(weeks.lastDate)).toBeGreaterThanOrEqual(first + length);
        expect(dayNumber(weeks.lastDate)).toBeLessThan(first + length + 7);
      }),
    );
  });

  it("keeps a company's directory entries until everything is forgotten, each under its own key", async () => {
    const asked: string[] = [];
    const directory = {
      companyById: (id: number) => {
        asked.push(`company ${String(id)}`);
        return Promise.resolve({ id } as never);
      },
      activeLocation: (id: number) => {
        asked.push(`location ${String(id)}`);
        return Promise.resolve({ id } as never);
      },
    } as never;
    const { database, tell } = listening();
    const cache = agendaCache(database, { agendas: counted().agendas, catalogue });
    await sleep(0);
    const kept = cache.companyDirectory(directory);
    expect(await kept.companyById(1 as never)).toEqual({ id: 1 });
    expect(await kept.activeLocation(1 as LocationId)).toEqual({ id: 1 });
    await kept.companyById(1 as never);
    tell().notified('provider:1');
    await kept.activeLocation(1 as LocationId);
    expect(asked).toEqual(['company 1', 'location 1']);
    tell().notified('all');
    await kept.activeLocation(1 as LocationId);
    expect(asked).toEqual(['company 1', 'location 1', 'location 1']);
  });

  it('reads payloads it does not know as a change of everything', () => {
    expect(agendaChangeOf('provider:12')).toEqual({ _tag: 'HeldTime', providerIds: [12] });
    expect(agendaChangeOf('taken:12:1000:2000')).toEqual({ _tag: 'TimeTaken', taken: [held(12, 1000, 1 / 60)] });
    for (const unknown of [
      'all',
      'provider:x',
      'taken:12:2000:1000',
      'taken:12:1000',
      'taken:1:99999999999999999:1e20',
    ])
      expect(agendaChangeOf(unknown)).toEqual({ _tag: 'Everything' });
  });

  it('writes what a create took as the payloads it reads back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            providerId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            start: fc.integer({ min: 0, max: 4_102_444_800_000 }),
            minutes: fc.integer({ min: 1, max: 600 }),
            classCapacity: fc.option(fc.integer({ min: 1, max: 40 })),
          }),
          { maxLength: 4 },
        ),
        (bookings) => {
          const made = bookings.map(({ providerId, start, minutes, classCapacity }) =>
            aBooking({ ...held(providerId, start, minutes), classCapacity }),
          );
          expect(createdPayloads(made).map(agendaChangeOf)).toEqual(
            made.map((booking) =>
              booking.classCapacity === null
                ? {
                    _tag: 'TimeTaken',
                    taken: [held(booking.providerId, booking.start, (booking.end - booking.start) / 60_000)],
                  }
                : { _tag: 'HeldTime', providerIds: [booking.providerId] },
            ),
          );
        },
      ),
    );
  });
});

describe.each(engines.filter((engine) => engine.name === 'PostgreSQL'))('listening on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)('a connection of its own', () => {
    let handle: TestDatabase;

    beforeAll(async () => {
      handle = await engine.fresh();
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('hears notifications, says when its connection is cut, listens again, and stops when told', async () => {
      const events: string[] = [];
      const { database } = handle;
      if (database.listen === undefined) throw new Error('PostgreSQL listens');
      const stop = await database.listen('reserva_test_channel', {
        notified: (payload) => events.push(`heard ${payload}`),
        interrupted: () => events.push('interrupted'),
        resumed: () => events.push('resumed'),
      });
      await handle.database.query("SELECT pg_notify('reserva_test_channel', 'one')");
      expect(await until(() => events.includes('heard one'), 2_000)).toBe(true);

      const [cut] = await handle.database.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND query = 'LISTEN "reserva_test_channel"'`,
      );
      expect(cut).toEqual({ n: 1 });
      expect(await until(() => events.includes('resumed'), 5_000)).toBe(true);
      expect(events).toEqual(['heard one', 'interrupted', 'resumed']);
      await handle.database.query("SELECT pg_notify('reserva_test_channel', 'two')");
      expect(await until(() => events.includes('heard two'), 2_000)).toBe(true);

      await stop();
      await handle.database.query("SELECT pg_notify('reserva_test_channel', 'three')");
      await sleep(200);
      expect(events).toEqual(['heard one', 'interrupted', 'resumed', 'heard two']);
    }, 30_000);
  });
});
