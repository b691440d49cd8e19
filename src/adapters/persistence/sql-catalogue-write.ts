import { CLIENT_EXCLUSIVE_BY, SHOW_PROVIDERS, type Catalogue } from '#domain/catalogue-file/catalogue';
import type { CataloguePlan } from '#domain/catalogue-file/catalogue-changes';
import { TABLES } from './sql-catalogue-rows';
import {
  linkServices,
  writeCategories,
  writeLocations,
  writeProfessionals,
  writePromotions,
  writeServices,
  type CatalogueIds,
} from './sql-catalogue-write-entities';
import { writeGiftCardProducts } from './sql-catalogue-gift-card-products';
import { writeConsentForms } from './sql-catalogue-consent-forms';
import { writeMaintenancePlans } from './sql-catalogue-maintenance-plans';
import { Links, upsert } from './sql-catalogue-write-rows';
import type { SqlExecutor } from './sql-database';

// Writing a company's catalogue (docs/adr/0077): each entity upserted by its slug, what the plan
// retires retired, and the company's links (who works where and when, what is offered where, a
// bundle's members, a class's times, where a gift card is honoured, the consent forms a service asks for…) rewritten from the document, in the caller's transaction.

/** Writes `next` over the company's catalogue, retiring what `plan` retires. */
export async function writeCatalogue(executor: SqlExecutor, next: Catalogue, plan: CataloguePlan): Promise<void> {
  const companyId = await upsert(executor, 'companies', ['web_address'], companyColumns(next.company));
  // Retire first, so a slug the file moves to a new entity is free.
  await retire(executor, companyId, plan);
  await deleteLinks(executor, companyId);
  const links = new Links();
  for (const [position, network] of next.company.social_networks.entries()) {
    links.add('social_networks', 'company_id integer, name text, web_address text, position integer', [
      companyId,
      network.name,
      network.web_address,
      position,
    ]);
  }
  const locations = await writeLocations(executor, companyId, next.locations, links);
  const categories = await writeCategories(executor, companyId, next.categories);
  const services = await writeServices(executor, companyId, next.services, categories);
  const ids: CatalogueIds = { location: idOf(locations, 'location'), service: idOf(services, 'service') };
  const professionals = await writeProfessionals(executor, { companyId, next, links, ids });
  linkServices(links, next.services, ids, professionals);
  await writePromotions(executor, companyId, next.promotions, { links, ids });
  await writeGiftCardProducts(executor, companyId, next.gift_card_products, { links, ids });
  await writeConsentForms(executor, companyId, next, { links, serviceId: ids.service });
  await writeMaintenancePlans(executor, companyId, next.maintenance_plans, { links, ids });
  await links.insert(executor, new Set(['service_class_times', 'promotion_services']));
}

/** The id of the entity of `kind` the catalogue names by `slug`, which the catalogue must hold. */
const idOf = (ids: ReadonlyMap<string, number>, kind: string) => (slug: string) => {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`The catalogue names ${kind} ${slug}, which it does not have`);
  return id;
};

async function retire(executor: SqlExecutor, companyId: number, plan: CataloguePlan): Promise<void> {
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
}

/** The company's links, deleted to be rewritten from the document (a retired entity keeps none). */
async function deleteLinks(executor: SqlExecutor, companyId: number): Promise<void> {
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
  await ofCompany('gift_card_product_locations', 'gift_card_product_id', 'gift_card_products');
  await ofCompany('service_consent_forms', 'consent_form_id', 'consent_forms');
  await ofCompany('maintenance_plan_steps', 'maintenance_plan_id', 'maintenance_plans');
  await executor.query('DELETE FROM social_networks WHERE company_id = $1', [companyId]);
}

/** The companies row's columns for the catalogue's company section. */
function companyColumns(company: Catalogue['company']): Record<string, unknown> {
  const booking = company.booking;
  return {
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
    ...bookingColumns(booking),
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
    app_store_url: company.apps.app_store,
    google_play_url: company.apps.google_play,
  };
}

function bookingColumns(booking: Catalogue['company']['booking']): Record<string, unknown> {
  return {
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
    maintenance_reminders: booking.maintenance_reminders,
    plans_for_signed_in_owner: booking.plans_for_signed_in_owner,
  };
}
