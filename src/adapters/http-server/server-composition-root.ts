// The driven adapters the server runs on, composed once for `npm start` (main.ts) and for the
// tests' servers: every port of the server's use cases over one SQL database and one clock.
import type { Clock } from '../../application/ports/clock';
import { sqlCatalog } from '../persistence/sql-catalog';
import { sqlCompanyDirectory } from '../persistence/sql-company-directory';
import type { SqlDatabase } from '../persistence/sql-database';
import type { ServerPorts } from './server-use-cases';

/** What the server's adapters are built over. */
export interface ServerInfrastructure {
  readonly database: SqlDatabase;
  readonly clock: Clock;
}

/** Every port the server's use cases need, over the SQL adapters. */
export function sqlServerPorts(infrastructure: ServerInfrastructure): ServerPorts {
  const { database } = infrastructure;
  return {
    companyDirectory: sqlCompanyDirectory(database),
    catalog: sqlCatalog(database),
  };
}
