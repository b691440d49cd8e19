import { Schema } from 'effect';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { ShiftEnd, WorkingInterval } from '#domain/availability/working-hours';
import { WEEKDAYS, type WeeklyHours, type Weekday } from '#domain/catalogue-file/catalogue';
import type { CatalogueSection } from '#domain/catalogue-file/catalogue-changes';
import { rowDecoder } from './stored-rows';

// The rows a company's catalogue is read from and written to (docs/adr/0077), decoded as they
// arrive, and the small helpers its reading, writing and bookings share.
export const TABLES: Record<Exclude<CatalogueSection, 'promotions'>, { table: string; prefix: string }> = {
  locations: { table: 'locations', prefix: 'location' },
  categories: { table: 'service_categories', prefix: 'category' },
  services: { table: 'services', prefix: 'service' },
  professionals: { table: 'providers', prefix: 'professional' },
  gift_card_products: { table: 'gift_card_products', prefix: 'gift-card' },
  consent_forms: { table: 'consent_forms', prefix: 'consent-form' },
  maintenance_plans: { table: 'maintenance_plans', prefix: 'maintenance-plan' },
};

export const keyOf = (alias: string, prefix: string) => `COALESCE(${alias}.slug, '${prefix}-' || ${alias}.id)`;

const NullableText = Schema.NullOr(Schema.String);
const Amount = Schema.NullOr(Schema.Number);

export const companyRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    web_address: Schema.String,
    name: Schema.String,
    description: NullableText,
    country_code: Schema.String,
    locale: Schema.String,
    email: NullableText,
    phone: NullableText,
    logo: NullableText,
    color_minisite: NullableText,
    currency_unit: Schema.String,
    currency_delimiter: Schema.String,
    currency_separator: Schema.String,
    show_providers: Schema.Int,
    client_exclusive: Schema.Boolean,
    client_exclusive_by: Schema.NullOr(Schema.Int),
    policy_term: NullableText,
    preset_notes: Schema.String,
    show_notes: Schema.Boolean,
    after_booking_months: Schema.Int,
    minimum_notice_minutes: Schema.Int,
    slot_step_minutes: Schema.Int,
    cancellation_limit_hours: Schema.Int,
    modification_limit_hours: Schema.Int,
    max_modifications: Schema.Int,
    booking_client_attributes: Schema.Unknown,
    custom_attributes: Schema.Unknown,
    active_memberships: Schema.Boolean,
    workshop_variant: Schema.Boolean,
    maintenance_reminders: Schema.Boolean,
    plans_for_signed_in_owner: Schema.Boolean,
    provider_online_payment: NullableText,
    allows_online_payment: Schema.Boolean,
    online_payment_capable: Schema.Boolean,
    is_active: Schema.Boolean,
    minisite_is_active: Schema.Boolean,
    minisite_v2_active: Schema.Boolean,
    custom_minisite: Schema.Boolean,
    is_solo: Schema.Boolean,
    is_plan_solo: Schema.Boolean,
    reviews_v2: Schema.Boolean,
    facebook_custom_tracker: NullableText,
    google_custom_tracker: NullableText,
    google_custom_tracker_domain: NullableText,
    app_store_url: NullableText,
    google_play_url: NullableText,
  }),
  "a company's catalogue settings",
);

export const socialRows = rowDecoder(
  Schema.Struct({ name: Schema.String, web_address: Schema.String }),
  'a social network',
);

export const locationRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    name: Schema.String,
    address: Schema.String,
    phone: NullableText,
    email: NullableText,
    whatsapp: NullableText,
    time_zone: Schema.String,
    country_code: NullableText,
    banner: NullableText,
    image: NullableText,
    description: Schema.String,
    reviews_option: Schema.Literals(['details', 'disable', 'other']),
  }),
  "a catalogue's location",
);

export const hoursRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    iso_weekday: Schema.Int,
    starts: Schema.String,
    ends: Schema.String,
  }),
  'an interval of weekly hours',
);
export const dateRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    on_date: Schema.String,
    starts: NullableText,
    ends: NullableText,
  }),
  'a dated exception',
);
export const keyRows = rowDecoder(Schema.Struct({ id: Schema.Int, key: Schema.String }), 'a catalogue key');
export const pairRows = rowDecoder(Schema.Struct({ owner: Schema.Int, other: Schema.Int }), 'a catalogue link');

