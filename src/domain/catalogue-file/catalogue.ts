import { Effect, Schema } from 'effect';
import { ClockTime } from '../calendar/clock-time';
import { LocalDate } from '../calendar/local-date';
import { WorkingInterval, type WeeklySchedule } from '../availability/working-hours';
import { CLIENT_DATA_NAMES } from '../client/client-form';
import { CUSTOM_ATTRIBUTE_TYPES } from '../client/custom-attribute';
import { CurrencyFormat } from '../money/currency-format';
import { PAYMENT_PROVIDERS } from '../payment/payment-provider';
import { EMAIL_PATTERN } from '../validation/field-rules';
import { CATALOGUE_CHECK_ANNOTATION } from './catalogue-problem';
import { CompanyApps, WhatsAppNumber } from './catalogue-contacts';

// A company's catalogue as one declarative document (issue 21; docs/adr/0070): the company and
// its settings, its locations and their hours, categories, services, professionals and their
// hours, promotions, the gift cards it sells and the consent forms it asks clients to sign. Support staff write it (YAML), the server applies it, and exports it in
// the same shape, so every entity carries a stable key the business chose (a slug; a promotion's
// token) and refers to the others by theirs, never by a database id.
//
// Keys are snake_case, as the file is written and as the issue and the database name the settings.
// The order of a list is the order the storefront shows (locations, categories, services,
// professionals: the database's `position`). A key left out takes the database's default, so a
// salon's file says only what differs; exporting writes every key.
//
// These schemas check each value on its own; what depends on more than one entity (references,
// unique slugs, hours inside opening hours…) is checked by validate-catalogue.ts, which reports
// every problem at once with its path in the file.

/** The catalogue file's format; a later, incompatible format gets another number. */
export const CATALOGUE_FORMAT_VERSION = 1;

/** A default for a key the file may leave out (the database column's default). */
function defaulted<S extends Schema.Top>(schema: S, value: S['Encoded']) {
  return schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));
}

/**
 * A business-chosen key: lower-case letters and digits in words joined by single hyphens
 * (`salon-aurora`, `womens-cut`), as a storefront address may carry it. The `u` flag lets the
 * pattern into the published JSON Schema.
 */
export const Slug = Schema.String.check(
  Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, {
    expected: 'a slug: lower-case letters and digits, words joined by single hyphens',
    [CATALOGUE_CHECK_ANNOTATION]: 'slug',
  }),
  Schema.isMaxLength(64),
);
export type Slug = typeof Slug.Type;

const Name = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200));
/** A text of several lines, the only kind whose tabs and line breaks are kept (MULTI_LINE_KEYS). */
const Text = Schema.String.check(Schema.isMaxLength(5000));

/**
 * The keys whose values are a `Text`: the only texts of the file that may hold tabs and line breaks
 * (catalogue-plain-text.ts). A new key of several lines is a `Text` and is named here.
 */
export const MULTI_LINE_KEYS: ReadonlySet<string> = new Set([
  'description',
  'preset_notes',
  'biography',
  'terms',
  'body_markdown',
]);
/** An address on the web (an image, the terms): written with its scheme. */
const Url = Schema.String.check(
  Schema.isPattern(/^https?:\/\/\S+$/u, {
    expected: 'an address starting with http:// or https://',
    [CATALOGUE_CHECK_ANNOTATION]: 'webAddress',
  }),
);
/** A picture: on the web, or written into the file as a data: URL, as the demo's are (ADR 0035). */
const ImageUrl = Schema.String.check(
  Schema.isPattern(/^(?:https?:\/\/\S+|data:image\/[a-z0-9.+-]+[;,]\S+)$/u, {
    expected: 'an address starting with http:// or https://, or a data:image/ URL',
    [CATALOGUE_CHECK_ANNOTATION]: 'imageAddress',
  }),
);
const Email = Schema.String.check(
  Schema.isPattern(new RegExp(EMAIL_PATTERN.source, 'u'), {
    expected: 'an e-mail address',
    [CATALOGUE_CHECK_ANNOTATION]: 'email',
  }),
  Schema.isMaxLength(254),
);
const Phone = Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(40));
/** Lower-case ISO 3166-1 alpha-2, as the storefront's routes carry it. */
const CountryCode = Schema.String.check(
  Schema.isPattern(/^[a-z]{2}$/u, {
    expected: 'a country code: two lower-case letters',
    [CATALOGUE_CHECK_ANNOTATION]: 'countryCode',
  }),
);

