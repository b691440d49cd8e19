import { bookingApiClient } from '../src/adapters/http/booking-api-client';
import {
  availabilityInteractions,
  availabilityWithChosenTimesInteractions,
  changeBookingInteractions,
  checkBookingsInteractions,
  checkClientCompanyInteractions,
  createStorefrontBookingInteractions,
  getBookingForEditInteractions,
  getBookingSummaryInteractions,
  getCompanyBookingInfoInteractions,
  getCompanyOverviewInteractions,
  getLocationInteractions,
  getServiceProviderInteractions,
  listLocationsInteractions,
  listProvidersFreeAtInteractions,
  listServiceProvidersInteractions,
  listServicesInteractions,
  promotionInfoInteractions,
  socialNetworksInteractions,
  reviewsInteractions,
  reviewsV1Interactions,
  replyToReviewInteractions,
  reviewByCodeInteractions,
  sessionInteractions,
} from './booking-api-interactions.test-support';
import { describeConsumerPact } from './consumer-pact.test-support';

// The storefront's pact (storefront §7, booking-wizard §7): the calls the web UI makes through
// the HTTP client adapter, anonymously, and the refusals it handles; signing in leaves the session cookie to the browser.
// It never sends an api-key: its bookings carry the human check's token instead.

describeConsumerPact({
  consumer: 'reserva-storefront',
  client: (baseUrl, apiKey) => bookingApiClient({ baseUrl, ...(apiKey === undefined ? {} : { apiKey }) }),
  interactions: [
    ...listLocationsInteractions(),
    ...getLocationInteractions(),
    ...getCompanyOverviewInteractions(),
    ...getCompanyBookingInfoInteractions(),
    ...checkClientCompanyInteractions(),
    ...listServicesInteractions(),
    ...listServiceProvidersInteractions(),
    ...getServiceProviderInteractions(),
    ...listProvidersFreeAtInteractions(),
    ...promotionInfoInteractions(),
    ...socialNetworksInteractions(),
    ...reviewsInteractions(),
    ...reviewsV1Interactions(),
    ...reviewByCodeInteractions(),
    ...replyToReviewInteractions(),
    ...getBookingSummaryInteractions(),
    ...availabilityInteractions(),
    ...availabilityWithChosenTimesInteractions(),
    ...checkBookingsInteractions(),
    ...createStorefrontBookingInteractions(),
    ...changeBookingInteractions({ party: 'storefront' }),
    ...getBookingForEditInteractions(),
    ...sessionInteractions(),
  ],
});
