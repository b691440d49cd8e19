import { errAsync, type ResultAsync } from 'neverthrow';
import {
  checkSigner,
  type RefusedSignerField,
  type SignerInput,
  type SignerSubmission,
} from '#domain/consent/consent-signer';
import type { ConsentSignatureRequest, ConsentSignatures, ConsentView } from '../../ports/client/consent-signatures';
import type { ClientSideFailure } from '../shared/client-side-errors';

// Signing a booking's consent form by the code of its link (issue 32 "Signing"; docs/adr/0117):
// the submission is checked here by the rule the server applies (checkSigner, by the location
// country's id rules) before anything is sent, so a refused field is named at once; what passes is
// sent as the server reads it — the id number in its display form, exactly one of the drawn strokes
// and the typed text.

/** Refused here, before anything was sent: every field at fault, as the API would name it. */
export interface SignerRefused {
  readonly _tag: 'SignerRefused';
  readonly fields: readonly RefusedSignerField[];
}

export type SignConsentFailure = ClientSideFailure | SignerRefused;

/** The checked input as the API's request takes it. */
export function signatureRequest(input: SignerInput): ConsentSignatureRequest {
  const signer = { fullName: input.fullName, idNumber: input.idNumber, agreed: true };
  return input.signature.kind === 'typed'
    ? { ...signer, typedSignature: input.signature.text }
    : {
        ...signer,
        strokes: input.signature.strokes.map((stroke) => stroke.map((point): [number, number] => [point.x, point.y])),
      };
}

/** Signs the consent `code` names when `submission` keeps the rules of a location in `countryCode`. */
export function signConsentByCode(
  ports: { readonly consentSignatures: ConsentSignatures },
  code: string,
  countryCode: string,
  submission: SignerSubmission,
): ResultAsync<ConsentView, SignConsentFailure> {
  const checked = checkSigner(submission, countryCode);
  if (!checked.ok) return errAsync({ _tag: 'SignerRefused', fields: checked.fields });
  return ports.consentSignatures.signConsent(code, signatureRequest(checked.input));
}
