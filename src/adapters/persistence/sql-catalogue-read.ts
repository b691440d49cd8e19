import type { LocalDate } from '#domain/calendar/local-date';
import type { Catalogue, LocationEntry } from '#domain/catalogue-file/catalogue';
import { canonicalCatalogue } from '#domain/catalogue-file/catalogue-changes';
import { giftCardProductEntries, readGiftCardProducts } from './sql-catalogue-gift-card-products';
import { consentFormEntries, readConsentForms, withConsentForms } from './sql-catalogue-consent-forms';
import { maintenancePlanEntries, readMaintenancePlans } from './sql-catalogue-maintenance-plans';
import { companyRow, companySection } from './sql-catalogue-read-company';
import { professionalEntries, readProfessionals } from './sql-catalogue-read-professionals';
import {
  categoryEntries,
  promotionEntries,
  readPromotions,
  readServices,
  serviceEntries,
} from './sql-catalogue-read-services';
import {
  dateRows,
  groupBy,
  hoursFrom,
  hoursRows,
  keyOf,
  locationRows,
  TIME,
  type CatalogueKeys,
} from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';

// Reading a company's catalogue (docs/adr/0077): the document assembled from the rows the company
// has (not retired), keyed by slugs, each section read by its own function in the order the
// sections' links need their keys.

const keysById = (rows: readonly { id: number; key: string }[]) => new Map(rows.map((row) => [row.id, row.key]));

/** The company's catalogue as it stands, canonical, without what is retired; null when there is no company. */
export async function readCatalogue(executor: SqlExecutor, company: string, lock: boolean): Promise<Catalogue | null> {
  const row = await companyRow(executor, company, lock);
  if (row === undefined) return null;
  const companyEntry = await companySection(executor, row);
  const locations = await readLocations(executor, row.id);
  const services = await readServices(executor, row.id);
  const professionals = await readProfessionals(executor, row.id);
  const promotions = await readPromotions(executor, row.id);
  const giftCardProducts = await readGiftCardProducts(executor, row.id);
  const consentForms = await readConsentForms(executor, row.id);
  const maintenancePlans = await readMaintenancePlans(executor, row.id);
  const keys: CatalogueKeys = {
    location: keysById(locations.rows),
    service: keysById(services.rows),
    professional: keysById(professionals.rows),
  };
  return canonicalCatalogue({
    version: 1,
    company: companyEntry,
    locations: locationEntries(locations),
    categories: categoryEntries(services),
    services: withConsentForms(
      serviceEntries(services, keys),
      new Map(services.rows.map((service) => [service.key, service.id])),
      consentForms,
    ),
    professionals: professionalEntries(professionals, keys),
    promotions: promotionEntries(promotions, keys),
    gift_card_products: giftCardProductEntries(giftCardProducts, keys),
    consent_forms: consentFormEntries(consentForms),
    maintenance_plans: maintenancePlanEntries(maintenancePlans, keys),
  });
}

type LocationRows = Awaited<ReturnType<typeof readLocations>>;

async function readLocations(executor: SqlExecutor, companyId: number) {
  const rows = locationRows(
    await executor.query(
      `SELECT l.id, ${keyOf('l', 'location')} AS key, l.name, l.address, l.phone, l.email, l.whatsapp, l.time_zone,
              l.country_code, l.banner, l.image, l.description, l.reviews_option
         FROM locations l WHERE l.company_id = $1 AND l.retired_at IS NULL ORDER BY l.position, l.id`,
      [companyId],
    ),
  );
  const opening = groupBy(
    hoursRows(
      await executor.query(
        `SELECT h.location_id AS owner, h.location_id AS location, h.iso_weekday,
                ${TIME('h.opens_at')} AS starts, ${TIME('h.closes_at')} AS ends
           FROM location_weekly_hours h JOIN locations l ON l.id = h.location_id
          WHERE l.company_id = $1 ORDER BY h.iso_weekday, h.opens_at`,
        [companyId],
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
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  return { rows, opening, closed };
}

function locationEntries({ rows, opening, closed }: LocationRows): LocationEntry[] {
  return rows.map((location) => ({
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
  }));
}
