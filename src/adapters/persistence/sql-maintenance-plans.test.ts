import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenancePlans } from '#application/ports/server/maintenance-plans';
import type { ServiceId } from '#domain/catalog/service';
import { planCatalogue } from '#domain/catalogue-file/catalogue-changes';
import type { CompanyId } from '#domain/storefront/company';
import { DEMO_COMPANY, DEMO_SERVICE } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { maintenancePlansContract } from './maintenance-plans-contract.test-support';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { sqlMaintenancePlans } from './sql-maintenance-plans';
import { rowDecoder } from './stored-rows';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Workshops' maintenance plans (issue 33; migration 0035), over the demo's catalogue files, on
// PGlite and on PostgreSQL.

const engines = await testEngines();
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int, slug: Schema.String }), 'an id by slug');

describe.each(engines)('the maintenance plans’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let plans: MaintenancePlans;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      plans = sqlMaintenancePlans(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it("answers Taller Andes's Toyota plan: its minor service every 10.000 km or 12 months, its major every 20.000 km or 24", async () => {
      expect(await plans.ofCompany(DEMO_COMPANY.workshop)).toEqual([
        {
          key: 'pauta-toyota',
          name: 'Pauta de mantención Toyota',
          brand: 'Toyota',
          model: null,
          steps: [
            {
              serviceId: DEMO_SERVICE.service10000,
              serviceName: 'Mantención 10.000 km',
              everyKm: 10000,
              everyMonths: 12,
              toleranceKm: 2000,
              toleranceDays: 30,
            },
            {
              serviceId: DEMO_SERVICE.service20000,
              serviceName: 'Mantención 20.000 km',
              everyKm: 20000,
              everyMonths: 24,
              toleranceKm: 2000,
              toleranceDays: 30,
            },
          ],
        },
      ]);
      expect(await plans.ofCompany(DEMO_COMPANY.salon)).toEqual([]);
    });

    maintenancePlansContract(() =>
      Promise.resolve({
        plans,
        async write(catalogue) {
          await sqlCatalogueStore(handle.database).transaction(async (unit) => {
            await unit.holdBookings(catalogue.company.slug);
            await unit.write(catalogue, planCatalogue(await unit.current(catalogue.company.slug), catalogue));
          });
          const [company] = idRows(
            await handle.database.query('SELECT id, web_address AS slug FROM companies WHERE web_address = $1', [
              catalogue.company.slug,
            ]),
          );
          const services = new Map(
            idRows(
              await handle.database.query(
                'SELECT s.id, s.slug FROM services s JOIN companies c ON c.id = s.company_id WHERE c.web_address = $1',
                [catalogue.company.slug],
              ),
            ).map((row) => [row.slug, row.id]),
          );
          return {
            companyId: (company?.id ?? 0) as CompanyId,
            service: (slug) => (services.get(slug) ?? 0) as ServiceId,
          };
        },
      }),
    );
  });
});
