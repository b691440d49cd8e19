import { Result as EffectResult, Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import { timeZone } from '../availability/time-zone';
import { mergedMinutes, shiftMinutes, type WorkingInterval } from '../availability/working-hours';
import { minutesOfDay } from '../calendar/clock-time';
import { dayNumber, isoWeekday, type LocalDate } from '../calendar/local-date';
import {
  Catalogue,
  WEEKDAYS,
  type CatalogueInput,
  type ProfessionalEntry,
  type ServiceEntry,
  type WeeklyHours,
  type Workplace,
} from './catalogue';
import { plainTextProblems } from './catalogue-plain-text';
import { duplicateKeys, unknownReference } from './catalogue-rule-problems';
import { giftCardProductProblems } from './validate-gift-card-products';
import { consentFormProblems } from './validate-consent-forms';
import { maintenancePlanProblems } from './validate-maintenance-plans';
import {
  formatCataloguePath,
  shapeProblems,
  type CatalogueEntityKind,
  type CatalogueProblem,
  type CataloguePath,
} from './catalogue-problem';

// The catalogue file's validation (issue 21; docs/adr/0070): the document's shape first — every
// value against its schema, all problems at once — and, on a well-shaped document, every rule that
// ties entities together, again all at once: unique keys, references that exist, bundles of real
// services, professionals working where their services are offered, one special-discount service,
// hours inside opening hours unless said otherwise. Each problem names its path in the file.
// Every text is plain text (catalogue-plain-text.ts), whatever else is wrong with the file.
// These are the rules the storefront relies on; values already have their own rules in the
// domain (durations, clock times, currency formats, time zones), which are reused here.

const decodeCatalogue = Schema.decodeUnknownResult(Catalogue);

/**
 * A trusted catalogue from a parsed file (YAML or JSON, as plain data), or every problem with it.
 * Keys the document does not know are refused, so a misspelt setting is never silently ignored.
 */
export function validateCatalogue(input: unknown): Result<Catalogue, readonly CatalogueProblem[]> {
  const texts = plainTextProblems(input);
  const decoded = decodeCatalogue(input, { errors: 'all', onExcessProperty: 'error' });
  if (EffectResult.isFailure(decoded)) {
    const shape = shapeProblems(decoded.failure.issue);
    const atShape = new Set(shape.map((problem) => formatCataloguePath(problem.path)));
    const references = rawKeyProblems(input).filter((problem) => !atShape.has(formatCataloguePath(problem.path)));
    return err([...texts, ...shape, ...references]);
  }
  const problems = [...texts, ...catalogueRuleProblems(decoded.success)];
  return problems.length === 0 ? ok(decoded.success) : err(problems);
}

/** Every cross-entity rule the catalogue breaks, in the file's order of sections. */
export function catalogueRuleProblems(catalogue: Catalogue): readonly CatalogueProblem[] {
  const index = indexCatalogue(catalogue);
  return [
    ...companyProblems(catalogue),
    ...locationProblems(catalogue),
    ...duplicateKeys('category', catalogue.categories, (category) => category.slug, ['categories'], 'slug'),
    ...serviceProblems(catalogue, index),
    ...professionalProblems(catalogue, index),
    ...promotionProblems(catalogue, index),
    ...giftCardProductProblems(catalogue, index),
    ...consentFormProblems(catalogue),
    ...maintenancePlanProblems(catalogue, index),
  ];
}

interface CatalogueIndex {
  readonly locations: ReadonlyMap<string, Catalogue['locations'][number]>;
  readonly categories: ReadonlySet<string>;
  readonly services: ReadonlyMap<string, ServiceEntry>;
  readonly professionals: ReadonlyMap<string, ProfessionalEntry>;
}

/** The entities by key; of two with the same key the first counts (the second is a problem of its own). */
function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const byKey = <T extends { readonly slug: string }>(list: readonly T[]) => {
    const map = new Map<string, T>();
    for (const each of list) if (!map.has(each.slug)) map.set(each.slug, each);
    return map;
  };
  return {
    locations: byKey(catalogue.locations),
    categories: new Set(catalogue.categories.map((category) => category.slug)),
    services: byKey(catalogue.services),
    professionals: byKey(catalogue.professionals),
  };
}

