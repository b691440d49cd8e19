import type { Pause } from '#application/ports/client/pause';

/** Waiting on the platform's timer. */
export const timerPause: Pause = {
  wait: (seconds) =>
    new Promise((resolve) => {
      setTimeout(resolve, seconds * 1000);
    }),
};
