// A promise a test settles when it chooses (Node 20 has no Promise.withResolvers): a port's answer
// held back, a transaction paused until the test lets it go on.

/** A promise and what resolves it. */
export function settable<Value = void>(): {
  readonly promise: Promise<Value>;
  readonly resolve: (value: Value) => void;
} {
  const settled: { resolve: (value: Value) => void } = { resolve: () => undefined };
  const promise = new Promise<Value>((resolve) => {
    settled.resolve = resolve;
  });
  return {
    promise,
    resolve: (value) => {
      settled.resolve(value);
    },
  };
}
