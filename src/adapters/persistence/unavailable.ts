// What the database's adapters throw, from behind any port, when the database cannot be reached now
// (a restart, a dropped connection, a pool that cannot connect in time): not a bug and not a
// refusal, but a moment to wait through (docs/adr/0049). Use cases let it pass unseen, so it is no
// port of theirs (docs/adr/0098); the HTTP edge answers 503 SERVER.UNAVAILABLE with Retry-After,
// and a background job tries again at its next run.

/** `what` could not be reached; `cause` is the driver's own error, for the log. */
export class Unavailable extends Error {
  readonly _tag = 'Unavailable';
  readonly what: string;

  constructor(what: string, options: { readonly cause: unknown }) {
    super(`${what} is unavailable: ${options.cause instanceof Error ? options.cause.message : String(options.cause)}`, {
      cause: options.cause,
    });
    this.name = 'Unavailable';
    this.what = what;
  }
}

/** Whether `error` says that something behind a port cannot be reached now. */
export function isUnavailable(error: unknown): error is Unavailable {
  return error instanceof Unavailable;
}
