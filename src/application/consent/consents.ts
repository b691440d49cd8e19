import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import type { ConsentDocuments } from '../ports/server/consent-documents';
import type { ConsentRequestRecord, Consents } from '../ports/server/consents';
import type { Clock } from '../ports/shared/clock';
import { decideSignature, type ConsentAlreadySigned } from '#domain/consent/consent-request';
import { checkSigner, type SignerSubmission } from '#domain/consent/consent-signer';
import { countryLanguage } from '#domain/storefront/country-locale';
import {
  consentNotFound,
  consentNotSigned,
  type ConsentNotFound,
  type ConsentNotSigned,
  type ConsentSignatureInvalid,
} from './consent-errors';

// Reading and signing a consent by its code (issue 32 "Signing" and "Evidence"; docs/adr/0115):
// the page's read, the one signature — checked by the company's id rules, decided by the domain,
// its PDF made once and kept with the evidence — and the signed PDF.

export interface ConsentPorts {
  readonly consents: Consents;
}

export interface SignConsentPorts extends ConsentPorts {
  readonly documents: ConsentDocuments;
  readonly clock: Clock;
}

const found = (request: ConsentRequestRecord | undefined): Result<ConsentRequestRecord, ConsentNotFound> =>
  request === undefined ? err(consentNotFound) : ok(request);

/** The request a code names, signed or not. */
export function viewConsent(ports: ConsentPorts, code: string): ResultAsync<ConsentRequestRecord, ConsentNotFound> {
  return ResultAsync.fromSafePromise(ports.consents.byCode(code)).andThen(found);
}

export type SignConsentError = ConsentNotFound | ConsentAlreadySigned | ConsentSignatureInvalid;

/**
 * Signs the request `code` names with `submission`: refused with every field named when the
 * submission breaks a rule (by the location country's id rules), refused when signed already —
 * read first, and again by the store's one INSERT, so of two racing exactly one signs. Answers the
 * request as signed.
 */
export function signConsent(
  ports: SignConsentPorts,
  code: string,
  submission: SignerSubmission,
): ResultAsync<ConsentRequestRecord, SignConsentError> {
  return viewConsent(ports, code).andThen((request) => {
    const checked = checkSigner(submission, request.location.countryCode);
    if (!checked.ok) {
      return errAsync<ConsentRequestRecord, SignConsentError>({
        _tag: 'ConsentSignatureInvalid',
        code: 'REQUEST.INVALID',
        fields: checked.fields,
      });
    }
    const decided = decideSignature(request.state, checked.input, ports.clock.now());
    if (decided.isErr()) return errAsync<ConsentRequestRecord, SignConsentError>(decided.error);
    const signature = decided.value;
    const document = {
      companyName: request.company.name,
      locationName: request.location.name,
      title: request.form.title,
      version: request.form.version,
      bodyMarkdown: request.form.bodyMarkdown,
      ...signature,
      textSha256: request.form.textSha256,
      timeZone: request.location.timeZone,
      language: countryLanguage(request.location.countryCode),
    };
    return ResultAsync.fromSafePromise(ports.documents.signedPdf(document))
      .andThen((pdf) => ResultAsync.fromSafePromise(ports.consents.sign(request.id, { ...signature, pdf })))
      .andThen((signed) => signed)
      .map((): ConsentRequestRecord => ({
        ...request,
        state: 'signed',
        signature: { ...signature, version: request.form.version, textSha256: request.form.textSha256 },
      }));
  });
}

/** The signed PDF of the request `code` names; refused while it is unsigned. */
export function signedConsentPdf(
  ports: ConsentPorts,
  code: string,
): ResultAsync<Uint8Array, ConsentNotFound | ConsentNotSigned> {
  return viewConsent(ports, code).andThen((request) =>
    ResultAsync.fromSafePromise(ports.consents.signedPdf(request.id)).andThen((pdf) =>
      pdf === undefined ? err(consentNotSigned) : ok(pdf),
    ),
  );
}
