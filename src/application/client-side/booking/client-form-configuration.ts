import {
  FIELD_BY_CLIENT_DATA_NAME,
  type BookingClientAttribute,
  type ClientFormConfiguration,
} from '#domain/client/client-form';
import type { CompanyBookingInfoView } from '../../ports/client/company-profiles';

/** What the form's shape depends on besides the company's settings: the location's country and whether a service is performed at the client's address. */
export interface ClientFormFacts {
  readonly countryCode: string;
  readonly hasOutcallService: boolean;
}

/** The client form the company shows (booking-wizard §5), as the server checks it too: the storefront's and the CLI's. */
export function clientFormConfiguration(facts: ClientFormFacts, info: CompanyBookingInfoView): ClientFormConfiguration {
  return {
    countryCode: facts.countryCode,
    activeMemberships: info.activeMemberships,
    hasOutcallService: facts.hasOutcallService,
    showNotes: info.showNotes,
    policyTermActive: info.policyTermActive,
    bookingClientAttributes: info.bookingClientAttributes.map((attribute): BookingClientAttribute => ({
      ...attribute,
      clientData: FIELD_BY_CLIENT_DATA_NAME[attribute.clientData],
    })),
    customAttributes: info.attributes,
  };
}
