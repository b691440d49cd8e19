import type { Clock } from '#application/ports/shared/clock';
import type { Instant } from '#domain/calendar/instant';

/** The machine's clock: the only place the server reads the current time. */
export const systemClock: Clock = {
  now: () => Date.now() as Instant,
};
