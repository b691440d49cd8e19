import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAgendas } from '#adapters/persistence/sql-agenda';
import { seededDatabase } from '#adapters/persistence/demo/demo-databases.test-support';
import { testEngines, type TestDatabase } from '#adapters/persistence/test-databases.test-support';
import type { LocalDate } from '#domain/calendar/local-date';
import { locationId } from '#domain/shared/ids.test-support';
import { denseLayout, seedDenseLocation, type DenseLocation } from './dense-location';
import { heldList } from '#domain/availability/held-bookings';

// The benchmark's dense location (issue 19; docs/adr/0069), made small: its SQL runs on both
// engines, after the demo data, and makes what the agenda reads — professionals working at the
// location, held bookings that never overlap, spread evenly over the weeks asked for.

describe('the dense location’s layout', () => {
  it('starts on the Monday half the weeks before today’s week and ends on a Saturday', () => {
    const layout = denseLayout({ providers: 2, bookings: 10, weeks: 4, today: '2026-11-26' });

    expect(layout).toEqual({ firstDate: '2026-11-09', lastDate: '2026-12-05', providerDays: 48, slots: 960 });
  });

  it('is 200 professionals over 104 weeks by default, 1M bookings filling 40 % of their slots', () => {
    const layout = denseLayout({ providers: 200, bookings: 1_000_000, weeks: 104, today: '2026-11-23' });

    expect(layout.slots).toBe(2_496_000);
    expect(layout.firstDate).toBe('2025-11-24');
  });

  it('refuses more bookings than half the slots, which would leave days without a free hour', () => {
    expect(() => denseLayout({ providers: 1, bookings: 61, weeks: 1, today: '2026-11-26' })).toThrow(/more than half/);
  });
});

const engines = await testEngines();

const PROVIDERS = 3;
const BOOKINGS = 250;

describe.each(engines)('the dense location’s SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let dense: DenseLocation;
    const rows = async <Row>(text: string, params: readonly unknown[] = []) =>
      (await handle.database.query(text, params)) as readonly Row[];

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      dense = await seedDenseLocation(handle.database, {
        providers: PROVIDERS,
        bookings: BOOKINGS,
        weeks: 4,
        today: '2026-11-26',
        timeZone: 'America/Santiago',
        label: 'test',
      });
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('holds as many bookings as asked for, confirmed, at its own location', async () => {
      const [counted] = await rows<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE location_id = $1 AND status = 'confirmed'",
        [dense.locationId],
      );

      expect(counted?.n).toBe(BOOKINGS);
    });

    it('books no professional twice at once', async () => {
      const [overlapping] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
           ON a.provider_id = b.provider_id AND a.id < b.id AND a.during && b.during
         WHERE a.location_id = $1`,
        [dense.locationId],
      );

      expect(overlapping?.n).toBe(0);
    });

    it('books within the working hours, Monday to Saturday 09:00–19:00 at the location, from its first to its last date', async () => {
      const [outside] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings
         WHERE location_id = $1 AND NOT (
           extract(isodow FROM lower(during) AT TIME ZONE 'America/Santiago') BETWEEN 1 AND 6
           AND (lower(during) AT TIME ZONE 'America/Santiago')::time >= '09:00'
           AND (upper(during) AT TIME ZONE 'America/Santiago')::time <= '19:00'
           AND (lower(during) AT TIME ZONE 'America/Santiago')::date BETWEEN $2::date AND $3::date)`,
        [dense.locationId, dense.layout.firstDate, dense.layout.lastDate],
      );

      expect(outside?.n).toBe(0);
    });

    it('spreads the bookings evenly: every professional-day holds the same number, give or take one', async () => {
      const [spread] = await rows<{ fewest: number; most: number; days: number }>(
        `SELECT min(n)::int AS fewest, max(n)::int AS most, count(*)::int AS days FROM (
           SELECT count(*) AS n FROM bookings WHERE location_id = $1
           GROUP BY provider_id, (lower(during) AT TIME ZONE 'America/Santiago')::date) AS per_day`,
        [dense.locationId],
      );

      const even = Math.floor(BOOKINGS / dense.layout.providerDays);
      expect(spread).toEqual({ fewest: even, most: even + 1, days: dense.layout.providerDays });
    });

    it('is what the agenda reads: its professionals work there and their bookings of a week are held', async () => {
      const firstDate = '2026-11-23' as LocalDate;
      const lastDate = '2026-11-28' as LocalDate;
      const agenda = await sqlAgendas(handle.database).agendaOf(locationId(dense.locationId), { firstDate, lastDate });
      const [ofTheWeek] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings
         WHERE location_id = $1 AND (lower(during) AT TIME ZONE 'America/Santiago')::date BETWEEN $2::date AND $3::date`,
        [dense.locationId, firstDate, lastDate],
      );

      expect(agenda?.providers).toHaveLength(PROVIDERS);
      expect(ofTheWeek?.n).toBeGreaterThan(0);
      const heldThatWeek = heldList(agenda?.bookings ?? []).filter(
        (booking) =>
          booking.start >= Date.parse('2026-11-23T03:00:00Z') && booking.start < Date.parse('2026-11-29T03:00:00Z'),
      );
      expect(heldThatWeek).toHaveLength(ofTheWeek?.n ?? -1);
    });

    it('can be made twice in one database, each with its own ids', async () => {
      const second = await seedDenseLocation(handle.database, {
        providers: 1,
        bookings: 10,
        weeks: 1,
        today: '2026-11-26',
        timeZone: 'America/Santiago',
        label: 'second',
      });

      expect(second.locationId).not.toBe(dense.locationId);
      const [counted] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE location_id = $1', [
        second.locationId,
      ]);
      expect(counted?.n).toBe(10);
    });
  });
});
