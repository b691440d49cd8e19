import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';

// The CLI's exit codes (issue 6; docs/adr/0023), decided in one exhaustive switch so that a new
// kind of failure cannot be forgotten (ADR 0002).

export const EXIT = {
  /** Done. */
  ok: 0,
  /** The business said no: a slot taken, a client not allowed, a booking not found or no longer changeable. */
  refused: 1,
  /** The command was not used as it should be: unknown options, input that breaks a rule, a key the API refuses. */
  usage: 2,
  /** The API could not be reached, failed or answered outside its contract. */
  failure: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A file line that could not be read as a record at all. */
export interface UnreadableLine {
  readonly _tag: 'Unreadable';
  readonly code: 'INPUT.UNREADABLE';
}

export type CliFailure = ClientSideFailure | UnreadableLine;

/** The exit code of an API refusal, by its status (ADR 0014's table). */
function refusalExitCode(status: number): ExitCode {
  // 400: the CLI sent what the contract cannot read (input passed through); 401: the api-key is wrong; 413: too large.
  if (status === 400 || status === 401 || status === 413) return EXIT.usage;
  // 429: too many requests, try later; 5xx: the server failed.
  if (status === 429 || status >= 500) return EXIT.failure;
  // 403, 404, 409, 422: the business refuses what was asked.
  return EXIT.refused;
}

export function exitCodeFor(failure: CliFailure): ExitCode {
  switch (failure._tag) {
    case 'ApiRefusal':
      return refusalExitCode(failure.status);
    case 'ApiUnreachable':
    case 'ApiMisbehaved':
      return EXIT.failure;
    case 'InputInvalid':
    case 'Unreadable':
      return EXIT.usage;
    default:
      return failure satisfies never;
  }
}
