import {
  CLIENT_EXCLUSIVE_BY,
  SHOW_PROVIDERS,
  type Catalogue,
  type ClientFormField,
  type CustomAttributeEntry,
} from '#domain/catalogue-file/catalogue';
import { companyRows, decodeClientForm, socialRows } from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';

// A catalogue's company section as the companies and social_networks rows hold it (docs/adr/0077).

type CompanyRow = ReturnType<typeof companyRows>[number];

/** The company's row, locked for the apply when `lock`; undefined when there is no such company. */
export async function companyRow(
  executor: SqlExecutor,
  company: string,
  lock: boolean,
): Promise<CompanyRow | undefined> {
  const [row] = companyRows(
    await executor.query(
      `SELECT id, web_address, name, description, country_code, locale, email, phone, logo, color_minisite,
              currency_unit, currency_delimiter, currency_separator, show_providers, client_exclusive,
              client_exclusive_by, policy_term, preset_notes, show_notes, after_booking_months,
              minimum_notice_minutes, slot_step_minutes, cancellation_limit_hours, modification_limit_hours,
              max_modifications, booking_client_attributes, custom_attributes, active_memberships, workshop_variant,
              maintenance_reminders, plans_for_signed_in_owner,
              provider_online_payment, allows_online_payment, online_payment_capable, is_active, minisite_is_active,
              minisite_v2_active, custom_minisite, is_solo, is_plan_solo, reviews_v2, facebook_custom_tracker,
              google_custom_tracker, google_custom_tracker_domain, app_store_url, google_play_url
         FROM companies WHERE web_address = $1${lock ? ' FOR UPDATE' : ''}`,
      [company],
    ),
  );
  return row;
}

/** The company's section of the catalogue, with its social networks read beside its row. */
export async function companySection(executor: SqlExecutor, row: CompanyRow): Promise<Catalogue['company']> {
  const social = socialRows(
    await executor.query('SELECT name, web_address FROM social_networks WHERE company_id = $1 ORDER BY position, id', [
      row.id,
    ]),
  );
  return {
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
    booking: bookingSettings(row),
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
    apps: { app_store: row.app_store_url, google_play: row.google_play_url },
  };
}

function bookingSettings(row: CompanyRow): Catalogue['company']['booking'] {
  const clientForm: ClientFormField[] = decodeClientForm(row.booking_client_attributes)
    .filter((field) => field.used)
    .map((field) => ({
      field: field.client_data as ClientFormField['field'],
      required: field.required,
      label: field.label,
    }));
  return {
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
    maintenance_reminders: row.maintenance_reminders,
    plans_for_signed_in_owner: row.plans_for_signed_in_owner,
  };
}