function repeatedDates(dates: readonly LocalDate[], base: CataloguePath, field: string | null): CatalogueProblem[] {
  const seen = new Set<string>();
  return dates.flatMap((date, index): CatalogueProblem[] => {
    if (!seen.has(date)) {
      seen.add(date);
      return [];
    }
    const path = field === null ? [...base, index] : [...base, index, field];
    return [{ _tag: 'RepeatedDate', code: 'CATALOGUE.REPEATED_DATE', path, date }];
  });
}

function datesReversed(startsOn: LocalDate, endsOn: LocalDate, path: CataloguePath): CatalogueProblem[] {
  return dayNumber(endsOn) < dayNumber(startsOn)
    ? [{ _tag: 'DatesReversed', code: 'CATALOGUE.DATES_REVERSED', path, startsOn, endsOn }]
    : [];
}

// Hours ---------------------------------------------------------------------------------------------

const intervalText = ([start, end]: WorkingInterval) => `${start}-${end}`;

/** Intervals of one day that overlap an earlier one of the same day, each named at its index. */
function overlaps(intervals: readonly WorkingInterval[], base: CataloguePath): CatalogueProblem[] {
  return intervals.flatMap((interval, index): CatalogueProblem[] => {
    const other = intervals
      .slice(0, index)
      .find(
        (earlier) =>
          shiftMinutes(earlier[0]) < shiftMinutes(interval[1]) && shiftMinutes(interval[0]) < shiftMinutes(earlier[1]),
      );
    return other === undefined
      ? []
      : [
          {
            _tag: 'HoursOverlap',
            code: 'CATALOGUE.HOURS_OVERLAP',
            path: [...base, index],
            interval: intervalText(interval),
            other: intervalText(other),
          },
        ];
  });
}

/** Whether [from, to) lies inside one of the merged intervals ([start, end, start, end, …]). */
function withinMerged(merged: readonly number[], from: number, to: number): boolean {
  for (let index = 0; index + 1 < merged.length; index += 2) {
    if ((merged[index] ?? 0) <= from && to <= (merged[index + 1] ?? 0)) return true;
  }
  return false;
}

/** Whether two sets of merged intervals share a minute. */
function mergedOverlap(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i + 1 < a.length; i += 2) {
    for (let j = 0; j + 1 < b.length; j += 2) {
      if ((a[i] ?? 0) < (b[j + 1] ?? 0) && (b[j] ?? 0) < (a[i + 1] ?? 0)) return true;
    }
  }
  return false;
}

function weekdayHours(hours: WeeklyHours, weekday: (typeof WEEKDAYS)[number]): readonly WorkingInterval[] {
  return hours[weekday] ?? [];
}

function overlapsInWeek(hours: WeeklyHours, base: CataloguePath): CatalogueProblem[] {
  return WEEKDAYS.flatMap((weekday) => overlaps(weekdayHours(hours, weekday), [...base, weekday]));
}

// The company ----------------------------------------------------------------------------------------

function companyProblems(catalogue: Catalogue): CatalogueProblem[] {
  const booking = catalogue.company.booking;
  const base = ['company', 'booking'];
  const exclusive: CatalogueProblem[] =
    booking.client_exclusive && booking.client_exclusive_by === null
      ? [
          {
            _tag: 'ClientExclusiveWithoutIdentifier',
            code: 'CATALOGUE.CLIENT_EXCLUSIVE_WITHOUT_IDENTIFIER',
            path: [...base, 'client_exclusive_by'],
          },
        ]
      : [];
  const categories = booking.custom_attributes.flatMap((attribute, index): CatalogueProblem[] =>
    (attribute.type === 'categoric') === attribute.categories.length > 0
      ? []
      : [
          {
            _tag: 'CustomAttributeCategories',
            code: 'CATALOGUE.CUSTOM_ATTRIBUTE_CATEGORIES',
            path: [...base, 'custom_attributes', index, 'categories'],
            type: attribute.type,
          },
        ],
  );
  return [
    ...exclusive,
    ...duplicateKeys('clientFormField', booking.client_form, (field) => field.field, [...base, 'client_form'], 'field'),
    ...duplicateKeys(
      'customAttribute',
      booking.custom_attributes,
      (attribute) => attribute.slug,
      [...base, 'custom_attributes'],
      'slug',
    ),
    ...categories,
  ];
}

