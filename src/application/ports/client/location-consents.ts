import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

// A location's consents as staff read them (issue 32 "The business"; docs/adr/0115): the Booking
// API's staff calls, with the operator's key or the company's own — a day's consents with their
// state, one consent with its signer, and the PDF kept when it was signed.

export type ConsentStateView = 'unsigned' | 'signed';

export interface StaffConsentSignatureView {
  readonly signerName: string;
  readonly signerIdNumber: string;
  /** ISO 8601, in the location's offset, as the API writes it. */
  readonly signedAt: string;
  readonly kind: 'drawn' | 'typed';
}

export interface StaffConsentView {
  readonly id: number;
  readonly bookingId: BookingId;
  /** ISO 8601, in the location's offset, as the API writes it. */
  readonly bookingStart: string;
  readonly clientName: string;
  /** The booked service that asked for the form. */
  readonly serviceName: string;
  readonly locationId: LocationId;
  readonly state: ConsentStateView;
  readonly form: {
    readonly key: string;
    readonly title: string;
    readonly version: number;
    /** SHA-256 of the text exactly as signed. */
    readonly textSha256: string;
  };
  /** Null while unsigned. */
  readonly signature: StaffConsentSignatureView | null;
}

/** The staff's consent calls of the Booking API. */
export interface LocationConsents {
  /** GET /staff/locations/{locationId}/consents?date: the consents of the bookings starting that day, in start order. */
  listLocationConsents(locationId: LocationId, date: string): ApiResult<readonly StaffConsentView[]>;
  /** GET /staff/consents/{consentId}: one consent. */
  showStaffConsent(consentId: number): ApiResult<StaffConsentView>;
  /** GET /staff/consents/{consentId}/pdf: the signed PDF's bytes; refused (409 CONSENT.NOT_SIGNED) while unsigned. */
  staffConsentPdf(consentId: number): ApiResult<Uint8Array>;
}
