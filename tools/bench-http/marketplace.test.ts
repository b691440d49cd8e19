import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAgendas } from '#adapters/persistence/sql-agenda';
import { seededDatabase } from '#adapters/persistence/demo/demo-databases.test-support';
import { testEngines, type TestDatabase } from '#adapters/persistence/test-databases.test-support';
import type { LocalDate } from '#domain/calendar/local-date';
import { locationId } from '#domain/shared/ids.test-support';
import { marketplaceGeneratedEarlier, marketplaceLayout, seedMarketplace, type Marketplace } from './marketplace';
import { settleScheduledMails } from './marketplace-mails-composition-root';
import { sqlScheduledMails } from '#adapters/persistence/sql-scheduled-mails';
import type { Instant } from '#domain/calendar/instant';
import { heldList } from '#domain/availability/held-bookings';

// The marketplace benchmark's data (issue 37; docs/adr/0134), made small: its SQL runs after the
// demo data and makes what the agenda reads — companies, some with several locations, professionals
// working at every location, held bookings that never overlap, spread over the weeks asked for.

describe('the marketplace’s layout', () => {
  it('is the issue’s by default: 800 companies, 200 of them chains, 10M bookings on 12.48M professional-days', () => {
    const layout = marketplaceLayout({
      companies: 800,
      locations: 2000,
      professionals: 20_000,
      bookings: 10_000_000,
      weeks: 104,
      today: '2026-11-30',
    });

    expect(layout.professionalDays).toBe(12_480_000);
    expect(layout.chains).toBe(200);
    expect(layout.firstDate).toBe('2025-12-01');
    expect(layout.lastDate).toBe('2027-11-27');
  });

  it('steps through the professional-days with a stride sharing no factor with their number', () => {
    const { stride, professionalDays } = marketplaceLayout({
      companies: 2,
      locations: 3,
      professionals: 5,
      bookings: 10,
      weeks: 4,
      today: '2026-11-30',
    });
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

    expect(gcd(stride, professionalDays)).toBe(1);
    expect(new Set(Array.from({ length: professionalDays }, (_, n) => (n * stride) % professionalDays)).size).toBe(
      professionalDays,
    );
  });

  it('refuses more bookings than half the slots, and fewer locations than companies', () => {
    const sizes = { companies: 1, locations: 1, professionals: 1, weeks: 1, today: '2026-11-30' };
    expect(() => marketplaceLayout({ ...sizes, bookings: 61 })).toThrow(/more than half/);
    expect(() => marketplaceLayout({ ...sizes, companies: 2, bookings: 1 })).toThrow(/at least as many locations/);
  });
});

const engines = await testEngines();

const SIZES = { companies: 8, locations: 20, professionals: 60, bookings: 6000, weeks: 4 } as const;
const TODAY = '2026-11-26';
const ZONE = 'America/Santiago';