/** Money as the database keeps it (numeric(12, 2)): not negative, at most two decimals. */
export const Money = Schema.Finite.check(
  Schema.isBetween({ minimum: 0, maximum: 9_999_999_999.99 }),
  Schema.makeFilter((amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
    expected: 'an amount with at most two decimals',
    [CATALOGUE_CHECK_ANNOTATION]: 'twoDecimals',
  }),
);

/** An amount that is worth something: money above 0 (a gift card's). */
const PositiveMoney = Money.check(
  Schema.makeFilter((amount: number) => amount > 0, {
    expected: 'an amount above 0',
    [CATALOGUE_CHECK_ANNOTATION]: 'positiveAmount',
  }),
);

/** A percentage off (numeric(5, 2)). */
const Percentage = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }));
/** A discount that takes something off: more than 0, at most 100. */
const PositivePercentage = Schema.Finite.check(
  Schema.makeFilter((percent: number) => percent > 0 && percent <= 100, {
    expected: 'a percentage above 0, at most 100',
    [CATALOGUE_CHECK_ANNOTATION]: 'positivePercentage',
  }),
);

/**
 * How long a service takes, in minutes: a positive multiple of 5 no longer than a day. The slot
 * grid (ADR 0013) steps by at least 5 minutes, and a duration off it leaves gaps nobody can book.
 */
export const ServiceDuration = Schema.Int.check(
  Schema.makeFilter((minutes: number) => minutes > 0 && minutes <= 1440 && minutes % 5 === 0, {
    expected: 'a positive multiple of 5 minutes, at most 1440',
    [CATALOGUE_CHECK_ANNOTATION]: 'duration',
  }),
);

const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const Weekday = Schema.Literals(WEEKDAYS);

/** The ISO number of a weekday (monday 1 … sunday 7), as the database and WeeklySchedule number them. */
export function isoWeekdayOf(weekday: Weekday): number {
  return WEEKDAYS.indexOf(weekday) + 1;
}

const Intervals = Schema.Array(WorkingInterval);

/**
 * Hours by weekday, as a person writes them: `monday: [["09:00", "13:00"], ["14:00", "18:00"]]`.
 * A weekday left out (or with no intervals) is closed, or a day off.
 */
export const WeeklyHours = Schema.Struct({
  monday: Schema.optionalKey(Intervals),
  tuesday: Schema.optionalKey(Intervals),
  wednesday: Schema.optionalKey(Intervals),
  thursday: Schema.optionalKey(Intervals),
  friday: Schema.optionalKey(Intervals),
  saturday: Schema.optionalKey(Intervals),
  sunday: Schema.optionalKey(Intervals),
});
export type WeeklyHours = typeof WeeklyHours.Type;

/** The hours as the availability engine and the database number weekdays ("1" Monday … "7" Sunday). */
export function weeklySchedule(hours: WeeklyHours): WeeklySchedule {
  return Object.fromEntries(
    WEEKDAYS.flatMap((weekday) => {
      const intervals = hours[weekday];
      return intervals === undefined ? [] : [[String(isoWeekdayOf(weekday)), intervals]];
    }),
  );
}

// The company -------------------------------------------------------------------------------

/** One field of the client form the company shows (booking-wizard §3 bookingClientAttributes). */
export const ClientFormField = Schema.Struct({
  field: Schema.Literals(Object.values(CLIENT_DATA_NAMES)),
  required: defaulted(Schema.Boolean, false),
  /** The company's own label; empty for the storefront's. */
  label: defaulted(Schema.String.check(Schema.isMaxLength(80)), ''),
});
export type ClientFormField = typeof ClientFormField.Type;

/** A question the company adds to its client form, submitted as custom_{slug} (booking-wizard §3). */
export const CustomAttributeEntry = Schema.Struct({
  slug: Schema.String.check(
    Schema.isPattern(/^[a-z0-9_]+$/u, {
      expected: 'lower-case letters, digits and underscores',
      [CATALOGUE_CHECK_ANNOTATION]: 'attributeSlug',
    }),
    Schema.isMaxLength(64),
  ),
  name: Name,
  type: Schema.Literals(CUSTOM_ATTRIBUTE_TYPES),
  /** The answers a categoric attribute allows; none for the other types. */
  categories: defaulted(Schema.Array(Name), []),
  show_on_workflow: defaulted(Schema.Boolean, true),
  mandatory_on_workflow: defaulted(Schema.Boolean, false),
});
export type CustomAttributeEntry = typeof CustomAttributeEntry.Type;

