import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const spanish = { hours: 'h', minutes: 'min' };

/** Reads "H hrs M min" back into minutes, refusing anything else. */
function readBack(text: string): number {
  const match = /^(?:(\d+) hrs)?(?: ?(\d+) min)?$/.exec(text);
  expect(match).not.toBeNull();
  return Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0);
}

describe('a service duration (booking-wizard §9)', () => {
  it('writes hours and minutes as "1 hrs 30 min" (booking-wizard §9)', () => {
    expect(formatDuration(90)).toBe('1 hrs 30 min');
  });

  it('leaves out the hours below one hour (booking-wizard §9)', () => {
    expect(formatDuration(45)).toBe('45 min');
  });

  it('leaves out the minutes on a whole number of hours (booking-wizard §9)', () => {
    expect(formatDuration(120)).toBe('2 hrs');
  });

  it('reads "0 min" for a duration of nothing, or of no valid number of minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(-30)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });

  it('rounds a fraction of a minute to the nearest minute', () => {
    expect(formatDuration(89.6)).toBe('1 hrs 30 min');
  });

  it('uses the words it is given, so a UI can translate them', () => {
    expect(formatDuration(75, spanish)).toBe('1 h 15 min');
    expect(formatDuration(180, { hours: 'Std.', minutes: 'Min.' })).toBe('3 Std.');
  });

  it('reads back as the minutes it was given, with the minutes part under an hour (booking-wizard §9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 * 7 }), (minutes) => {
        const text = formatDuration(minutes);
        expect(readBack(text)).toBe(minutes);
        const minutesPart = /(\d+) min$/.exec(text)?.[1];
        if (minutesPart !== undefined) expect(Number(minutesPart)).toBeLessThan(60);
      }),
    );
  });

  it('shows hours from one hour up, and minutes when some are left over or there are no hours (booking-wizard §9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 * 7 }), (minutes) => {
        const text = formatDuration(minutes);
        expect(text.includes('hrs')).toBe(minutes >= 60);
        expect(text.includes('min')).toBe(minutes % 60 !== 0 || minutes < 60);
      }),
    );
  });
});
