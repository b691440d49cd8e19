import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from './calendar.arbitraries';
import { dayNamed, isDayWord, nextWeekday } from './date-words';
import { addDays, dayNumber, isoWeekday, parseLocalDate } from './local-date';

const day = (text: string) => parseLocalDate(text)._unsafeUnwrap();
// 2026-12-01 is a Tuesday.
const tuesday = day('2026-12-01');

describe('days as people say them (issue 35; docs/adr/0125)', () => {
  it.each([
    ['today', '2026-12-01'],
    ['Hoy', '2026-12-01'],
    ['tomorrow', '2026-12-02'],
    ['mañana', '2026-12-02'],
    ['MANANA', '2026-12-02'],
    ['tuesday', '2026-12-01'],
    ['martes', '2026-12-01'],
    ['monday', '2026-12-07'],
    ['lunes', '2026-12-07'],
    ['wednesday', '2026-12-02'],
    ['Miércoles', '2026-12-02'],
    ['sábado', '2026-12-05'],
    ['sun', '2026-12-06'],
    [' 2026-12-24 ', '2026-12-24'],
    ['2025-01-31', '2025-01-31'],
  ])('reads %j on Tuesday 2026-12-01 as %s', (text, expected) => {
    expect(dayNamed(text, tuesday)._unsafeUnwrap()).toBe(expected);
  });

  it.each(['yesterday', 'next monday', '2026-02-30', '01/12/2026', ''])('refuses %j, naming what it was', (text) => {
    expect(dayNamed(text, tuesday)._unsafeUnwrapErr()).toEqual({
      _tag: 'NotADayWord',
      code: 'DATE.NOT_A_DAY',
      text,
    });
  });

  it('tells words from dates', () => {
    expect(isDayWord('Tomorrow')).toBe(true);
    expect(isDayWord('domingo')).toBe(true);
    expect(isDayWord('2026-12-01')).toBe(false);
    expect(isDayWord('someday')).toBe(false);
  });

  it('a weekday is the next such day, today included: that weekday, within the coming week', () => {
    fc.assert(
      fc.property(anyNearLocalDate, fc.integer({ min: 1, max: 7 }), (today, weekday) => {
        const date = nextWeekday(today, weekday);
        expect(isoWeekday(date)).toBe(weekday);
        const ahead = dayNumber(date) - dayNumber(today);
        expect(ahead).toBeGreaterThanOrEqual(0);
        expect(ahead).toBeLessThan(7);
      }),
    );
  });

  it('today is today and tomorrow the day after, whatever the day; an ISO date is itself', () => {
    fc.assert(
      fc.property(anyNearLocalDate, anyNearLocalDate, (today, other) => {
        expect(dayNamed('today', today)._unsafeUnwrap()).toBe(today);
        expect(dayNamed('tomorrow', today)._unsafeUnwrap()).toBe(addDays(today, 1));
        expect(dayNamed(other, today)._unsafeUnwrap()).toBe(other);
      }),
    );
  });
});
