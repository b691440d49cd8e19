import type { ApiResult } from './api-result';
import type { CompanyBrandView } from './booking-summaries';
import type { ConsentStateView } from './location-consents';

// A booking's consent forms as their client reads and signs them by the code of their link (issue
// 32 "Signing"; docs/adr/0115, docs/adr/0117): the Booking API's public consent calls.

export interface ConsentView {
  readonly state: ConsentStateView;
  readonly company: CompanyBrandView;
  readonly location: {
    readonly name: string;
    /** The storefront's country segment: the id number is read by its rules. */
    readonly countryCode: string;
    readonly language: 'es' | 'en';
  };
  readonly form: {
    readonly key: string;
    readonly title: string;
    readonly version: number;
    readonly bodyMarkdown: string;
    /** SHA-256 of the text exactly as signed. */
    readonly textSha256: string;
  };
  /** Null while unsigned. */
  readonly signature: {
    readonly signerName: string;
    /** ISO 8601, in the location's offset, as the API writes it. */
    readonly signedAt: string;
    readonly kind: 'drawn' | 'typed';
  } | null;
}

/** A signature as sent: exactly one of `strokes` (points `[x, y]` in the 1000 × 400 box) and `typedSignature`. */
export interface ConsentSignatureRequest {
  readonly fullName: string;
  readonly idNumber: string;
  readonly strokes?: readonly (readonly (readonly [number, number])[])[];
  readonly typedSignature?: string;
  readonly agreed: boolean;
}

/** The public consent calls of the Booking API. */
export interface ConsentSignatures {
  /** GET /consents/{code}: the consent to sign, or as signed; 404 `CONSENT.NOT_FOUND` for a wrong code. */
  getConsent(code: string): ApiResult<ConsentView>;
  /** POST /consents/{code}/signature: the consent as signed; 409 `CONSENT.ALREADY_SIGNED`; 422 `REQUEST.INVALID` naming each field. */
  signConsent(code: string, signature: ConsentSignatureRequest): ApiResult<ConsentView>;
}
