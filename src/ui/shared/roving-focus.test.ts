import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStop, type StopPlace } from './roving-focus';

// The arrow keys of the day strip and the hour grid (issue 20): where each moves the focus.

describe('the next stop of a roving focus', () => {
  it('moves one along with Left and Right, to the ends with Home and End, and nowhere past an end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1))),
        ([count, from]) => {
          expect(nextStop('ArrowRight', from, count)).toBe(from + 1 < count ? from + 1 : null);
          expect(nextStop('ArrowLeft', from, count)).toBe(from > 0 ? from - 1 : null);
          expect(nextStop('Home', from, count)).toBe(from === 0 ? null : 0);
          expect(nextStop('End', from, count)).toBe(from === count - 1 ? null : count - 1);
          expect(nextStop('a', from, count)).toBeNull();
        },
      ),
    );
  });

  it('moves Up and Down only in a grid, to the nearest button of the row above or below', () => {
    // 10:00 10:30 11:00 / 15:00 15:30, laid out in rows of three 100 px wide.
    const places: StopPlace[] = [
      { top: 0, centre: 50 },
      { top: 0, centre: 150 },
      { top: 0, centre: 250 },
      { top: 60, centre: 50 },
      { top: 60, centre: 150 },
    ];
    expect(nextStop('ArrowDown', 1, 5)).toBeNull();
    expect(nextStop('ArrowDown', 1, 5, places)).toBe(4);
    expect(nextStop('ArrowDown', 2, 5, places)).toBe(4);
    expect(nextStop('ArrowUp', 3, 5, places)).toBe(0);
    expect(nextStop('ArrowUp', 1, 5, places)).toBeNull();
    expect(nextStop('ArrowDown', 4, 5, places)).toBeNull();
  });

  it('lands Down on a row below and Up on a row above, whatever the layout', () => {
    const anyPlaces = fc.array(
      fc.record({ top: fc.integer({ min: 0, max: 5 }), centre: fc.integer({ min: 0, max: 9 }) }),
      {
        minLength: 1,
        maxLength: 20,
      },
    );
    fc.assert(
      fc.property(anyPlaces, fc.nat(), (places, seed) => {
        const from = seed % places.length;
        const here = places[from] as StopPlace;
        const laidOut = places.some((place) => place.top !== here.top || place.centre !== here.centre);
        if (!laidOut) return;
        const down = nextStop('ArrowDown', from, places.length, places);
        if (down !== null) expect(places[down]?.top).toBeGreaterThan(here.top);
        else expect(places.every((place) => place.top <= here.top)).toBe(true);
        const up = nextStop('ArrowUp', from, places.length, places);
        if (up !== null) expect(places[up]?.top).toBeLessThan(here.top);
        else expect(places.every((place) => place.top >= here.top)).toBe(true);
      }),
    );
  });
});
