import type { ConsentAlreadySigned } from '#domain/consent/consent-request';
import type { RefusedSignerField } from '#domain/consent/consent-signer';

// The refusals of the consent use cases (issue 32; docs/adr/0115), each with its stable code.

/** No request has this code (or id): the same answer whatever requests exist. */
export interface ConsentNotFound {
  readonly _tag: 'ConsentNotFound';
  readonly code: 'CONSENT.NOT_FOUND';
}
export const consentNotFound: ConsentNotFound = { _tag: 'ConsentNotFound', code: 'CONSENT.NOT_FOUND' };

/** The consent is not signed yet, so it has no PDF. */
export interface ConsentNotSigned {
  readonly _tag: 'ConsentNotSigned';
  readonly code: 'CONSENT.NOT_SIGNED';
}
export const consentNotSigned: ConsentNotSigned = { _tag: 'ConsentNotSigned', code: 'CONSENT.NOT_SIGNED' };

/** The signer's submission breaks the rules: every field refused, named. */
export interface ConsentSignatureInvalid {
  readonly _tag: 'ConsentSignatureInvalid';
  readonly code: 'REQUEST.INVALID';
  readonly fields: readonly RefusedSignerField[];
}

/** Every refusal of the consent use cases. */
export type ConsentError = ConsentNotFound | ConsentNotSigned | ConsentSignatureInvalid | ConsentAlreadySigned;
