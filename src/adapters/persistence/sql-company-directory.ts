import { Schema } from 'effect';
import type {
  Company,
  CompanyBookingSettings,
  CompanyDirectory,
  Location,
} from '#application/ports/server/company-directory';
import type { ListedLocations } from '#application/ports/server/listed-locations';
import type { LocationPages } from '#application/ports/server/location-pages';
import { CLIENT_DATA_NAMES, FIELD_BY_CLIENT_DATA_NAME, type BookingClientAttribute } from '#domain/client/client-form';
import { CUSTOM_ATTRIBUTE_TYPES, type CustomAttribute } from '#domain/client/custom-attribute';
import { parseCurrencyFormat } from '#domain/money/currency-format';
import { decodeWith } from '#domain/shared/decode';
import { CompanyId, LocationId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import {
  decodedOrThrow,
  isStorableId,
  isStorableText,
  rowDecoder,
  weeklySchedule,
  WeeklyIntervalRow,
} from './stored-rows';
import { tallyRows } from './sql-reviews';

// The company directory port over the SQL schema (migrations 0001, 0002, 0007), on PGlite or PostgreSQL.

const CompanyRow = Schema.Struct({
  id: CompanyId,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  web_address: Schema.String,
  country_code: Schema.String,
  currency_unit: Schema.String,
  currency_delimiter: Schema.String,
  currency_separator: Schema.String,
  is_active: Schema.Boolean,
  minisite_is_active: Schema.Boolean,
  minisite_v2_active: Schema.Boolean,
  custom_minisite: Schema.Boolean,
  color_minisite: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  is_solo: Schema.Boolean,
  is_plan_solo: Schema.Boolean,
  allows_online_payment: Schema.Boolean,
  online_payment_capable: Schema.Boolean,
  provider_online_payment: Schema.NullOr(Schema.String),
  facebook_custom_tracker: Schema.NullOr(Schema.String),
  google_custom_tracker: Schema.NullOr(Schema.String),
  google_custom_tracker_domain: Schema.NullOr(Schema.String),
  reviews_v2: Schema.Boolean,
  app_store_url: Schema.NullOr(Schema.String),
  google_play_url: Schema.NullOr(Schema.String),
});
type CompanyRow = typeof CompanyRow.Type;

const companyColumns = `id, name, description, web_address, country_code, currency_unit, currency_delimiter, currency_separator,
  is_active, minisite_is_active, minisite_v2_active, custom_minisite, color_minisite, logo, email, phone, is_solo,
  is_plan_solo, allows_online_payment, online_payment_capable, provider_online_payment, facebook_custom_tracker,
  google_custom_tracker, google_custom_tracker_domain, reviews_v2, app_store_url, google_play_url`;

function company(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    webAddress: row.web_address,
    countryCode: row.country_code,
    currency: decodedOrThrow(
      parseCurrencyFormat({
        unit: row.currency_unit,
        delimiter: row.currency_delimiter,
        separator: row.currency_separator,
      }),
      `company ${String(row.id)}'s currency format`,
    ),
    isActive: row.is_active,
    minisiteIsActive: row.minisite_is_active,
    minisiteV2Active: row.minisite_v2_active,
    customMinisite: row.custom_minisite,
    colorMinisite: row.color_minisite,
    logo: row.logo,
    email: row.email,
    phone: row.phone,
    isSolo: row.is_solo,
    isPlanSolo: row.is_plan_solo,
    allowsOnlinePayment: row.allows_online_payment,
    onlinePaymentCapable: row.online_payment_capable,
    providerOnlinePayment: row.provider_online_payment,
    facebookCustomTracker: row.facebook_custom_tracker,
    googleCustomTracker: row.google_custom_tracker,
    googleCustomTrackerDomain: row.google_custom_tracker_domain,
    reviewsV2: row.reviews_v2,
    apps: { appStore: row.app_store_url, googlePlay: row.google_play_url },
  };
}

// The jsonb columns keep their entries with snake_case keys, as every other column is named.