// Locations ------------------------------------------------------------------------------------------

function locationProblems(catalogue: Catalogue): CatalogueProblem[] {
  return [
    ...duplicateKeys('location', catalogue.locations, (location) => location.slug, ['locations'], 'slug'),
    ...catalogue.locations.flatMap((location, index): CatalogueProblem[] => {
      const base = ['locations', index];
      const zone: CatalogueProblem[] = timeZone(location.time_zone).isErr()
        ? [
            {
              _tag: 'UnknownTimeZone',
              code: 'CATALOGUE.UNKNOWN_TIME_ZONE',
              path: [...base, 'time_zone'],
              timeZone: location.time_zone,
            },
          ]
        : [];
      return [
        ...zone,
        ...overlapsInWeek(location.opening_hours, [...base, 'opening_hours']),
        ...repeatedDates(location.closed_days, [...base, 'closed_days'], null),
      ];
    }),
  ];
}

// Services -------------------------------------------------------------------------------------------

function kindsOf(service: ServiceEntry): number {
  return [service.sessions !== null, service.bundle.length > 0, service.class !== null].filter(Boolean).length;
}

/** Who performs `service` at `location`: professionals who do it and work there. */
function performsThere(professional: ProfessionalEntry, service: string, location: string): boolean {
  return (
    professional.services.includes(service) &&
    professional.works_at.some((workplace) => workplace.location === location)
  );
}

function bundleProblems(service: ServiceEntry, base: CataloguePath, index: CatalogueIndex): CatalogueProblem[] {
  if (service.bundle.length === 0) return [];
  const tooSmall: CatalogueProblem[] =
    service.bundle.length < 2
      ? [
          {
            _tag: 'BundleTooSmall',
            code: 'CATALOGUE.BUNDLE_TOO_SMALL',
            path: [...base, 'bundle'],
            service: service.slug,
          },
        ]
      : [];
  const members = service.bundle.flatMap((member, position): CatalogueProblem[] => {
    const path = [...base, 'bundle', position];
    const found = index.services.get(member);
    if (found === undefined) return [unknownReference(path, 'service', member)];
    const fault =
      member === service.slug
        ? 'itself'
        : found.bundle.length > 0
          ? 'bundle'
          : found.sessions !== null
            ? 'sessionPackage'
            : found.class !== null
              ? 'class'
              : null;
    return fault === null
      ? []
      : [{ _tag: 'BundleMemberInvalid', code: 'CATALOGUE.BUNDLE_MEMBER_INVALID', path, member, fault }];
  });
  // A bundle is performed where it is offered: each of its services must be offered there too.
  const notOffered = service.offered_at.flatMap((location, position): CatalogueProblem[] => {
    const missing = service.bundle.find((member) => {
      const found = index.services.get(member);
      return found !== undefined && !found.offered_at.includes(location);
    });
    return missing === undefined
      ? []
      : [
          {
            _tag: 'BundleMemberNotOffered',
            code: 'CATALOGUE.BUNDLE_MEMBER_NOT_OFFERED',
            path: [...base, 'offered_at', position],
            member: missing,
            location,
          },
        ];
  });
  return [...tooSmall, ...members, ...notOffered];
}

