import { sqlCompanyDirectory } from '../sql-company-directory';
import type { SqlExecutor } from '../sql-database';
import { sqlStaffKeys } from '../sql-staff-keys';
import { DEMO_STAFF_API_KEY } from './demo-bookings';
import { demoStorefronts } from './demo-catalogue-files';

// Whether a database holds the demo (docs/adr/0087): a production server refuses one that does
// unless RESERVA_DEMO=on, since its companies are make-believe and its staff key is public.

/** What of the demo `database` holds: the demo's public staff key, accepted, and the demo companies there. */
export async function demoPresence(
  database: SqlExecutor,
): Promise<{ readonly publicStaffKey: boolean; readonly companies: readonly string[] }> {
  const publicStaffKey = (await sqlStaffKeys(database).verify(DEMO_STAFF_API_KEY)) !== undefined;
  const directory = sqlCompanyDirectory(database);
  const companies: string[] = [];
  for (const webAddress of new Set(demoStorefronts().map((storefront) => storefront.webAddress))) {
    if ((await directory.companyByWebAddress(webAddress)) !== undefined) companies.push(webAddress);
  }
  return { publicStaffKey, companies };
}
