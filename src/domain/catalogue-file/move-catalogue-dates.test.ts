import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import { moveCatalogueDates, wholeWeeksToMove } from './move-catalogue-dates';
import { addDays, daysBetween, isoWeekday, parseLocalDate } from '../calendar/local-date';
import { validateCatalogue } from './validate-catalogue';

// Moving a catalogue's dates (docs/adr/0078): the demo's files are seeded as if written on the day
// they are seeded.

const anyValidCatalogue = anyValidCatalogueInput.map((input) => validateCatalogue(input)._unsafeUnwrap());
const anyDays = fc.integer({ min: -3650, max: 3650 });

/** Every date the document holds, in document order. */
function datesOf(value: unknown): string[] {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(datesOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(datesOf);
  return [];
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('moving a catalogue’s dates', () => {
  it('changes nothing when moved by no day', () => {
    fc.assert(
      fc.property(anyValidCatalogue, (catalogue) => {
        expect(moveCatalogueDates(catalogue, 0)).toEqual(catalogue);
      }),
    );
  });

  it('comes back to the same catalogue when moved there and back', () => {
    fc.assert(
      fc.property(anyValidCatalogue, anyDays, (catalogue, days) => {
        expect(moveCatalogueDates(moveCatalogueDates(catalogue, days), -days)).toEqual(catalogue);
      }),
    );
  });

  it('moves every date it holds by exactly the days, and nothing else', () => {
    fc.assert(
      fc.property(anyValidCatalogue, anyDays, (catalogue, days) => {
        const moved = moveCatalogueDates(catalogue, days);
        expect(datesOf(moved).map(dayNumber)).toEqual(datesOf(catalogue).map((date) => dayNumber(date) + days));
        expect(JSON.stringify(moved).replace(/\d{4}-\d{2}-\d{2}/g, 'D')).toBe(
          JSON.stringify(catalogue).replace(/\d{4}-\d{2}-\d{2}/g, 'D'),
        );
      }),
    );
  });

  it('keeps a valid catalogue valid when moved by whole weeks, every date on its weekday', () => {
    fc.assert(
      fc.property(anyValidCatalogue, fc.integer({ min: -520, max: 520 }), (catalogue, weeks) => {
        expect(validateCatalogue(moveCatalogueDates(catalogue, weeks * 7)).isOk()).toBe(true);
      }),
    );
  });
});

describe('moving a file’s dates to the day it is seen from, by whole weeks', () => {
  const writtenOn = parseLocalDate('2026-12-01')._unsafeUnwrap();

  it('moves to the latest day on the same weekday that is not after the day seen from', () => {
    fc.assert(
      fc.property(anyDays, (days) => {
        const seenOn = addDays(writtenOn, days);
        const moved = wholeWeeksToMove(writtenOn, seenOn);
        expect(isoWeekday(addDays(writtenOn, moved))).toBe(isoWeekday(writtenOn));
        expect(daysBetween(addDays(writtenOn, moved), seenOn)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(addDays(writtenOn, moved), seenOn)).toBeLessThan(7);
      }),
    );
  });

  it('does not move a file seen from the day it was written, nor from the six days after', () => {
    for (const days of [0, 1, 6]) expect(wholeWeeksToMove(writtenOn, addDays(writtenOn, days))).toBe(0);
    expect(wholeWeeksToMove(writtenOn, addDays(writtenOn, 7))).toBe(7);
    expect(wholeWeeksToMove(writtenOn, addDays(writtenOn, -1))).toBe(-7);
  });
});
