import type { Result } from 'neverthrow';
import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import type { ConsentAlreadySigned, ConsentSignature, ConsentState } from '#domain/consent/consent-request';
import type { LocationId } from '#domain/storefront/company';

// The consent requests and their signatures (issue 32; docs/adr/0115). Codes cross this port in
// clear and are kept by the adapter as digests, and sealed for their booking (CodeSealer; ADR 0065)
// so that the confirmation, its mail and the reminder can link by them later. A failing store throws.

/** The version of a form's text a request asks to sign. */
export interface ConsentFormVersionRecord {
  readonly key: string;
  readonly version: number;
  readonly title: string;
  readonly bodyMarkdown: string;
  /** SHA-256 of the exact text signed (signedConsentText), 64 lower-case hex digits. */
  readonly textSha256: string;
}

/** A signature as kept: the evidence, over the request's version and its text's hash. */
export interface StoredConsentSignature extends ConsentSignature {
  readonly version: number;
  readonly textSha256: string;
}

/** One request of a booking to sign one form, with what a page or a staff call shows of it. */
export interface ConsentRequestRecord {
  readonly id: number;
  readonly bookingId: BookingId;
  readonly state: ConsentState;
  readonly form: ConsentFormVersionRecord;
  readonly company: {
    readonly name: string;
    readonly logo: string | null;
    readonly brandColour: string | null;
  };
  readonly location: {
    readonly id: LocationId;
    readonly name: string;
    readonly countryCode: string;
    readonly timeZone: string;
    readonly companyId: number;
  };
  readonly bookingStart: Instant;
  readonly clientName: string;
  /** The booked service that asked for the form: the booking's service, as the catalogue names it. */
  readonly serviceName: string;
  readonly signature: StoredConsentSignature | null;
}

/** A request with its code, opened from its seal, for the links of mails and pages; null when it no longer opens. */
export interface ConsentLink {
  readonly requestId: number;
  readonly bookingId: BookingId;
  readonly formKey: string;
  readonly title: string;
  /** The version of the form's text the request asks to sign. */
  readonly version: number;
  readonly state: ConsentState;
  /** When it was signed; null while unsigned. */
  readonly signedAt: Instant | null;
  readonly code: string | null;
}

/** The evidence a signature writes, once: the domain's decision and the signed PDF. */
export interface NewConsentEvidence extends ConsentSignature {
  readonly pdf: Uint8Array;
}

export interface Consents {
  /**
   * In the transaction that books them: a request, with a new code, for each form the bookings'
   * services (and bundles) ask for, at each form's latest version; none for a form a booking has
   * already been asked.
   */
  requestForBookings(bookings: readonly BookingId[]): Promise<void>;
  /** The request a code names; undefined for any other code. */
  byCode(code: string): Promise<ConsentRequestRecord | undefined>;
  byId(id: number): Promise<ConsentRequestRecord | undefined>;
  /** The requests of the bookings starting in [from, to) at the location, in start order. */
  ofLocationBetween(locationId: LocationId, from: Instant, to: Instant): Promise<readonly ConsentRequestRecord[]>;
  /** The bookings' requests, with their codes opened, for the links that ask to sign. */
  linksOf(bookings: readonly BookingId[]): Promise<readonly ConsentLink[]>;
  /** Keeps the evidence of the request's one signature; refused when it is signed already, however concurrently. */
  sign(requestId: number, evidence: NewConsentEvidence): Promise<Result<void, ConsentAlreadySigned>>;
  /** The signed PDF, kept at signing; undefined while unsigned. */
  signedPdf(requestId: number): Promise<Uint8Array | undefined>;
}
