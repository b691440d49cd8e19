import { ok, ResultAsync, type Result } from 'neverthrow';

// A read that a marketplace asks thousands of times a second pays for every promise it makes: what
// lives while a request waits is what its collector promotes (docs/adr/0170). Each of neverthrow's
// ResultAsync steps makes promises of its own, `map` most (a `then`, an async function's promise, its
// generator, and an `await` of the mapped value), so the availability reads' chains are written as
// one async function, or as one `then`, with these.

/** The ResultAsync of an async function's `Promise<Result>`: its steps cost one promise, not one or more each. */
export function resultAsync<T, E>(settled: Promise<Result<T, E>>): ResultAsync<T, E> {
  return new ResultAsync(settled);
}

/** `result.map(f)` for a synchronous `f`, in one `then`: neverthrow's `map` also wraps `f` in an async function. */
export function mapSync<T, U, E>(result: ResultAsync<T, E>, f: (value: T) => U): ResultAsync<U, E> {
  return result.andThen((value) => ok(f(value)));
}
