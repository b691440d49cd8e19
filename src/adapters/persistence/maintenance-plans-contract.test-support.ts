import { expect, it } from 'vitest';
import type { MaintenancePlans } from '#application/ports/server/maintenance-plans';
import type { ServiceId } from '#domain/catalog/service';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { CompanyId } from '#domain/storefront/company';
import { exampleSalon } from './catalogue-store-contract.test-support';

// Test support: what every MaintenancePlans adapter must do (issue 33; ADR 0097, ADR 0116) — the
// SQL adapter on PGlite and on PostgreSQL, and the in-memory fake — as one set of tests each runs,
// over the example catalogue with maintenance plans, under a slug of each test's own.

export interface MaintenancePlansWorld {
  readonly plans: MaintenancePlans;
  /** Writes `catalogue` as its company's whole catalogue (over what it had); answers its ids. */
  write(catalogue: Catalogue): Promise<{ readonly companyId: CompanyId; service(slug: string): ServiceId }>;
}

let companies = 0;

/** The example salon, with a plan for a model and one for any vehicle, the first listing two steps. */
function withPlans(): Catalogue {
  const catalogue = exampleSalon(`plans-${String((companies += 1))}-${Math.random().toString(36).slice(2, 8)}`);
  return {
    ...catalogue,
    maintenance_plans: [
      {
        slug: 'hilux',
        name: 'Pauta Hilux',
        brand: 'Toyota',
        model: 'Hilux',
        steps: [
          { service: 'styling', every_km: 10000, every_months: 12, tolerance_km: 1000, tolerance_days: 30 },
          { service: 'womens-cut', every_km: 20000, every_months: null, tolerance_km: 2000, tolerance_days: 0 },
        ],
      },
      {
        slug: 'general',
        name: 'Pauta general',
        brand: null,
        model: null,
        steps: [{ service: 'womens-cut', every_km: null, every_months: 6, tolerance_km: 0, tolerance_days: 15 }],
      },
    ],
  };
}

export function maintenancePlansContract(world: () => Promise<MaintenancePlansWorld>): void {
  it("answers the company's plans in its order, each step in the plan's with its service's name", async () => {
    const w = await world();
    const ids = await w.write(withPlans());
    expect(await w.plans.ofCompany(ids.companyId)).toEqual([
      {
        key: 'hilux',
        name: 'Pauta Hilux',
        brand: 'Toyota',
        model: 'Hilux',
        steps: [
          {
            serviceId: ids.service('styling'),
            serviceName: 'Peinado',
            everyKm: 10000,
            everyMonths: 12,
            toleranceKm: 1000,
            toleranceDays: 30,
          },
          {
            serviceId: ids.service('womens-cut'),
            serviceName: 'Corte de pelo mujer',
            everyKm: 20000,
            everyMonths: null,
            toleranceKm: 2000,
            toleranceDays: 0,
          },
        ],
      },
      {
        key: 'general',
        name: 'Pauta general',
        brand: null,
        model: null,
        steps: [
          {
            serviceId: ids.service('womens-cut'),
            serviceName: 'Corte de pelo mujer',
            everyKm: null,
            everyMonths: 6,
            toleranceKm: 0,
            toleranceDays: 15,
          },
        ],
      },
    ]);
  });

  it('forgets a plan its next catalogue drops, and answers none for a company without plans', async () => {
    const w = await world();
    const catalogue = withPlans();
    await w.write(catalogue);
    const ids = await w.write({ ...catalogue, maintenance_plans: catalogue.maintenance_plans.slice(1) });
    expect((await w.plans.ofCompany(ids.companyId)).map((plan) => plan.key)).toEqual(['general']);
    const none = await w.write({ ...catalogue, maintenance_plans: [] });
    expect(await w.plans.ofCompany(none.companyId)).toEqual([]);
  });
}
