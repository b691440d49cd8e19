import type { CatalogueFiles } from '../../ports/client/catalogue-files';
import type { AccountLinkCalls } from '../../ports/client/account-links';
import type { AccountSessions } from '../../ports/client/account-sessions';
import type { AvailabilityQueries } from '../../ports/client/availability-queries';
import type { BookingChanges } from '../../ports/client/booking-changes';
import type { BookingRequests } from '../../ports/client/booking-requests';
import type { BookingSummaries } from '../../ports/client/booking-summaries';
import type { CardPayments } from '../../ports/client/card-payments';
import type { CompanyProfiles } from '../../ports/client/company-profiles';
import type { ConsentSignatures } from '../../ports/client/consent-signatures';
import type { CompanyVehicles } from '../../ports/client/company-vehicles';
import type { ExistingClients } from '../../ports/client/existing-clients';
import type { GiftCardOffers } from '../../ports/client/gift-card-offers';
import type { GiftCardOrders } from '../../ports/client/gift-card-orders';
import type { GiftCardChecks } from '../../ports/client/gift-card-checks';
import type { LandingPromotions } from '../../ports/client/landing-promotions';
import type { LocationBookings } from '../../ports/client/location-bookings';
import type { LocationAgendas } from '../../ports/client/location-agendas';
import type { LocationConsents } from '../../ports/client/location-consents';
import type { LocationDirectory } from '../../ports/client/location-directory';
import type { OfferedServices } from '../../ports/client/offered-services';
import type { ProfessionalDirectory } from '../../ports/client/professional-directory';
import type { PublishedReviews } from '../../ports/client/published-reviews';
import type { ReviewInvitations } from '../../ports/client/review-invitations';
import type { ReviewReplies } from '../../ports/client/review-replies';
import type { StaffApiKeys } from '../../ports/client/staff-api-keys';
import type { CompanyGiftCards } from '../../ports/client/company-gift-cards';
import type { VehicleMaintenanceQueries } from '../../ports/client/vehicle-maintenance-queries';
import type { VehicleRecords } from '../../ports/client/vehicle-records';

/** Every port of the Booking API (docs/adr/0055), answered by one object as the HTTP client answers them. */
export type BookingApiPorts = AccountLinkCalls &
  AccountSessions &
  AvailabilityQueries &
  BookingChanges &
  BookingRequests &
  BookingSummaries &
  CardPayments &
  CatalogueFiles &
  CompanyProfiles &
  ConsentSignatures &
  CompanyVehicles &
  ExistingClients &
  GiftCardOffers &
  GiftCardOrders &
  GiftCardChecks &
  LandingPromotions &
  LocationAgendas &
  LocationBookings &
  LocationConsents &
  LocationDirectory &
  OfferedServices &
  ProfessionalDirectory &
  PublishedReviews &
  ReviewInvitations &
  ReviewReplies &
  StaffApiKeys &
  CompanyGiftCards &
  VehicleMaintenanceQueries &
  VehicleRecords;

/** `api` under the name of each port a use case may ask for, as composition roots and tests hand the one client over. */
export function apiPorts<Api extends BookingApiPorts>(api: Api) {
  return {
    accountLinks: api,
    accountSessions: api,
    availability: api,
    bookingChanges: api,
    bookingRequests: api,
    bookingSummaries: api,
    cardPayments: api,
    companies: api,
    consentSignatures: api,
    existingClients: api,
    giftCardOffers: api,
    giftCardOrders: api,
    giftCardChecks: api,
    promotions: api,
    locationAgendas: api,
    locationBookings: api,
    locationConsents: api,
    locations: api,
    offeredServices: api,
    professionals: api,
    reviews: api,
    reviewInvitations: api,
    reviewReplies: api,
    staffApiKeys: api,
    giftCards: api,
    vehicles: api,
    vehicleMaintenance: api,
  };
}
