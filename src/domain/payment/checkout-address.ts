import type { TrackingParameters } from '../booking/traffic-source';
import { paymentProviderCode, type PaymentProvider } from './payment-provider';

// Where the browser goes to pay a booking made with Pay and reserve (booking-wizard §4 "the browser
// is sent to a backend payment page with query p (provider) and b (transaction id) plus tracking
// parameters", §7): the API's checkout page, which hands over to the provider. The address carries
// the booking's access token (`t`), which the create answered: the checkout opens a payment only for
// whoever holds it, never by the transaction id alone (ADR 0051).

export const CHECKOUT_PATH = '/payments/checkout';

/** The tracking parameters as the route named them, in the route's order (booking-wizard §2 Routes). */
const TRACKING_QUERY: readonly (readonly [keyof TrackingParameters, string])[] = [
  ['creativeSource', 'creative_source'],
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmContent', 'utm_content'],
  ['utmTerm', 'utm_term'],
  ['rwgToken', 'rwg_token'],
];

/** What names the booking whose payment the checkout page opens: its transaction, and the access token that opens it. */
export interface CheckoutBooking {
  readonly trxId: string;
  readonly accessToken: string;
}

/** The checkout page of `booking`'s transaction through `provider`, under the API at `apiOrigin`, carrying the visit's tracking parameters. */
export function checkoutAddress(
  apiOrigin: string,
  provider: PaymentProvider,
  booking: CheckoutBooking,
  tracking: TrackingParameters,
): string {
  const query = new URLSearchParams([
    ['p', paymentProviderCode(provider)],
    ['b', booking.trxId],
    ['t', booking.accessToken],
  ]);
  for (const [field, name] of TRACKING_QUERY) {
    const value = tracking[field];
    if (value !== null) query.append(name, value);
  }
  return `${apiOrigin.replace(/\/$/, '')}${CHECKOUT_PATH}?${query.toString()}`;
}