function paymentProblems(catalogue: Catalogue, service: ServiceEntry, base: CataloguePath): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const needsOnline = (
    field: string,
    feature: 'mustBePaidOnline' | 'onlineDownPayment' | 'specialDiscount' | 'discount',
  ) =>
    problems.push({
      _tag: 'NeedsOnlinePayment',
      code: 'CATALOGUE.NEEDS_ONLINE_PAYMENT',
      path: [...base, field],
      feature,
    });
  if (!service.online_payable) {
    if (service.must_be_paid_online) needsOnline('must_be_paid_online', 'mustBePaidOnline');
    if (service.online_down_payment !== null) needsOnline('online_down_payment', 'onlineDownPayment');
    if (service.special_discount !== null) needsOnline('special_discount', 'specialDiscount');
    if (service.discount > 0) needsOnline('discount', 'discount');
  } else if (catalogue.company.online_payment === null) {
    problems.push({
      _tag: 'CompanyTakesNoOnlinePayment',
      code: 'CATALOGUE.COMPANY_TAKES_NO_ONLINE_PAYMENT',
      path: [...base, 'online_payable'],
      service: service.slug,
    });
  }
  const downPayment = service.online_down_payment;
  const price = service.paying_price ?? service.price ?? 0;
  if (downPayment !== null && (downPayment <= 0 || downPayment > price)) {
    problems.push({
      _tag: 'DownPaymentOutOfRange',
      code: 'CATALOGUE.DOWN_PAYMENT_OUT_OF_RANGE',
      path: [...base, 'online_down_payment'],
      amount: downPayment,
      price,
    });
  }
  return problems;
}

/** The intervals a professional works at a location on a weekday, merged; empty when they do not work there. */
function workedMinutes(professional: ProfessionalEntry, location: string, weekday: (typeof WEEKDAYS)[number]) {
  const workplace = professional.works_at.find((each) => each.location === location);
  return workplace === undefined ? [] : mergedMinutes(weekdayHours(workplace.hours, weekday));
}

function classProblems(service: ServiceEntry, base: CataloguePath, index: CatalogueIndex): CatalogueProblem[] {
  if (service.class === null) return [];
  return service.class.times.flatMap((time, position): CatalogueProblem[] => {
    const path = [...base, 'class', 'times', position];
    const references = [
      ...(index.locations.has(time.location)
        ? []
        : [unknownReference([...path, 'location'], 'location', time.location)]),
      ...(index.professionals.has(time.professional)
        ? []
        : [unknownReference([...path, 'professional'], 'professional', time.professional)]),
    ];
    if (references.length > 0) return references;
    const professional = index.professionals.get(time.professional);
    if (professional === undefined) return [];
    const start = minutesOfDay(time.starts_at);
    const fault = !service.offered_at.includes(time.location)
      ? 'notOfferedThere'
      : !professional.services.includes(service.slug)
        ? 'notPerformedByProfessional'
        : !professional.works_at.some((workplace) => workplace.location === time.location)
          ? 'professionalNotThere'
          : !withinMerged(workedMinutes(professional, time.location, time.weekday), start, start + service.duration)
            ? 'outsideHours'
            : null;
    return fault === null ? [] : [{ _tag: 'ClassTimeInvalid', code: 'CATALOGUE.CLASS_TIME_INVALID', path, fault }];
  });
}

function serviceProblems(catalogue: Catalogue, index: CatalogueIndex): CatalogueProblem[] {
  let firstSpecialDiscount: string | null = null;
  return [
    ...duplicateKeys('service', catalogue.services, (service) => service.slug, ['services'], 'slug'),
    ...catalogue.services.flatMap((service, position): CatalogueProblem[] => {
      const base = ['services', position];
      const problems: CatalogueProblem[] = [];
      if (service.category !== null && !index.categories.has(service.category)) {
        problems.push(unknownReference([...base, 'category'], 'category', service.category));
      }
      service.offered_at.forEach((location, at) => {
        if (!index.locations.has(location))
          problems.push(unknownReference([...base, 'offered_at', at], 'location', location));
      });
      problems.push(
        ...duplicateKeys('location', service.offered_at, (location) => location, [...base, 'offered_at'], null),
      );
      if (kindsOf(service) > 1) {
        problems.push({
          _tag: 'ServiceKindsMixed',
          code: 'CATALOGUE.SERVICE_KINDS_MIXED',
          path: base,
          service: service.slug,
        });
      }
      problems.push(...bundleProblems(service, base, index));
      problems.push(...paymentProblems(catalogue, service, base));
      if (service.special_discount !== null) {
        problems.push(
          ...datesReversed(service.special_discount.starts_on, service.special_discount.ends_on, [
            ...base,
            'special_discount',
            'ends_on',
          ]),
        );
        if (firstSpecialDiscount === null) firstSpecialDiscount = service.slug;
        else
          problems.push({
            _tag: 'SpecialDiscountRepeated',
            code: 'CATALOGUE.SPECIAL_DISCOUNT_REPEATED',
            path: [...base, 'special_discount'],
            firstService: firstSpecialDiscount,
          });
      }
      problems.push(...classProblems(service, base, index));
      // Offered where nobody performs it, it could never be booked there.
      service.offered_at.forEach((location, at) => {
        const someone = catalogue.professionals.some((professional) =>
          performsThere(professional, service.slug, location),
        );
        if (index.locations.has(location) && !someone) {
          problems.push({
            _tag: 'NobodyPerformsThere',
            code: 'CATALOGUE.NOBODY_PERFORMS_THERE',
            path: [...base, 'offered_at', at],
            service: service.slug,
            location,
          });
        }
      });
      return problems;
    }),
  ];
}

