import type { CustomAttribute } from '#domain/client/custom-attribute';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** The company behind a storefront (storefront §3 Company overview, booking-wizard §3). */
export interface CompanyOverviewView {
  readonly id: CompanyId;
  readonly name: string;
  /** What the company says about itself, under its name (storefront §1); null when it has written none. */
  readonly description: string | null;
  /** The currency symbol, thousands delimiter and decimal separator prices are written with. */
  readonly unit: string;
  readonly delimiter: string;
  readonly separator: string;
  readonly companyIsActive: boolean;
  readonly minisiteIsActive: boolean;
  readonly minisiteV2Active: boolean;
  readonly customMinisite: boolean;
  readonly colorMinisite: string | null;
  readonly logo: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly isSolo: boolean;
  readonly isPlanSolo: boolean;
  readonly allowsOnlinePayment: boolean;
  readonly onlinePaymentCapable: boolean;
  readonly providerOnlinePayment: string | null;
  readonly facebookCustomTracker: string | null;
  readonly googleCustomTracker: string | null;
  readonly googleCustomTrackerDomain: string | null;
  readonly reviewsV2: boolean;
  /** The company's own apps, which the app-download banner links to; both null for none. */
  readonly apps: { readonly appStore: string | null; readonly googlePlay: string | null };
  /** The location asked about: its name and phone; null when none was. */
  readonly location: { readonly id: LocationId; readonly locationName: string; readonly phone: string | null } | null;
}

/** The countries a company's storefront serves (GET check_web_address_countries): never empty, its home country first. */
export interface WebAddressCountriesView {
  readonly webAddress: string;
  readonly countries: readonly string[];
}

/** A client form field as the company configures it; `clientData` is the wire's snake_case field name. */
export interface BookingClientAttributeView {
  readonly clientData:
    | 'email'
    | 'phone'
    | 'second_phone'
    | 'identification_number'
    | 'address'
    | 'birth_date'
    | 'age'
    | 'record_number'
    | 'gender'
    | 'city'
    | 'district';
  readonly used: boolean;
  readonly required: boolean;
  readonly label: string;
}

/** The company's booking settings (booking-wizard §3 companyBookingInfo). */
export interface CompanyBookingInfoView {
  readonly clientExclusive: boolean;
  readonly clientExclusiveBy: 0 | 1 | 2 | null;
  readonly policyTermActive: boolean;
  readonly policyTerm: string | null;
  readonly presetNotes: { readonly important: string | null };
  /** Months ahead clients may book. */
  readonly afterBooking: number;
  readonly activeMemberships: boolean;
  readonly attributes: readonly CustomAttribute[];
  readonly showNotes: boolean;
  readonly bookingClientAttributes: readonly BookingClientAttributeView[];
  /** 0 clients can choose the professional, 1 must, 2 cannot. */
  readonly showProviders: 0 | 1 | 2;
  /** The vehicle-workshop ("Salfa") variant: one service at a time, no professional to choose, the vehicle's record collected. */
  readonly workshopVariant: boolean;
  /** Only the signed-in owner of a client's plans spends them (docs/adr/0124): a visitor is invited to sign in. */
  readonly plansForSignedInOwner: boolean;
}

/** One of a company's social links as the API sends it (storefront §1); blank addresses are never sent. */
export interface SocialNetworkView {
  readonly socialNetworkId: number;
  /** instagram, facebook, web alternativa… */
  readonly name: string;
  /** As the company wrote it, with or without a scheme. */
  readonly webAddress: string;
}

/**
 * The company behind a storefront, as the Booking API shows it: its overview, the countries its storefront
 * serves, its booking settings and its social links (storefront §3 Company overview, §7; booking-wizard §3).
 */
export interface CompanyProfiles {
  /** GET /companies/overview?website[&location_id]: the company, and the location's name and phone when asked. */
  getCompanyOverview(website: string, locationId: LocationId | null): ApiResult<CompanyOverviewView>;
  /** GET /api/views/workflow/v2/check_web_address_countries?web_address: the countries the company's storefront serves; 404 `COMPANY.NOT_FOUND` when no company has the address. */
  checkWebAddressCountries(webAddress: string): ApiResult<WebAddressCountriesView>;
  /** GET /companies/booking_info?website. */
  getCompanyBookingInfo(website: string): ApiResult<CompanyBookingInfoView>;
  /** GET /social_networks?company_id: the company's social links, in its order. */
  listSocialNetworks(companyId: CompanyId): ApiResult<readonly SocialNetworkView[]>;
}
