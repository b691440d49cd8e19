import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, addMonths, type LocalDate } from '../calendar/local-date';
import { reviewAge, type ReviewAge } from './review-age';

const day = (text: string) => text as LocalDate;

/** Ages in the order they grow: today, then days, months, years, each by its count. */
function rank(age: ReviewAge): number {
  switch (age.unit) {
    case 'today':
      return 0;
    case 'days':
      return age.count;
    case 'months':
      return 1000 + age.count;
    case 'years':
      return 100_000 + age.count;
  }
}

describe('how old a review reads (storefront §9 "today, days, months, years since")', () => {
  it('reads today on the day it was written, and today for a date ahead of the clock', () => {
    expect(reviewAge(day('2026-11-24'), day('2026-11-24'))).toEqual({ unit: 'today' });
    expect(reviewAge(day('2026-11-25'), day('2026-11-24'))).toEqual({ unit: 'today' });
  });

  it('counts days until a whole calendar month has passed', () => {
    expect(reviewAge(day('2026-11-23'), day('2026-11-24'))).toEqual({ unit: 'days', count: 1 });
    expect(reviewAge(day('2026-10-25'), day('2026-11-24'))).toEqual({ unit: 'days', count: 30 });
    expect(reviewAge(day('2026-10-24'), day('2026-11-24'))).toEqual({ unit: 'months', count: 1 });
    expect(reviewAge(day('2026-01-31'), day('2026-02-28'))).toEqual({ unit: 'months', count: 1 });
    expect(reviewAge(day('2026-01-31'), day('2026-02-27'))).toEqual({ unit: 'days', count: 27 });
  });

  it('counts whole months up to a year, then whole years', () => {
    expect(reviewAge(day('2025-11-25'), day('2026-11-24'))).toEqual({ unit: 'months', count: 11 });
    expect(reviewAge(day('2025-11-24'), day('2026-11-24'))).toEqual({ unit: 'years', count: 1 });
    expect(reviewAge(day('2023-05-02'), day('2026-11-24'))).toEqual({ unit: 'years', count: 3 });
  });

  it('never reads younger for an older review, and always a count that fits its unit', () => {
    fc.assert(
      fc.property(
        anyNearLocalDate,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 400 }),
        (today, back, further) => {
          const newer = reviewAge(addDays(today, -back), today);
          const older = reviewAge(addDays(today, -(back + further)), today);
          expect(rank(older)).toBeGreaterThanOrEqual(rank(newer));
          if (newer.unit === 'days') expect(newer.count).toBeLessThanOrEqual(30);
          if (newer.unit === 'months') expect(newer.count).toBeLessThanOrEqual(11);
          if (newer.unit !== 'today') expect(newer.count).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('reads exactly n months n calendar months back, and n years n×12 months back', () => {
    fc.assert(
      fc.property(
        anyNearLocalDate,
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 20 }),
        (written, months, years) => {
          fc.pre(!written.endsWith('-29') && !written.endsWith('-30') && !written.endsWith('-31'));
          expect(reviewAge(written, addMonths(written, months))).toEqual({ unit: 'months', count: months });
          expect(reviewAge(written, addMonths(written, years * 12))).toEqual({ unit: 'years', count: years });
        },
      ),
    );
  });
});
