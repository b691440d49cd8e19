import type { Hono } from 'hono';
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
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { demoStorefronts } from '../persistence/demo/demo-catalogue';
import { sqlCatalog } from '../persistence/sql-catalog';
import { sqlCompanyDirectory } from '../persistence/sql-company-directory';
import type { SqlDatabase } from '../persistence/sql-database';
import { contractCheckedClient, type ContractCheckedClient } from './contract-checked-client.test-support';
import { createHttpApp, type HttpAppOptions, type ServerUseCases } from './hono-app';

// Test support: the server as the tests drive it, composed directly (tests never need the
// container): the use cases over given ports, or over the SQL adapters on a seeded PGlite.

export function serverUseCases(ports: { readonly companyDirectory: CompanyDirectory; readonly catalog: Catalog }): ServerUseCases {
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

/** A storefront directory that does not exist: the placeholder page answers. */
export const UNBUILT_STOREFRONT = '/nonexistent/reserva-storefront';

export const demoLinks = demoStorefronts().map((storefront) => ({
  label: `${storefront.companyName} — ${storefront.locationName}`,
  path: storefront.path,
}));

export interface TestServer {
  readonly app: Hono;
  readonly client: ContractCheckedClient;
  readonly database: SqlDatabase;
  dispose(): Promise<void>;
}

/** The server over the SQL adapters on a new PGlite holding the demo data. */
export async function seededTestServer(options: Partial<HttpAppOptions> = {}): Promise<TestServer> {
  const database = await seededPglite();
  const app = createHttpApp(serverUseCases({ companyDirectory: sqlCompanyDirectory(database), catalog: sqlCatalog(database) }), {
    storefront: { directory: UNBUILT_STOREFRONT, links: demoLinks },
    ...options,
  });
  return { app, client: contractCheckedClient(app), database, dispose: () => database.close() };
}