/** Whether clients choose the professional (booking-wizard §3 showProviders 0, 1, 2). */
export const SHOW_PROVIDERS = ['can_choose', 'must_choose', 'cannot_choose'] as const;
/** How a client-exclusive company's clients identify themselves (storefront §7 identificadorType 0, 1, 2). */
export const CLIENT_EXCLUSIVE_BY = ['id', 'email', 'phone'] as const;

/** What shapes the booking wizard (booking-wizard §3 companyBookingInfo) and the booking rules. */
export const BookingSettings = Schema.Struct({
  show_providers: defaulted(Schema.Literals(SHOW_PROVIDERS), 'can_choose'),
  client_exclusive: defaulted(Schema.Boolean, false),
  client_exclusive_by: defaulted(Schema.NullOr(Schema.Literals(CLIENT_EXCLUSIVE_BY)), null),
  /** The terms a client accepts before booking; null when the company asks for none. */
  policy_term: defaulted(Schema.NullOr(Url), null),
  /** The important note that starts every booking's notes. */
  preset_notes: defaulted(Text, ''),
  show_notes: defaulted(Schema.Boolean, true),
  /** How many months ahead clients may book. */
  after_booking_months: defaulted(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 24 })), 3),
  minimum_notice_minutes: defaulted(NonNegativeInt, 60),
  /** Hours are offered every so many minutes from midnight (ADR 0013): a step that divides the day. */
  slot_step_minutes: defaulted(
    Schema.Int.check(
      Schema.makeFilter((step: number) => step >= 5 && step <= 240 && 1440 % step === 0, {
        expected: 'a step of 5 to 240 minutes that divides the day',
        [CATALOGUE_CHECK_ANNOTATION]: 'slotStep',
      }),
    ),
    15,
  ),
  cancellation_limit_hours: defaulted(NonNegativeInt, 0),
  modification_limit_hours: defaulted(NonNegativeInt, 0),
  max_modifications: defaulted(NonNegativeInt, 2),
  /** The client form's configurable fields the company shows; the others are hidden. */
  client_form: defaulted(Schema.Array(ClientFormField), []),
  custom_attributes: defaulted(Schema.Array(CustomAttributeEntry), []),
  /** The company sells memberships or plans (activeMemberships). */
  memberships_on_sale: defaulted(Schema.Boolean, false),
  /** The vehicle-workshop variant: bookings carry a vehicle and its mileage. */
  workshop_variant: defaulted(Schema.Boolean, false),
  /**
   * At a workshop, drivers are mailed when a maintenance step of their vehicle falls due (issue 33;
   * docs/adr/0119); false turns the reminders off.
   */
  maintenance_reminders: defaulted(Schema.Boolean, true),
  /**
   * The clients' plans and memberships pay only a booking made signed in by their owner: an account
   * whose verified email is the client record's (issue 34; docs/adr/0124). False: whoever the company
   * recognises by its identifier spends them (docs/adr/0048).
   */
  plans_for_signed_in_owner: defaulted(Schema.Boolean, false),
});
export type BookingSettings = typeof BookingSettings.Type;

/** Online payments through a card payment provider; the company takes none when this is null. */
export const OnlinePayment = Schema.Struct({
  provider: Schema.Literals(PAYMENT_PROVIDERS),
  /** allowsOnlinePayment: the company offers paying online. */
  allowed: defaulted(Schema.Boolean, true),
  /** onlinePaymentCapable: its account with the provider can take payments. */
  capable: defaulted(Schema.Boolean, true),
});
export type OnlinePayment = typeof OnlinePayment.Type;

/** The storefront's switches and flags (storefront §3 Company overview). */
export const StorefrontSettings = Schema.Struct({
  company_active: defaulted(Schema.Boolean, true),
  site_active: defaulted(Schema.Boolean, true),
  site_v2_active: defaulted(Schema.Boolean, false),
  custom_site: defaulted(Schema.Boolean, false),
  solo: defaulted(Schema.Boolean, false),
  plan_solo: defaulted(Schema.Boolean, false),
  /** Reviews are read from the reviews service, with the location's replies (Reviews v2). */
  reviews_v2: defaulted(Schema.Boolean, false),
  facebook_tracker: defaulted(Schema.NullOr(Name), null),
  google_tracker: defaulted(Schema.NullOr(Name), null),
  google_tracker_domain: defaulted(Schema.NullOr(Name), null),
});
export type StorefrontSettings = typeof StorefrontSettings.Type;

