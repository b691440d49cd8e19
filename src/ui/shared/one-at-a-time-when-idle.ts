/** What scheduling work for idle time needs of the window; Safari has no requestIdleCallback. */
export type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> &
  Pick<Window, 'setTimeout' | 'clearTimeout'>;

/**
 * Runs `work`, one piece a turn, each once the browser is idle (at most `timeoutMs` later), so
 * that no piece shares its task with another: a task a phone spends over 50 ms on blocks a tap
 * (Lighthouse's TBT). Without requestIdleCallback, the first piece runs after `fallbackMs`, the
 * others each in a task of its own after it. Answers a function that cancels what has not run.
 */
export function oneAtATimeWhenIdle(
  work: readonly (() => void)[],
  window: IdleWindow,
  { timeoutMs, fallbackMs }: { readonly timeoutMs: number; readonly fallbackMs: number },
): () => void {
  const pending = [...work];
  let cancel = () => {};
  const later = (next: () => void, delayMs: number) => {
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (requestIdleCallback !== undefined && cancelIdleCallback !== undefined) {
      const handle = requestIdleCallback.call(window, next, { timeout: timeoutMs });
      cancel = () => {
        cancelIdleCallback.call(window, handle);
      };
    } else {
      const handle = window.setTimeout(next, delayMs);
      cancel = () => {
        window.clearTimeout(handle);
      };
    }
  };
  const runNext = () => {
    const piece = pending.shift();
    if (piece === undefined) return;
    piece();
    if (pending.length > 0) later(runNext, 0);
  };
  later(runNext, fallbackMs);
  return () => {
    cancel();
  };
}
