import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, dayNumber, type LocalDate } from '../calendar/local-date';
import {
  adjacentDay,
  bookableDays,
  DAY_STRIP_LENGTH,
  dayStrip,
  pageBack,
  pageForward,
  startShowing,
} from './day-strip';
import type { ScreenSize } from './reservation';

const anyScreen = fc.constantFrom<ScreenSize>('mobile', 'desktop');
const anyBounds = fc
  .tuple(anyNearLocalDate, fc.integer({ min: 0, max: 12 }))
  .map(([today, months]) => bookableDays(today, months));
const anyBoundsAndStart = anyBounds.chain((bounds) =>
  fc.tuple(
    fc.constant(bounds),
    fc
      .integer({ min: -30, max: dayNumber(bounds.lastDay) - dayNumber(bounds.today) + 30 })
      .map((offset) => addDays(bounds.today, offset)),
  ),
);

const today = '2026-11-24' as LocalDate;

describe('the date step strip (booking-wizard §2, §5, §9)', () => {
  it('shows 7 days on mobile and 14 on wide screens, from the start given', () => {
    const bounds = bookableDays(today, 3);
    expect(dayStrip(today, 'mobile', bounds).days).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today, index)),
    );
    expect(dayStrip(today, 'desktop', bounds).days).toHaveLength(14);
  });

  it('labels the months its days fall in, in order', () => {
    const strip = dayStrip('2026-11-28' as LocalDate, 'desktop', bookableDays(today, 3));
    expect(strip.months).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
  });

  it('disables the previous-dates arrow when the strip starts today, and the next-dates arrow at the months-ahead limit (booking-wizard §5)', () => {
    const bounds = bookableDays(today, 1);
    expect(dayStrip(today, 'mobile', bounds).canPageBack).toBe(false);
    expect(dayStrip(addDays(today, 7), 'mobile', bounds).canPageBack).toBe(true);
    const lastStrip = dayStrip(addDays(bounds.lastDay, -6), 'mobile', bounds);
    expect(lastStrip.days.at(-1)).toBe(bounds.lastDay);
    expect(lastStrip.canPageForward).toBe(false);
  });

  it('pages 7 or 14 days back, never before today, and forward from the day after the last one shown (booking-wizard §9)', () => {
    const bounds = bookableDays(today, 3);
    expect(pageBack(addDays(today, 20), 'desktop', bounds)).toBe(addDays(today, 6));
    expect(pageBack(addDays(today, 3), 'mobile', bounds)).toBe(today);
    expect(pageForward(today, 'mobile', bounds)).toBe(addDays(today, 7));
    expect(pageForward(today, 'desktop', bounds)).toBe(addDays(today, 14));
  });

  it('never shows a day before today or after the last bookable day, and never an empty strip', () => {
    fc.assert(
      fc.property(anyBoundsAndStart, anyScreen, ([bounds, start], screen) => {
        const { days } = dayStrip(start, screen, bounds);
        expect(days.length).toBeGreaterThan(0);
        expect(days.length).toBeLessThanOrEqual(DAY_STRIP_LENGTH[screen]);
        for (const day of days) {
          expect(dayNumber(day)).toBeGreaterThanOrEqual(dayNumber(bounds.today));
          expect(dayNumber(day)).toBeLessThanOrEqual(dayNumber(bounds.lastDay));
        }
      }),
    );
  });

  it('reaches every bookable day by paging forward from today, each once', () => {
    fc.assert(
      fc.property(anyBounds, anyScreen, (bounds, screen) => {
        const seen: LocalDate[] = [];
        let start = bounds.today;
        for (let page = 0; page < 400; page++) {
          const strip = dayStrip(start, screen, bounds);
          seen.push(...strip.days);
          if (!strip.canPageForward) break;
          start = pageForward(start, screen, bounds);
        }
        expect(seen).toEqual(
          Array.from({ length: dayNumber(bounds.lastDay) - dayNumber(bounds.today) + 1 }, (_, index) =>
            addDays(bounds.today, index),
          ),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('pages to a strip that shows a day chosen outside it, and keeps the strip when the day is in it', () => {
    fc.assert(
      fc.property(anyBoundsAndStart, anyScreen, fc.nat(400), ([bounds, start], screen, offset) => {
        const day = addDays(bounds.today, offset % (dayNumber(bounds.lastDay) - dayNumber(bounds.today) + 1));
        const moved = startShowing(day, start, screen, bounds);
        expect(dayStrip(moved, screen, bounds).days).toContain(day);
        if (dayStrip(start, screen, bounds).days.includes(day))
          expect(dayStrip(moved, screen, bounds).days).toEqual(dayStrip(start, screen, bounds).days);
      }),
    );
  });

  it('moves the day arrows one day at a time, stopping at today and at the last bookable day', () => {
    const bounds = bookableDays(today, 1);
    expect(adjacentDay(today, -1, bounds)).toBeNull();
    expect(adjacentDay(today, 1, bounds)).toBe(addDays(today, 1));
    expect(adjacentDay(bounds.lastDay, 1, bounds)).toBeNull();
    expect(adjacentDay(bounds.lastDay, -1, bounds)).toBe(addDays(bounds.lastDay, -1));
  });
});