describe.each(engines)('the marketplace’s SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let market: Marketplace;
    let schemaBefore: readonly unknown[];
    const rows = async <Row>(text: string, params: readonly unknown[] = []) =>
      (await handle.database.query(text, params)) as readonly Row[];
    const ids = () => market.locations.map((each) => each.locationId);
    // The bookings' and groups' constraints and indexes, by name and definition, whatever their order.
    const bookingsSchema = () =>
      rows(
        `SELECT conrelid::regclass::text AS owner, conname AS name, pg_get_constraintdef(oid) AS definition,
                convalidated AS validated
         FROM pg_constraint WHERE conrelid IN ('bookings'::regclass, 'booking_groups'::regclass)
         UNION ALL
         SELECT tablename, indexname, indexdef, true FROM pg_indexes WHERE tablename IN ('bookings', 'booking_groups')
         ORDER BY 1, 2, 3`,
      );

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      schemaBefore = await bookingsSchema();
      market = await seedMarketplace(handle.database, { ...SIZES, today: TODAY, timeZone: ZONE, label: 'test' });
    }, 120_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('holds the companies, locations, professionals and bookings asked for, and leaves no working table', async () => {
      const [counted] = await rows<{ companies: number; locations: number; professionals: number; bookings: number }>(
        `SELECT (SELECT count(DISTINCT company_id) FROM locations WHERE id = ANY($1))::int AS companies,
                (SELECT count(*) FROM locations WHERE id = ANY($1))::int AS locations,
                (SELECT count(DISTINCT provider_id) FROM provider_weekly_hours WHERE location_id = ANY($1))::int AS professionals,
                (SELECT count(*) FROM bookings WHERE location_id = ANY($1) AND status = 'confirmed')::int AS bookings`,
        [ids()],
      );
      const [leftover] = await rows<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_class WHERE relname = 'bench_market_placement'",
      );

      expect(counted).toEqual({
        companies: SIZES.companies,
        locations: SIZES.locations,
        professionals: SIZES.professionals,
        bookings: SIZES.bookings,
      });
      expect(leftover?.n).toBe(0);
    });

    it('leaves the bookings’ and groups’ constraints and indexes as they were, though set aside while inserting', async () => {
      expect(schemaBefore.length).toBeGreaterThan(10);
      expect(await bookingsSchema()).toEqual(schemaBefore);
    });

    it('has chains: some companies with several locations, every company at least one', async () => {
      const perCompany = await rows<{ n: number }>(
        'SELECT count(*)::int AS n FROM locations WHERE id = ANY($1) GROUP BY company_id ORDER BY n DESC',
        [ids()],
      );

      expect(perCompany).toHaveLength(SIZES.companies);
      expect(perCompany[0]?.n).toBeGreaterThan(1);
      expect(perCompany.at(-1)?.n).toBe(1);
    });

    it('books no professional twice at once, and every booking at its professional’s location and company’s service', async () => {
      const [overlapping] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
           ON a.provider_id = b.provider_id AND a.id < b.id AND a.during && b.during
         WHERE a.location_id = ANY($1)`,
        [ids()],
      );
      const [misplaced] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings b
         JOIN locations l ON l.id = b.location_id JOIN services s ON s.id = b.service_id
         JOIN booking_groups g ON g.id = b.group_id
         WHERE b.location_id = ANY($1) AND (s.company_id <> l.company_id OR g.location_id <> b.location_id
           OR NOT EXISTS (SELECT 1 FROM provider_weekly_hours h WHERE h.provider_id = b.provider_id AND h.location_id = b.location_id))`,
        [ids()],
      );

      expect(overlapping?.n).toBe(0);
      expect(misplaced?.n).toBe(0);
    });

    it('books within the working hours, Monday to Saturday 09:00–19:00, from its first to its last date, on every location', async () => {
      const [outside] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings
         WHERE location_id = ANY($1) AND NOT (
           extract(isodow FROM lower(during) AT TIME ZONE $4) BETWEEN 1 AND 6
           AND (lower(during) AT TIME ZONE $4)::time >= '09:00'
           AND (upper(during) AT TIME ZONE $4)::time <= '19:00'
           AND (lower(during) AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date)`,
        [ids(), market.layout.firstDate, market.layout.lastDate, ZONE],
      );
      const [booked] = await rows<{ locations: number; weeks: number }>(
        `SELECT count(DISTINCT location_id)::int AS locations,
                count(DISTINCT date_trunc('week', lower(during) AT TIME ZONE $2))::int AS weeks
         FROM bookings WHERE location_id = ANY($1)`,
        [ids(), ZONE],
      );

      expect(outside?.n).toBe(0);
      expect(booked).toEqual({ locations: SIZES.locations, weeks: SIZES.weeks });
    });

    it('is what the agenda reads at a first and a last location: their professionals, and their bookings of a week held', async () => {
      const firstDate = '2026-11-23' as LocalDate;
      const lastDate = '2026-11-28' as LocalDate;
      for (const place of [market.locations[0], market.locations.at(-1)]) {
        const at = place?.locationId ?? -1;
        const agenda = await sqlAgendas(handle.database).agendaOf(locationId(at), { firstDate, lastDate });
        const [ofTheWeek] = await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM bookings
           WHERE location_id = $1 AND (lower(during) AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date`,
          [at, firstDate, lastDate, ZONE],
        );

        expect(agenda?.providers).toHaveLength(SIZES.professionals / SIZES.locations);
        expect(ofTheWeek?.n).toBeGreaterThan(0);
        const heldThatWeek = heldList(agenda?.bookings ?? []).filter(
          (booking) =>
            booking.start >= Date.parse('2026-11-23T03:00:00Z') && booking.start < Date.parse('2026-11-29T03:00:00Z'),
        );
        expect(heldThatWeek).toHaveLength(ofTheWeek?.n ?? -1);
      }
    });

    it('is found again by its label and size, and an interrupted one is refused', async () => {
      const found = await marketplaceGeneratedEarlier(handle.database, 'test', SIZES.bookings);

      expect(found).toEqual(market.locations);
      await expect(marketplaceGeneratedEarlier(handle.database, 'test', SIZES.bookings + 1)).rejects.toThrow(
        /interrupted/,
      );
      expect(await marketplaceGeneratedEarlier(handle.database, 'absent', SIZES.bookings)).toBeUndefined();
    });

    it('has the mails its bookings owe by a moment recorded as decided, as a live one’s were: the scheduler finds none of them, and later ones still', async () => {
      const now = new Date('2026-11-26T15:00:00Z');
      const marketBookings = new Set(
        (await rows<{ id: number }>('SELECT id FROM bookings WHERE location_id = ANY($1)', [ids()])).map(
          (row) => row.id,
        ),
      );
      const scheduler = sqlScheduledMails(handle.database);
      const theMarket = async (at: Date) => {
        const moment = at.getTime() as Instant;
        const candidates = [
          ...(await scheduler.remindersToDecide(moment, 100_000)),
          ...(await scheduler.reviewInvitationsToDecide(moment, 100_000)),
        ];
        return candidates.filter((candidate) => marketBookings.has(candidate.bookingId));
      };
      const owedBefore = (await theMarket(now)).length;

      const settled = await settleScheduledMails(handle.database, market.locations, now);

      expect(settled.reminders).toBeGreaterThan(0);
      expect(settled.reviewInvitations).toBeGreaterThan(0);
      expect(settled.reminders + settled.reviewInvitations).toBe(owedBefore);
      expect(await theMarket(now)).toEqual([]);
      expect(await settleScheduledMails(handle.database, market.locations, now)).toEqual({
        reminders: 0,
        reviewInvitations: 0,
      });
      // Two hours on, the bookings that entered the reminders' window meanwhile are the scheduler's.
      expect((await theMarket(new Date(now.getTime() + 2 * 3_600_000))).length).toBeGreaterThan(0);
    });

    it('can be made twice in one database, fewer bookings than professional-days spread over every week', async () => {
      const second = await seedMarketplace(handle.database, {
        companies: 2,
        locations: 3,
        professionals: 6,
        bookings: 40,
        weeks: 4,
        today: TODAY,
        timeZone: ZONE,
        label: 'second',
      });
      const [counted] = await rows<{ n: number; weeks: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT date_trunc('week', lower(during) AT TIME ZONE $2))::int AS weeks
         FROM bookings WHERE location_id = ANY($1)`,
        [second.locations.map((each) => each.locationId), ZONE],
      );

      expect(second.locations[0]?.locationId).toBeGreaterThan(market.locations.at(-1)?.locationId ?? 0);
      expect(counted).toEqual({ n: 40, weeks: 4 });
    });
  });
});
