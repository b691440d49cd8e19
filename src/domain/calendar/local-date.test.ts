import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyLocalDate } from './calendar.arbitraries';
import {
  addDays,
  addMonths,
  dateParts,
  dayNumber,
  daysBetween,
  daysInMonth,
  formatDayMonthYear,
  fromDayNumber,
  isoWeekday,
  isWithin,
  parseLocalDate,
  type LocalDate,
} from './local-date';

const day = (text: string) => parseLocalDate(text)._unsafeUnwrap();

describe('local dates (booking-wizard §3: daySelected is YYYY-MM-DD)', () => {
  it('accepts a real day written YYYY-MM-DD', () => {
    expect(parseLocalDate('2026-11-22').isOk()).toBe(true);
    expect(parseLocalDate('2028-02-29').isOk()).toBe(true);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '22/11/2026', '', 20261122])(
    'refuses %j, naming what it expected',
    (input) => {
      const refused = parseLocalDate(input)._unsafeUnwrapErr();
      expect(refused.code).toBe('SCHEMA.INVALID');
      expect(refused.issues.length).toBeGreaterThan(0);
    },
  );

  it("reads a date's year, month and day as its text writes them", () => {
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        const [year, month, day] = date.split('-').map(Number);
        expect(dateParts(date)).toEqual({ year, month, day });
      }),
    );
  });

  it('numbers days as the proleptic Gregorian calendar does', () => {
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        const { year, month, day: dayOfMonth } = dateParts(date);
        expect(dayNumber(date)).toBe(Date.UTC(year, month - 1, dayOfMonth) / 86_400_000);
      }),
    );
  });

  it('round-trips every day through its day number and its text', () => {
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        expect(fromDayNumber(dayNumber(date))).toBe(date);
        expect(parseLocalDate(date)._unsafeUnwrap()).toBe(date);
      }),
    );
  });

  it('adds days so that the distance between the two days is what was added', () => {
    fc.assert(
      fc.property(anyLocalDate, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
        expect(addDays(addDays(date, days), -days)).toBe(date);
      }),
    );
  });

  it('gives ISO weekdays that advance by one each day', () => {
    expect(isoWeekday(day('2026-11-23'))).toBe(1);
    expect(isoWeekday(day('2026-11-22'))).toBe(7);
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        expect(isoWeekday(addDays(date, 1))).toBe((isoWeekday(date) % 7) + 1);
      }),
    );
  });

  it('adds months clamping the day to the target month', () => {
    expect(addMonths(day('2026-01-31'), 1)).toBe('2026-02-28');
    expect(addMonths(day('2028-01-31'), 1)).toBe('2028-02-29');
    expect(addMonths(day('2026-11-22'), 3)).toBe('2027-02-22');
    expect(addMonths(day('2026-03-15'), -3)).toBe('2025-12-15');
    fc.assert(
      fc.property(anyLocalDate, fc.integer({ min: -36, max: 36 }), (date, months) => {
        const moved = dateParts(addMonths(date, months));
        const { year, month } = dateParts(date);
        expect(moved.year * 12 + moved.month - (year * 12 + month)).toBe(months);
        expect(moved.day).toBeLessThanOrEqual(daysInMonth(moved.year, moved.month));
      }),
    );
  });

  it('includes both ends when asking whether a day lies in a range (booking-wizard §9)', () => {
    const [start, end] = [day('2026-12-01'), day('2026-12-10')];
    expect(isWithin(start, start, end)).toBe(true);
    expect(isWithin(end, start, end)).toBe(true);
    expect(isWithin(day('2026-11-30'), start, end)).toBe(false);
    expect(isWithin(day('2026-12-11'), start, end)).toBe(false);
  });

  it('shows a day as DD/MM/YYYY (booking-wizard §2, promotion reminder)', () => {
    expect(formatDayMonthYear('2026-12-05' as LocalDate)).toBe('05/12/2026');
  });
});