export const SocialNetwork = Schema.Struct({
  /** instagram, facebook, 'web alternativa', … */
  name: Name,
  /** Possibly blank: the storefront never shows a blank one. */
  web_address: defaulted(Schema.String.check(Schema.isMaxLength(500)), ''),
});
export type SocialNetwork = typeof SocialNetwork.Type;

export const CompanyEntry = Schema.Struct({
  /** The storefront's web address (`companies/overview?website=…`): the company's stable key. */
  slug: Slug,
  name: Name,
  /** What the company says about itself under its name; null for nothing. */
  description: defaulted(Schema.NullOr(Text.check(Schema.isNonEmpty())), null),
  country: CountryCode,
  locale: defaulted(Schema.Literals(['es', 'en']), 'es'),
  email: defaulted(Schema.NullOr(Email), null),
  phone: defaulted(Schema.NullOr(Phone), null),
  logo: defaulted(Schema.NullOr(ImageUrl), null),
  /** The storefront's accent colour (colorMinisite); null for the default. */
  brand_colour: defaulted(
    Schema.NullOr(
      Schema.String.check(
        Schema.isPattern(/^#[0-9a-fA-F]{6}$/u, {
          expected: 'a colour written #rrggbb',
          [CATALOGUE_CHECK_ANNOTATION]: 'colour',
        }),
      ),
    ),
    null,
  ),
  currency: defaulted(CurrencyFormat, { unit: '$', delimiter: '.', separator: ',' }),
  booking: defaulted(BookingSettings, {}),
  online_payment: defaulted(Schema.NullOr(OnlinePayment), null),
  storefront: defaulted(StorefrontSettings, {}),
  social_networks: defaulted(Schema.Array(SocialNetwork), []),
  apps: defaulted(CompanyApps, {}),
});
export type CompanyEntry = typeof CompanyEntry.Type;

// Locations and categories ----------------------------------------------------------------------

export const REVIEWS_OPTIONS = ['details', 'disable', 'other'] as const;

export const LocationEntry = Schema.Struct({
  slug: Slug,
  name: Name,
  address: defaulted(Schema.String.check(Schema.isMaxLength(500)), ''),
  phone: defaulted(Schema.NullOr(Phone), null),
  email: defaulted(Schema.NullOr(Email), null),
  /** The number clients write to on WhatsApp; null when the location has none (its phone may be a landline). */
  whatsapp: defaulted(Schema.NullOr(WhatsAppNumber), null),
  /** The IANA zone every wall-clock time of the location is read in (America/Santiago). */
  time_zone: Schema.String.check(Schema.isNonEmpty()),
  /** Null: the location is in its company's country. */
  country: defaulted(Schema.NullOr(CountryCode), null),
  banner: defaulted(Schema.NullOr(ImageUrl), null),
  image: defaulted(Schema.NullOr(ImageUrl), null),
  description: defaulted(Text, ''),
  /** How the location page shows its reviews (storefront §3 Review summary). */
  reviews: defaulted(Schema.Literals(REVIEWS_OPTIONS), 'details'),
  opening_hours: defaulted(WeeklyHours, {}),
  /** Days the location is closed although its weekday opens (a holiday). */
  closed_days: defaulted(Schema.Array(LocalDate), []),
});
export type LocationEntry = typeof LocationEntry.Type;

export const CategoryEntry = Schema.Struct({
  slug: Slug,
  name: Name,
});
export type CategoryEntry = typeof CategoryEntry.Type;

// Services ---------------------------------------------------------------------------------------

/** A class's weekly start time at a location, and who gives it. */
export const ClassTime = Schema.Struct({
  location: Slug,
  professional: Slug,
  weekday: Weekday,
  starts_at: ClockTime,
});
export type ClassTime = typeof ClassTime.Type;

/** A class: clients book seats of a session given at fixed weekly times. */
export const ClassSchedule = Schema.Struct({
  seats: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  times: Schema.Array(ClassTime).check(Schema.isMinLength(1)),
});
export type ClassSchedule = typeof ClassSchedule.Type;

/** The special-discount ("charly") promotion the service runs itself: a lower online price for some days. */
export const SpecialDiscount = Schema.Struct({
  discount: PositivePercentage,
  /** The online price while it runs; null to pay the usual online price. */
  paying_price: defaulted(Schema.NullOr(Money), null),
  starts_on: LocalDate,
  ends_on: LocalDate,
});
export type SpecialDiscount = typeof SpecialDiscount.Type;

