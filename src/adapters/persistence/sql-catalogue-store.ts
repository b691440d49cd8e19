import { Schema } from 'effect';
import type { CatalogueStore, CatalogueUnitOfWork } from '#application/ports/server/catalogue-store';
import type { BookingId } from '#domain/booking/booking-id';
import type { Instant } from '#domain/calendar/instant';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ShiftEnd, WorkingInterval } from '#domain/availability/working-hours';
import {
  CLIENT_EXCLUSIVE_BY,
  isoWeekdayOf,
  SHOW_PROVIDERS,
  WEEKDAYS,
  type Catalogue,
  type ClientFormField,
  type CustomAttributeEntry,
  type LocationEntry,
  type ProfessionalEntry,
  type PromotionEntry,
  type ServiceEntry,
  type WeeklyHours,
  type Weekday,
} from '#domain/catalogue-file/catalogue';
import {
  canonicalCatalogue,
  type CataloguePlan,
  type CatalogueSection,
} from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import { cancelBooking } from './sql-cancel-booking';
import { holdCatalogue } from './sql-catalogue-turns';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { enqueueBookingNotification } from './sql-outbox';
import { rowDecoder } from './stored-rows';

// Companies' catalogues as documents (issue 21; docs/adr/0077): the CatalogueStore port over the
// tables the storefront reads. Reading assembles the document from the rows a company has (not
// retired), keyed by slugs; writing upserts each entity by its slug, retires what the plan
// retires, and rewrites the company's links (who works where and when, what is offered where, a
// bundle's members, a class's times…) from the document, all in the caller's one transaction.
// Rows made before catalogue files have no slug: they are read as `location-<id>` and so on, and a
// file that names them so adopts them.

const TABLES: Record<Exclude<CatalogueSection, 'promotions'>, { table: string; prefix: string }> = {
  locations: { table: 'locations', prefix: 'location' },
  categories: { table: 'service_categories', prefix: 'category' },
  services: { table: 'services', prefix: 'service' },
  professionals: { table: 'providers', prefix: 'professional' },
};

const keyOf = (alias: string, prefix: string) => `COALESCE(${alias}.slug, '${prefix}-' || ${alias}.id)`;

const NullableText = Schema.NullOr(Schema.String);
const Amount = Schema.NullOr(Schema.Number);

const companyRows = rowDecoder(
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
  }),
  "a company's catalogue settings",
);

const socialRows = rowDecoder(Schema.Struct({ name: Schema.String, web_address: Schema.String }), 'a social network');

const locationRows = rowDecoder(
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

const hoursRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    iso_weekday: Schema.Int,
    starts: Schema.String,
    ends: Schema.String,
  }),
  'an interval of weekly hours',
);
const dateRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    on_date: Schema.String,
    starts: NullableText,
    ends: NullableText,
  }),
  'a dated exception',
);
const keyRows = rowDecoder(Schema.Struct({ id: Schema.Int, key: Schema.String }), 'a catalogue key');
const pairRows = rowDecoder(Schema.Struct({ owner: Schema.Int, other: Schema.Int }), 'a catalogue link');

const serviceRows = rowDecoder(
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
const bundleRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, other: Schema.Int, position: Schema.Int }),
  "a bundle's member",
);
const classTimeRows = rowDecoder(
  Schema.Struct({
    owner: Schema.Int,
    location: Schema.Int,
    provider: Schema.Int,
    iso_weekday: Schema.Int,
    starts: Schema.String,
  }),
  "a class's weekly time",
);
const professionalRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    public_name: Schema.String,
    biography: Schema.String,
    image: NullableText,
  }),
  "a catalogue's professional",
);
const workplaceRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, location: Schema.Int, outside_opening_hours: Schema.Boolean }),
  "a professional's workplace",
);
const tokenRows = rowDecoder(Schema.Struct({ token: Schema.String }), "another company's promotion token");

