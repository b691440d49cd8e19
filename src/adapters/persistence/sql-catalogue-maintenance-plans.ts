import { Schema } from 'effect';
import type { Catalogue, MaintenancePlanEntry } from '#domain/catalogue-file/catalogue';
import { groupBy, known, type CatalogueKeys } from './sql-catalogue-rows';
import { upsert, type Links } from './sql-catalogue-write-rows';
import type { CatalogueIds } from './sql-catalogue-write-entities';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// A workshop's vehicle maintenance plans in its catalogue (issue 33; migration 0035, docs/adr/0116):
// read into the document and written from it as gift card products are (docs/adr/0105) — upserted
// by slug in the file's order, retired when the file drops them, their steps rewritten.

const planRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    name: Schema.String,
    brand: Schema.NullOr(Schema.String),
    model: Schema.NullOr(Schema.String),
  }),
  "a catalogue's maintenance plan",
);

const stepRows = rowDecoder(
  Schema.Struct({
    plan: Schema.Int,
    service_id: Schema.Int,
    every_km: Schema.NullOr(Schema.Int),
    every_months: Schema.NullOr(Schema.Int),
    tolerance_km: Schema.Int,
    tolerance_days: Schema.Int,
  }),
  "a maintenance plan's step",
);

/** The company's maintenance plans that are not retired, in its order, with their steps in theirs. */
export async function readMaintenancePlans(executor: SqlExecutor, companyId: number) {
  const rows = planRows(
    await executor.query(
      `SELECT id, slug AS key, name, brand, model FROM maintenance_plans
        WHERE company_id = $1 AND retired_at IS NULL ORDER BY position, id`,
      [companyId],
    ),
  );
  const steps = groupBy(
    stepRows(
      await executor.query(
        `SELECT s.maintenance_plan_id AS plan, s.service_id, s.every_km, s.every_months, s.tolerance_km, s.tolerance_days
           FROM maintenance_plan_steps s JOIN maintenance_plans p ON p.id = s.maintenance_plan_id
          WHERE p.company_id = $1 ORDER BY s.maintenance_plan_id, s.position`,
        [companyId],
      ),
    ),
    (step) => step.plan,
  );
  return { rows, steps };
}

type MaintenancePlanRows = Awaited<ReturnType<typeof readMaintenancePlans>>;

export function maintenancePlanEntries(
  { rows, steps }: MaintenancePlanRows,
  keys: CatalogueKeys,
): MaintenancePlanEntry[] {
  return rows.map((plan) => ({
    slug: plan.key,
    name: plan.name,
    brand: plan.brand,
    model: plan.model,
    steps: (steps.get(plan.id) ?? []).flatMap((step) =>
      known(keys.service, step.service_id).map((service) => ({
        service,
        every_km: step.every_km,
        every_months: step.every_months,
        tolerance_km: step.tolerance_km,
        tolerance_days: step.tolerance_days,
      })),
    ),
  }));
}

/** The company's maintenance plans and their steps. */
export async function writeMaintenancePlans(
  executor: SqlExecutor,
  companyId: number,
  plans: Catalogue['maintenance_plans'],
  { links, ids }: { readonly links: Links; readonly ids: CatalogueIds },
): Promise<void> {
  for (const [position, plan] of plans.entries()) {
    const id = await upsert(executor, 'maintenance_plans', ['company_id', 'slug'], {
      company_id: companyId,
      slug: plan.slug,
      name: plan.name,
      brand: plan.brand,
      model: plan.brand === null ? null : plan.model,
      position,
      retired_at: null,
    });
    for (const [at, step] of plan.steps.entries()) {
      links.add(
        'maintenance_plan_steps',
        'maintenance_plan_id integer, position integer, service_id integer, every_km integer, every_months integer, tolerance_km integer, tolerance_days integer',
        [id, at, ids.service(step.service), step.every_km, step.every_months, step.tolerance_km, step.tolerance_days],
      );
    }
  }
}
