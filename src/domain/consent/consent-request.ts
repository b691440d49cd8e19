import { err, ok, type Result } from 'neverthrow';
import type { Instant } from '../calendar/instant';
import type { SignerInput } from './consent-signer';
import { signatureSvg } from './signature-svg';

// A booking's consent requests (issue 32; docs/adr/0115): one for each form attached to any of the
// booking's services, each pointing at the form's version current when the booking was made. A
// request is unsigned until signed, and signed for ever: signing a signed request is refused.

export type ConsentState = 'unsigned' | 'signed';

/** The forms a booking asks to be signed: each form named by any of its services, once, in the services' order. */
export function requestedForms<Form>(
  services: readonly { readonly consentForms: readonly Form[] }[],
  key: (form: Form) => string,
): Form[] {
  const seen = new Set<string>();
  const forms: Form[] = [];
  for (const service of services) {
    for (const form of service.consentForms) {
      if (seen.has(key(form))) continue;
      seen.add(key(form));
      forms.push(form);
    }
  }
  return forms;
}

/** The evidence of a signature, as the domain decides it; the store adds the PDF and the text's hash. */
export interface ConsentSignature {
  readonly signerName: string;
  readonly signerIdNumber: string;
  /** The drawn strokes as SVG; null for a typed signature. */
  readonly signatureSvg: string | null;
  /** The typed signature; null for a drawn one. */
  readonly typedSignature: string | null;
  readonly signedAt: Instant;
}

export interface ConsentAlreadySigned {
  readonly _tag: 'ConsentAlreadySigned';
  readonly code: 'CONSENT.ALREADY_SIGNED';
}

export const consentAlreadySigned: ConsentAlreadySigned = {
  _tag: 'ConsentAlreadySigned',
  code: 'CONSENT.ALREADY_SIGNED',
};

/** Signing a request in `state` with checked `input` at `at`: the evidence to keep, or refused when signed already. */
export function decideSignature(
  state: ConsentState,
  input: SignerInput,
  at: Instant,
): Result<ConsentSignature, ConsentAlreadySigned> {
  if (state === 'signed') return err(consentAlreadySigned);
  return ok({
    signerName: input.fullName,
    signerIdNumber: input.idNumber,
    signatureSvg: input.signature.kind === 'drawn' ? signatureSvg(input.signature.strokes) : null,
    typedSignature: input.signature.kind === 'typed' ? input.signature.text : null,
    signedAt: at,
  });
}
