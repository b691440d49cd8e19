import { SchemaIssue } from 'effect';
import type { TextFlaw } from '../shared/plain-text';

// What is wrong with a catalogue file (issue 21; docs/adr/0070): each problem names where in the
// file it sits (`services[3].duration`) and which rule it breaks, as data with a stable code, so
// the CLI and the staff API can word it in the reader's language (src/i18n) and a script can read
// it. Validation reports every problem at once, never just the first.

/** Where in the file: keys and list indices from the document's root. */
export type CataloguePath = readonly (string | number)[];

/** `services[3].duration`, as a person finds it in the file; the root is `(catalogue)`. */
export function formatCataloguePath(path: CataloguePath): string {
  if (path.length === 0) return '(catalogue)';
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

/** The kinds of entity a file names by key. */
export type CatalogueEntityKind =
  | 'location'
  | 'category'
  | 'service'
  | 'professional'
  | 'promotion'
  | 'giftCardProduct'
  | 'consentForm'
  | 'maintenancePlan'
  | 'customAttribute'
  | 'clientFormField'
  | 'workplace';

/** A service feature that only a service paid online may have. */
export type OnlinePaymentFeature = 'mustBePaidOnline' | 'onlineDownPayment' | 'specialDiscount' | 'discount';

/** Why a bundle cannot hold a member. */
export type BundleMemberFault = 'itself' | 'bundle' | 'sessionPackage' | 'class';

/** Why a class time cannot be kept. */
export type ClassTimeFault = 'notPerformedByProfessional' | 'professionalNotThere' | 'notOfferedThere' | 'outsideHours';

/** How a value broke its schema: a key missing or unknown, a value of the wrong type, or a check. */
export type ShapeFault = 'missing' | 'unexpected' | 'type' | 'invalid';

/** The catalogue's own checks of a value, named so that adapters can word them in any language. */
export const CATALOGUE_CHECKS = [
  'slug',
  'webAddress',
  'imageAddress',
  'email',
  'countryCode',
  'twoDecimals',
  'positivePercentage',
  'positiveAmount',
  'duration',
  'slotStep',
  'attributeSlug',
  'colour',
  'token',
  'timeOfDay',
  'calendarDay',
  'workingInterval',
  'currencySymbols',
  'whatsappNumber',
  'appStoreAddress',
  'googlePlayAddress',
] as const;
export type CatalogueCheck = (typeof CATALOGUE_CHECKS)[number];

/** The annotation that names a catalogue check on a schema filter. */
export const CATALOGUE_CHECK_ANNOTATION = 'catalogueCheck';

/** The check a value failed, when it is one an adapter can word: a catalogue check or a bound. */
export type ShapeCheck =
  | { readonly kind: 'catalogue'; readonly check: CatalogueCheck }
  | { readonly kind: 'integer' }
  | { readonly kind: 'maxLength' | 'minLength' | 'minimum'; readonly limit: number }
  | { readonly kind: 'between'; readonly minimum: number; readonly maximum: number };

type Problem<Tag extends string, Code extends string, Details = object> = {
  readonly _tag: Tag;
  readonly code: Code;
  readonly path: CataloguePath;
} & Details;

/** One thing wrong with a catalogue file. */
export type CatalogueProblem =
  /** A value does not have the document's shape; `expected` is the schema's own (English) description. */
  | Problem<
      'ShapeProblem',
      'CATALOGUE.SHAPE',
      { readonly fault: ShapeFault; readonly expected: string; readonly check: ShapeCheck | null }
    >
  /** The same key twice among the entities of a kind; `firstPath` is where it was first used. */
  | Problem<
      'DuplicateKey',
      'CATALOGUE.DUPLICATE_KEY',
      { readonly kind: CatalogueEntityKind; readonly key: string; readonly firstPath: CataloguePath }
    >
  /** A reference to an entity the file does not have. */
  | Problem<
      'UnknownReference',
      'CATALOGUE.UNKNOWN_REFERENCE',
      { readonly kind: CatalogueEntityKind; readonly key: string }
    >
  | Problem<'UnknownTimeZone', 'CATALOGUE.UNKNOWN_TIME_ZONE', { readonly timeZone: string }>
  /** An end date before its start date. */
  | Problem<'DatesReversed', 'CATALOGUE.DATES_REVERSED', { readonly startsOn: string; readonly endsOn: string }>
  /** The same date twice in a list of dates (closed days, days off, other hours). */
  | Problem<'RepeatedDate', 'CATALOGUE.REPEATED_DATE', { readonly date: string }>
  /** A service that is more than one of a session package, a bundle and a class. */
  | Problem<'ServiceKindsMixed', 'CATALOGUE.SERVICE_KINDS_MIXED', { readonly service: string }>
  | Problem<'BundleTooSmall', 'CATALOGUE.BUNDLE_TOO_SMALL', { readonly service: string }>
  | Problem<
      'BundleMemberInvalid',
      'CATALOGUE.BUNDLE_MEMBER_INVALID',
      { readonly member: string; readonly fault: BundleMemberFault }
    >
  /** A bundle offered at a location that does not offer one of its members. */
  | Problem<
      'BundleMemberNotOffered',
      'CATALOGUE.BUNDLE_MEMBER_NOT_OFFERED',
      { readonly member: string; readonly location: string }
    >
  /** A professional performs a service at none of the locations where they work that offer it. */
  | Problem<
      'ProfessionalNotWhereOffered',
      'CATALOGUE.PROFESSIONAL_NOT_WHERE_OFFERED',
      { readonly professional: string; readonly service: string }
    >
  /** A location offers a service that none of the professionals working there performs. */
  | Problem<
      'NobodyPerformsThere',
      'CATALOGUE.NOBODY_PERFORMS_THERE',
      { readonly service: string; readonly location: string }
    >
  /** A second service with a special discount; `firstService` has the first. */
  | Problem<'SpecialDiscountRepeated', 'CATALOGUE.SPECIAL_DISCOUNT_REPEATED', { readonly firstService: string }>
  | Problem<'NeedsOnlinePayment', 'CATALOGUE.NEEDS_ONLINE_PAYMENT', { readonly feature: OnlinePaymentFeature }>
  /** A service payable online in a company that takes no online payments. */
  | Problem<'CompanyTakesNoOnlinePayment', 'CATALOGUE.COMPANY_TAKES_NO_ONLINE_PAYMENT', { readonly service: string }>
  /** A down payment of nothing, or more than the service costs online. */
  | Problem<
      'DownPaymentOutOfRange',
      'CATALOGUE.DOWN_PAYMENT_OUT_OF_RANGE',
      { readonly amount: number; readonly price: number }
    >
  | Problem<'ClientExclusiveWithoutIdentifier', 'CATALOGUE.CLIENT_EXCLUSIVE_WITHOUT_IDENTIFIER'>
  /** A categoric custom attribute without answers, or answers on one of another type. */
  | Problem<'CustomAttributeCategories', 'CATALOGUE.CUSTOM_ATTRIBUTE_CATEGORIES', { readonly type: string }>
  /** Two intervals of one day that overlap. */
  | Problem<'HoursOverlap', 'CATALOGUE.HOURS_OVERLAP', { readonly interval: string; readonly other: string }>
  /** Working hours outside the location's opening hours, not marked `outside_opening_hours`. */
  | Problem<
      'HoursOutsideOpening',
      'CATALOGUE.HOURS_OUTSIDE_OPENING',
      { readonly interval: string; readonly location: string }
    >
  /** Working hours on a day the location is closed (one of its closed days), not marked `outside_opening_hours`. */
  | Problem<'HoursOnClosedDay', 'CATALOGUE.HOURS_ON_CLOSED_DAY', { readonly date: string; readonly location: string }>
  /** A professional's hours at two locations that overlap: they cannot be in both. */
  | Problem<
      'WorkplacesOverlap',
      'CATALOGUE.WORKPLACES_OVERLAP',
      { readonly weekday: string; readonly location: string; readonly otherLocation: string }
    >
  | Problem<'ClassTimeInvalid', 'CATALOGUE.CLASS_TIME_INVALID', { readonly fault: ClassTimeFault }>
  /**
   * A text that is not plain text (ADR 0050, ADR 0091): a control character anywhere, a tab or line
   * break in a text of one line, half a surrogate pair.
   */
  | Problem<'NotPlainText', 'CATALOGUE.NOT_PLAIN_TEXT', { readonly flaw: TextFlaw }>
  /** A gift card product with no way to pick what it is worth: no fixed amount, no free amount, no service. */
  | Problem<'GiftCardWithoutAmount', 'CATALOGUE.GIFT_CARD_WITHOUT_AMOUNT', { readonly product: string }>
  /** A gift card product worth a service that also lists amounts: it is worth one or the other. */
  | Problem<'GiftCardWorthMixed', 'CATALOGUE.GIFT_CARD_WORTH_MIXED', { readonly product: string }>
  /** A free amount whose minimum is above its maximum. */
  | Problem<
      'FreeAmountReversed',
      'CATALOGUE.FREE_AMOUNT_REVERSED',
      { readonly minimum: number; readonly maximum: number }
    >
  /** The same fixed amount twice in a gift card product. */
  | Problem<'RepeatedAmount', 'CATALOGUE.REPEATED_AMOUNT', { readonly amount: number }>
  /** A gift card product worth a service that has no price, or a price of 0. */
  | Problem<'GiftCardServiceWithoutPrice', 'CATALOGUE.GIFT_CARD_SERVICE_WITHOUT_PRICE', { readonly service: string }>
  /** A gift card product worth a service, honoured at a location that does not offer the service. */
  | Problem<
      'GiftCardServiceNotOffered',
      'CATALOGUE.GIFT_CARD_SERVICE_NOT_OFFERED',
      { readonly service: string; readonly location: string }
    >
  /** A maintenance plan's step due neither by mileage nor by time (issue 33). */
  | Problem<'MaintenanceStepWithoutInterval', 'CATALOGUE.MAINTENANCE_STEP_WITHOUT_INTERVAL', { readonly plan: string }>
  /** A maintenance step's tolerance in km of half its interval or more: one visit would do two milestones. */
  | Problem<
      'MaintenanceToleranceTooWide',
      'CATALOGUE.MAINTENANCE_TOLERANCE_TOO_WIDE',
      { readonly tolerance: number; readonly interval: number }
    >
  /** A maintenance plan naming a model without its brand. */
  | Problem<'MaintenanceModelWithoutBrand', 'CATALOGUE.MAINTENANCE_MODEL_WITHOUT_BRAND', { readonly plan: string }>
  /** Two maintenance plans for the same brand and model (or brand, or any vehicle): a vehicle follows one plan. */
  | Problem<
      'MaintenancePlansOverlap',
      'CATALOGUE.MAINTENANCE_PLANS_OVERLAP',
      { readonly plan: string; readonly firstPath: CataloguePath }
    >
  /** A promotion's token that another company's promotion already has: a landing link names one promotion. */
  | Problem<'PromotionTokenTaken', 'CATALOGUE.PROMOTION_TOKEN_TAKEN', { readonly token: string }>;

export type CatalogueProblemTag = CatalogueProblem['_tag'];

// Effect's issues, translated: a tree of pointers (keys, indices) over leaves, walked into one
// problem per leaf with the full path. The schema's own description of what it expected is kept
// as is: it is the schema speaking (`a positive multiple of 5 minutes, at most 1440`).

function shape(
  path: CataloguePath,
  fault: ShapeFault,
  expected: string,
  check: ShapeCheck | null = null,
): CatalogueProblem {
  return { _tag: 'ShapeProblem', code: 'CATALOGUE.SHAPE', path, fault, expected, check };
}

// The domain's own value schemas that the catalogue reuses say what they expect in their own words;
// these name their checks without touching them.
const REUSED_CHECKS: Readonly<Record<string, CatalogueCheck>> = {
  'a time of day written HH:mm': 'timeOfDay',
  'a calendar day written YYYY-MM-DD': 'calendarDay',
  'a working interval whose start comes before its end, within one day': 'workingInterval',
  'a thousands delimiter different from the decimal separator': 'currencySymbols',
  'a delimiter and a separator without digits or minus signs': 'currencySymbols',
};

const isCatalogueCheck = (value: unknown): value is CatalogueCheck =>
  (CATALOGUE_CHECKS as readonly unknown[]).includes(value);

const numberIn = (payload: unknown, key: string): number | null => {
  const value: unknown =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : null;
  return typeof value === 'number' ? value : null;
};

/** The check a failed filter stands for: named by the catalogue, or one of effect's bounds. */
function checkOf(annotations: Readonly<Record<string, unknown>> | undefined): ShapeCheck | null {
  const named = annotations?.[CATALOGUE_CHECK_ANNOTATION];
  if (isCatalogueCheck(named)) return { kind: 'catalogue', check: named };
  const expected = annotations?.['expected'];
  const reused = typeof expected === 'string' ? REUSED_CHECKS[expected] : undefined;
  if (reused !== undefined) return { kind: 'catalogue', check: reused };
  const representation = annotations?.['representation'] as
    { readonly id?: unknown; readonly payload?: unknown } | undefined;
  const payload = representation?.payload;
  switch (representation?.id) {
    case 'effect/schema/isInt':
      return { kind: 'integer' };
    case 'effect/schema/isMaxLength': {
      const limit = numberIn(payload, 'maxLength');
      return limit === null ? null : { kind: 'maxLength', limit };
    }
    case 'effect/schema/isMinLength': {
      const limit = numberIn(payload, 'minLength');
      return limit === null ? null : { kind: 'minLength', limit };
    }
    case 'effect/schema/isGreaterThanOrEqualTo': {
      const limit = numberIn(payload, 'minimum');
      return limit === null ? null : { kind: 'minimum', limit };
    }
    case 'effect/schema/isBetween': {
      const minimum = numberIn(payload, 'minimum');
      const maximum = numberIn(payload, 'maximum');
      return minimum === null || maximum === null ? null : { kind: 'between', minimum, maximum };
    }
    default:
      return null;
  }
}

/** The schema's words for what it expected: "Expected boolean" read as "boolean". */
function expectedOf(leaf: SchemaIssue.Leaf): string {
  return SchemaIssue.defaultLeafHook(leaf).replace(/^Expected /, '');
}

function pathSegment(key: PropertyKey): string | number {
  return typeof key === 'number' ? key : String(key);
}

/** Every leaf of an issue as a shape problem at its path. */
export function shapeProblems(issue: SchemaIssue.Issue, path: CataloguePath = []): readonly CatalogueProblem[] {
  switch (issue._tag) {
    case 'Pointer':
      return shapeProblems(issue.issue, [...path, ...issue.path.map(pathSegment)]);
    case 'Composite':
      return issue.issues.flatMap((each) => shapeProblems(each, path));
    case 'AnyOf':
      // No member of a union matched: say what the union expected, not each member's complaint.
      return issue.issues.length === 0 || issue.issues.every((each) => each._tag === 'InvalidType')
        ? [shape(path, 'type', expectedOf(new SchemaIssue.InvalidType(issue.ast)))]
        : issue.issues.filter((each) => each._tag !== 'InvalidType').flatMap((each) => shapeProblems(each, path));
    case 'Encoding':
      return shapeProblems(issue.issue, path);
    case 'Filter': {
      const annotations = issue.filter.annotations as Readonly<Record<string, unknown>> | undefined;
      const expected = annotations?.['expected'];
      return [shape(path, 'invalid', typeof expected === 'string' ? expected : 'a valid value', checkOf(annotations))];
    }
    case 'MissingKey':
      return [shape(path, 'missing', 'a value')];
    case 'UnexpectedKey':
      return [shape(path, 'unexpected', 'no such key')];
    case 'InvalidType':
      return [shape(path, 'type', expectedOf(issue))];
    case 'InvalidValue':
    case 'Forbidden':
    case 'OneOf':
      return [shape(path, 'invalid', expectedOf(issue))];
  }
}
