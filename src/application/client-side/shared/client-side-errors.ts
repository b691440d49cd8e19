import type { FieldError } from '#domain/validation/field-error';
import type { ApiFailure } from '../../ports/client/api-result';

// What a client-side use case (run by the CLI, and by the storefront later) answers when it does
// not get what it asked for: the API's own answer (a refusal, unreachable, misbehaving), or input
// refused here, before anything was sent, by the same domain rules the server applies.

/** One field of what was asked for, refused locally: named as the order names it (`email`, `start`, `services`). */
export interface InvalidInput {
  readonly field: string;
  readonly error: FieldError;
}

/** What was asked for breaks a rule; nothing was sent to the API. */
export interface InputInvalid {
  readonly _tag: 'InputInvalid';
  readonly code: 'INPUT.INVALID';
  readonly fields: readonly InvalidInput[];
}

export type ClientSideFailure = ApiFailure | InputInvalid;

export function inputInvalid(fields: readonly InvalidInput[]): InputInvalid {
  return { _tag: 'InputInvalid', code: 'INPUT.INVALID', fields };
}
