import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import { anyDateIn, anyFiveMinuteTime, anyZone } from './availability.arbitraries';
import type { Instant } from '../calendar/instant';
import { naiveInstantAtOrAfter, naiveInstantReading, naiveReading } from './naive-availability.test-support';
import {
  existsLocally,
  formatOffsetDateTime,
  instantAt,
  instantOfExistingTime,
  localDateAt,
  minutesInLocalDay,
  offsetMinutesAt,
  readsAsZoneDoes,
  seedTimeZone,
  timeZone,
  wallClockAt,
  zoneFromSeed,
  zoneOffsetsSeed,
  type TimeZone,
} from './time-zone';

const zone = (name: string) => timeZone(name)._unsafeUnwrap();
const santiago = zone('America/Santiago');
const day = (text: string) => text as LocalDate;
const hour = (text: string) => text as ClockTime;
const utc = (text: string) => Date.parse(text) as Instant;

describe('time zones (issue 3: the location’s IANA timezone, with its DST changes)', () => {
  it('refuses a zone the runtime does not know, naming it', () => {
    expect(timeZone('Mars/Olympus_Mons')._unsafeUnwrapErr()).toEqual({
      _tag: 'UnknownTimeZone',
      code: 'AVAILABILITY.UNKNOWN_TIME_ZONE',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(timeZone('').isErr()).toBe(true);
  });

  it('knows a zone by its canonical IANA name whatever its case', () => {
    expect(timeZone('america/santiago')._unsafeUnwrap().name).toBe('America/Santiago');
  });

  it('gives the offset Intl gives at any instant of 2020–2035', () => {
    fc.assert(
      fc.property(anyZone, fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }), (known, instant) => {
        const text = new Intl.DateTimeFormat('en-US', { timeZone: known.name, timeZoneName: 'longOffset' }).format(
          instant,
        );
        const match = /GMT(?:([+-])(\d\d):(\d\d))?$/.exec(text);
        const expected =
          match?.[1] === undefined ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
        expect(offsetMinutesAt(known, instant)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('means by a wall-clock time the first instant whose clocks read it or later, as a brute-force scan finds', () => {
    fc.assert(
      fc.property(
        anyZone.chain((known) => fc.tuple(fc.constant(known), anyDateIn(known), anyFiveMinuteTime)),
        ([known, date, time]) => {
          expect(instantAt(known, date, time)).toBe(naiveInstantAtOrAfter(known.name, date, minutesOfDay(time)));
          const exact = naiveInstantReading(known.name, date, minutesOfDay(time));
          expect(existsLocally(known, date, time)).toBe(exact !== null);
          expect(instantOfExistingTime(known, date, time)).toBe(exact);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads back the date and time of every instant as the clocks show it', () => {
    fc.assert(
      fc.property(
        anyZone,
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }),
        (known, minute) => {
          const instant = (minute * 60_000) as Instant;
          const { date, time } = wallClockAt(known, instant);
          expect(`${date} ${time}`).toBe(naiveReading(known.name, instant));
          expect(localDateAt(known, instant)).toBe(date);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds no 00:30 in Santiago on 2026-09-06, when clocks jump from 00:00 to 01:00, and means by it the jump', () => {
    expect(existsLocally(santiago, day('2026-09-06'), hour('00:30'))).toBe(false);
    expect(instantOfExistingTime(santiago, day('2026-09-06'), hour('00:30'))).toBeNull();
    expect(instantAt(santiago, day('2026-09-06'), hour('00:30'))).toBe(utc('2026-09-06T04:00:00Z'));
    expect(instantAt(santiago, day('2026-09-06'), hour('01:00'))).toBe(utc('2026-09-06T04:00:00Z'));
  });

  it('means by 23:30 in Santiago on 2026-04-04, which clocks read twice, its first reading', () => {
    expect(existsLocally(santiago, day('2026-04-04'), hour('23:30'))).toBe(true);
    expect(instantAt(santiago, day('2026-04-04'), hour('23:30'))).toBe(utc('2026-04-05T02:30:00Z'));
    expect(wallClockAt(santiago, utc('2026-04-05T03:30:00Z'))).toEqual({ date: '2026-04-04', time: '23:30' });
  });

  it('counts 23 hours in a spring-forward day, 25 in a fall-back day and 23½ on Lord Howe’s', () => {
    expect(minutesInLocalDay(santiago, day('2026-09-06'))).toBe(23 * 60);
    expect(minutesInLocalDay(santiago, day('2026-04-04'))).toBe(25 * 60);
    expect(minutesInLocalDay(santiago, day('2026-12-01'))).toBe(24 * 60);
    expect(minutesInLocalDay(zone('Australia/Lord_Howe'), day('2026-10-04'))).toBe(23 * 60 + 30);
    expect(existsLocally(zone('Australia/Lord_Howe'), day('2026-10-04'), hour('02:15'))).toBe(false);
  });

  it('finds a clock change falling exactly where its cached stretch of offsets starts (Jerusalem, 2019-03-29 00:00Z)', () => {
    const jerusalem = zone('Asia/Jerusalem');
    expect(existsLocally(jerusalem, day('2019-03-29'), hour('02:30'))).toBe(false);
    expect(instantAt(jerusalem, day('2019-03-29'), hour('02:30'))).toBe(utc('2019-03-29T00:00:00Z'));
    expect(instantAt(jerusalem, day('2019-03-29'), hour('04:00'))).toBe(utc('2019-03-29T01:00:00Z'));
    expect(minutesInLocalDay(jerusalem, day('2019-03-29'))).toBe(23 * 60);
  });

  it('writes an instant in ISO 8601 with the location’s offset for adapters', () => {
    expect(formatOffsetDateTime(santiago, utc('2026-12-01T12:00:00Z'))).toBe('2026-12-01T09:00:00-03:00');
    expect(formatOffsetDateTime(zone('Asia/Kolkata'), utc('2026-12-01T12:00:00Z'))).toBe('2026-12-01T17:30:00+05:30');
    expect(formatOffsetDateTime(zone('UTC'), utc('2026-12-01T12:00:00Z'))).toBe('2026-12-01T12:00:00+00:00');
  });

  it('writes the same text as Date’s ISO writing of the wall clock, for any zone and instant', () => {
    /** The writing formatOffsetDateTime replaced (issue 37), kept here as its reference. */
    const byDate = (timeZone: TimeZone, instant: Instant) => {
      const offset = offsetMinutesAt(timeZone, instant);
      const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
      const magnitude = Math.round(Math.abs(offset));
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
    };
    const anyInstant = fc.oneof(
      fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2100, 0, 1) }),
      fc.integer({ min: -8.63e15, max: 8.63e15 }),
      fc.constantFrom(-62167219200000, -62167219200001, 253402300799999, 253402300800000, -1, 0, 999),
    );
    fc.assert(
      fc.property(anyZone, anyInstant, (timeZone, instant) => {
        expect(formatOffsetDateTime(timeZone, instant as Instant)).toBe(byDate(timeZone, instant as Instant));
      }),
      { numRuns: 2000 },
    );
    // Local mean time's offsets are no whole minutes (Santiago's -4:42:45 until 1890).
    expect(formatOffsetDateTime(santiago, utc('1880-06-01T12:00:00Z'))).toBe(
      byDate(santiago, utc('1880-06-01T12:00:00Z')),
    );
  });
});

describe('a zone taken from a seed (docs/adr/0149: a page carries its location’s offsets)', () => {
  const STRETCH_MS = 32 * 86_400_000;
  const from = Date.UTC(2026, 0, 1);
  const to = Date.UTC(2027, 2, 1);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers every instant of its stretches as the zone it was read from, without asking Intl', () => {
    fc.assert(
      fc.property(anyZone, fc.integer({ min: from, max: to }), (known, instant) => {
        const seed = JSON.parse(JSON.stringify(zoneOffsetsSeed(known, known.name, from, to))) as unknown;
        const seeded = zoneFromSeed(seed);
        const readers = vi.spyOn(Intl, 'DateTimeFormat');
        expect(seeded === null ? null : offsetMinutesAt(seeded, instant)).toBe(offsetMinutesAt(known, instant));
        expect(seeded === null ? null : localDateAt(seeded, instant as Instant)).toBe(
          localDateAt(known, instant as Instant),
        );
        expect(readers).not.toHaveBeenCalled();
        readers.mockRestore();
      }),
      { numRuns: 200 },
    );
  });

  it('reads the stretches it does not carry from Intl, as the zone does', () => {
    const seeded = zoneFromSeed(zoneOffsetsSeed(santiago, 'America/Santiago', from, from));
    for (const instant of [utc('2026-04-05T03:30:00Z'), utc('2026-09-06T04:30:00Z'), utc('2031-06-01T00:00:00Z')])
      expect(seeded === null ? null : offsetMinutesAt(seeded, instant)).toBe(offsetMinutesAt(santiago, instant));
  });

  it('keeps the last offset it knows beyond its stretches when the runtime does not know the zone', () => {
    const seed = {
      asked: 'Mars/Olympus_Mons',
      name: 'Mars/Olympus_Mons',
      stretches: [
        {
          index: 640,
          startOffsetMinutes: -180,
          transitions: [{ at: 640 * STRETCH_MS + 3_600_000, offsetMinutes: -240 }],
        },
      ],
    };
    const mars = zoneFromSeed(seed);
    expect(mars === null ? null : offsetMinutesAt(mars, 640 * STRETCH_MS)).toBe(-180);
    expect(mars === null ? null : offsetMinutesAt(mars, 700 * STRETCH_MS)).toBe(-240);
    expect(mars === null ? null : offsetMinutesAt(mars, 600 * STRETCH_MS)).toBe(-180);
    // Intl is asked once whether it knows the zone, not again for every stretch beyond the seed.
    const readers = vi.spyOn(Intl, 'DateTimeFormat');
    const again = zoneFromSeed(seed);
    for (const index of [700, 800, 900])
      expect(again === null ? null : offsetMinutesAt(again, index * STRETCH_MS)).toBe(-240);
    expect(readers).toHaveBeenCalledTimes(1);
  });

  it('is no seed when a stretch is malformed: an offset of a day, a transition outside or out of order, a fractional index', () => {
    const index = 640;
    const start = index * STRETCH_MS;
    const stretch = (overrides: object) => ({ index, startOffsetMinutes: -180, transitions: [], ...overrides });
    const seed = (stretches: unknown) => ({ asked: 'America/Santiago', name: 'America/Santiago', stretches });
    expect(zoneFromSeed(seed([stretch({})]))).not.toBeNull();
    for (const bad of [
      null,
      'America/Santiago',
      { name: 'America/Santiago', stretches: [] },
      seed('all'),
      seed([stretch({ startOffsetMinutes: 1440 })]),
      seed([stretch({ startOffsetMinutes: '-180' })]),
      seed([stretch({ index: 1.5 })]),
      seed([stretch({ transitions: [{ at: start + STRETCH_MS, offsetMinutes: -240 }] })]),
      seed([stretch({ transitions: [{ at: start - 1, offsetMinutes: -240 }] })]),
      seed([
        stretch({
          transitions: [
            { at: start + 10, offsetMinutes: -240 },
            { at: start + 5, offsetMinutes: -180 },
          ],
        }),
      ]),
      seed([stretch({ transitions: [{ at: start + 10, offsetMinutes: Number.NaN }] })]),
      seed([stretch({ transitions: [null] })]),
    ])
      expect(zoneFromSeed(bad)).toBeNull();
  });

  it('is what timeZone answers under its name and the name it was asked for, unless the zone is already known', () => {
    const known = zone('America/Argentina/Buenos_Aires');
    const seed = {
      ...zoneOffsetsSeed(known, 'America/Buenos_Aires', from, to),
      name: 'Atlantis/Seeded',
      asked: 'Atlantis/Asked',
    };
    expect(seedTimeZone(seed)).toBe(true);
    const readers = vi.spyOn(Intl, 'DateTimeFormat');
    const seeded = timeZone('Atlantis/Asked')._unsafeUnwrap();
    expect(seeded.name).toBe('Atlantis/Seeded');
    expect(timeZone('Atlantis/Seeded')._unsafeUnwrap()).toBe(seeded);
    expect(offsetMinutesAt(seeded, from)).toBe(offsetMinutesAt(known, from));
    expect(readers).not.toHaveBeenCalled();
    expect(seedTimeZone(seed)).toBe(false);
    expect(seedTimeZone({ ...seed, stretches: [], asked: 'America/Santiago', name: 'Atlantis/Other' })).toBe(false);
    expect(seedTimeZone({ nothing: true })).toBe(false);
  });
});

describe('whether another clock reads as a zone’s (docs/adr/0152)', () => {
  const year2026 = [utc('2026-01-01T00:00:00Z'), utc('2026-12-31T00:00:00Z')] as const;
  const clockOf = (other: TimeZone) => (at: number) => offsetMinutesAt(other, at);

  it('reads alike for a zone with the same rules, and for the zone itself', () => {
    expect(readsAsZoneDoes(santiago, clockOf(santiago), ...year2026)).toBe(true);
    // São Paulo and Bahia: three hours behind UTC all year, under different names.
    expect(readsAsZoneDoes(zone('America/Sao_Paulo'), clockOf(zone('America/Bahia')), ...year2026)).toBe(true);
  });

  it('reads otherwise for a zone whose offset differs at any time of the span', () => {
    // Buenos Aires is three hours behind UTC all year; Santiago too in its summer, four in its winter.
    expect(readsAsZoneDoes(santiago, clockOf(zone('America/Argentina/Buenos_Aires')), ...year2026)).toBe(false);
    expect(
      readsAsZoneDoes(
        santiago,
        clockOf(zone('America/Argentina/Buenos_Aires')),
        utc('2026-01-01T00:00:00Z'),
        utc('2026-03-01T00:00:00Z'),
      ),
    ).toBe(true);
    expect(readsAsZoneDoes(santiago, () => 0, ...year2026)).toBe(false);
  });

  it('finds a difference of a few days: the same offsets but for the weeks two zones move on different dates', () => {
    // New York and London are five hours apart but for some weeks of March and autumn.
    const london = zone('Europe/London');
    const newYorkPlusFive = (at: number) => offsetMinutesAt(zone('America/New_York'), at) + 300;
    expect(readsAsZoneDoes(london, newYorkPlusFive, utc('2026-01-01T00:00:00Z'), utc('2026-03-01T00:00:00Z'))).toBe(
      true,
    );
    expect(readsAsZoneDoes(london, newYorkPlusFive, ...year2026)).toBe(false);
  });
});
