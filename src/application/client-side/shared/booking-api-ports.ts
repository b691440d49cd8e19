import type { CatalogueFiles } from '../../ports/catalogue-files';
import type { AccountSessions } from '../../ports/account-sessions';
import type { AvailabilityQueries } from '../../ports/availability-queries';
import type { BookingChanges } from '../../ports/booking-changes';
import type { BookingRequests } from '../../ports/booking-requests';
import type { BookingSummaries } from '../../ports/booking-summaries';
import type { CardPayments } from '../../ports/card-payments';
import type { CompanyProfiles } from '../../ports/company-profiles';
import type { ExistingClients } from '../../ports/existing-clients';
import type { LandingPromotions } from '../../ports/landing-promotions';
import type { LocationBookings } from '../../ports/location-bookings';
import type { LocationDirectory } from '../../ports/location-directory';
import type { OfferedServices } from '../../ports/offered-services';
import type { ProfessionalDirectory } from '../../ports/professional-directory';
import type { PublishedReviews } from '../../ports/published-reviews';
import type { ReviewInvitations } from '../../ports/review-invitations';
import type { ReviewReplies } from '../../ports/review-replies';
import type { StaffApiKeys } from '../../ports/staff-api-keys';
import type { VehicleRecords } from '../../ports/vehicle-records';

/** Every port of the Booking API (docs/adr/0055), answered by one object as the HTTP client answers them. */
export type BookingApiPorts = AccountSessions &
  AvailabilityQueries &
  BookingChanges &
  BookingRequests &
  BookingSummaries &
  CardPayments &
  CatalogueFiles &
  CompanyProfiles &
  ExistingClients &
  LandingPromotions &
  LocationBookings &
  LocationDirectory &
  OfferedServices &
  ProfessionalDirectory &
  PublishedReviews &
  ReviewInvitations &
  ReviewReplies &
  StaffApiKeys &
  VehicleRecords;

/** `api` under the name of each port a use case may ask for, as composition roots and tests hand the one client over. */
export function apiPorts<Api extends BookingApiPorts>(api: Api) {
  return {
    accountSessions: api,
    availability: api,
    bookingChanges: api,
    bookingRequests: api,
    bookingSummaries: api,
    cardPayments: api,
    companies: api,
    existingClients: api,
    promotions: api,
    locationBookings: api,
    locations: api,
    offeredServices: api,
    professionals: api,
    reviews: api,
    reviewInvitations: api,
    reviewReplies: api,
    staffApiKeys: api,
    vehicles: api,
  };
}
