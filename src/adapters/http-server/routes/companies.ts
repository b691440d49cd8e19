import type { CheckWebAddressCountries } from '#application/catalogue/check-web-address-countries';
import type { CompanyOverview, GetCompanyOverview } from '#application/catalogue/get-company-overview';
import type { GetCompanyBookingInfo } from '#application/catalogue/get-company-booking-info';
import type { ListSocialNetworks } from '#application/catalogue/list-social-networks';
import type { CompanyBookingSettings, SocialNetworkLink } from '#application/ports/server/company-directory';
import { CLIENT_DATA_NAMES } from '#domain/client/client-form';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { companyIdFromWire, locationIdFromWire } from '../wire-ids';

type Schemas = components['schemas'];

export interface CompanyUseCases {
  readonly getCompanyOverview: GetCompanyOverview;
  readonly getCompanyBookingInfo: GetCompanyBookingInfo;
  readonly listSocialNetworks: ListSocialNetworks;
  readonly checkWebAddressCountries: CheckWebAddressCountries;
}

/** A company's overview on the wire (GET /companies/overview); the location page's preload sends it too. */
export function companyOverview({ company, location }: CompanyOverview): Schemas['CompanyOverview'] {
  return {
    id: company.id,
    name: company.name,
    description: company.description,
    unit: company.currency.unit,
    delimiter: company.currency.delimiter,
    separator: company.currency.separator,
    company_is_active: company.isActive,
    minisite_is_active: company.minisiteIsActive,
    minisite_v2_active: company.minisiteV2Active,
    custom_minisite: company.customMinisite,
    color_minisite: company.colorMinisite,
    logo: company.logo,
    email: company.email,
    phone: company.phone,
    is_solo: company.isSolo,
    is_plan_solo: company.isPlanSolo,
    allows_online_payment: company.allowsOnlinePayment,
    online_payment_capable: company.onlinePaymentCapable,
    provider_online_payment: company.providerOnlinePayment,
    facebook_custom_tracker: company.facebookCustomTracker,
    google_custom_tracker: company.googleCustomTracker,
    google_custom_tracker_domain: company.googleCustomTrackerDomain,
    reviews_v2: company.reviewsV2,
    apps: { app_store: company.apps.appStore, google_play: company.apps.googlePlay },
    location: location === null ? null : { id: location.id, location_name: location.name, phone: location.phone },
  };
}

/** A company's booking settings on the wire (GET /companies/booking_info). */
export function bookingInfo(settings: CompanyBookingSettings): Schemas['CompanyBookingInfo'] {
  return {
    client_exclusive: settings.clientExclusive,
    client_exclusive_by: settings.clientExclusiveBy,
    policy_term_active: settings.policyTermActive,
    policy_term: settings.policyTerm,
    preset_notes: { important: settings.importantNote.trim() === '' ? null : settings.importantNote },
    after_booking: settings.afterBookingMonths,
    active_memberships: settings.activeMemberships,
    attributes: settings.customAttributes.map((attribute) => ({
      name: attribute.name,
      slug: attribute.slug,
      type: attribute.type,
      categories: attribute.categories,
      show_on_workflow: attribute.showOnWorkflow,
      mandatory_on_workflow: attribute.mandatoryOnWorkflow,
    })),
    show_notes: settings.showNotes,
    booking_client_attributes: settings.bookingClientAttributes.map((attribute) => ({
      client_data: CLIENT_DATA_NAMES[attribute.clientData],
      used: attribute.used,
      required: attribute.required,
      label: attribute.label,
    })),
    show_providers: settings.showProviders,
    workshop_variant: settings.workshopVariant,
    plans_for_signed_in_owner: settings.plansForSignedInOwner,
  };
}

/** A company's social links on the wire (GET /social_networks). */
export function socialNetworks(links: readonly SocialNetworkLink[]): Schemas['SocialNetwork'][] {
  return links.map((link) => ({ social_network_id: link.id, name: link.name, web_address: link.webAddress }));
}

/** The Companies calls (storefront §7): overview, booking info, social links and countries. */
export function companyRoutes(useCases: CompanyUseCases): readonly ContractRoute[] {
  return [
    contractRoute('getCompanyOverview', ({ query }) =>
      useCases
        .getCompanyOverview({
          webAddress: query.website,
          locationId: query.location_id === undefined ? null : locationIdFromWire(query.location_id),
        })
        .map((overview) => ({ status: 200, body: companyOverview(overview) })),
    ),
    contractRoute('getCompanyBookingInfo', ({ query }) =>
      useCases
        .getCompanyBookingInfo({ webAddress: query.website })
        .map((settings) => ({ status: 200, body: bookingInfo(settings) })),
    ),
    contractRoute('listSocialNetworks', ({ query }) =>
      useCases
        .listSocialNetworks({ companyId: companyIdFromWire(query.company_id) })
        .map((links) => ({ status: 200, body: socialNetworks(links) })),
    ),
    contractRoute('checkWebAddressCountries', ({ query }) =>
      useCases.checkWebAddressCountries({ webAddress: query.web_address }).map((answer) => ({
        status: 200,
        body: { web_address: answer.webAddress, countries: answer.countries },
      })),
    ),
  ];
}
