import type { BookingStatus } from '../booking/booking-lifecycle';
import { countrySegment } from '../booking/code-pages';
import type { Instant } from '../calendar/instant';
import type { ConsentState } from './consent-request';

// Where a booking's consent requests are shown and linked (issue 32 "Links"; docs/adr/0118): the
// confirmation page, the booking's page, the confirmation mail and the reminders. Each request
// shows its form and state; a link to sign goes with it exactly while it can still be signed —
// unsigned, its booking not cancelled, and its code known (its seal opened) — and leads to the
// storefront's signing page, `/{country}/sign_consents/{code}`.

/** A booking's consent request as its pages and mails read it. */
export interface BookingConsentRequest {
  readonly bookingId: number;
  readonly title: string;
  readonly version: number;
  readonly state: ConsentState;
  readonly signedAt: Instant | null;
  /** The request's code, opened from its seal; null when it no longer opens. */
  readonly code: string | null;
}

/** A request as a page or mail shows it: its signing page's path while it can still be signed, else null. */
export interface ShownConsent {
  readonly bookingId: number;
  readonly title: string;
  readonly version: number;
  readonly state: ConsentState;
  readonly signedAt: Instant | null;
  readonly signPath: string | null;
}

/** The storefront's signing page of a consent code: `/{country}/sign_consents/{code}`. */
export function consentSignPath(countryCode: string, code: string): string {
  return `/${countrySegment(countryCode)}/sign_consents/${encodeURIComponent(code)}`;
}

/** The signing page's full address under the storefront's public origin, as a mail links it. */
export function consentSignAddress(storefrontOrigin: string, signPath: string): string {
  return `${storefrontOrigin.replace(/\/+$/, '')}${signPath}`;
}

/** Whether a request still asks its client to sign: unsigned, and its booking not cancelled. */
export function asksToSign(state: ConsentState, bookingStatus: BookingStatus): boolean {
  return state === 'unsigned' && bookingStatus !== 'cancelled';
}

/**
 * The requests of bookings as their pages and mails show them, in the order given: each with its
 * signing page's path exactly while it still asks to sign and its code is known.
 */
export function shownConsents(
  requests: readonly BookingConsentRequest[],
  facts: { readonly countryCode: string; readonly statusOf: (bookingId: number) => BookingStatus | undefined },
): ShownConsent[] {
  return requests.map(({ code, ...request }) => {
    const status = facts.statusOf(request.bookingId);
    const linked = code !== null && status !== undefined && asksToSign(request.state, status);
    return { ...request, signPath: linked ? consentSignPath(facts.countryCode, code) : null };
  });
}
