import { bookingApiClient } from '#adapters/http/booking-api-client';
import {
  availabilityInteractions,
  availabilityWithChosenTimesInteractions,
  changeBookingInteractions,
  checkBookingsInteractions,
  checkClientCompanyInteractions,
  checkGiftCardInteractions,
  createStorefrontBookingInteractions,
  findVehicleMaintenanceInteractions,
  getBookingForEditInteractions,
  getBookingSummaryInteractions,
  payWithCardInteractions,
  getCompanyBookingInfoInteractions,
  getCompanyOverviewInteractions,
  checkWebAddressCountriesInteractions,
  getLocationInteractions,
  getServiceProviderInteractions,
  listLocationsInteractions,
  listProvidersFreeAtInteractions,
  listServiceProvidersInteractions,
  listServicesInteractions,
  listGiftCardProductsInteractions,
  giftCardPurchaseInteractions,
  promotionInfoInteractions,
  socialNetworksInteractions,
  reviewsInteractions,
  reviewsV1Interactions,
  replyToReviewInteractions,
  reviewByCodeInteractions,
  consentSigningInteractions,
  sessionInteractions,
  myBookingsInteractions,
  myDetailsInteractions,
  accountLinkInteractions,
} from './booking-api-interactions.test-support';
import { describeConsumerPact } from './consumer-pact.test-support';

/** A fetch that sends the session cookie, as the browser sends the one it keeps (HttpOnly, out of the adapter's reach). */
function sendingCookie(cookie: string): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set('cookie', cookie);
    return globalThis.fetch(request);
  };
}

// The storefront's pact (storefront §7, booking-wizard §7): the calls the web UI makes through
// the HTTP client adapter, anonymously, and the refusals it handles; signing in leaves the session cookie to the browser.
// It never sends an api-key: its bookings carry the human check's token instead.

describeConsumerPact({
  consumer: 'reserva-storefront',
  client: (baseUrl, apiKey, cookie) =>
    bookingApiClient({
      baseUrl,
      ...(apiKey === undefined ? {} : { apiKey }),
      ...(cookie === undefined ? {} : { fetch: sendingCookie(cookie) }),
    }),
  interactions: [
    ...listLocationsInteractions(),
    ...getLocationInteractions(),
    ...getCompanyOverviewInteractions(),
    ...checkWebAddressCountriesInteractions(),
    ...getCompanyBookingInfoInteractions(),
    ...checkClientCompanyInteractions(),
    ...checkGiftCardInteractions(),
    ...listServicesInteractions(),
    ...listGiftCardProductsInteractions(),
    ...giftCardPurchaseInteractions(),
    ...listServiceProvidersInteractions(),
    ...getServiceProviderInteractions(),
    ...listProvidersFreeAtInteractions(),
    ...promotionInfoInteractions(),
    ...socialNetworksInteractions(),
    ...reviewsInteractions(),
    ...reviewsV1Interactions(),
    ...reviewByCodeInteractions(),
    ...consentSigningInteractions(),
    ...replyToReviewInteractions(),
    ...getBookingSummaryInteractions(),
    ...payWithCardInteractions(),
    ...availabilityInteractions(),
    ...availabilityWithChosenTimesInteractions(),
    ...checkBookingsInteractions(),
    ...createStorefrontBookingInteractions(),
    ...findVehicleMaintenanceInteractions(),
    ...changeBookingInteractions({ party: 'storefront' }),
    ...getBookingForEditInteractions(),
    ...sessionInteractions(),
    ...myBookingsInteractions(),
    ...myDetailsInteractions(),
    ...accountLinkInteractions(),
  ],
});
