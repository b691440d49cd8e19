import { foldedText } from '../shared/folded-text';
import type { Catalogue, MaintenancePlanEntry } from './catalogue';
import type { CatalogueProblem, CataloguePath } from './catalogue-problem';
import { duplicateKeys, unknownReference } from './catalogue-rule-problems';

// The rules of a catalogue file's vehicle maintenance plans (issue 33; docs/adr/0116), each
// problem at its path in the file: unique keys; a model only with its brand; one plan per brand and
// model (per brand, and one for any vehicle), compared without case or accents; steps of services
// the file has, each service once in a plan, each step due by mileage, time or both, and a
// tolerance in km below half its interval (so a visit does one milestone, not two).

/** The file's services by key, as validate-catalogue.ts indexes them. */
interface CatalogueIndex {
  readonly services: ReadonlyMap<string, unknown>;
}

/** Every rule the file's maintenance plans break, in the file's order. */
export function maintenancePlanProblems(catalogue: Catalogue, index: CatalogueIndex): CatalogueProblem[] {
  return [
    ...duplicateKeys(
      'maintenancePlan',
      catalogue.maintenance_plans,
      (plan) => plan.slug,
      ['maintenance_plans'],
      'slug',
    ),
    ...overlappingPlans(catalogue.maintenance_plans),
    ...catalogue.maintenance_plans.flatMap((plan, position) =>
      planProblems(plan, ['maintenance_plans', position], index),
    ),
  ];
}

/** The vehicles a plan is for, as plans are compared: 'toyota/hilux', 'toyota/*', '*'. */
function vehiclesOf(plan: MaintenancePlanEntry): string {
  if (plan.brand === null) return '*';
  return `${foldedText(plan.brand.trim())}/${plan.model === null ? '*' : foldedText(plan.model.trim())}`;
}

function overlappingPlans(plans: readonly MaintenancePlanEntry[]): CatalogueProblem[] {
  const first = new Map<string, number>();
  return plans.flatMap((plan, position): CatalogueProblem[] => {
    const vehicles = vehiclesOf(plan);
    const seen = first.get(vehicles);
    if (seen === undefined) {
      first.set(vehicles, position);
      return [];
    }
    return [
      {
        _tag: 'MaintenancePlansOverlap',
        code: 'CATALOGUE.MAINTENANCE_PLANS_OVERLAP',
        path: ['maintenance_plans', position, plan.brand === null ? 'brand' : 'model'],
        plan: plan.slug,
        firstPath: ['maintenance_plans', seen],
      },
    ];
  });
}

function planProblems(plan: MaintenancePlanEntry, base: CataloguePath, index: CatalogueIndex): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  if (plan.brand === null && plan.model !== null) {
    problems.push({
      _tag: 'MaintenanceModelWithoutBrand',
      code: 'CATALOGUE.MAINTENANCE_MODEL_WITHOUT_BRAND',
      path: [...base, 'model'],
      plan: plan.slug,
    });
  }
  plan.steps.forEach((step, at) => {
    const path = [...base, 'steps', at];
    if (!index.services.has(step.service))
      problems.push(unknownReference([...path, 'service'], 'service', step.service));
    if (step.every_km === null && step.every_months === null) {
      problems.push({
        _tag: 'MaintenanceStepWithoutInterval',
        code: 'CATALOGUE.MAINTENANCE_STEP_WITHOUT_INTERVAL',
        path,
        plan: plan.slug,
      });
    }
    if (step.every_km !== null && step.tolerance_km * 2 >= step.every_km) {
      problems.push({
        _tag: 'MaintenanceToleranceTooWide',
        code: 'CATALOGUE.MAINTENANCE_TOLERANCE_TOO_WIDE',
        path: [...path, 'tolerance_km'],
        tolerance: step.tolerance_km,
        interval: step.every_km,
      });
    }
  });
  problems.push(...duplicateKeys('service', plan.steps, (step) => step.service, [...base, 'steps'], 'service'));
  return problems;
}
