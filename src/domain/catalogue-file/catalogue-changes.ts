import { shiftMinutes, type WorkingInterval } from '../availability/working-hours';
import { WEEKDAYS, type Catalogue, type WeeklyHours } from './catalogue';

// What applying a catalogue file would change (issue 21; docs/adr/0077): a pure comparison of the
// company's catalogue as it stands, exported as a document, with the document to apply. It is the
// plan the staff API and the CLI show before applying, and what the store then carries out: create
// what is new, update what differs, retire what the file no longer has (hidden, history kept).
//
// Two documents that say the same are compared in one canonical form (canonicalCatalogue): lists
// whose order means nothing (the locations a service is offered at, the dates a location is
// closed, a weekday's intervals, the locations a gift card is honoured at, a service's consent forms…) in one order, and a weekday with no hours the same as a weekday
// left out. Order that the storefront shows (locations, categories, services, professionals, gift cards) is
// part of the catalogue, so moving a service is an update of its position; so is a gift card
// product's among the company's, and its fixed amounts' order.

/** The sections of the document whose entities have keys. */
export const CATALOGUE_SECTIONS = [
  'locations',
  'categories',
  'services',
  'professionals',
  'promotions',
  'gift_card_products',
  'consent_forms',
  'maintenance_plans',
] as const;
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];

/** One field of an entity (or of the company) that changes, with its value before and after. */
export interface FieldChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

export type CatalogueChange =
  | { readonly kind: 'createCompany'; readonly company: string }
  | { readonly kind: 'updateCompany'; readonly company: string; readonly fields: readonly FieldChange[] }
  | { readonly kind: 'create'; readonly section: CatalogueSection; readonly key: string }
  | {
      readonly kind: 'update';
      readonly section: CatalogueSection;
      readonly key: string;
      readonly fields: readonly FieldChange[];
    }
  | { readonly kind: 'retire'; readonly section: CatalogueSection; readonly key: string };

/** The changes, in the order of the file's sections; empty when the document says what stands. */
export type CataloguePlan = readonly CatalogueChange[];

// Canonical form ---------------------------------------------------------------------------------

const byStart = (left: WorkingInterval, right: WorkingInterval) => shiftMinutes(left[0]) - shiftMinutes(right[0]);

function canonicalHours(hours: WeeklyHours): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.flatMap((weekday) => {
      const intervals = hours[weekday] ?? [];
      return intervals.length === 0 ? [] : [[weekday, [...intervals].sort(byStart)]];
    }),
  );
}

const sortedDates = <T extends string>(dates: readonly T[]): T[] => [...new Set(dates)].sort();

/** Sorts `keys` by their place in `order`; keys not in it last, alphabetically. */
function inOrderOf(keys: readonly string[], order: readonly string[]): string[] {
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return [...new Set(keys)].sort((left, right) => rank(left) - rank(right) || left.localeCompare(right));
}

/**
 * The catalogue in the one form two documents that say the same share: what the store keeps and
 * exports. Lists whose order means nothing are sorted (by the order of the entities they name, or
 * by date and time); empty weekdays are left out.
 */
