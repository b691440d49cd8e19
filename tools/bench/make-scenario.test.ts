import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, makeScenario, scenarioOptions } from './make-scenario';

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('the availability benchmark’s scenario, kept in tools/ (issue 30, A newcomer’s map)', () => {
  it('writes the same scenario for the same options and another for another seed', () => {
    expect(makeScenario()).toEqual(makeScenario());
    expect(makeScenario({ ...DEFAULT_SCENARIO, seed: 2 }).bookings).not.toEqual(makeScenario().bookings);
  });

  it('books each provider inside 09:00–18:00 on the 15-minute grid, never on a Sunday, never twice at once', () => {
    fc.assert(
      fc.property(
        fc.record({
          providers: fc.integer({ min: 1, max: 4 }),
          days: fc.integer({ min: 1, max: 10 }),
          bookingsPerDay: fc.integer({ min: 0, max: 12 }),
          seed: fc.nat(),
        }),
        (options) => {
          const scenario = makeScenario({ ...DEFAULT_SCENARIO, ...options });
          expect(scenario.providers).toHaveLength(options.providers);
          for (const booking of scenario.bookings) {
            const [start, end] = [minutes(booking.start), minutes(booking.end)];
            expect(start % 15).toBe(0);
            expect([30, 45, 60]).toContain(end - start);
            expect(start).toBeGreaterThanOrEqual(9 * 60);
            expect(end).toBeLessThanOrEqual(18 * 60);
            expect(new Date(`${booking.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
            const sameDay = scenario.bookings.filter(
              (other) => other !== booking && other.providerId === booking.providerId && other.date === booking.date,
            );
            expect(sameDay.filter((other) => minutes(other.start) < end && start < minutes(other.end))).toEqual([]);
            expect(sameDay.length).toBeLessThan(options.bookingsPerDay);
          }
        },
      ),
    );
  });

  it('reads its options from a command line and refuses an unknown one', () => {
    expect(scenarioOptions(['--providers', '50', '--tz', 'America/Bogota'])).toEqual({
      ...DEFAULT_SCENARIO,
      providers: 50,
      timezone: 'America/Bogota',
    });
    expect(() => scenarioOptions(['--weeks', '2'])).toThrow(/unknown argument --weeks/);
  });
});
