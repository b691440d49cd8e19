import { bookingApiClient } from '#adapters/http/booking-api-client';
import {
  availabilityInteractions,
  changeBookingInteractions,
  checkBookingsInteractions,
  createBookingInteractions,
  createWorkshopBookingInteractions,
  findVehicleInteractions,
  getBookingForEditInteractions,
  getBookingSummaryInteractions,
  getCompanyBookingInfoInteractions,
  getLocationInteractions,
  invalidApiKeyInteractions,
  issueStaffApiKeyInteractions,
  companyStaffKeyInteractions,
  companyVehicleInteractions,
  giftCardInteractions,
  staffConsentInteractions,
  listLocationBookingsInteractions,
  getLocationAgendaInteractions,
  findBookingByReferenceInteractions,
  catalogueFileInteractions,
  listLocationsInteractions,
  listServiceProvidersInteractions,
  listServicesInteractions,
  listServicesWithPromotionInteractions,
  reviewsInteractions,
  STAFF_API_KEY,
  staffKeyState,
} from './booking-api-interactions.test-support';
import { describeConsumerPact } from './consumer-pact.test-support';

// The support CLI's pact (issue 6): the calls support staff script through the HTTP client
// adapter, each presenting the staff api-key, and the refusals the CLI turns into exit codes.

const asStaff = { alsoGiven: [staffKeyState], headers: { 'api-key': STAFF_API_KEY } };

describeConsumerPact({
  consumer: 'reserva-cli',
  client: (baseUrl, apiKey = STAFF_API_KEY) => bookingApiClient({ baseUrl, apiKey }),
  interactions: [
    ...listLocationsInteractions(asStaff),
    ...getLocationInteractions(asStaff),
    ...getCompanyBookingInfoInteractions(asStaff),
    ...listServicesInteractions(asStaff),
    ...listServicesWithPromotionInteractions(asStaff),
    ...findVehicleInteractions(asStaff),
    ...companyVehicleInteractions(asStaff),
    ...listServiceProvidersInteractions(asStaff),
    ...reviewsInteractions(asStaff),
    ...getBookingSummaryInteractions(asStaff),
    ...availabilityInteractions(asStaff),
    ...createBookingInteractions(asStaff),
    ...createWorkshopBookingInteractions(asStaff),
    ...checkBookingsInteractions(asStaff),
    ...changeBookingInteractions({ ...asStaff, party: 'cli' }),
    ...getBookingForEditInteractions(asStaff),
    ...listLocationBookingsInteractions(asStaff),
    ...getLocationAgendaInteractions(asStaff),
    ...findBookingByReferenceInteractions(asStaff),
    ...issueStaffApiKeyInteractions(asStaff),
    ...companyStaffKeyInteractions(asStaff),
    ...giftCardInteractions(asStaff),
    ...staffConsentInteractions(asStaff),
    ...catalogueFileInteractions(asStaff),
    ...invalidApiKeyInteractions(),
  ],
});
