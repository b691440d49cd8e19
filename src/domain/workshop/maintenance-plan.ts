import type { ServiceId } from '../catalog/service.plain';
import { foldedText } from '../shared/folded-text';

// A workshop's preventive maintenance plan (issue 33; docs/adr/0116): for a brand and model, a
// brand, or any vehicle, the services a vehicle is due for by mileage and by time, whichever comes
// first, each with a tolerance.

/**
 * One service of a plan, due every `everyKm` kilometres on the odometer (at its fixed milestones:
 * 10.000, 20.000, 30.000 km… for every 10.000) and/or `everyMonths` months after it was last done,
 * whichever comes first. A step has at least one interval. A visit up to `toleranceKm` before a
 * milestone (`toleranceDays` before a date) does that milestone; past it by more, it is overdue.
 */
export interface MaintenanceStep {
  readonly serviceId: ServiceId;
  /** Kilometres between the step's milestones; null when it is due by time only. */
  readonly everyKm: number | null;
  /** Calendar months between visits; null when it is due by mileage only. */
  readonly everyMonths: number | null;
  readonly toleranceKm: number;
  readonly toleranceDays: number;
}

export interface MaintenancePlan {
  /** The plan's key in the company's catalogue file. */
  readonly key: string;
  readonly name: string;
  /** The brand it is for; null for any vehicle. */
  readonly brand: string | null;
  /** The model it is for (of `brand`); null for any model of the brand. */
  readonly model: string | null;
  /** In the company's order: steps listed later are the larger services, preferred on a tie. */
  readonly steps: readonly MaintenanceStep[];
}

/** How precisely a plan names the vehicles it is for: brand and model (2), brand (1), any (0). */
export function planSpecificity(plan: Pick<MaintenancePlan, 'brand' | 'model'>): number {
  if (plan.brand === null) return 0;
  return plan.model === null ? 1 : 2;
}

function sameName(planName: string | null, vehicleName: string): boolean {
  return planName === null || foldedText(planName.trim()) === foldedText(vehicleName.trim());
}

/**
 * The plan a vehicle follows: the one for its brand and model, else the one for its brand, else the
 * one for any vehicle; brands and models compared without case or accents. Undefined when none fits.
 * The catalogue file refuses two plans for the same brand and model, so at most one fits at each level.
 */
export function planFor<P extends MaintenancePlan>(
  plans: readonly P[],
  vehicle: { readonly brand: string; readonly model: string },
): P | undefined {
  const fitting = plans.filter(
    (plan) => sameName(plan.brand, vehicle.brand) && (plan.brand === null || sameName(plan.model, vehicle.model)),
  );
  return [...fitting].sort((a, b) => planSpecificity(b) - planSpecificity(a))[0];
}
