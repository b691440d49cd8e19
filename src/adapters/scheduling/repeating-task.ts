// A task the server runs every so often beside serving requests (the notifications' dispatcher;
// ADR 0044). Runs never overlap: the next is scheduled when the last has finished. Stopping waits
// for a run in progress, so the database it uses can be closed afterwards.

export interface RepeatingTask {
  /** No further runs; resolves once the one in progress, if any, has finished. */
  stop(): Promise<void>;
}

/** Runs `run` every `intervalMs`, the first after one interval; a run that throws is reported to `onError` and the next still comes. */
export function repeatEvery(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): RepeatingTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(
        () => undefined,
        (error: unknown) => {
          onError(error);
        },
      );
      void running.then(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
