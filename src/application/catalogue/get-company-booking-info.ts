import { ResultAsync } from 'neverthrow';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { CompanyBookingSettings, CompanyDirectory } from '../ports/server/company-directory';

/**
 * The settings that shape a company's booking wizard (booking-wizard §3 companyBookingInfo). How
 * clients identify themselves only means something for a client-exclusive company, so it is null
 * for any other, whatever was once recorded.
 */
export function getCompanyBookingInfo(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly webAddress: string }): ResultAsync<CompanyBookingSettings, CompanyNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.bookingSettingsByWebAddress(request.webAddress))
      .andThen((settings) => found(settings, companyNotFound))
      .map((settings) => (settings.clientExclusive ? settings : { ...settings, clientExclusiveBy: null }));
}

export type GetCompanyBookingInfo = ReturnType<typeof getCompanyBookingInfo>;
