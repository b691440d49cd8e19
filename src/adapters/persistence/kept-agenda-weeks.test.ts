import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeysByWeek } from './kept-agenda-weeks';

// The index a process's kept agendas are found by when time is taken (docs/adr/0150): against a
// plain model, every agenda whose span a booking overlaps must be among those it finds.

const HOUR = 3_600_000;
// Instants from before 1900 to after 9000 in hours, as the agendas' hostile windows reach (sql-agenda.ts).
const instant = fc.integer({ min: -700_000, max: 70_000_000 }).map((hours) => hours * HOUR);
const span = fc
  .tuple(instant, fc.integer({ min: 1, max: 24 * 70 }))
  .map(([from, hours]) => ({ from, to: from + hours * HOUR }));
const booking = fc
  .tuple(instant, fc.integer({ min: 1, max: 48 }))
  .map(([start, hours]) => ({ start, end: start + hours * HOUR }));

describe('the kept agendas by week', () => {
  it('finds every kept agenda a booking overlaps, and none it has let go', () => {
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 30 }),
        fc.array(fc.nat(29), { maxLength: 15 }),
        fc.array(booking, { minLength: 1, maxLength: 3 }),
        (spans, leaving, taken) => {
          const index = new KeysByWeek();
          spans.forEach(({ from, to }, position) => {
            index.enter(`k${String(position)}`, from, to);
          });
          for (const position of leaving) index.leave(`k${String(position)}`);
          const kept = spans.flatMap((each, position) =>
            leaving.includes(position) ? [] : [{ key: `k${String(position)}`, ...each }],
          );
          const found = new Set(index.meeting(taken));

          for (const { key, from, to } of kept)
            if (taken.some(({ start, end }) => start < to && end > from)) expect(found).toContain(key);
          for (const position of leaving) expect(found).not.toContain(`k${String(position)}`);
          expect(index.size).toBe(kept.length);
        },
      ),
    );
  });

  it('files a key once, under the span it was first filed with, and lets it go whole', () => {
    const index = new KeysByWeek();
    const week = 7 * 24 * HOUR;
    index.enter('a', 0, week);
    index.enter('a', 10 * week, 11 * week);

    expect(index.meeting([{ start: 10 * week, end: 10 * week + HOUR }])).toEqual([]);
    expect(index.meeting([{ start: HOUR, end: 2 * HOUR }])).toEqual(['a']);
    index.leave('a');
    expect(index.meeting([{ start: HOUR, end: 2 * HOUR }])).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('looks among every key for a booking longer than a year rather than week by week', () => {
    const index = new KeysByWeek();
    const week = 7 * 24 * HOUR;
    index.enter('near', 0, week);
    index.enter('far', 500 * week, 501 * week);

    expect(index.meeting([{ start: 0, end: Number.MAX_SAFE_INTEGER }]).sort()).toEqual(['far', 'near']);
  });
});