const StoredCustomAttributes = Schema.Array(
  Schema.Struct({
    name: Schema.String,
    slug: Schema.String,
    type: Schema.Literals(CUSTOM_ATTRIBUTE_TYPES),
    categories: Schema.Array(Schema.String),
    show_on_workflow: Schema.Boolean,
    mandatory_on_workflow: Schema.Boolean,
  }),
);
const StoredBookingClientAttributes = Schema.Array(
  Schema.Struct({
    client_data: Schema.Literals(Object.values(CLIENT_DATA_NAMES)),
    used: Schema.Boolean,
    required: Schema.Boolean,
    label: Schema.String,
  }),
);
const decodeCustomAttributes = decodeWith(StoredCustomAttributes);
const decodeBookingClientAttributes = decodeWith(StoredBookingClientAttributes);

const BookingSettingsRow = Schema.Struct({
  id: CompanyId,
  show_providers: Schema.Literals([0, 1, 2]),
  client_exclusive: Schema.Boolean,
  client_exclusive_by: Schema.NullOr(Schema.Literals([0, 1, 2])),
  workshop_variant: Schema.Boolean,
  policy_term_active: Schema.Boolean,
  policy_term: Schema.NullOr(Schema.String),
  preset_notes: Schema.String,
  after_booking_months: Schema.Int,
  active_memberships: Schema.Boolean,
  plans_for_signed_in_owner: Schema.Boolean,
  custom_attributes: Schema.Unknown,
  show_notes: Schema.Boolean,
  booking_client_attributes: Schema.Unknown,
});
type BookingSettingsRow = typeof BookingSettingsRow.Type;

function bookingSettings(row: BookingSettingsRow): CompanyBookingSettings {
  const customAttributes: CustomAttribute[] = decodedOrThrow(
    decodeCustomAttributes(row.custom_attributes),
    `company ${String(row.id)}'s custom attributes`,
  ).map((attribute) => ({
    name: attribute.name,
    slug: attribute.slug,
    type: attribute.type,
    categories: attribute.categories,
    showOnWorkflow: attribute.show_on_workflow,
    mandatoryOnWorkflow: attribute.mandatory_on_workflow,
  }));
  const bookingClientAttributes: BookingClientAttribute[] = decodedOrThrow(
    decodeBookingClientAttributes(row.booking_client_attributes),
    `company ${String(row.id)}'s client form fields`,
  ).map((attribute) => ({
    clientData: FIELD_BY_CLIENT_DATA_NAME[attribute.client_data],
    used: attribute.used,
    required: attribute.required,
    label: attribute.label,
  }));
  return {
    showProviders: row.show_providers,
    clientExclusive: row.client_exclusive,
    clientExclusiveBy: row.client_exclusive_by,
    workshopVariant: row.workshop_variant,
    policyTermActive: row.policy_term_active,
    policyTerm: row.policy_term,
    importantNote: row.preset_notes,
    afterBookingMonths: row.after_booking_months,
    activeMemberships: row.active_memberships,
    plansForSignedInOwner: row.plans_for_signed_in_owner,
    customAttributes,
    showNotes: row.show_notes,
    bookingClientAttributes,
  };
}

const LocationRow = Schema.Struct({
  id: LocationId,
  company_id: CompanyId,
  company_name: Schema.String,
  company_web_address: Schema.String,
  name: Schema.String,
  address: Schema.String,
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  whatsapp: Schema.NullOr(Schema.String),
  banner: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  country_code: Schema.String,
  time_zone: Schema.String,
});
type LocationRow = typeof LocationRow.Type;

const companyRows = rowDecoder(CompanyRow, 'a company');
const bookingSettingsColumns = `id, show_providers, client_exclusive, client_exclusive_by, workshop_variant, policy_term_active, policy_term, preset_notes,
  after_booking_months, active_memberships, plans_for_signed_in_owner, custom_attributes, show_notes, booking_client_attributes`;
