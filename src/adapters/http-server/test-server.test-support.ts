import type { Hono } from 'hono';
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { demoStorefronts } from '../persistence/demo/demo-catalogue';
import { sqlCatalog } from '../persistence/sql-catalog';
import { sqlCompanyDirectory } from '../persistence/sql-company-directory';
import type { SqlDatabase } from '../persistence/sql-database';
import { contractCheckedClient, type ContractCheckedClient } from './contract-checked-client.test-support';
import { createHttpApp, type HttpAppOptions } from './hono-app';
import { serverUseCases } from './server-use-cases';

// Test support: the server as the tests drive it, composed directly (tests never need the
// container): the server's use cases over the SQL adapters on a seeded PGlite.


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