export const serviceRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    name: Schema.String,
    category_id: Schema.NullOr(Schema.Int),
    description: Schema.String,
    price: Amount,
    paying_price: Amount,
    discount: Schema.Number,
    duration_minutes: Schema.Int,
    show_price: Schema.Boolean,
    show_duration: Schema.Boolean,
    online_payable: Schema.Boolean,
    must_be_paid_online: Schema.Boolean,
    online_down_payment: Schema.Boolean,
    online_down_payment_amount: Schema.Number,
    sessions_amount: Schema.NullOr(Schema.Int),
    simultaneous_package: Schema.Boolean,
    class_capacity: Schema.NullOr(Schema.Int),
    is_video: Schema.Boolean,
    outcall: Schema.Boolean,
    images: Schema.Unknown,
    charly_discount: Schema.Number,
    paying_price_charly: Amount,
    charly_start: NullableText,
    charly_end: NullableText,
  }),
  "a catalogue's service",
);
export const bundleRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, other: Schema.Int, position: Schema.Int }),
  "a bundle's member",
);
export const classTimeRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    provider: Schema.Int,
    iso_weekday: Schema.Int,
    starts: Schema.String,
  }),
  "a class's weekly time",
);
export const professionalRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    public_name: Schema.String,
    biography: Schema.String,
    image: NullableText,
  }),
  "a catalogue's professional",
);
export const workplaceRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, location: Schema.Int, outside_opening_hours: Schema.Boolean }),
  "a professional's workplace",
);
export const tokenRows = rowDecoder(Schema.Struct({ token: Schema.String }), "another company's promotion token");

export const promotionRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    token: Schema.String,
    client_full_name: Schema.String,
    promotion_type: Schema.Literals(['low_demand', 'last_hour', 'lost_client', 'reminder']),
    starts_on: Schema.String,
    ends_on: Schema.String,
  }),
  "a catalogue's promotion",
);
export const promotedRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, other: Schema.Int, charly_discount: Schema.Number, paying_price_charly: Amount }),
  "a promotion's service",
);
export const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'an id');
export const bookingGroupRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, group_id: Schema.Int }),
  "a booking's group",
);
export const futureRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    location: Schema.String,
    service: Schema.String,
    professional: Schema.String,
    on_date: Schema.String,
    starts: Schema.String,
    ends: Schema.String,
    is_class: Schema.Boolean,
  }),
  'a future booking',
);

const storedClientForm = Schema.Array(
  Schema.Struct({ client_data: Schema.String, used: Schema.Boolean, required: Schema.Boolean, label: Schema.String }),
);
export const decodeClientForm = Schema.decodeUnknownSync(storedClientForm);
export const decodeStrings = Schema.decodeUnknownSync(Schema.Array(Schema.String));

export const TIME = (column: string) =>
  `CASE WHEN ${column} = '24:00:00'::time THEN '24:00' ELSE to_char(${column}, 'HH24:MI') END`;

export function weekdayOf(isoWeekday: number): Weekday {
  const weekday = WEEKDAYS[isoWeekday - 1];
  if (weekday === undefined) throw new Error(`The database holds weekday ${String(isoWeekday)}`);
  return weekday;
}

export function hoursFrom(rows: readonly { iso_weekday: number; starts: string; ends: string }[]): WeeklyHours {
  const hours: Partial<Record<Weekday, WorkingInterval[]>> = {};
  for (const row of rows) {
    const weekday = weekdayOf(row.iso_weekday);
    (hours[weekday] ??= []).push([row.starts as ClockTime, row.ends as ShiftEnd]);
  }
  return hours;
}

export const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The one value `map` holds at `key`, or none. */
export const known = <T>(map: ReadonlyMap<number, T>, key: number): T[] => {
  const value = map.get(key);
  return value === undefined ? [] : [value];
};

/** The catalogue keys of the company's rows by id, which links between sections are read with. */
export interface CatalogueKeys {
  readonly location: ReadonlyMap<number, string>;
  readonly service: ReadonlyMap<number, string>;
  readonly professional: ReadonlyMap<number, string>;
}
