// Work that arrives together, done together (docs/adr/0163). A call made while nothing is under way
// runs at once, alone; calls made while a run is under way wait for it to end, then run together, as
// many as `most` at a time, in the order they came. Nothing waits for company: a lone call is never
// held back, and under load the runs grow by themselves with the calls that arrive during the one
// before. One run at a time.

/**
 * `run` for one item at a time, as its caller sees it: each call answers its own item's result, or
 * fails with the error `run` threw for the run it was in. `run` answers one result per item, in
 * their order.
 */
export function takenTogether<T, R>(
  run: (items: readonly T[]) => Promise<readonly R[]>,
  most: number,
): (item: T) => Promise<R> {
  if (!Number.isSafeInteger(most) || most < 1) throw new Error(`At most ${String(most)} together?`);
  interface Waiting {
    readonly item: T;
    readonly resolve: (result: R) => void;
    readonly reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let running = false;
  const runAll = async () => {
    running = true;
    try {
      while (waiting.length > 0) {
        const together = waiting.splice(0, most);
        try {
          const results = await run(together.map(({ item }) => item));
          if (results.length !== together.length)
            throw new Error(`${String(results.length)} results for ${String(together.length)} items`);
          together.forEach(({ resolve }, index) => {
            resolve(results[index] as R);
          });
        } catch (error) {
          for (const { reject } of together) reject(error);
        }
      }
    } finally {
      running = false;
    }
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void runAll();
    });
}
