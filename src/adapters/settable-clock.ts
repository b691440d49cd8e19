import type { Clock } from '../application/ports/clock';
import type { Instant } from '../domain/calendar/instant';

/**
 * A clock that runs with the machine's and can be moved forward: the server's clock under
 * RESERVA_TEST_CLOCK=1, which browser tests move through POST /testing/clock (ADR 0042). Never
 * in production: the configuration refuses it there.
 */
export interface SettableClock extends Clock {
  advance(minutes: number): Instant;
}

export function settableClock(base: Clock): SettableClock {
  let offsetMs = 0;
  return {
    now: () => (base.now() + offsetMs) as Instant,
    advance(minutes) {
      offsetMs += minutes * 60_000;
      return (base.now() + offsetMs) as Instant;
    },
  };
}
