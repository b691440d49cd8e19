import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from './demo/demo-accounts-and-reviews';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlAccountLinks, sqlUserAccounts } from './sql-account-links';
import { sqlSessions, sqlUsers } from './sql-users';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { accountLinksContract } from './account-links-contract.test-support';

// The account links and user accounts SQL adapters (issue 34; migration 0038, docs/adr/0121) over
// the demo data, on PGlite and on PostgreSQL, so both engines answer the ports the same way.

const engines = await testEngines();

describe.each(engines)('the account links’ SQL adapters on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    accountLinksContract(() => {
      const users = sqlUsers(handle.database);
      return Promise.resolve({
        users,
        sessions: sqlSessions(handle.database),
        userAccounts: sqlUserAccounts(handle.database, users),
        accountLinks: sqlAccountLinks(handle.database),
        client: { id: DEMO_USER.ana, email: 'ana.perez@correo.example' },
      });
    });

    it('counts the demo’s users as verified', async () => {
      const accounts = sqlUserAccounts(handle.database, sqlUsers(handle.database));
      expect(await accounts.emailVerifiedAt(DEMO_USER.ana)).not.toBeNull();
      expect(await accounts.emailVerifiedAt(DEMO_USER.salonAdmin)).not.toBeNull();
    });
  });
});