/** A service, with every catalogue field of booking-wizard §3 "Service to reserve". */
export const ServiceEntry = Schema.Struct({
  slug: Slug,
  name: Name,
  /** The category it is listed under; null for none. */
  category: defaulted(Schema.NullOr(Slug), null),
  description: defaulted(Text, ''),
  /** Null for a service without a price (shown as the symbol and 0). */
  price: defaulted(Schema.NullOr(Money), null),
  duration: ServiceDuration,
  show_price: defaulted(Schema.Boolean, true),
  show_duration: defaulted(Schema.Boolean, true),
  online_payable: defaulted(Schema.Boolean, false),
  /** The price when paying online; null for the regular price. */
  paying_price: defaulted(Schema.NullOr(Money), null),
  /** Percentage off for paying online; 0 for none. */
  discount: defaulted(Percentage, 0),
  must_be_paid_online: defaulted(Schema.Boolean, false),
  /** The amount paid online on booking, the rest at the location; null to pay it all. */
  online_down_payment: defaulted(Schema.NullOr(Money), null),
  /** A session package: how many sessions are booked together; null for anything else. */
  sessions: defaulted(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: 100 }))), null),
  /** Several session-package sessions may be booked at once (simultaneousPackage). */
  simultaneous_package: defaulted(Schema.Boolean, false),
  /** A bundle: the services performed one after another, in order, charged once. */
  bundle: defaulted(Schema.Array(Slug), []),
  /** A class with seats; null for anything else. */
  class: defaulted(Schema.NullOr(ClassSchedule), null),
  /** Given by video call (isVideo). */
  video: defaulted(Schema.Boolean, false),
  /** Performed at the client's address. */
  outcall: defaulted(Schema.Boolean, false),
  images: defaulted(Schema.Array(ImageUrl), []),
  special_discount: defaulted(Schema.NullOr(SpecialDiscount), null),
  /** The locations that offer it. */
  offered_at: defaulted(Schema.Array(Slug), []),
  /** The consent forms a client booking it is asked to sign (issue 32), by their slugs. */
  consent_forms: defaulted(Schema.Array(Slug), []),
});
export type ServiceEntry = typeof ServiceEntry.Type;

// Professionals ------------------------------------------------------------------------------------

/** A date the professional works other hours than the week's at the location. */
export const OtherHours = Schema.Struct({
  date: LocalDate,
  hours: Intervals.check(Schema.isMinLength(1)),
});
export type OtherHours = typeof OtherHours.Type;

/** Where a professional works, and when, in the location's wall-clock time. */
export const Workplace = Schema.Struct({
  location: Slug,
  hours: WeeklyHours,
  /** Said on purpose: the hours may fall outside the location's opening hours (a late shift for outcalls). */
  outside_opening_hours: defaulted(Schema.Boolean, false),
  days_off: defaulted(Schema.Array(LocalDate), []),
  other_hours: defaulted(Schema.Array(OtherHours), []),
});
export type Workplace = typeof Workplace.Type;

export const ProfessionalEntry = Schema.Struct({
  slug: Slug,
  /** The name clients see (publicName). */
  name: Name,
  biography: defaulted(Text, ''),
  image: defaulted(Schema.NullOr(ImageUrl), null),
  /** The services they perform. */
  services: defaulted(Schema.Array(Slug), []),
  works_at: defaulted(Schema.Array(Workplace), []),
});
export type ProfessionalEntry = typeof ProfessionalEntry.Type;

// Promotions -------------------------------------------------------------------------------------

/** Why the client was offered it; 'expired' is read from the dates, never written. */
export const STORED_PROMOTION_TYPES = ['low_demand', 'last_hour', 'lost_client', 'reminder'] as const;

export const PromotedService = Schema.Struct({
  service: Slug,
  discount: PositivePercentage,
  /** The special-discount online price; null for the service's usual online price. */
  paying_price: defaulted(Schema.NullOr(Money), null),
});
export type PromotedService = typeof PromotedService.Type;

/** A special-discount promotion offered to one client through a landing link's token (storefront §2). */
export const PromotionEntry = Schema.Struct({
  /** The landing link's `?token=`: the promotion's stable key. */
  token: Schema.String.check(
    Schema.isPattern(/^[A-Za-z0-9_-]+$/u, {
      expected: 'letters, digits, hyphens and underscores',
      [CATALOGUE_CHECK_ANNOTATION]: 'token',
    }),
    Schema.isMaxLength(128),
  ),
  client_full_name: Name,
  type: Schema.Literals(STORED_PROMOTION_TYPES),
  starts_on: LocalDate,
  ends_on: LocalDate,
  services: Schema.Array(PromotedService).check(Schema.isMinLength(1)),
});
export type PromotionEntry = typeof PromotionEntry.Type;

