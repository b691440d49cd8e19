import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayShape, freeGaps, type Span } from './day-shape';

// Spans of whole minutes of one day.
const anySpan: fc.Arbitrary<Span> = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 240 }))
  .map(([start, length]) => ({ start, end: Math.min(1440, start + length) }));
const anySpans = fc.array(anySpan, { maxLength: 8 });

const within = (minute: number, spans: readonly Span[]) =>
  spans.some((span) => span.start <= minute && minute < span.end);

describe('the shape of a professional day (issue 35; docs/adr/0125)', () => {
  it('free gaps and taken time tile the working hours, and no gap overlaps anything taken or another gap', () => {
    fc.assert(
      fc.property(anySpans, anySpans, (working, taken) => {
        const gaps = freeGaps(working, taken);
        // Coverage changes only at an end of some span: checking at every end checks every minute.
        const ends = [...working, ...taken, ...gaps].flatMap((span) => [span.start, span.end]);
        for (const minute of ends) {
          const free = gaps.filter((gap) => gap.start <= minute && minute < gap.end).length;
          expect(free).toBeLessThanOrEqual(1);
          if (free === 1) {
            expect(within(minute, working)).toBe(true);
            expect(within(minute, taken)).toBe(false);
          } else if (within(minute, working)) expect(within(minute, taken)).toBe(true);
        }
      }),
    );
  });

  it('gaps come in order, each non-empty, none touching the next', () => {
    fc.assert(
      fc.property(anySpans, anySpans, (working, taken) => {
        const gaps = freeGaps(working, taken);
        gaps.forEach((gap, index) => {
          expect(gap.start).toBeLessThan(gap.end);
          const next = gaps[index + 1];
          if (next !== undefined) expect(gap.end).toBeLessThan(next.start);
        });
      }),
    );
  });

  it('the pieces are every taken span and every gap, in start order', () => {
    fc.assert(
      fc.property(anySpans, anySpans, (working, taken) => {
        const pieces = dayShape(working, taken);
        const starts = pieces.map((piece) => (piece._tag === 'Taken' ? piece.taken.start : piece.start));
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
        expect(pieces.filter((piece) => piece._tag === 'Taken').map((piece) => piece.taken)).toEqual(
          expect.arrayContaining([...taken]),
        );
        expect(pieces.filter((piece) => piece._tag === 'Free')).toHaveLength(freeGaps(working, taken).length);
      }),
    );
  });

  it('a morning with one booking: free before and after it, and a day off has no gap', () => {
    const booking = { start: 600, end: 645, who: 'Ana' };
    expect(dayShape([{ start: 540, end: 780 }], [booking])).toEqual([
      { _tag: 'Free', start: 540, end: 600 },
      { _tag: 'Taken', taken: booking },
      { _tag: 'Free', start: 645, end: 780 },
    ]);
    expect(dayShape([], [])).toEqual([]);
  });
});
