import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const spanish = { hour: 'h', hours: 'h', minutes: 'min' };

/** Reads "H hrs M min" (or "1 hr M min") back into minutes, refusing anything else. */
function readBack(text: string): number {
  const match = /^(?:(\d+) hrs?)?(?: ?(\d+) min)?$/.exec(text);
  expect(match).not.toBeNull();
  return Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0);
}

describe('a service duration (booking-wizard §9)', () => {
  it('writes hours and minutes as "2 hrs 30 min" (booking-wizard §9)', () => {
    expect(formatDuration(150)).toBe('2 hrs 30 min');
  });

  it('writes one hour in the singular, alone or with minutes (issue 20: never "1 hrs")', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
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
    expect(formatDuration(89.6)).toBe('1 hr 30 min');
  });

  it('uses the words it is given, so a UI can translate them', () => {
    expect(formatDuration(75, spanish)).toBe('1 h 15 min');
    expect(formatDuration(180, { hour: 'Std.', hours: 'Std.', minutes: 'Min.' })).toBe('3 Std.');
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
        expect(/\d+ hrs?\b/.test(text)).toBe(minutes >= 60);
        expect(text.includes('min')).toBe(minutes % 60 !== 0 || minutes < 60);
      }),
    );
  });

  it('says "hr" after exactly one hour and "hrs" after more, whatever the minutes (issue 20)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 24 * 60 * 7 }), (minutes) => {
        const hours = /^(\d+) (hrs?)\b/.exec(formatDuration(minutes));
        expect(hours?.[2]).toBe(Math.floor(minutes / 60) === 1 ? 'hr' : 'hrs');
        expect(formatDuration(minutes)).not.toMatch(/^1 hrs/);
      }),
    );
  });
});
