import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clients } from '#application/ports/server/clients';
import { comparableIdentifier, identifierMatches } from '#domain/client/identifier-match';
import type { IdentifierType } from '#domain/client/identification';
import { DEMO_CLIENT } from './demo/demo-accounts-and-reviews';
import { DEMO_COMPANY } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlClients } from './sql-clients';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';
import { clientsContract } from './accounts-contract.test-support';
import { companyId as aCompanyId, clientId } from '#domain/shared/ids.test-support';
import type { CompanyId } from '#domain/storefront/company';

// The clients SQL adapter (issue 3 check_client_company; ADR 0020) over the demo data, on PGlite
// and PostgreSQL: the SQL's comparable forms must agree with the domain's, and an index answers them.

/** A phone as people write it: digits with a plus, spaces, dashes or brackets among them. */
const writtenPhone = fc
  .array(fc.oneof(fc.constantFrom('0', '1', '2', '9'), fc.constantFrom('+', ' ', '-', '(', ')')), { maxLength: 14 })
  .map((characters) => characters.join(''));

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

    // What the in-memory fake keeps too (ADR 0097): each test on two companies of its own.
    let companies = 0;
    clientsContract(async () => {
      const newCompany = async () => {
        companies += 1;
        const [row] = await readBack(handle.database).query<{ id: number }>(
          "INSERT INTO companies (name, web_address, country_code) VALUES ('Contrato', $1, 'cl') RETURNING id",
          [`clients-contract-${String(companies)}`],
        );
        return aCompanyId(row?.id ?? 0);
      };
      return {
        clients,
        companies: [await newCompany(), await newCompany()],
        async file(companyId, client) {
          const [row] = await readBack(handle.database).query<{ id: number }>(
            `INSERT INTO clients (company_id, first_name, last_name, identification_number, email, phone, can_book)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [
              companyId,
              client.firstName,
              client.lastName,
              client.identificationNumber,
              client.email,
              client.phone,
              client.canBook,
            ],
          );
          return clientId(row?.id ?? 0);
        },
      };
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
          {
            id: DEMO_CLIENT.rosa,
            canBook: true,
            firstName: 'Rosa',
            lastName: 'Díaz',
            email: 'rosa.diaz@correo.example',
          },
        ]);
      }
    });

    it('says which clients the company stopped from booking', async () => {
      expect(await identified(0, '9.876.543-3')).toEqual([
        {
          id: DEMO_CLIENT.pedroBlocked,
          canBook: false,
          firstName: 'Pedro',
          lastName: 'Soto',
          email: 'pedro.soto@correo.example',
        },
      ]);
    });

    it('identifies nobody by part of a number, by another company or by an empty identifier', async () => {
      expect(await identified(0, '2345678-5')).toEqual([]);
      expect(await identified(2, '2222')).toEqual([]);
      expect(await identified(0, '12.345.678-5', DEMO_COMPANY.salon)).toEqual([]);
      expect(await identified(1, '')).toEqual([]);
    });

    it('identifies by phone exactly the clients the domain says the typed phone names, for generated phones', async () => {
      const company = DEMO_COMPANY.salon;
      await fc.assert(
        fc.asyncProperty(
          fc.array(writtenPhone, { minLength: 1, maxLength: 6 }),
          fc.oneof(writtenPhone, fc.constantFrom('%', '_', '9%', '1_1_1_1_1')),
          fc.nat(),
          async (recorded, typedAlone, pick) => {
            // Often the end of a recorded number, as someone typing it without the country code would.
            const picked = recorded[pick % recorded.length] ?? '';
            const typed = pick % 2 === 0 ? typedAlone : picked.slice(pick % (picked.length + 1));
            await handle.database.query("DELETE FROM clients WHERE first_name = 'Generated'");
            const ids: number[] = [];
            for (const phone of recorded) {
              const [row] = await readBack(handle.database).query<{ id: number }>(
                "INSERT INTO clients (company_id, first_name, last_name, phone) VALUES ($1, 'Generated', 'Phone', $2) RETURNING id",
                [company, phone],
              );
              ids.push(Number(row?.id));
            }
            const comparable = comparableIdentifier(2, typed);
            const expected = ids.filter((_, index) =>
              identifierMatches(2, comparableIdentifier(2, recorded[index] ?? ''), comparable),
            );
            const found = (await identified(2, typed, company)).map((client) => Number(client.id));
            expect(found.filter((id) => ids.includes(id))).toEqual(expected);
            const [standing] = await clients.standingsIdentifiedBy(company, [{ type: 2, comparable }]);
            expect(standing?.length ?? 0).toBe(expected.length > 0 ? 1 : 0);
          },
        ),
        { numRuns: 40 },
      );
      await handle.database.query("DELETE FROM clients WHERE first_name = 'Generated'");
    });

    it('finds a client by email and by the end of a phone through an index, not by reading every client', async () => {
      // A company with five thousand clients, its statistics taken; a thousand more gave one
      // made-up number, and the company stopped one of them.
      const company = DEMO_COMPANY.salon;
      await handle.database.query(
        `INSERT INTO clients (company_id, first_name, last_name, email, phone, can_book)
         SELECT $1, 'Many', 'Client ' || g, 'client' || g || '@correo.example',
                CASE WHEN g > 5000 THEN '+56 2 2222 2222' ELSE '+56 9 ' || lpad(g::text, 8, '0') END, g <> 5500
         FROM generate_series(1, 6000) g`,
        [company],
      );
      await handle.database.query('ANALYZE clients');
      const sent: { text: string; params: readonly unknown[] }[] = [];
      const recorded = sqlClients({
        ...handle.database,
        query: (text, params = []) => {
          sent.push({ text, params });
          return handle.database.query(text, params);
        },
      });
      try {
        const email = comparableIdentifier(1, ' Client1234@Correo.example');
        const phone = comparableIdentifier(2, '0000 1234');
        expect(await recorded.clientsIdentifiedBy(company, 1, email)).toMatchObject([{ lastName: 'Client 1234' }]);
        expect(await recorded.clientsIdentifiedBy(company, 2, phone)).toMatchObject([{ lastName: 'Client 1234' }]);
        expect(
          await recorded.standingsIdentifiedBy(company, [
            { type: 1, comparable: email },
            { type: 2, comparable: phone },
          ]),
        ).toEqual([[{ canBook: true }], [{ canBook: true }]]);
        const shared = comparableIdentifier(2, '2222 2222');
        expect(await recorded.standingsIdentifiedBy(company, [{ type: 2, comparable: shared }])).toEqual([
          [{ canBook: false }, { canBook: true }],
        ]);
        expect(await recorded.clientsIdentifiedBy(company, 2, shared)).toHaveLength(1000);
        const plans: string[] = [];
        for (const { text, params } of sent)
          plans.push(
            (await readBack(handle.database).query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, [...params]))
              .map((row) => row['QUERY PLAN'])
              .join('\n'),
          );
        expect(plans[0]).toMatch(/clients_email_comparable[\s\S]*Index Cond: [^\n]*lower\(TRIM\(BOTH FROM email\)\) =/);
        expect(plans[1]).toMatch(/clients_phone_digits_backwards[\s\S]*Index Cond: [^\n]*~>=~/);
        expect(plans[2]).toContain('clients_email_comparable');
        expect(plans[2]).toContain('clients_phone_digits_backwards');
        // However many share the number, whether one of them cannot book is an index probe (that
        // one of them can is the first of them read).
        expect(plans[3]).toMatch(/clients_phone_digits_backwards[\s\S]*Index Cond: [^\n]*can_book = false/);
        for (const plan of plans.slice(0, 3)) expect(plan).not.toMatch(/Seq Scan on clients/);
        // The plan made once for every value (the one PostgreSQL keeps for a prepared statement whose
        // custom plans cost no less) probes the same indexes: an end of a phone is a range, not a
        // pattern only its value could tell (docs/adr/0164).
        const literal = (value: unknown) =>
          typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
        const generic = await handle.database.transaction(async (transaction) => {
          const explained: string[] = [];
          await transaction.query('SET LOCAL plan_cache_mode = force_generic_plan');
          for (const [index, { text, params }] of sent.slice(1, 3).entries()) {
            await transaction.query(`PREPARE generic_${String(index)} AS ${text}`);
            const rows = (await transaction.query(
              `EXPLAIN EXECUTE generic_${String(index)}(${params.map(literal).join(', ')})`,
            )) as { 'QUERY PLAN': string }[];
            explained.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
            await transaction.query(`DEALLOCATE generic_${String(index)}`);
          }
          return explained;
        });
        expect(generic[0]).toMatch(/clients_phone_digits_backwards[\s\S]*Index Cond: [^\n]*~>=~[^\n]*~<~/);
        expect(generic[1]).toContain('clients_email_comparable');
        expect(generic[1]).toMatch(/clients_phone_digits_backwards[\s\S]*Index Cond: [^\n]*~>=~[^\n]*~<~/);
        for (const plan of generic) expect(plan).not.toMatch(/Seq Scan on clients/);
      } finally {
        await handle.database.query("DELETE FROM clients WHERE first_name = 'Many'");
      }
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