const bookingSettingsRows = rowDecoder(BookingSettingsRow, "a company's booking settings");
const locationRows = rowDecoder(LocationRow, 'a location');
const OpeningHoursRow = Schema.Struct({ ...WeeklyIntervalRow.fields, location_id: LocationId });
const openingHoursRows = rowDecoder(OpeningHoursRow, "a location's opening hours");
const socialNetworkRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, name: Schema.String, web_address: Schema.String }),
  'a social network',
);

const locationQuery = `
  SELECT l.id, l.company_id, c.name AS company_name, c.web_address AS company_web_address, l.name, l.address, l.phone, l.email, l.whatsapp, l.banner, l.image,
         COALESCE(l.country_code, c.country_code) AS country_code, l.time_zone
  FROM locations l JOIN companies c ON c.id = l.company_id
  WHERE l.is_active`;

const openingHoursQuery = `
  SELECT location_id, iso_weekday, to_char(opens_at, 'HH24:MI') AS starts_at, to_char(closes_at, 'HH24:MI') AS ends_at
  FROM location_weekly_hours`;

function locationsWithHours(rows: readonly LocationRow[], hours: readonly (typeof OpeningHoursRow.Type)[]) {
  return rows.map((row): Location => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyWebAddress: row.company_web_address,
    name: row.name,
    address: row.address.trim() === '' ? null : row.address,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    banner: row.banner,
    image: row.image,
    countryCode: row.country_code,
    timeZone: row.time_zone,
    openingHours: weeklySchedule(
      hours.filter((hour) => hour.location_id === row.id),
      `location ${String(row.id)}'s opening hours`,
    ),
  }));
}

export function sqlCompanyDirectory(database: SqlExecutor): CompanyDirectory {
  return {
    async companyByWebAddress(webAddress) {
      if (!isStorableText(webAddress)) return undefined;
      const [row] = companyRows(
        await database.query(`SELECT ${companyColumns} FROM companies WHERE web_address = $1`, [webAddress]),
      );
      return row === undefined ? undefined : company(row);
    },

    async companyById(companyId) {
      if (!isStorableId(companyId)) return undefined;
      const [row] = companyRows(
        await database.query(`SELECT ${companyColumns} FROM companies WHERE id = $1`, [companyId]),
      );
      return row === undefined ? undefined : company(row);
    },

    async bookingSettingsByWebAddress(webAddress) {
      if (!isStorableText(webAddress)) return undefined;
      const [row] = bookingSettingsRows(
        await database.query(`SELECT ${bookingSettingsColumns} FROM companies WHERE web_address = $1`, [webAddress]),
      );
      return row === undefined ? undefined : bookingSettings(row);
    },

    async activeLocationsOf(companyId) {
      if (!isStorableId(companyId)) return [];
      const rows = locationRows(
        await database.query(`${locationQuery} AND l.company_id = $1 ORDER BY l.position, l.id`, [companyId]),
      );
      const hours = openingHoursRows(
        await database.query(
          `${openingHoursQuery} WHERE location_id IN (SELECT id FROM locations WHERE company_id = $1) ORDER BY iso_weekday, opens_at`,
          [companyId],
        ),
      );
      return locationsWithHours(rows, hours);
    },

    async activeLocation(locationId) {
      if (!isStorableId(locationId)) return undefined;
      const rows = locationRows(await database.query(`${locationQuery} AND l.id = $1`, [locationId]));
      const hours = openingHoursRows(
        await database.query(`${openingHoursQuery} WHERE location_id = $1 ORDER BY iso_weekday, opens_at`, [
          locationId,
        ]),
      );
      return locationsWithHours(rows, hours)[0];
    },

    async socialNetworksOf(companyId) {
      if (!isStorableId(companyId)) return [];
      const rows = socialNetworkRows(
        await database.query(
          'SELECT id, name, web_address FROM social_networks WHERE company_id = $1 ORDER BY position, id',
          [companyId],
        ),
      );
      return rows.map((row) => ({ id: row.id, name: row.name, webAddress: row.web_address }));
    },
  };
}