// Professionals -------------------------------------------------------------------------------------

function workplaceProblems(
  catalogue: Catalogue,
  workplace: Workplace,
  base: CataloguePath,
  index: CatalogueIndex,
): CatalogueProblem[] {
  const location = index.locations.get(workplace.location);
  if (location === undefined) return [unknownReference([...base, 'location'], 'location', workplace.location)];
  const problems: CatalogueProblem[] = [...overlapsInWeek(workplace.hours, [...base, 'hours'])];
  const outside = (path: CataloguePath, interval: WorkingInterval): CatalogueProblem => ({
    _tag: 'HoursOutsideOpening',
    code: 'CATALOGUE.HOURS_OUTSIDE_OPENING',
    path,
    interval: intervalText(interval),
    location: location.slug,
  });
  const checkOpening = !workplace.outside_opening_hours;
  if (checkOpening) {
    for (const weekday of WEEKDAYS) {
      const opening = mergedMinutes(weekdayHours(location.opening_hours, weekday));
      weekdayHours(workplace.hours, weekday).forEach((interval, at) => {
        if (!withinMerged(opening, shiftMinutes(interval[0]), shiftMinutes(interval[1]))) {
          problems.push(outside([...base, 'hours', weekday, at], interval));
        }
      });
    }
  }
  const exceptionDates = [...workplace.days_off, ...workplace.other_hours.map((other) => other.date)];
  problems.push(...repeatedDates(workplace.days_off, [...base, 'days_off'], null));
  // A date among the other hours is repeated when it is already a day off or earlier other hours.
  workplace.other_hours.forEach((other, at) => {
    const path = [...base, 'other_hours', at];
    if (exceptionDates.indexOf(other.date) < workplace.days_off.length + at) {
      problems.push({
        _tag: 'RepeatedDate',
        code: 'CATALOGUE.REPEATED_DATE',
        path: [...path, 'date'],
        date: other.date,
      });
    }
    problems.push(...overlaps(other.hours, [...path, 'hours']));
    if (!checkOpening) return;
    if (location.closed_days.includes(other.date)) {
      problems.push({
        _tag: 'HoursOnClosedDay',
        code: 'CATALOGUE.HOURS_ON_CLOSED_DAY',
        path: [...path, 'date'],
        date: other.date,
        location: location.slug,
      });
      return;
    }
    const weekday = WEEKDAYS[isoWeekday(other.date) - 1] ?? 'monday';
    const opening = mergedMinutes(weekdayHours(location.opening_hours, weekday));
    other.hours.forEach((interval, hour) => {
      if (!withinMerged(opening, shiftMinutes(interval[0]), shiftMinutes(interval[1]))) {
        problems.push(outside([...path, 'hours', hour], interval));
      }
    });
  });
  return problems;
}

