import { Schema } from 'effect';
import {
  Catalogue,
  CLIENT_EXCLUSIVE_BY,
  SHOW_PROVIDERS,
  WEEKDAYS,
  type Catalogue as CatalogueDocument,
  type WeeklyHours,
} from '#domain/catalogue-file/catalogue';
import type { LocalDate } from '#domain/calendar/local-date';
import { demoCatalogue } from './demo-catalogue';
import type { DemoRow, DemoValue } from './seed-demo-data';

// Test support: the demo's TypeScript catalogue (demo-catalogue.ts, its rows as the seed inserts
// them) read back as catalogue documents (docs/adr/0070), one per company, so that a test can
// hold the demo's catalogue files (demo/*.yaml) to the same catalogue. Slugs, which the rows do not
// have, are made from the names as a person would write them (`Las Condes` → `las-condes`); a
// company's slug is its web address. Inactive locations are left out: a location out of the file
// is retired (ADR 0070). The document is decoded with the catalogue's schema only, not validated:
// the TypeScript demo breaks two of the catalogue's rules, which the files fix.

type Row = DemoRow;

/** Lower-case ASCII words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function tableRows(today: LocalDate, table: string): readonly Row[] {
  const found = demoCatalogue(today).tables.find((each) => each.table === table);
  if (found === undefined) throw new Error(`The demo catalogue has no ${table}`);
  return found.rows;
}

function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`${column} is not a text: ${JSON.stringify(value)}`);
  return value;
}

function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

function num(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new Error(`${column} is not a number: ${JSON.stringify(value)}`);
  return value;
}

function flag(row: Row, column: string): boolean {
  return row[column] === true;
}

function json(value: DemoValue | undefined): unknown {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) ? value.jsonb : value;
}

const byPosition = (a: Row, b: Row) => num(a, 'position') - num(b, 'position');

function weeklyHours(rows: readonly Row[], [start, end]: readonly [string, string]): WeeklyHours {
  const hours: Record<string, (readonly [string, string])[]> = {};
  for (const row of rows) {
    const weekday = WEEKDAYS[num(row, 'iso_weekday') - 1];
    if (weekday === undefined) throw new Error('no weekday');
    (hours[weekday] ??= []).push([text(row, start), text(row, end)]);
  }
  return Object.fromEntries(WEEKDAYS.flatMap((day) => (hours[day] === undefined ? [] : [[day, hours[day]]])));
}

/** The demo's catalogue for one company (by its id), as a document, its dates counted from `today`. */
export function demoCatalogueDocument(today: LocalDate, companyId: number): CatalogueDocument {
  const rows = (table: string) => tableRows(today, table);
  const company = rows('companies').find((row) => row['id'] === companyId);
  if (company === undefined) throw new Error(`No demo company ${String(companyId)}`);
  const ofCompany = (table: string) => rows(table).filter((row) => row['company_id'] === companyId);

  const locations = ofCompany('locations')
    .filter((row) => flag(row, 'is_active'))
    .sort(byPosition);
  const locationSlug = new Map(locations.map((row) => [num(row, 'id'), slugOf(text(row, 'name'))]));
  const categories = ofCompany('service_categories').sort(byPosition);
  const categorySlug = new Map(categories.map((row) => [num(row, 'id'), slugOf(text(row, 'name'))]));
  const services = ofCompany('services').sort(byPosition);
  const serviceSlug = new Map(services.map((row) => [num(row, 'id'), slugOf(text(row, 'name'))]));
  const providers = ofCompany('providers').sort(byPosition);
  const providerSlug = new Map(providers.map((row) => [num(row, 'id'), slugOf(text(row, 'public_name'))]));
  const slug = (slugs: ReadonlyMap<number, string>, id: DemoValue | undefined) => {
    const found = typeof id === 'number' ? slugs.get(id) : undefined;
    if (found === undefined) throw new Error(`No slug for ${JSON.stringify(id)}`);
    return found;
  };

  const clientForm = (json(company['booking_client_attributes']) as readonly Record<string, unknown>[])
    .filter((field) => field['used'] === true)
    .map((field) => ({ field: field['client_data'], required: field['required'], label: field['label'] }));
  const provider = textOrNull(company, 'provider_online_payment');
  const showProviders = SHOW_PROVIDERS[num(company, 'show_providers')];
  const exclusiveBy = company['client_exclusive_by'];

  const document = {
    version: 1,
    company: {
      slug: text(company, 'web_address'),
      name: text(company, 'name'),
      description: textOrNull(company, 'description'),
      country: text(company, 'country_code'),
      locale: text(company, 'locale'),
      email: textOrNull(company, 'email'),
      phone: textOrNull(company, 'phone'),
      logo: textOrNull(company, 'logo'),
      brand_colour: textOrNull(company, 'color_minisite'),
      currency: {
        unit: text(company, 'currency_unit'),
        delimiter: text(company, 'currency_delimiter'),
        separator: text(company, 'currency_separator'),
      },
      booking: {
        show_providers: showProviders,
        client_exclusive: flag(company, 'client_exclusive'),
        client_exclusive_by: typeof exclusiveBy === 'number' ? CLIENT_EXCLUSIVE_BY[exclusiveBy] : null,
        policy_term: flag(company, 'policy_term_active') ? textOrNull(company, 'policy_term') : null,
        preset_notes: text(company, 'preset_notes'),
        show_notes: flag(company, 'show_notes'),
        after_booking_months: num(company, 'after_booking_months'),
        minimum_notice_minutes: num(company, 'minimum_notice_minutes'),
        client_form: clientForm,
        custom_attributes: json(company['custom_attributes']),
        memberships_on_sale: flag(company, 'active_memberships'),
        workshop_variant: flag(company, 'workshop_variant'),
      },
      online_payment:
        provider === null
          ? null
          : {
              provider,
              allowed: flag(company, 'allows_online_payment'),
              capable: flag(company, 'online_payment_capable'),
            },
      storefront: {
        company_active: flag(company, 'is_active'),
        site_active: flag(company, 'minisite_is_active'),
        site_v2_active: flag(company, 'minisite_v2_active'),
        reviews_v2: flag(company, 'reviews_v2'),
      },
      social_networks: ofCompany('social_networks')
        .sort(byPosition)
        .map((row) => ({ name: text(row, 'name'), web_address: text(row, 'web_address') })),
    },
    locations: locations.map((row) => ({
      slug: slug(locationSlug, row['id']),
      name: text(row, 'name'),
      address: text(row, 'address'),
      phone: textOrNull(row, 'phone'),
      email: textOrNull(row, 'email'),
      time_zone: text(row, 'time_zone'),
      country: textOrNull(row, 'country_code'),
      banner: textOrNull(row, 'banner'),
      image: textOrNull(row, 'image'),
      description: text(row, 'description'),
      opening_hours: weeklyHours(
        rows('location_weekly_hours').filter((hours) => hours['location_id'] === row['id']),
        ['opens_at', 'closes_at'],
      ),
    })),
    categories: categories.map((row) => ({ slug: slug(categorySlug, row['id']), name: text(row, 'name') })),
    services: services.map((row) => {
      const id = num(row, 'id');
      const classTimes = rows('service_class_times').filter((time) => time['service_id'] === id);
      const charly = num(row, 'charly_discount');
      return {
        slug: slug(serviceSlug, id),
        name: text(row, 'name'),
        category: slug(categorySlug, row['category_id']),
        description: text(row, 'description'),
        price: num(row, 'price'),
        duration: num(row, 'duration_minutes'),
        show_price: flag(row, 'show_price'),
        show_duration: flag(row, 'show_duration'),
        online_payable: flag(row, 'online_payable'),
        paying_price: row['paying_price'] ?? null,
        discount: num(row, 'discount'),
        must_be_paid_online: flag(row, 'must_be_paid_online'),
        online_down_payment: flag(row, 'online_down_payment') ? num(row, 'online_down_payment_amount') : null,
        sessions: row['sessions_amount'] ?? null,
        simultaneous_package: flag(row, 'simultaneous_package'),
        bundle: rows('bundle_members')
          .filter((member) => member['bundle_id'] === id)
          .sort(byPosition)
          .map((member) => slug(serviceSlug, member['member_id'])),
        class: flag(row, 'class_service')
          ? {
              seats: num(row, 'class_capacity'),
              times: classTimes.map((time) => ({
                location: slug(locationSlug, time['location_id']),
                professional: slug(providerSlug, time['provider_id']),
                weekday: WEEKDAYS[num(time, 'iso_weekday') - 1],
                starts_at: text(time, 'starts_at'),
              })),
            }
          : null,
        video: flag(row, 'is_video'),
        outcall: flag(row, 'outcall'),
        images: json(row['images']),
        special_discount:
          charly > 0
            ? {
                discount: charly,
                paying_price: row['paying_price_charly'] ?? null,
                starts_on: text(row, 'charly_promotion_start_date'),
                ends_on: text(row, 'charly_promotion_end_date'),
              }
            : null,
        offered_at: locations
          .filter((location) =>
            rows('location_services').some(
              (offer) => offer['location_id'] === location['id'] && offer['service_id'] === id,
            ),
          )
          .map((location) => slug(locationSlug, location['id'])),
      };
    }),
    professionals: providers.map((row) => {
      const id = num(row, 'id');
      const hours = rows('provider_weekly_hours').filter((each) => each['provider_id'] === id);
      const exceptions = rows('provider_exceptions').filter((each) => each['provider_id'] === id);
      const workplaces = locations.filter((location) => hours.some((each) => each['location_id'] === location['id']));
      return {
        slug: slug(providerSlug, id),
        name: text(row, 'public_name'),
        biography: text(row, 'biography'),
        image: textOrNull(row, 'image'),
        services: services
          .filter((service) =>
            rows('provider_services').some(
              (each) => each['provider_id'] === id && each['service_id'] === service['id'],
            ),
          )
          .map((service) => slug(serviceSlug, service['id'])),
        works_at: workplaces.map((location) => {
          const here = exceptions.filter((each) => each['location_id'] === location['id']);
          return {
            location: slug(locationSlug, location['id']),
            hours: weeklyHours(
              hours.filter((each) => each['location_id'] === location['id']),
              ['starts_at', 'ends_at'],
            ),
            days_off: here.filter((each) => each['starts_at'] === null).map((each) => text(each, 'on_date')),
            other_hours: here
              .filter((each) => each['starts_at'] !== null)
              .map((each) => ({
                date: text(each, 'on_date'),
                hours: [[text(each, 'starts_at'), text(each, 'ends_at')]],
              })),
          };
        }),
      };
    }),
    promotions: ofCompany('promotions').map((row) => ({
      token: text(row, 'token'),
      client_full_name: text(row, 'client_full_name'),
      type: text(row, 'promotion_type'),
      starts_on: text(row, 'starts_on'),
      ends_on: text(row, 'ends_on'),
      services: rows('promotion_services')
        .filter((each) => each['promotion_id'] === row['id'])
        .map((each) => ({
          service: slug(serviceSlug, each['service_id']),
          discount: num(each, 'charly_discount'),
          paying_price: each['paying_price_charly'] ?? null,
        })),
    })),
  };
  return Schema.decodeUnknownSync(Catalogue)(document);
}
