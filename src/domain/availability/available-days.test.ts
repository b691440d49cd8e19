import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../calendar/local-date';
import {
  anyAvailabilityCase,
  exampleAgenda,
  exampleChain,
  exampleProvider,
  exampleService,
} from './availability.arbitraries';
import { availableDays } from './available-days';
import { hourBlocks } from './available-hours';
import type { Instant } from '../calendar/instant';
import { naiveHourBlocks } from './naive-availability.test-support';

const day = (text: string) => text as LocalDate;

const weekdaysNineToSix = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((weekday) => [weekday, [['09:00', '18:00']] as const]),
);

const agenda = exampleAgenda({
  providers: [exampleProvider(1, weekdaysNineToSix)],
  slotStepMinutes: 15,
  // 2026-11-30 (a Monday) at 17:30 in Santiago.
  now: Date.parse('2026-11-30T20:30:00Z') as Instant,
  minimumNoticeMinutes: 60,
  afterBookingMonths: 1,
});
const chain = exampleChain(exampleService(1, 60, [1]));

describe('available days (booking-wizard §2 Date selection, §3 Day, §7 available_days)', () => {
  it('marks a day available exactly when the hours call returns an hour for it (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda: anyAgenda, chain: anyChain, date }) => {
        const days = availableDays(anyAgenda, anyChain, addDays(date, -1), addDays(date, 1));
        expect(days.map((entry) => entry.date)).toEqual([addDays(date, -1), date, addDays(date, 1)]);
        for (const entry of days) {
          expect(entry.available).toBe(hourBlocks(anyAgenda, anyChain, entry.date).length > 0);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('agrees with the naive reference on the day asked about (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda: anyAgenda, chain: anyChain, date }) => {
        const [entry] = availableDays(anyAgenda, anyChain, date, date);
        expect(entry?.available).toBe(naiveHourBlocks(anyAgenda, anyChain, date).length > 0);
      }),
      { numRuns: 30 },
    );
  });

  it('answers alike whether its list of bookings was grouped by an earlier query or is a fresh copy (docs/adr/0071)', () => {
    fc.assert(
      fc.property(
        anyAvailabilityCase(),
        fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
        ({ agenda: anyAgenda, chain: anyChain, date }, laterMinutes) => {
          // The agenda cache hands one list to every request, each with its own now.
          hourBlocks(anyAgenda, anyChain, date);
          const later = { ...anyAgenda, now: (anyAgenda.now + laterMinutes * 60_000) as Instant };
          const range = [addDays(date, -1), addDays(date, 2)] as const;
          expect(availableDays(later, anyChain, ...range)).toEqual(
            availableDays({ ...later, bookings: [...anyAgenda.bookings] }, anyChain, ...range),
          );
          expect(hourBlocks(later, anyChain, date)).toEqual(
            hourBlocks({ ...later, bookings: [...anyAgenda.bookings] }, anyChain, date),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists every date of the range once, both ends included, in order', () => {
    const days = availableDays(agenda, chain, day('2026-11-29'), day('2026-12-12'));
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-11-29');
    expect(days[13]?.date).toBe('2026-12-12');
    expect(availableDays(agenda, chain, day('2026-12-02'), day('2026-12-01'))).toEqual([]);
  });

  it('marks past days, today’s last hour within the notice, and weekends as unavailable', () => {
    const days = availableDays(agenda, chain, day('2026-11-29'), day('2026-12-06'));
    expect(days.map((entry) => [entry.date, entry.available])).toEqual([
      ['2026-11-29', false],
      // 17:30 plus an hour's notice leaves no hour-long service before 18:00.
      ['2026-11-30', false],
      ['2026-12-01', true],
      ['2026-12-02', true],
      ['2026-12-03', true],
      ['2026-12-04', true],
      ['2026-12-05', false],
      ['2026-12-06', false],
    ]);
  });

  it('marks days after afterBooking months from today unavailable, the last day itself included (booking-wizard §9)', () => {
    // Today 2026-11-30 plus one month is 2026-12-30, a Wednesday.
    const days = availableDays(agenda, chain, day('2026-12-29'), day('2027-01-01'));
    expect(days.map((entry) => [entry.date, entry.available])).toEqual([
      ['2026-12-29', true],
      ['2026-12-30', true],
      ['2026-12-31', false],
      ['2027-01-01', false],
    ]);
  });
});
