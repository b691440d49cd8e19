import type { Clock } from '#application/ports/shared/clock';
import type { Instant } from '#domain/calendar/instant';

/**
 * A clock that runs with the machine's and can be moved forward: the server's clock under
 * RESERVA_TEST_CLOCK=1, which browser tests move through POST /testing/clock (ADR 0042) and may
 * start at an instant of their choosing, RESERVA_TEST_CLOCK_START (ADR 0047). Never in production:
 * the configuration refuses it there.
 */
export interface SettableClock extends Clock {
  advance(minutes: number): Instant;
}

/**
 * `base`'s time, moved on by every `advance`; with `startAt`, it reads `startAt` now and runs on
 * from there at `base`'s pace, whatever day `base` says it is.
 */
export function settableClock(base: Clock, startAt?: Instant): SettableClock {
  let offsetMs = startAt === undefined ? 0 : startAt - base.now();
  return {
    now: () => (base.now() + offsetMs) as Instant,
    advance(minutes) {
      offsetMs += minutes * 60_000;
      return (base.now() + offsetMs) as Instant;
    },
  };
}
