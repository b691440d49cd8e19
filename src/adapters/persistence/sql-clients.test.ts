import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clients } from '#application/ports/clients';
import { comparableIdentifier } from '#domain/client/identifier-match';
import type { IdentifierType } from '#domain/client/identification';
import { DEMO_CLIENT } from './demo/demo-accounts-and-reviews';
import { DEMO_COMPANY } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlClients } from './sql-clients';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import type { CompanyId } from '#domain/storefront/company';

// The clients SQL adapter (issue 3 check_client_company; ADR 0020) over the demo data, on PGlite
// and PostgreSQL: the SQL's comparable forms must agree with the domain's.

const engines = await testEngines();

describe.each(engines)('the clients’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let clients: Clients;
    const identified = (type: IdentifierType, typed: string, companyId: CompanyId = DEMO_COMPANY.clinic) =>
      clients.clientsIdentifiedBy(companyId, type, comparableIdentifier(type, typed));

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      clients = sqlClients(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it('identifies a client by id number written any way, by email in any case and by phone with or without country code', async () => {
      for (const [type, typed] of [
        [0, '12345678-5'],
        [0, '12.345.678-5'],
        [1, 'ROSA.DIAZ@correo.example'],
        [2, '+56 9 1111 2222'],
        [2, '911112222'],
      ] as const) {
        expect(await identified(type, typed)).toEqual([
          { id: DEMO_CLIENT.rosa, canBook: true, firstName: 'Rosa', lastName: 'Díaz' },
        ]);
      }
    });

    it('says which clients the company stopped from booking', async () => {
      expect(await identified(0, '9.876.543-3')).toEqual([
        { id: DEMO_CLIENT.pedroBlocked, canBook: false, firstName: 'Pedro', lastName: 'Soto' },
      ]);
    });

    it('identifies nobody by part of a number, by another company or by an empty identifier', async () => {
      expect(await identified(0, '2345678-5')).toEqual([]);
      expect(await identified(2, '2222')).toEqual([]);
      expect(await identified(0, '12.345.678-5', DEMO_COMPANY.salon)).toEqual([]);
      expect(await identified(1, '')).toEqual([]);
    });

    it('answers the standings of several identifiers in one read, each as its own clients stand', async () => {
      const typed = [
        [0, '12.345.678-5'],
        [0, '9.876.543-3'],
        [1, 'nobody@correo.example'],
        [2, '911112222'],
        [1, ''],
      ] as const;
      const asked = typed.map(([type, each]) => ({ type, comparable: comparableIdentifier(type, each) }));
      const sent: string[] = [];
      const counted = sqlClients({
        ...handle.database,
        query: (text, params) => {
          sent.push(text);
          return handle.database.query(text, params);
        },
      });
      const standings = await counted.standingsIdentifiedBy(DEMO_COMPANY.clinic, asked);
      expect(sent).toHaveLength(1);
      expect(standings).toEqual(
        await Promise.all(
          typed.map(async ([type, each]) =>
            [...new Set((await identified(type, each)).map((client) => client.canBook))].map((canBook) => ({
              canBook,
            })),
          ),
        ),
      );
      expect(standings).toEqual([[{ canBook: true }], [{ canBook: false }], [], [{ canBook: true }], []]);
      expect(await clients.standingsIdentifiedBy(DEMO_COMPANY.salon, asked.slice(0, 2))).toEqual([[], []]);
    });
  });
});