/** A professional cannot be at two locations at once: their weekly hours at two workplaces must not overlap. */
function workplacesOverlap(professional: ProfessionalEntry, base: CataloguePath): CatalogueProblem[] {
  return professional.works_at.flatMap((workplace, at): CatalogueProblem[] =>
    WEEKDAYS.flatMap((weekday): CatalogueProblem[] => {
      const here = mergedMinutes(weekdayHours(workplace.hours, weekday));
      const other = professional.works_at
        .slice(0, at)
        .find(
          (earlier) =>
            earlier.location !== workplace.location &&
            mergedOverlap(here, mergedMinutes(weekdayHours(earlier.hours, weekday))),
        );
      return other === undefined
        ? []
        : [
            {
              _tag: 'WorkplacesOverlap',
              code: 'CATALOGUE.WORKPLACES_OVERLAP',
              path: [...base, 'works_at', at, 'hours', weekday],
              weekday,
              location: workplace.location,
              otherLocation: other.location,
            },
          ];
    }),
  );
}

function professionalProblems(catalogue: Catalogue, index: CatalogueIndex): CatalogueProblem[] {
  return [
    ...duplicateKeys(
      'professional',
      catalogue.professionals,
      (professional) => professional.slug,
      ['professionals'],
      'slug',
    ),
    ...catalogue.professionals.flatMap((professional, position): CatalogueProblem[] => {
      const base = ['professionals', position];
      const workplaces = new Set(professional.works_at.map((workplace) => workplace.location));
      const services = professional.services.flatMap((slug, at): CatalogueProblem[] => {
        const service = index.services.get(slug);
        if (service === undefined) return [unknownReference([...base, 'services', at], 'service', slug)];
        // A professional who performs a service works somewhere it is offered (issue 21).
        return service.offered_at.some((location) => workplaces.has(location))
          ? []
          : [
              {
                _tag: 'ProfessionalNotWhereOffered',
                code: 'CATALOGUE.PROFESSIONAL_NOT_WHERE_OFFERED',
                path: [...base, 'services', at],
                professional: professional.slug,
                service: slug,
              },
            ];
      });
      return [
        ...duplicateKeys('service', professional.services, (slug) => slug, [...base, 'services'], null),
        ...services,
        ...duplicateKeys(
          'workplace',
          professional.works_at,
          (workplace) => workplace.location,
          [...base, 'works_at'],
          'location',
        ),
        ...professional.works_at.flatMap((workplace, at) =>
          workplaceProblems(catalogue, workplace, [...base, 'works_at', at], index),
        ),
        ...workplacesOverlap(professional, base),
      ];
    }),
  ];
}

// Promotions ----------------------------------------------------------------------------------------

function promotionProblems(catalogue: Catalogue, index: CatalogueIndex): CatalogueProblem[] {
  return [
    ...duplicateKeys('promotion', catalogue.promotions, (promotion) => promotion.token, ['promotions'], 'token'),
    ...catalogue.promotions.flatMap((promotion, position): CatalogueProblem[] => {
      const base = ['promotions', position];
      const services = promotion.services.flatMap((promoted, at): CatalogueProblem[] => {
        const path = [...base, 'services', at, 'service'];
        const service = index.services.get(promoted.service);
        if (service === undefined) return [unknownReference(path, 'service', promoted.service)];
        // A special-discount price is an online price (ADR 0022): the service must be payable online.
        return service.online_payable
          ? []
          : [{ _tag: 'NeedsOnlinePayment', code: 'CATALOGUE.NEEDS_ONLINE_PAYMENT', path, feature: 'specialDiscount' }];
      });
      return [
        ...datesReversed(promotion.starts_on, promotion.ends_on, [...base, 'ends_on']),
        ...duplicateKeys(
          'service',
          promotion.services,
          (promoted) => promoted.service,
          [...base, 'services'],
          'service',
        ),
        ...services,
      ];
    }),
  ];
}

const encodeCatalogue = Schema.encodeSync(Catalogue);

/**
 * The file's data for a catalogue, every key written (defaults included), in the document's order:
 * what an export writes, and what validates back to the same catalogue.
 */
export function catalogueDocument(catalogue: Catalogue): CatalogueInput {
  return encodeCatalogue(catalogue);
}