const promotionRows = rowDecoder(
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
const promotedRows = rowDecoder(
  Schema.Struct({ owner: Schema.Int, other: Schema.Int, charly_discount: Schema.Number, paying_price_charly: Amount }),
  "a promotion's service",
);
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'an id');
const bookingGroupRows = rowDecoder(Schema.Struct({ id: Schema.Int, group_id: Schema.Int }), "a booking's group");
const futureRows = rowDecoder(
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
const decodeClientForm = Schema.decodeUnknownSync(storedClientForm);
const decodeStrings = Schema.decodeUnknownSync(Schema.Array(Schema.String));

const TIME = (column: string) =>
  `CASE WHEN ${column} = '24:00:00'::time THEN '24:00' ELSE to_char(${column}, 'HH24:MI') END`;

function weekdayOf(isoWeekday: number): Weekday {
  const weekday = WEEKDAYS[isoWeekday - 1];
  if (weekday === undefined) throw new Error(`The database holds weekday ${String(isoWeekday)}`);
  return weekday;
}

function hoursFrom(rows: readonly { iso_weekday: number; starts: string; ends: string }[]): WeeklyHours {
  const hours: Partial<Record<Weekday, WorkingInterval[]>> = {};
  for (const row of rows) {
    const weekday = weekdayOf(row.iso_weekday);
    (hours[weekday] ??= []).push([row.starts as ClockTime, row.ends as ShiftEnd]);
  }
  return hours;
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The company's catalogue as it stands, canonical, without what is retired; null when there is no company. */
async function readCatalogue(executor: SqlExecutor, company: string, lock: boolean): Promise<Catalogue | null> {
  const [row] = companyRows(
    await executor.query(
      `SELECT id, web_address, name, description, country_code, locale, email, phone, logo, color_minisite,
              currency_unit, currency_delimiter, currency_separator, show_providers, client_exclusive,
              client_exclusive_by, policy_term, preset_notes, show_notes, after_booking_months,
              minimum_notice_minutes, slot_step_minutes, cancellation_limit_hours, modification_limit_hours,
              max_modifications, booking_client_attributes, custom_attributes, active_memberships, workshop_variant,
              provider_online_payment, allows_online_payment, online_payment_capable, is_active, minisite_is_active,
              minisite_v2_active, custom_minisite, is_solo, is_plan_solo, reviews_v2, facebook_custom_tracker,
              google_custom_tracker, google_custom_tracker_domain
         FROM companies WHERE web_address = $1${lock ? ' FOR UPDATE' : ''}`,
      [company],
    ),
  );
  if (row === undefined) return null;
  const id = row.id;
  const social = socialRows(
    await executor.query('SELECT name, web_address FROM social_networks WHERE company_id = $1 ORDER BY position, id', [
      id,
    ]),
  );

  const locations = locationRows(
    await executor.query(
      `SELECT l.id, ${keyOf('l', 'location')} AS key, l.name, l.address, l.phone, l.email, l.whatsapp, l.time_zone,
              l.country_code, l.banner, l.image, l.description, l.reviews_option
         FROM locations l WHERE l.company_id = $1 AND l.retired_at IS NULL ORDER BY l.position, l.id`,
      [id],
    ),
  );
  const locationKey = new Map(locations.map((location) => [location.id, location.key]));
  const opening = groupBy(
    hoursRows(
      await executor.query(
        `SELECT h.location_id AS owner, h.location_id AS location, h.iso_weekday,
                ${TIME('h.opens_at')} AS starts, ${TIME('h.closes_at')} AS ends
           FROM location_weekly_hours h JOIN locations l ON l.id = h.location_id
          WHERE l.company_id = $1 ORDER BY h.iso_weekday, h.opens_at`,
        [id],
      ),
    ),
    (each) => each.owner,
  );
  const closed = groupBy(
    dateRows(
      await executor.query(
        `SELECT d.location_id AS owner, d.location_id AS location, to_char(d.on_date, 'YYYY-MM-DD') AS on_date,
                NULL::text AS starts, NULL::text AS ends
           FROM location_closed_days d JOIN locations l ON l.id = d.location_id
          WHERE l.company_id = $1 ORDER BY d.on_date`,
        [id],
      ),
    ),
    (each) => each.owner,
  );

  const categories = keyRows(
    await executor.query(
      `SELECT c.id, ${keyOf('c', 'category')} AS key FROM service_categories c
        WHERE c.company_id = $1 AND c.retired_at IS NULL ORDER BY c.position, c.id`,
      [id],
    ),
  );
  const categoryNames = new Map(
    (
      await executor.query('SELECT id, name FROM service_categories WHERE company_id = $1 AND retired_at IS NULL', [id])
    ).map((each) => {
      const { id: categoryId, name } = each as { id: number; name: string };
      return [categoryId, name] as const;
    }),
  );
  const categoryKey = new Map(categories.map((category) => [category.id, category.key]));

  const services = serviceRows(
    await executor.query(
      `SELECT s.id, ${keyOf('s', 'service')} AS key, s.name, s.category_id, s.description, s.price::float8 AS price,
              s.paying_price::float8 AS paying_price, s.discount::float8 AS discount, s.duration_minutes, s.show_price,
              s.show_duration, s.online_payable, s.must_be_paid_online, s.online_down_payment,
              s.online_down_payment_amount::float8 AS online_down_payment_amount, s.sessions_amount,
              s.simultaneous_package, s.class_capacity, s.is_video, s.outcall, s.images,
              s.charly_discount::float8 AS charly_discount, s.paying_price_charly::float8 AS paying_price_charly,
              to_char(s.charly_promotion_start_date, 'YYYY-MM-DD') AS charly_start,
              to_char(s.charly_promotion_end_date, 'YYYY-MM-DD') AS charly_end
         FROM services s WHERE s.company_id = $1 AND s.retired_at IS NULL ORDER BY s.position, s.id`,
      [id],
    ),
  );
  const serviceKey = new Map(services.map((service) => [service.id, service.key]));
  const offered = groupBy(
    pairRows(
      await executor.query(
        `SELECT ls.service_id AS owner, ls.location_id AS other FROM location_services ls
           JOIN services s ON s.id = ls.service_id WHERE s.company_id = $1`,
        [id],
      ),
    ),
    (each) => each.owner,
  );
  const bundles = groupBy(
    bundleRows(
      await executor.query(
        `SELECT bm.bundle_id AS owner, bm.member_id AS other, bm.position FROM bundle_members bm
           JOIN services s ON s.id = bm.bundle_id WHERE s.company_id = $1 ORDER BY bm.position`,
        [id],
      ),
    ),
    (each) => each.owner,
  );
  const classTimes = groupBy(
    classTimeRows(
      await executor.query(
        `SELECT t.service_id AS owner, t.location_id AS location, t.provider_id AS provider, t.iso_weekday,
                to_char(t.starts_at, 'HH24:MI') AS starts
           FROM service_class_times t JOIN services s ON s.id = t.service_id WHERE s.company_id = $1`,
        [id],
      ),
    ),
    (each) => each.owner,
  );

  const professionals = professionalRows(
    await executor.query(
      `SELECT p.id, ${keyOf('p', 'professional')} AS key, p.public_name, p.biography, p.image FROM providers p
        WHERE p.company_id = $1 AND p.retired_at IS NULL ORDER BY p.position, p.id`,
      [id],
    ),
  );
  const professionalKey = new Map(professionals.map((professional) => [professional.id, professional.key]));
  const performs = groupBy(
    pairRows(
      await executor.query(
        `SELECT ps.provider_id AS owner, ps.service_id AS other FROM provider_services ps
           JOIN providers p ON p.id = ps.provider_id WHERE p.company_id = $1`,
        [id],
      ),
    ),
    (each) => each.owner,
  );
  // Where each works: said (provider_locations), or, for rows made before catalogue files, where
  // they have hours, exceptions or class times.
  const workplaces = groupBy(
    workplaceRows(
      await executor.query(
        `SELECT w.provider_id AS owner, w.location_id AS location, bool_or(w.outside) AS outside_opening_hours
           FROM (SELECT provider_id, location_id, outside_opening_hours AS outside FROM provider_locations
                 UNION ALL SELECT provider_id, location_id, false FROM provider_weekly_hours
                 UNION ALL SELECT provider_id, location_id, false FROM provider_exceptions WHERE NOT from_closed_day
                 UNION ALL SELECT provider_id, location_id, false FROM service_class_times) w
           JOIN providers p ON p.id = w.provider_id
          WHERE p.company_id = $1 GROUP BY w.provider_id, w.location_id`,
        [id],
      ),
    ),
    (each) => each.owner,
  );
  const working = groupBy(
    hoursRows(
      await executor.query(
        `SELECT h.provider_id AS owner, h.location_id AS location, h.iso_weekday,
                ${TIME('h.starts_at')} AS starts, ${TIME('h.ends_at')} AS ends
           FROM provider_weekly_hours h JOIN providers p ON p.id = h.provider_id
          WHERE p.company_id = $1 ORDER BY h.iso_weekday, h.starts_at`,
        [id],
      ),
    ),
    (each) => `${String(each.owner)}@${String(each.location)}`,
  );
  const exceptions = groupBy(
    dateRows(
      await executor.query(
        `SELECT e.provider_id AS owner, e.location_id AS location, to_char(e.on_date, 'YYYY-MM-DD') AS on_date,
                ${TIME('e.starts_at')} AS starts, ${TIME('e.ends_at')} AS ends
           FROM provider_exceptions e JOIN providers p ON p.id = e.provider_id
          WHERE p.company_id = $1 AND NOT e.from_closed_day ORDER BY e.on_date, e.starts_at`,
        [id],
      ),
    ),
    (each) => `${String(each.owner)}@${String(each.location)}`,
  );

  const promotions = promotionRows(
    await executor.query(
      `SELECT id, token, client_full_name, promotion_type, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
              to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM promotions WHERE company_id = $1 AND retired_at IS NULL ORDER BY id`,
      [id],
    ),
  );
  const promoted = groupBy(
    promotedRows(
      await executor.query(
        `SELECT ps.promotion_id AS owner, ps.service_id AS other, ps.charly_discount::float8 AS charly_discount,
                ps.paying_price_charly::float8 AS paying_price_charly
           FROM promotion_services ps JOIN promotions p ON p.id = ps.promotion_id WHERE p.company_id = $1`,
        [id],
      ),
    ),
    (each) => each.owner,
  );

  const known = <T>(map: ReadonlyMap<number, T>, key: number): T[] => {
    const value = map.get(key);
    return value === undefined ? [] : [value];
  };
  const clientForm: ClientFormField[] = decodeClientForm(row.booking_client_attributes)
    .filter((field) => field.used)
    .map((field) => ({
      field: field.client_data as ClientFormField['field'],
      required: field.required,
      label: field.label,
    }));

  const catalogue: Catalogue = {
    version: 1,
    company: {
      slug: row.web_address,
      name: row.name,
      description: row.description,
      country: row.country_code,
      locale: row.locale === 'en' ? 'en' : 'es',
      email: row.email,
      phone: row.phone,
      logo: row.logo,
      brand_colour: row.color_minisite,
      currency: { unit: row.currency_unit, delimiter: row.currency_delimiter, separator: row.currency_separator },
      booking: {
        show_providers: SHOW_PROVIDERS[row.show_providers] ?? 'can_choose',
        client_exclusive: row.client_exclusive,
        client_exclusive_by:
          row.client_exclusive_by === null ? null : (CLIENT_EXCLUSIVE_BY[row.client_exclusive_by] ?? null),
        policy_term: row.policy_term,
        preset_notes: row.preset_notes,
        show_notes: row.show_notes,
        after_booking_months: row.after_booking_months,
        minimum_notice_minutes: row.minimum_notice_minutes,
        slot_step_minutes: row.slot_step_minutes,
        cancellation_limit_hours: row.cancellation_limit_hours,
        modification_limit_hours: row.modification_limit_hours,
        max_modifications: row.max_modifications,
        client_form: clientForm,
        custom_attributes: row.custom_attributes as readonly CustomAttributeEntry[],
        memberships_on_sale: row.active_memberships,
        workshop_variant: row.workshop_variant,
      },
      online_payment:
        row.provider_online_payment === null
          ? null
          : {
              provider: row.provider_online_payment as NonNullable<Catalogue['company']['online_payment']>['provider'],
              allowed: row.allows_online_payment,
              capable: row.online_payment_capable,
            },
      storefront: {
        company_active: row.is_active,
        site_active: row.minisite_is_active,
        site_v2_active: row.minisite_v2_active,
        custom_site: row.custom_minisite,
        solo: row.is_solo,
        plan_solo: row.is_plan_solo,
        reviews_v2: row.reviews_v2,
        facebook_tracker: row.facebook_custom_tracker,
        google_tracker: row.google_custom_tracker,
        google_tracker_domain: row.google_custom_tracker_domain,
      },
      social_networks: social.map((network) => ({ name: network.name, web_address: network.web_address })),
    },
    locations: locations.map((location): LocationEntry => ({
      slug: location.key,
      name: location.name,
      address: location.address,
      phone: location.phone,
      email: location.email,
      whatsapp: location.whatsapp,
      time_zone: location.time_zone,
      country: location.country_code,
      banner: location.banner,
      image: location.image,
      description: location.description,
      reviews: location.reviews_option,
      opening_hours: hoursFrom(opening.get(location.id) ?? []),
      closed_days: (closed.get(location.id) ?? []).map((day) => day.on_date as LocalDate),
    })),
    categories: categories.map((category) => ({ slug: category.key, name: categoryNames.get(category.id) ?? '' })),
    services: services.map((service): ServiceEntry => {
      const times = classTimes.get(service.id) ?? [];
      return {
        slug: service.key,
        name: service.name,
        category: service.category_id === null ? null : (categoryKey.get(service.category_id) ?? null),
        description: service.description,
        price: service.price,
        duration: service.duration_minutes,
        show_price: service.show_price,
        show_duration: service.show_duration,
        online_payable: service.online_payable,
        paying_price: service.paying_price,
        discount: service.discount,
        must_be_paid_online: service.must_be_paid_online,
        online_down_payment: service.online_down_payment ? service.online_down_payment_amount : null,
        sessions: service.sessions_amount,
        simultaneous_package: service.simultaneous_package,
        bundle: (bundles.get(service.id) ?? []).flatMap((member) => known(serviceKey, member.other)),
        class:
          service.class_capacity === null
            ? null
            : {
                seats: service.class_capacity,
                times: times.flatMap((time) =>
                  known(locationKey, time.location).flatMap((location) =>
                    known(professionalKey, time.provider).map((professional) => ({
                      location,
                      professional,
                      weekday: weekdayOf(time.iso_weekday),
                      starts_at: time.starts as ClockTime,
                    })),
                  ),
                ),
              },
        video: service.is_video,
        outcall: service.outcall,
        images: decodeStrings(service.images),
        special_discount:
          service.charly_start === null || service.charly_end === null
            ? null
            : {
                discount: service.charly_discount,
                paying_price: service.paying_price_charly,
                starts_on: service.charly_start as LocalDate,
                ends_on: service.charly_end as LocalDate,
              },
        offered_at: (offered.get(service.id) ?? []).flatMap((link) => known(locationKey, link.other)),
      };
    }),
    professionals: professionals.map((professional): ProfessionalEntry => ({
      slug: professional.key,
      name: professional.public_name,
      biography: professional.biography,
      image: professional.image,
      services: (performs.get(professional.id) ?? []).flatMap((link) => known(serviceKey, link.other)),
      works_at: (workplaces.get(professional.id) ?? []).flatMap((workplace) =>
        known(locationKey, workplace.location).map((location) => {
          const here = `${String(professional.id)}@${String(workplace.location)}`;
          const dated = groupBy(exceptions.get(here) ?? [], (each) => each.on_date);
          return {
            location,
            hours: hoursFrom(working.get(here) ?? []),
            outside_opening_hours: workplace.outside_opening_hours,
            days_off: [...dated]
              .filter(([, rows]) => rows.every((each) => each.starts === null))
              .map(([date]) => date as LocalDate),
            other_hours: [...dated]
              .filter(([, rows]) => rows.some((each) => each.starts !== null))
              .map(([date, rows]) => ({
                date: date as LocalDate,
                hours: rows.flatMap((each) =>
                  each.starts === null || each.ends === null
                    ? []
                    : [[each.starts as ClockTime, each.ends as ShiftEnd] as const],
                ),
              })),
          };
        }),
      ),
    })),
    promotions: promotions.map((promotion): PromotionEntry => ({
      token: promotion.token,
      client_full_name: promotion.client_full_name,
      type: promotion.promotion_type,
      starts_on: promotion.starts_on as LocalDate,
      ends_on: promotion.ends_on as LocalDate,
      services: (promoted.get(promotion.id) ?? []).flatMap((link) =>
        known(serviceKey, link.other).map((service) => ({
          service,
          discount: link.charly_discount,
          paying_price: link.paying_price_charly,
        })),
      ),
    })),
  };
  return canonicalCatalogue(catalogue);
}

/** Inserts or updates one row by its key columns, answering its id. */
async function upsert(
  executor: SqlExecutor,
  table: string,
  keys: readonly string[],
  values: Readonly<Record<string, unknown>>,
  only?: string,
): Promise<number> {
  const columns = Object.keys(values);
  const updates = columns.filter((column) => !keys.includes(column)).map((column) => `${column} = EXCLUDED.${column}`);
  const [row] = idRows(
    await executor.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, at) => `$${String(at + 1)}`).join(', ')})
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}${only === undefined ? '' : ` WHERE ${only}`}
       RETURNING id`,
      columns.map((column) => values[column]),
    ),
  );
  if (row === undefined)
    throw new Error(`${table}: the key ${JSON.stringify(keys.map((key) => values[key]))} belongs to another company`);
  return row.id;
}

/**
 * The rows of link tables a catalogue is written with, by table, gathered while its entities are
 * upserted and inserted at the end one statement per table (`insertLinks`): an apply sends a few
 * dozen statements rather than hundreds, and holds the company's creates waiting that much less
 * (docs/adr/0085).
 */
class Links {
  private readonly tables = new Map<string, { readonly columns: string; readonly rows: unknown[][] }>();

  /** Adds a row to `table`, whose `columns` are `name type` pairs separated by commas, in the row's order. */
  add(table: string, columns: string, row: readonly unknown[]): void {
    const rows = this.tables.get(table)?.rows ?? [];
    if (rows.length === 0) this.tables.set(table, { columns, rows });
    rows.push([...row]);
  }

  /** Inserts every table's rows, each table in one statement (`ON CONFLICT DO NOTHING` where `ignoringDuplicates`). */
  async insert(executor: SqlExecutor, ignoringDuplicates: ReadonlySet<string>): Promise<void> {
    for (const [table, { columns, rows }] of this.tables) {
      const typed = columns.split(',').map((column) => column.trim().split(/\s+/) as [string, string]);
      await executor.query(
        `INSERT INTO ${table} (${typed.map(([name]) => name).join(', ')})
         SELECT * FROM unnest(${typed.map(([, type], at) => `$${String(at + 1)}::${type}[]`).join(', ')})${
           ignoringDuplicates.has(table) ? ' ON CONFLICT DO NOTHING' : ''
         }`,
        typed.map((_, at) => rows.map((row) => row[at])),
      );
    }
  }
}

/** Rows made before catalogue files, named by their made-up keys among `slugs`, take those keys as their slugs. */
async function adopt(
  executor: SqlExecutor,
  table: string,
  prefix: string,
  companyId: number,
  slugs: readonly string[],
) {
  await executor.query(
    `UPDATE ${table} SET slug = '${prefix}-' || id
      WHERE company_id = $1 AND slug IS NULL AND '${prefix}-' || id = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM ${table} taken WHERE taken.company_id = $1 AND taken.slug = '${prefix}-' || ${table}.id)`,
    [companyId, slugs],
  );
}

function hoursRowsOf(hours: WeeklyHours): { weekday: number; from: string; to: string }[] {
  return WEEKDAYS.flatMap((weekday) =>
    (hours[weekday] ?? []).map(([from, to]) => ({ weekday: isoWeekdayOf(weekday), from, to })),
  );
}

async function writeCatalogue(executor: SqlExecutor, next: Catalogue, plan: CataloguePlan): Promise<void> {
  const company = next.company;
  const booking = company.booking;
  const companyId = await upsert(executor, 'companies', ['web_address'], {
    web_address: company.slug,
    name: company.name,
    description: company.description,
    country_code: company.country,
    locale: company.locale,
    email: company.email,
    phone: company.phone,
    logo: company.logo,
    color_minisite: company.brand_colour,
    currency_unit: company.currency.unit,
    currency_delimiter: company.currency.delimiter,
    currency_separator: company.currency.separator,
    show_providers: SHOW_PROVIDERS.indexOf(booking.show_providers),
    client_exclusive: booking.client_exclusive,
    client_exclusive_by:
      booking.client_exclusive_by === null ? null : CLIENT_EXCLUSIVE_BY.indexOf(booking.client_exclusive_by),
    policy_term_active: booking.policy_term !== null,
    policy_term: booking.policy_term,
    preset_notes: booking.preset_notes,
    show_notes: booking.show_notes,
    after_booking_months: booking.after_booking_months,
    minimum_notice_minutes: booking.minimum_notice_minutes,
    slot_step_minutes: booking.slot_step_minutes,
    cancellation_limit_hours: booking.cancellation_limit_hours,
    modification_limit_hours: booking.modification_limit_hours,
    max_modifications: booking.max_modifications,
    booking_client_attributes: JSON.stringify(
      booking.client_form.map((field) => ({
        client_data: field.field,
        used: true,
        required: field.required,
        label: field.label,
      })),
    ),
    custom_attributes: JSON.stringify(booking.custom_attributes),
    active_memberships: booking.memberships_on_sale,
    workshop_variant: booking.workshop_variant,
    provider_online_payment: company.online_payment?.provider ?? null,
    allows_online_payment: company.online_payment?.allowed ?? false,
    online_payment_capable: company.online_payment?.capable ?? false,
    is_active: company.storefront.company_active,
    minisite_is_active: company.storefront.site_active,
    minisite_v2_active: company.storefront.site_v2_active,
    custom_minisite: company.storefront.custom_site,
    is_solo: company.storefront.solo,
    is_plan_solo: company.storefront.plan_solo,
    reviews_v2: company.storefront.reviews_v2,
    facebook_custom_tracker: company.storefront.facebook_tracker,
    google_custom_tracker: company.storefront.google_tracker,
    google_custom_tracker_domain: company.storefront.google_tracker_domain,
  });

  // Retire first, so a slug the file moves to a new entity is free.
  for (const change of plan) {
    if (change.kind !== 'retire') continue;
    if (change.section === 'promotions') {
      await executor.query('UPDATE promotions SET retired_at = now() WHERE company_id = $1 AND token = $2', [
        companyId,
        change.key,
      ]);
      continue;
    }
    const { table, prefix } = TABLES[change.section];
    await executor.query(
      `UPDATE ${table} SET retired_at = now()${change.section === 'locations' ? ', is_active = false' : ''}
        WHERE company_id = $1 AND COALESCE(slug, '${prefix}-' || id) = $2`,
      [companyId, change.key],
    );
  }

  // The company's links, rewritten from the document (a retired entity keeps none).
  const ofCompany = (table: string, column: string, owner: string) =>
    executor.query(`DELETE FROM ${table} WHERE ${column} IN (SELECT id FROM ${owner} WHERE company_id = $1)`, [
      companyId,
    ]);
  await ofCompany('location_weekly_hours', 'location_id', 'locations');
  await ofCompany('location_closed_days', 'location_id', 'locations');
  await ofCompany('location_services', 'location_id', 'locations');
  await ofCompany('bundle_members', 'bundle_id', 'services');
  await ofCompany('service_class_times', 'service_id', 'services');
  await ofCompany('provider_services', 'provider_id', 'providers');
  await ofCompany('provider_locations', 'provider_id', 'providers');
  await ofCompany('provider_weekly_hours', 'provider_id', 'providers');
  await ofCompany('provider_exceptions', 'provider_id', 'providers');
  await ofCompany('promotion_services', 'promotion_id', 'promotions');
  await executor.query('DELETE FROM social_networks WHERE company_id = $1', [companyId]);

  const links = new Links();
  for (const [position, network] of company.social_networks.entries()) {
    links.add('social_networks', 'company_id integer, name text, web_address text, position integer', [
      companyId,
      network.name,
      network.web_address,
      position,
    ]);
  }

  const locationIds = new Map<string, number>();
  await adopt(
    executor,
    'locations',
    'location',
    companyId,
    next.locations.map((each) => each.slug),
  );
  for (const [position, location] of next.locations.entries()) {
    const id = await upsert(executor, 'locations', ['company_id', 'slug'], {
      company_id: companyId,
      slug: location.slug,
      name: location.name,
      address: location.address,
      phone: location.phone,
      email: location.email,
      whatsapp: location.whatsapp,
      time_zone: location.time_zone,
      country_code: location.country,
      banner: location.banner,
      image: location.image,
      description: location.description,
      reviews_option: location.reviews,
      position,
      is_active: true,
      retired_at: null,
    });
    locationIds.set(location.slug, id);
    for (const hours of hoursRowsOf(location.opening_hours)) {
      links.add('location_weekly_hours', 'location_id integer, iso_weekday integer, opens_at time, closes_at time', [
        id,
        hours.weekday,
        hours.from,
        hours.to,
      ]);
    }
    for (const day of new Set(location.closed_days)) {
      links.add('location_closed_days', 'location_id integer, on_date date', [id, day]);
    }
  }
  const locationId = (slug: string) => {
    const id = locationIds.get(slug);
    if (id === undefined) throw new Error(`The catalogue names location ${slug}, which it does not have`);
    return id;
  };

  const categoryIds = new Map<string, number>();
  await adopt(
    executor,
    'service_categories',
    'category',
    companyId,
    next.categories.map((each) => each.slug),
  );
  for (const [position, category] of next.categories.entries()) {
    categoryIds.set(
      category.slug,
      await upsert(executor, 'service_categories', ['company_id', 'slug'], {
        company_id: companyId,
        slug: category.slug,
        name: category.name,
        position,
        retired_at: null,
      }),
    );
  }

  const serviceIds = new Map<string, number>();
  await adopt(
    executor,
    'services',
    'service',
    companyId,
    next.services.map((each) => each.slug),
  );
  for (const [position, service] of next.services.entries()) {
    const special = service.special_discount;
    serviceIds.set(
      service.slug,
      await upsert(executor, 'services', ['company_id', 'slug'], {
        company_id: companyId,
        slug: service.slug,
        category_id: service.category === null ? null : (categoryIds.get(service.category) ?? null),
        name: service.name,
        description: service.description,
        price: service.price,
        paying_price: service.paying_price,
        discount: service.discount,
        duration_minutes: service.duration,
        show_price: service.show_price,
        show_duration: service.show_duration,
        online_payable: service.online_payable,
        must_be_paid_online: service.must_be_paid_online,
        online_down_payment: service.online_down_payment !== null,
        online_down_payment_amount: service.online_down_payment ?? 0,
        sessions_amount: service.sessions,
        simultaneous_package: service.simultaneous_package,
        class_service: service.class !== null,
        class_capacity: service.class?.seats ?? null,
        is_video: service.video,
        outcall: service.outcall,
        images: JSON.stringify(service.images),
        charly_discount: special?.discount ?? 0,
        paying_price_charly: special?.paying_price ?? null,
        charly_promotion_start_date: special?.starts_on ?? null,
        charly_promotion_end_date: special?.ends_on ?? null,
        position,
        retired_at: null,
      }),
    );
  }
  const serviceId = (slug: string) => {
    const id = serviceIds.get(slug);
    if (id === undefined) throw new Error(`The catalogue names service ${slug}, which it does not have`);
    return id;
  };

  const professionalIds = new Map<string, number>();
  await adopt(
    executor,
    'providers',
    'professional',
    companyId,
    next.professionals.map((each) => each.slug),
  );
  for (const [position, professional] of next.professionals.entries()) {
    const id = await upsert(executor, 'providers', ['company_id', 'slug'], {
      company_id: companyId,
      slug: professional.slug,
      public_name: professional.name,
      biography: professional.biography,
      image: professional.image,
      position,
      retired_at: null,
    });
    professionalIds.set(professional.slug, id);
    for (const service of new Set(professional.services)) {
      links.add('provider_services', 'provider_id integer, service_id integer', [id, serviceId(service)]);
    }
    for (const [at, workplace] of professional.works_at.entries()) {
      const where = locationId(workplace.location);
      links.add(
        'provider_locations',
        'provider_id integer, location_id integer, outside_opening_hours boolean, position integer',
        [id, where, workplace.outside_opening_hours, at],
      );
      for (const hours of hoursRowsOf(workplace.hours)) {
        links.add(
          'provider_weekly_hours',
          'provider_id integer, location_id integer, iso_weekday integer, starts_at time, ends_at time',
          [id, where, hours.weekday, hours.from, hours.to],
        );
      }
      const exception = (day: string, from: string | null, to: string | null, closedDay: boolean) => {
        links.add(
          'provider_exceptions',
          'provider_id integer, location_id integer, on_date date, starts_at time, ends_at time, from_closed_day boolean',
          [id, where, day, from, to, closedDay],
        );
      };
      for (const day of new Set(workplace.days_off)) exception(day, null, null, false);
      for (const other of workplace.other_hours) {
        for (const [from, to] of other.hours) exception(other.date, from, to, false);
      }
      // The location's closed days, as days off the availability reads (not exported as the professional's).
      const location = next.locations.find((each) => each.slug === workplace.location);
      for (const day of new Set(location?.closed_days ?? [])) exception(day, null, null, true);
    }
  }

  for (const service of next.services) {
    const id = serviceId(service.slug);
    for (const location of new Set(service.offered_at)) {
      links.add('location_services', 'location_id integer, service_id integer', [locationId(location), id]);
    }
    for (const [at, member] of service.bundle.entries()) {
      links.add('bundle_members', 'bundle_id integer, position integer, member_id integer', [
        id,
        at + 1,
        serviceId(member),
      ]);
    }
    for (const time of service.class?.times ?? []) {
      const professional = professionalIds.get(time.professional);
      if (professional === undefined)
        throw new Error(`A class names professional ${time.professional}, who is not in the catalogue`);
      links.add(
        'service_class_times',
        'service_id integer, location_id integer, provider_id integer, iso_weekday integer, starts_at time',
        [id, locationId(time.location), professional, isoWeekdayOf(time.weekday), time.starts_at],
      );
    }
  }

  for (const promotion of next.promotions) {
    const id = await upsert(
      executor,
      'promotions',
      ['token'],
      {
        company_id: companyId,
        token: promotion.token,
        client_full_name: promotion.client_full_name,
        promotion_type: promotion.type,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on,
        retired_at: null,
      },
      'promotions.company_id = EXCLUDED.company_id',
    );
    for (const promoted of promotion.services) {
      links.add(
        'promotion_services',
        'promotion_id integer, service_id integer, charly_discount numeric, paying_price_charly numeric',
        [id, serviceId(promoted.service), promoted.discount, promoted.paying_price],
      );
    }
  }

  await links.insert(executor, new Set(['service_class_times', 'promotion_services']));
}

async function futureBookings(executor: SqlExecutor, company: string, from: Instant): Promise<FutureBooking[]> {
  const local = (edge: string) => `(${edge}(b.during) AT TIME ZONE l.time_zone)`;
  const rows = futureRows(
    await executor.query(
      `SELECT b.id, ${keyOf('l', 'location')} AS location, ${keyOf('s', 'service')} AS service,
              ${keyOf('p', 'professional')} AS professional,
              to_char(${local('lower')}, 'YYYY-MM-DD') AS on_date, to_char(${local('lower')}, 'HH24:MI') AS starts,
              CASE WHEN ${local('upper')}::date > ${local('lower')}::date THEN '24:00'
                   ELSE to_char(${local('upper')}, 'HH24:MI') END AS ends,
              b.is_class
         FROM bookings b
         JOIN locations l ON l.id = b.location_id
         JOIN companies c ON c.id = l.company_id
         JOIN services s ON s.id = b.service_id
         JOIN providers p ON p.id = b.provider_id
        WHERE c.web_address = $1 AND b.status = 'confirmed' AND lower(b.during) >= $2::timestamptz
        ORDER BY lower(b.during), b.id`,
      [company, new Date(from).toISOString()],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    service: row.service,
    professional: row.professional,
    date: row.on_date as LocalDate,
    startsAt: row.starts as ClockTime,
    endsAt: row.ends as ShiftEnd,
    isClass: row.is_class,
  }));
}

async function cancelStranded(executor: SqlExecutor, bookings: readonly FutureBooking[], at: Instant): Promise<void> {
  // Locked at once, in one order, with their groups (one statement rather than one a booking).
  const groups = new Map(
    bookingGroupRows(
      await executor.query('SELECT id, group_id FROM bookings WHERE id = ANY($1::integer[]) ORDER BY id FOR UPDATE', [
        bookings.map((booking) => booking.id),
      ]),
    ).map((row) => [row.id, row.group_id]),
  );
  const byGroup = new Map<number, BookingId[]>();
  for (const booking of bookings) {
    const id = booking.id as BookingId;
    const group = groups.get(booking.id);
    if (group === undefined) continue;
    if (await cancelBooking(executor, id, at)) byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  }
  for (const [groupId, bookingIds] of byGroup) {
    await enqueueBookingNotification(executor, { kind: 'cancelled', groupId, bookingIds });
  }
}

async function promotionTokensHeldElsewhere(
  executor: SqlExecutor,
  company: string,
  tokens: readonly string[],
): Promise<ReadonlySet<string>> {
  if (tokens.length === 0) return new Set();
  const rows = tokenRows(
    await executor.query(
      `SELECT p.token FROM promotions p JOIN companies c ON c.id = p.company_id
        WHERE p.token = ANY($1::text[]) AND c.web_address <> $2`,
      [tokens, company],
    ),
  );
  return new Set(rows.map((row) => row.token));
}

/** The CatalogueStore port over the database (or over a transaction already open, as the demo's seeding runs it). */
export function sqlCatalogueStore(database: Pick<SqlDatabase, 'transaction'>): CatalogueStore {
  return {
    transaction: (work) =>
      database.transaction((transaction) => {
        const unit: CatalogueUnitOfWork = {
          holdBookings: (company) => holdCatalogue(transaction, company),
          current: (company) => readCatalogue(transaction, company, true),
          promotionTokensHeldElsewhere: (company, tokens) => promotionTokensHeldElsewhere(transaction, company, tokens),
          futureBookings: (company, from) => futureBookings(transaction, company, from),
          write: (next, plan) => writeCatalogue(transaction, next, plan),
          cancel: (bookings, at) => cancelStranded(transaction, bookings, at),
        };
        return work(unit);
      }),
  };
}
