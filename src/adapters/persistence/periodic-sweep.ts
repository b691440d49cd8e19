import type { Instant } from '#domain/calendar/instant';

/**
 * `sweep` run at most once per `everyMs` of the clock's time by one process (and again whenever
 * the clock goes back, as a test's may): for tables whose rows expire, which a request sweeps on
 * its way rather than a timer.
 */
export function periodicSweep(
  sweep: (now: Instant) => Promise<unknown>,
  everyMs: number,
): (now: Instant) => Promise<void> {
  let lastSweep: number | undefined;
  return async (now) => {
    if (lastSweep !== undefined && now - lastSweep < everyMs && now >= lastSweep) return;
    lastSweep = now;
    await sweep(now);
  };
}