// Gift cards ------------------------------------------------------------------------------------

/** A range of amounts a client may pick from, both ends included. */
export const FreeAmountRange = Schema.Struct({ minimum: PositiveMoney, maximum: PositiveMoney });

/**
 * A gift card the company sells (issue 31; docs/adr/0105): worth an amount the client picks — one
 * of `fixed_amounts`, or any within `free_amount`, or either — or worth a `service` (its price),
 * in the company's currency; valid `validity_months` from the day it is bought, at the locations
 * it is `honoured_at`.
 */
export const GiftCardProductEntry = Schema.Struct({
  slug: Slug,
  name: Name,
  fixed_amounts: defaulted(Schema.Array(PositiveMoney).check(Schema.isMaxLength(20)), []),
  free_amount: defaulted(Schema.NullOr(FreeAmountRange), null),
  /** The service the card is worth; null for a card of an amount. */
  service: defaulted(Schema.NullOr(Slug), null),
  validity_months: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 120 })),
  honoured_at: Schema.Array(Slug).check(Schema.isMinLength(1)),
  /** What the buyer accepts: the card's terms and conditions. */
  terms: defaulted(Text, ''),
});
export type GiftCardProductEntry = typeof GiftCardProductEntry.Type;

// Consent forms ---------------------------------------------------------------------------------

/**
 * A consent form the company asks clients to sign before a service (issue 32; docs/adr/0115): a
 * title and a body in Markdown. Applying a changed title or body makes the form's next version;
 * the versions signed before are kept as they were.
 */
export const ConsentFormEntry = Schema.Struct({
  slug: Slug,
  title: Name,
  body_markdown: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(20_000)),
});
export type ConsentFormEntry = typeof ConsentFormEntry.Type;
// Vehicle maintenance plans ---------------------------------------------------------------------

/**
 * A service of a maintenance plan (issue 33; docs/adr/0116): due at every `every_km` kilometres
 * on the odometer (its milestones) and/or `every_months` after it was last done, whichever comes
 * first; a visit `tolerance_km` before a milestone (`tolerance_days` before a date) does it.
 */
export const MaintenanceStepEntry = Schema.Struct({
  service: Slug,
  every_km: defaulted(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 }))), null),
  every_months: defaulted(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 120 }))), null),
  tolerance_km: defaulted(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })), 0),
  tolerance_days: defaulted(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 365 })), 0),
});
export type MaintenanceStepEntry = typeof MaintenanceStepEntry.Type;

/** A workshop's maintenance plan for a `brand` and `model`, a brand (model null), or any vehicle (both null). */
export const MaintenancePlanEntry = Schema.Struct({
  slug: Slug,
  name: Name,
  brand: defaulted(Schema.NullOr(Name), null),
  model: defaulted(Schema.NullOr(Name), null),
  steps: Schema.Array(MaintenanceStepEntry).check(Schema.isMinLength(1), Schema.isMaxLength(20)),
});
export type MaintenancePlanEntry = typeof MaintenancePlanEntry.Type;

// The document -----------------------------------------------------------------------------------

export const Catalogue = Schema.Struct({
  version: Schema.Literal(CATALOGUE_FORMAT_VERSION),
  company: CompanyEntry,
  locations: Schema.Array(LocationEntry).check(Schema.isMinLength(1)),
  categories: defaulted(Schema.Array(CategoryEntry), []),
  services: defaulted(Schema.Array(ServiceEntry), []),
  professionals: defaulted(Schema.Array(ProfessionalEntry), []),
  promotions: defaulted(Schema.Array(PromotionEntry), []),
  gift_card_products: defaulted(Schema.Array(GiftCardProductEntry), []),
  consent_forms: defaulted(Schema.Array(ConsentFormEntry), []),
  maintenance_plans: defaulted(Schema.Array(MaintenancePlanEntry), []),
}).annotate({
  title: 'Reserva catalogue',
  description:
    "One company's catalogue: the company and its settings, locations, categories, services, professionals, promotions, gift card products, consent forms and vehicle maintenance plans (docs/adr/0070, docs/adr/0105, docs/adr/0115, docs/adr/0116).",
});
export type Catalogue = typeof Catalogue.Type;
/** The document as written in a file, before defaults are filled in. */
export type CatalogueInput = typeof Catalogue.Encoded;
