import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { settableClock } from './settable-clock';

// The server's test clock (ADR 0042, ADR 0047): browser tests start it where they choose and move it on.

/** A machine clock the test moves by hand. */
function machineClock(at: number) {
  let now = at;
  return { now: () => now as Instant, pass: (ms: number) => (now += ms) };
}

describe('the settable clock', () => {
  it('reads the machine’s time until it is moved forward', () => {
    const machine = machineClock(Date.parse('2026-11-25T14:58:00Z'));
    const clock = settableClock(machine);
    expect(clock.now()).toBe(Date.parse('2026-11-25T14:58:00Z'));
    expect(clock.advance(31)).toBe(Date.parse('2026-11-25T15:29:00Z'));
    machine.pass(60_000);
    expect(clock.now()).toBe(Date.parse('2026-11-25T15:30:00Z'));
  });

  it('starts at the instant it is given, whatever the machine’s date, and runs on at the machine’s pace', () => {
    const startAt = Date.parse('2027-04-03T19:00:00Z') as Instant;
    for (const machineNow of ['2026-11-25T14:58:00Z', '2031-01-01T00:00:00Z', '2019-06-30T23:59:59.999Z']) {
      const machine = machineClock(Date.parse(machineNow));
      const clock = settableClock(machine, startAt);
      expect(clock.now(), machineNow).toBe(startAt);
      machine.pass(90_000);
      expect(clock.now(), machineNow).toBe(startAt + 90_000);
      expect(clock.advance(31), machineNow).toBe(startAt + 90_000 + 31 * 60_000);
    }
  });
});