// On a document whose shape failed, the rules across entities cannot all run: most read values that
// did not decode. Keys and references can still be read from the raw data, leniently (a value that
// is not text is a shape problem already), so a misspelt slug is reported in the same round as a
// misspelt key rather than after it is fixed (issue 21: every problem at once).

type Raw = Readonly<Record<string, unknown>>;

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const rawList = (value: unknown, key: string): readonly unknown[] => {
  const list = isRaw(value) ? value[key] : undefined;
  return Array.isArray(list) ? (list as readonly unknown[]) : [];
};
const rawText = (value: unknown, key: string): string | null => {
  const text = isRaw(value) ? value[key] : undefined;
  return typeof text === 'string' ? text : null;
};

/** Duplicate slugs of the main kinds and references to slugs the raw data does not have. */
function rawKeyProblems(input: unknown): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const keysOf = (section: string, kind: CatalogueEntityKind, field: string): ReadonlySet<string> => {
    const keys = rawList(input, section).map((entity) => rawText(entity, field));
    problems.push(...duplicateKeys(kind, keys, (key) => key, [section], field));
    return new Set(keys.filter((key): key is string => key !== null));
  };
  const known = {
    location: keysOf('locations', 'location', 'slug'),
    category: keysOf('categories', 'category', 'slug'),
    service: keysOf('services', 'service', 'slug'),
    professional: keysOf('professionals', 'professional', 'slug'),
    consentForm: keysOf('consent_forms', 'consentForm', 'slug'),
  };
  keysOf('promotions', 'promotion', 'token');
  keysOf('gift_card_products', 'giftCardProduct', 'slug');
  keysOf('maintenance_plans', 'maintenancePlan', 'slug');
  const refer = (path: CataloguePath, kind: keyof typeof known, key: unknown) => {
    if (typeof key === 'string' && !known[kind].has(key)) problems.push(unknownReference(path, kind, key));
  };
  rawList(input, 'services').forEach((service, index) => {
    const base = ['services', index];
    const category = isRaw(service) ? service['category'] : undefined;
    refer([...base, 'category'], 'category', category);
    rawList(service, 'offered_at').forEach((location, at) => {
      refer([...base, 'offered_at', at], 'location', location);
    });
    rawList(service, 'bundle').forEach((member, at) => {
      refer([...base, 'bundle', at], 'service', member);
    });
    rawList(service, 'consent_forms').forEach((form, at) => {
      refer([...base, 'consent_forms', at], 'consentForm', form);
    });
    const schedule = isRaw(service) ? service['class'] : undefined;
    rawList(schedule, 'times').forEach((time, at) => {
      refer([...base, 'class', 'times', at, 'location'], 'location', rawText(time, 'location'));
      refer([...base, 'class', 'times', at, 'professional'], 'professional', rawText(time, 'professional'));
    });
  });
  rawList(input, 'professionals').forEach((professional, index) => {
    const base = ['professionals', index];
    rawList(professional, 'services').forEach((service, at) => {
      refer([...base, 'services', at], 'service', service);
    });
    rawList(professional, 'works_at').forEach((workplace, at) => {
      refer([...base, 'works_at', at, 'location'], 'location', rawText(workplace, 'location'));
    });
  });
  rawList(input, 'promotions').forEach((promotion, index) => {
    rawList(promotion, 'services').forEach((promoted, at) => {
      refer(['promotions', index, 'services', at, 'service'], 'service', rawText(promoted, 'service'));
    });
  });
  rawList(input, 'gift_card_products').forEach((product, index) => {
    refer(['gift_card_products', index, 'service'], 'service', rawText(product, 'service'));
    rawList(product, 'honoured_at').forEach((location, at) => {
      refer(['gift_card_products', index, 'honoured_at', at], 'location', location);
    });
  });
  rawList(input, 'maintenance_plans').forEach((plan, index) => {
    rawList(plan, 'steps').forEach((step, at) => {
      refer(['maintenance_plans', index, 'steps', at, 'service'], 'service', rawText(step, 'service'));
    });
  });
  return problems;
}
