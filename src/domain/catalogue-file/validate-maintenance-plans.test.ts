import { describe, expect, it } from 'vitest';
import type { CatalogueInput } from './catalogue';
import { planCatalogue } from './catalogue-changes';
import { catalogueJsonSchema } from './catalogue-json-schema';
import { validateCatalogue } from './validate-catalogue';

// A catalogue file's vehicle maintenance plans (issue 33; docs/adr/0116).

type Plan = Record<string, unknown>;

interface ObjectSchema {
  readonly properties?: Readonly<Record<string, ObjectSchema>>;
  readonly items?: ObjectSchema;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
}

function workshop(plans: readonly Plan[]): CatalogueInput {
  return {
    version: 1,
    company: { slug: 'taller', name: 'Taller', country: 'cl' },
    locations: [
      {
        slug: 'quilicura',
        name: 'Quilicura',
        time_zone: 'America/Santiago',
        opening_hours: { monday: [['08:30', '18:00']] },
      },
    ],
    services: [
      { slug: 'minor', name: 'Mantención menor', price: 89000, duration: 120, offered_at: ['quilicura'] },
      { slug: 'major', name: 'Mantención mayor', price: 129000, duration: 150, offered_at: ['quilicura'] },
    ],
    professionals: [
      {
        slug: 'box-1',
        name: 'Box 1',
        services: ['minor', 'major'],
        works_at: [{ location: 'quilicura', hours: { monday: [['08:30', '18:00']] } }],
      },
    ],
    maintenance_plans: plans,
  } as unknown as CatalogueInput;
}

const toyota: Plan = {
  slug: 'toyota',
  name: 'Pauta Toyota',
  brand: 'Toyota',
  steps: [
    { service: 'minor', every_km: 10000, every_months: 12, tolerance_km: 2000, tolerance_days: 30 },
    { service: 'major', every_km: 20000 },
  ],
};

const problemsOf = (plans: readonly Plan[]) =>
  validateCatalogue(workshop(plans))
    ._unsafeUnwrapErr()
    .map((problem) => ({ tag: problem._tag, path: problem.path.join('.') }));

describe("a catalogue file's maintenance plans (issue 33)", () => {
  it('keeps a plan for a brand, its steps in order, intervals and tolerances defaulted', () => {
    const [plan] = validateCatalogue(workshop([toyota]))._unsafeUnwrap().maintenance_plans;
    expect(plan).toEqual({
      slug: 'toyota',
      name: 'Pauta Toyota',
      brand: 'Toyota',
      model: null,
      steps: [
        { service: 'minor', every_km: 10000, every_months: 12, tolerance_km: 2000, tolerance_days: 30 },
        { service: 'major', every_km: 20000, every_months: null, tolerance_km: 0, tolerance_days: 0 },
      ],
    });
  });

  it('accepts a plan for a model, one for its brand and one for any vehicle together', () => {
    const plans = [{ ...toyota, slug: 'hilux', model: 'Hilux' }, toyota, { ...toyota, slug: 'any', brand: null }];
    expect(validateCatalogue(workshop(plans)).isOk()).toBe(true);
  });

  describe('refuses', () => {
    it('a step of a service the file does not have', () => {
      expect(problemsOf([{ ...toyota, steps: [{ service: 'brakes', every_km: 10000 }] }])).toEqual([
        { tag: 'UnknownReference', path: 'maintenance_plans.0.steps.0.service' },
      ]);
    });

    it('a step due neither by mileage nor by time', () => {
      expect(problemsOf([{ ...toyota, steps: [{ service: 'minor' }] }])).toEqual([
        { tag: 'MaintenanceStepWithoutInterval', path: 'maintenance_plans.0.steps.0' },
      ]);
    });

    it('a tolerance of half the interval or more', () => {
      expect(problemsOf([{ ...toyota, steps: [{ service: 'minor', every_km: 10000, tolerance_km: 5000 }] }])).toEqual([
        { tag: 'MaintenanceToleranceTooWide', path: 'maintenance_plans.0.steps.0.tolerance_km' },
      ]);
    });

    it('the same service twice in a plan', () => {
      expect(
        problemsOf([
          {
            ...toyota,
            steps: [
              { service: 'minor', every_km: 10000 },
              { service: 'minor', every_months: 6 },
            ],
          },
        ]),
      ).toEqual([{ tag: 'DuplicateKey', path: 'maintenance_plans.0.steps.1.service' }]);
    });

    it('a model without its brand', () => {
      expect(problemsOf([{ ...toyota, brand: null, model: 'Hilux' }])).toEqual([
        { tag: 'MaintenanceModelWithoutBrand', path: 'maintenance_plans.0.model' },
      ]);
    });

    it('two plans for the same vehicles, brands and models compared without case or accents', () => {
      expect(problemsOf([toyota, { ...toyota, slug: 'toyota-2', brand: 'TOYOTA' }])).toEqual([
        { tag: 'MaintenancePlansOverlap', path: 'maintenance_plans.1.model' },
      ]);
      expect(
        problemsOf([
          { ...toyota, brand: null },
          { ...toyota, slug: 'any', brand: null },
        ]),
      ).toEqual([{ tag: 'MaintenancePlansOverlap', path: 'maintenance_plans.1.brand' }]);
    });

    it('two plans under one key', () => {
      expect(problemsOf([toyota, { ...toyota, model: 'Yaris' }])).toEqual([
        { tag: 'DuplicateKey', path: 'maintenance_plans.1.slug' },
      ]);
    });
  });

  it('plans a new plan as a creation, a changed step as an update, a dropped plan as a retirement', () => {
    const before = validateCatalogue(workshop([toyota]))._unsafeUnwrap();
    const changed = validateCatalogue(
      workshop([{ ...toyota, steps: [{ service: 'minor', every_km: 15000 }] }]),
    )._unsafeUnwrap();
    const none = validateCatalogue(workshop([]))._unsafeUnwrap();
    const kinds = (from: typeof before, to: typeof before) =>
      planCatalogue(from, to)
        .filter((change) => 'section' in change && change.section === 'maintenance_plans')
        .map((change) => change.kind);
    expect(kinds(none, before)).toEqual(['create']);
    expect(kinds(before, changed)).toEqual(['update']);
    expect(kinds(before, none)).toEqual(['retire']);
  });

  it('is in the JSON Schema, its steps closed to other keys', () => {
    const schema = catalogueJsonSchema() as ObjectSchema;
    const plan = schema.properties?.['maintenance_plans']?.items;
    expect(plan?.required).toEqual(['slug', 'name', 'steps']);
    expect(plan?.properties?.['steps']?.items?.required).toEqual(['service']);
    expect(plan?.additionalProperties).toBe(false);
  });
});
