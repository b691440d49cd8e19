import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../calendar/local-date';
import { bookingWindow } from './agenda';
import {
  anyAvailabilityCase,
  exampleAgenda,
  exampleChain,
  exampleProvider,
  exampleService,
} from './availability.arbitraries';
import { availableDays } from './available-days';
import { firstAvailableDate } from './first-available-date';
import type { Instant } from '../calendar/instant';

const day = (text: string) => text as LocalDate;

describe('first available date (booking-wizard §2 no-hours state, §7 sooner_available_hours)', () => {
  it('is the first available day from the given date to the last bookable one (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), fc.integer({ min: -2, max: 2 }), ({ agenda, chain, date }, offset) => {
        const from = addDays(date, offset);
        const { today, lastDate } = bookingWindow(agenda);
        const start = from < today ? today : from;
        const first = availableDays(agenda, chain, start, lastDate).find((entry) => entry.available);
        expect(firstAvailableDate(agenda, chain, from)).toBe(first?.date ?? null);
      }),
      { numRuns: 60 },
    );
  });

  it('searches from today when no date is given', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain }) => {
        expect(firstAvailableDate(agenda, chain)).toBe(firstAvailableDate(agenda, chain, bookingWindow(agenda).today));
      }),
      { numRuns: 30 },
    );
  });

  it('finds the next working day and none for a professional who never works', () => {
    const agenda = exampleAgenda({
      zone: 'Europe/London',
      providers: [exampleProvider(1, { '3': [['09:00', '10:00']] }), exampleProvider(2, {})],
      now: Date.parse('2026-12-01T12:00:00Z') as Instant,
      afterBookingMonths: 2,
    });
    const chainFor = (id: number) => exampleChain(exampleService(1, 60, [id]));
    expect(firstAvailableDate(agenda, chainFor(1))).toBe(day('2026-12-02'));
    expect(firstAvailableDate(agenda, chainFor(1), day('2026-12-03'))).toBe(day('2026-12-09'));
    expect(firstAvailableDate(agenda, chainFor(2))).toBeNull();
  });
});
