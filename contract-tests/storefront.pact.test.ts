import { bookingApiClient } from '../src/adapters/http/booking-api-client';
import {
  availabilityInteractions,
  changeBookingInteractions,
  checkBookingsInteractions,
  getBookingForEditInteractions,
  getBookingSummaryInteractions,
  getCompanyBookingInfoInteractions,
  getLocationInteractions,
  listLocationsInteractions,
  listServiceProvidersInteractions,
  listServicesInteractions,
  reviewsInteractions,
  sessionInteractions,
} from './booking-api-interactions.test-support';
import { describeConsumerPact } from './consumer-pact.test-support';

// The storefront's pact (storefront §7, booking-wizard §7): the calls the web UI makes through
// the HTTP client adapter, anonymously, and the refusals it handles; signing in leaves the session cookie to the browser.

describeConsumerPact({
  consumer: 'reserva-storefront',
  client: (baseUrl, apiKey) => bookingApiClient({ baseUrl, ...(apiKey === undefined ? {} : { apiKey }) }),
  interactions: [
    ...listLocationsInteractions(),
    ...getLocationInteractions(),
    ...getCompanyBookingInfoInteractions(),
    ...listServicesInteractions(),
    ...listServiceProvidersInteractions(),
    ...reviewsInteractions(),
    ...getBookingSummaryInteractions(),
    ...availabilityInteractions(),
    ...checkBookingsInteractions(),
    ...changeBookingInteractions({ party: 'storefront' }),
    ...getBookingForEditInteractions(),
    ...sessionInteractions(),
  ],
});