export function canonicalCatalogue(catalogue: Catalogue): Catalogue {
  const locationOrder = catalogue.locations.map((location) => location.slug);
  const serviceOrder = catalogue.services.map((service) => service.slug);
  const professionalOrder = catalogue.professionals.map((professional) => professional.slug);
  const consentFormOrder = catalogue.consent_forms.map((form) => form.slug);
  const rank = (order: readonly string[], key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return {
    ...catalogue,
    locations: catalogue.locations.map((location) => ({
      ...location,
      opening_hours: canonicalHours(location.opening_hours),
      closed_days: sortedDates(location.closed_days),
    })),
    services: catalogue.services.map((service) => ({
      ...service,
      offered_at: inOrderOf(service.offered_at, locationOrder),
      consent_forms: inOrderOf(service.consent_forms, consentFormOrder),
      class:
        service.class === null
          ? null
          : {
              ...service.class,
              times: [...service.class.times].sort(
                (left, right) =>
                  rank(locationOrder, left.location) - rank(locationOrder, right.location) ||
                  rank(professionalOrder, left.professional) - rank(professionalOrder, right.professional) ||
                  WEEKDAYS.indexOf(left.weekday) - WEEKDAYS.indexOf(right.weekday) ||
                  left.starts_at.localeCompare(right.starts_at),
              ),
            },
    })),
    professionals: catalogue.professionals.map((professional) => ({
      ...professional,
      services: inOrderOf(professional.services, serviceOrder),
      works_at: [...professional.works_at]
        .sort((left, right) => rank(locationOrder, left.location) - rank(locationOrder, right.location))
        .map((workplace) => ({
          ...workplace,
          hours: canonicalHours(workplace.hours),
          days_off: sortedDates(workplace.days_off),
          other_hours: [...workplace.other_hours]
            .sort((left, right) => left.date.localeCompare(right.date))
            .map((other) => ({ ...other, hours: [...other.hours].sort(byStart) })),
        })),
    })),
    gift_card_products: catalogue.gift_card_products.map((product) => ({
      ...product,
      honoured_at: inOrderOf(product.honoured_at, locationOrder),
    })),
    promotions: catalogue.promotions.map((promotion) => ({
      ...promotion,
      services: [...promotion.services].sort(
        (left, right) => rank(serviceOrder, left.service) - rank(serviceOrder, right.service),
      ),
    })),
  };
}

// Comparison -------------------------------------------------------------------------------------

/** Structural equality of plain data (what a decoded document holds). */
export function sameData(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((each, index) => sameData(each, right[index]));
  }
  if (typeof left === 'object' && typeof right === 'object' && left !== null && right !== null) {
    if (Array.isArray(left) || Array.isArray(right)) return false;
    const leftRecord = left as Readonly<Record<string, unknown>>;
    const rightRecord = right as Readonly<Record<string, unknown>>;
    const keys = new Set([...Object.keys(leftRecord), ...Object.keys(rightRecord)]);
    return [...keys].every((key) => sameData(leftRecord[key], rightRecord[key]));
  }
  return false;
}

function fieldChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !sameData(before[field], after[field]))
    .map((field) => ({ field, from: before[field], to: after[field] }));
}

function keyOf(section: CatalogueSection, entity: object): string {
  return section === 'promotions' ? (entity as { token: string }).token : (entity as { slug: string }).slug;
}

function sectionChanges(section: CatalogueSection, before: readonly object[], after: readonly object[]) {
  const changes: CatalogueChange[] = [];
  const ordered = section !== 'promotions';
  const previous = new Map(before.map((entity) => [keyOf(section, entity), entity]));
  const kept = new Set(after.map((entity) => keyOf(section, entity)));
  // Order among the entities both have: one created or retired moves none of the others.
  const rankBefore = new Map(
    before
      .map((entity) => keyOf(section, entity))
      .filter((key) => kept.has(key))
      .map((key, rank) => [key, rank]),
  );
  const rankAfter = new Map(
    after
      .map((entity) => keyOf(section, entity))
      .filter((key) => previous.has(key))
      .map((key, rank) => [key, rank]),
  );
  for (const entity of after) {
    const key = keyOf(section, entity);
    const existing = previous.get(key);
    if (existing === undefined) {
      changes.push({ kind: 'create', section, key });
      continue;
    }
    const fields = fieldChanges(
      existing as Readonly<Record<string, unknown>>,
      entity as Readonly<Record<string, unknown>>,
    );
    const from = rankBefore.get(key);
    const to = rankAfter.get(key);
    const moved = ordered && from !== to;
    const all = moved ? [...fields, { field: 'position', from, to }] : fields;
    if (all.length > 0) changes.push({ kind: 'update', section, key, fields: all });
  }
  for (const key of previous.keys()) if (!kept.has(key)) changes.push({ kind: 'retire', section, key });
  return changes;
}

/**
 * What applying `next` over `current` (the company's catalogue as it stands, or null for a
 * company not created yet) would change: nothing when they say the same.
 */
export function planCatalogue(current: Catalogue | null, next: Catalogue): CataloguePlan {
  const after = canonicalCatalogue(next);
  if (current === null) {
    return [
      { kind: 'createCompany', company: after.company.slug },
      ...CATALOGUE_SECTIONS.flatMap((section) => sectionChanges(section, [], after[section])),
    ];
  }
  const before = canonicalCatalogue(current);
  const company = fieldChanges(before.company, after.company);
  return [
    ...(company.length === 0 ? [] : [{ kind: 'updateCompany' as const, company: after.company.slug, fields: company }]),
    ...CATALOGUE_SECTIONS.flatMap((section) => sectionChanges(section, before[section], after[section])),
  ];
}

/** The keys a plan retires in one section. */
export function retiredKeys(plan: CataloguePlan, section: CatalogueSection): ReadonlySet<string> {
  return new Set(
    plan.flatMap((change) => (change.kind === 'retire' && change.section === section ? [change.key] : [])),
  );
}
