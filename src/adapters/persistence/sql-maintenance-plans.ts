import { Schema } from 'effect';
import type { MaintenancePlans, NamedMaintenancePlan } from '#application/ports/server/maintenance-plans';
import type { ServiceId } from '#domain/catalog/service';
import type { SqlExecutor } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';

// Workshops' maintenance plans over the SQL schema (migration 0035, docs/adr/0116), on PGlite or
// PostgreSQL: what the catalogue file wrote, each step with its service's name.

const stepRows = rowDecoder(
  Schema.Struct({
    plan_id: Schema.Int,
    key: Schema.String,
    name: Schema.String,
    brand: Schema.NullOr(Schema.String),
    model: Schema.NullOr(Schema.String),
    service_id: Schema.NullOr(Schema.Int),
    service_name: Schema.NullOr(Schema.String),
    every_km: Schema.NullOr(Schema.Int),
    every_months: Schema.NullOr(Schema.Int),
    tolerance_km: Schema.NullOr(Schema.Int),
    tolerance_days: Schema.NullOr(Schema.Int),
  }),
  'a maintenance plan step',
);

export function sqlMaintenancePlans(database: SqlExecutor): MaintenancePlans {
  return {
    async ofCompany(companyId) {
      if (!isStorableId(companyId)) return [];
      const rows = stepRows(
        await database.query(
          `SELECT p.id AS plan_id, p.slug AS key, p.name, p.brand, p.model,
                  s.service_id, v.name AS service_name, s.every_km, s.every_months, s.tolerance_km, s.tolerance_days
             FROM maintenance_plans p
             LEFT JOIN maintenance_plan_steps s ON s.maintenance_plan_id = p.id
             LEFT JOIN services v ON v.id = s.service_id
            WHERE p.company_id = $1 AND p.retired_at IS NULL
            ORDER BY p.position, p.id, s.position`,
          [companyId],
        ),
      );
      const plans = new Map<number, NamedMaintenancePlan & { steps: NamedMaintenancePlan['steps'][number][] }>();
      for (const row of rows) {
        const plan = plans.get(row.plan_id) ?? {
          key: row.key,
          name: row.name,
          brand: row.brand,
          model: row.model,
          steps: [],
        };
        plans.set(row.plan_id, plan);
        if (row.service_id === null) continue;
        plan.steps.push({
          serviceId: row.service_id as ServiceId,
          serviceName: row.service_name ?? '',
          everyKm: row.every_km,
          everyMonths: row.every_months,
          toleranceKm: row.tolerance_km ?? 0,
          toleranceDays: row.tolerance_days ?? 0,
        });
      }
      return [...plans.values()];
    },
  };
}