const LocationPageRow = Schema.Struct({
  location: Schema.Unknown,
  opening_hours: Schema.Array(Schema.Unknown),
  company: Schema.Unknown,
  booking_settings: Schema.Unknown,
  social_networks: Schema.Array(Schema.Unknown),
  tally: Schema.Unknown,
});
const locationPageRows = rowDecoder(LocationPageRow, "a location page's read");

/** The rows one part of the read holds: none for SQL NULL, which a missing row reads as. */
const present = (value: unknown): readonly unknown[] => (value === null ? [] : [value]);

/**
 * The location pages over the SQL schema: a location's row, opening hours, company, booking
 * settings, social links and review tally in one statement (issue 19), each part the row the
 * directory's and the reviews' own statements read, as JSON, decoded by the same row decoders.
 */
export function sqlLocationPages(database: SqlExecutor): LocationPages {
  return {
    async locationPageOf(locationId) {
      if (!isStorableId(locationId)) return undefined;
      const [row] = locationPageRows(
        await database.query(
          `WITH l AS (${locationQuery} AND l.id = $1)
           SELECT
             (SELECT to_jsonb(l) FROM l) AS location,
             (SELECT coalesce(jsonb_agg(to_jsonb(h) ORDER BY h.iso_weekday, h.starts_at), '[]'::jsonb)
                FROM (${openingHoursQuery} WHERE location_id = $1) h) AS opening_hours,
             (SELECT to_jsonb(c) FROM (SELECT ${companyColumns} FROM companies WHERE id = (SELECT company_id FROM l)) c) AS company,
             (SELECT to_jsonb(b) FROM (SELECT ${bookingSettingsColumns} FROM companies WHERE id = (SELECT company_id FROM l)) b) AS booking_settings,
             (SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'web_address', s.web_address) ORDER BY s.position, s.id), '[]'::jsonb)
                FROM social_networks s WHERE s.company_id = (SELECT company_id FROM l)) AS social_networks,
             (SELECT to_jsonb(t) FROM (
                SELECT lt.reviews_option, coalesce(sum(r.stars), 0)::integer AS total_stars, count(r.id)::integer AS review_count
                FROM locations lt LEFT JOIN reviews r ON r.location_id = lt.id AND r.filled_at IS NOT NULL
                WHERE lt.id = $1 GROUP BY lt.id) t) AS tally`,
          [locationId],
        ),
      );
      if (row === undefined) return undefined;
      const [location] = locationsWithHours(locationRows(present(row.location)), openingHoursRows(row.opening_hours));
      if (location === undefined) return undefined;
      const [companyRow] = companyRows(present(row.company));
      const [settingsRow] = bookingSettingsRows(present(row.booking_settings));
      const [tally] = tallyRows(present(row.tally));
      return {
        location,
        company: companyRow === undefined ? undefined : company(companyRow),
        bookingSettings: settingsRow === undefined ? undefined : bookingSettings(settingsRow),
        socialNetworks: socialNetworkRows(row.social_networks).map((link) => ({
          id: link.id,
          name: link.name,
          webAddress: link.web_address,
        })),
        reviewTally:
          tally === undefined
            ? undefined
            : { reviewsOption: tally.reviews_option, totalStars: tally.total_stars, reviewCount: tally.review_count },
      };
    },
  };
}

const ListedLocationRow = Schema.Struct({ id: LocationId, country_code: Schema.String });
const listedLocationRows = rowDecoder(ListedLocationRow, 'a listed location');

/** The active locations and their countries, over the SQL schema: the same locations `activeLocation` finds. */
export function sqlListedLocations(database: SqlExecutor): ListedLocations {
  return {
    async listedLocations() {
      const rows = listedLocationRows(
        await database.query(`SELECT id, country_code FROM (${locationQuery}) listed ORDER BY id`, []),
      );
      return rows.map((row) => ({ id: row.id, countryCode: row.country_code.toLowerCase() }));
    },
  };
}
