import { checkWebAddressCountries } from '../../application/check-web-address-countries';
import { getCompanyBookingInfo } from '../../application/get-company-booking-info';
import { getCompanyOverview } from '../../application/get-company-overview';
import { getLocation } from '../../application/get-location';
import { getServiceProvider } from '../../application/get-service-provider';
import { listLocations } from '../../application/list-locations';
import { listServices } from '../../application/list-services';
import { listSocialNetworks } from '../../application/list-social-networks';
import type { Catalog } from '../../application/ports/catalog';
import type { CompanyDirectory } from '../../application/ports/company-directory';
import type { ServerUseCases } from './hono-app';

/** The ports the server's use cases run over. */
export interface ServerPorts {
  readonly companyDirectory: CompanyDirectory;
  readonly catalog: Catalog;
}

/**
 * Every use case the server serves, over the given ports: the one assembly the composition root
 * and the tests share, so a new use case is wired in one place.
 */
export function serverUseCases(ports: ServerPorts): ServerUseCases {
  return {
    getCompanyOverview: getCompanyOverview(ports),
    getCompanyBookingInfo: getCompanyBookingInfo(ports),
    listSocialNetworks: listSocialNetworks(ports),
    checkWebAddressCountries: checkWebAddressCountries(ports),
    listLocations: listLocations(ports),
    getLocation: getLocation(ports),
    listServices: listServices(ports),
    getServiceProvider: getServiceProvider(ports),
  };
}
