import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant.plain';
import { clashingLines, type LineBooking } from './clashing-lines';

// Two lines of an import file for the same professional and time (issue 35).

const MINUTE = 60_000;
const DAY_START = Date.parse('2026-12-14T13:00:00Z');

/** A service a line books: a professional (0 the first available) for 15 to 120 minutes within a day. */
const aLineBooking = (line: number): fc.Arbitrary<LineBooking> =>
  fc
    .record({
      professional: fc.integer({ min: 0, max: 3 }),
      startMinute: fc.integer({ min: 0, max: 8 * 60 }).map((minute) => minute - (minute % 15)),
      minutes: fc.integer({ min: 1, max: 8 }).map((quarters) => quarters * 15),
    })
    .map(({ professional, startMinute, minutes }) => ({
      line,
      professional,
      start: (DAY_START + startMinute * MINUTE) as Instant,
      end: (DAY_START + (startMinute + minutes) * MINUTE) as Instant,
    }));

/** A file's bookings: one per line, from line 2 on. */
const aFile = fc
  .integer({ min: 0, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => aLineBooking(index + 2))));

const pairs = (clashes: ReturnType<typeof clashingLines>) =>
  clashes.flatMap(({ line, clashesWith }) => clashesWith.map((other) => `${String(line)}-${String(other)}`));

describe('lines of one file that ask the same professional for the same time', () => {
  it('finds two lines for the same professional at the same time, each naming the other', () => {
    fc.assert(
      fc.property(aLineBooking(2), (booking) => {
        fc.pre(booking.professional !== 0);
        expect(clashingLines([booking, { ...booking, line: 3 }])).toEqual([
          { line: 2, clashesWith: [3] },
          { line: 3, clashesWith: [2] },
        ]);
      }),
    );
  });

  it('is symmetric: a line names another exactly when the other names it', () => {
    fc.assert(
      fc.property(aFile, (file) => {
        const found = new Set(pairs(clashingLines(file)));
        for (const pair of found) expect(found.has(pair.split('-').reverse().join('-'))).toBe(true);
      }),
    );
  });

  it('names exactly the pairs of lines of one named professional whose times overlap', () => {
    fc.assert(
      fc.property(aFile, (file) => {
        const expected = file.flatMap((a) =>
          file
            .filter(
              (b) =>
                b.line !== a.line &&
                a.professional !== 0 &&
                b.professional === a.professional &&
                a.start < b.end &&
                b.start < a.end,
            )
            .map((b) => `${String(a.line)}-${String(b.line)}`),
        );
        expect(pairs(clashingLines(file)).sort()).toEqual([...new Set(expected)].sort());
      }),
    );
  });

  it('finds nothing between a line and the next one starting when it ends, nor for the first available', () => {
    fc.assert(
      fc.property(aLineBooking(2), (booking) => {
        const next = { ...booking, line: 3, start: booking.end, end: (booking.end + 30 * MINUTE) as Instant };
        expect(clashingLines([booking, next])).toEqual([]);
        expect(
          clashingLines([
            { ...booking, professional: 0 },
            { ...booking, line: 3, professional: 0 },
          ]),
        ).toEqual([]);
      }),
    );
  });

  it("never names a line as clashing with itself, as a chain's services on one line follow one another", () => {
    fc.assert(
      fc.property(aLineBooking(2), (booking) => {
        expect(clashingLines([booking, { ...booking }])).toEqual([]);
      }),
    );
  });
});
