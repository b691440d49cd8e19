import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Catalogue, PromotionEntry, ServiceEntry } from '#domain/catalogue-file/catalogue';
import {
  bundleRows,
  classTimeRows,
  decodeStrings,
  groupBy,
  keyOf,
  keyRows,
  known,
  pairRows,
  promotedRows,
  promotionRows,
  serviceRows,
  weekdayOf,
  type CatalogueKeys,
} from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';

// A catalogue's categories, services and promotions as their rows hold them (docs/adr/0077).

type ServiceRows = Awaited<ReturnType<typeof readServices>>;
type PromotionRows = Awaited<ReturnType<typeof readPromotions>>;

/** The company's categories and services, with where each is offered, a bundle's members and a class's times. */
export async function readServices(executor: SqlExecutor, companyId: number) {
  const categories = keyRows(
    await executor.query(
      `SELECT c.id, ${keyOf('c', 'category')} AS key FROM service_categories c
        WHERE c.company_id = $1 AND c.retired_at IS NULL ORDER BY c.position, c.id`,
      [companyId],
    ),
  );
  const categoryNames = new Map(
    (
      await executor.query('SELECT id, name FROM service_categories WHERE company_id = $1 AND retired_at IS NULL', [
        companyId,
      ])
    ).map((each) => {
      const { id: categoryId, name } = each as { id: number; name: string };
      return [categoryId, name] as const;
    }),
  );
  const rows = serviceRows(
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
      [companyId],
    ),
  );
  return { categories, categoryNames, rows, ...(await readServiceLinks(executor, companyId)) };
}

async function readServiceLinks(executor: SqlExecutor, companyId: number) {
  const offered = groupBy(
    pairRows(
      await executor.query(
        `SELECT ls.service_id AS owner, ls.location_id AS other FROM location_services ls
           JOIN services s ON s.id = ls.service_id WHERE s.company_id = $1`,
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  const bundles = groupBy(
    bundleRows(
      await executor.query(
        `SELECT bm.bundle_id AS owner, bm.member_id AS other, bm.position FROM bundle_members bm
           JOIN services s ON s.id = bm.bundle_id WHERE s.company_id = $1 ORDER BY bm.position`,
        [companyId],
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
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  return { offered, bundles, classTimes };
}

export function categoryEntries({ categories, categoryNames }: ServiceRows): Catalogue['categories'] {
  return categories.map((category) => ({ slug: category.key, name: categoryNames.get(category.id) ?? '' }));
}

/** The services' entries, without the consent forms they ask for (sql-catalogue-consent-forms.ts adds them). */
export function serviceEntries(read: ServiceRows, keys: CatalogueKeys): Omit<ServiceEntry, 'consent_forms'>[] {
  const categoryKey = new Map(read.categories.map((category) => [category.id, category.key]));
  return read.rows.map((service) => ({
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
    bundle: (read.bundles.get(service.id) ?? []).flatMap((member) => known(keys.service, member.other)),
    class:
      service.class_capacity === null
        ? null
        : { seats: service.class_capacity, times: classTimes(read.classTimes.get(service.id) ?? [], keys) },
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
    offered_at: (read.offered.get(service.id) ?? []).flatMap((link) => known(keys.location, link.other)),
  }));
}

type ClassTimeRow = ReturnType<typeof classTimeRows>[number];

function classTimes(times: readonly ClassTimeRow[], keys: CatalogueKeys) {
  return times.flatMap((time) =>
    known(keys.location, time.location).flatMap((location) =>
      known(keys.professional, time.provider).map((professional) => ({
        location,
        professional,
        weekday: weekdayOf(time.iso_weekday),
        starts_at: time.starts as ClockTime,
      })),
    ),
  );
}

/** The company's promotions, with the services each discounts. */
export async function readPromotions(executor: SqlExecutor, companyId: number) {
  const rows = promotionRows(
    await executor.query(
      `SELECT id, token, client_full_name, promotion_type, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
              to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM promotions WHERE company_id = $1 AND retired_at IS NULL ORDER BY id`,
      [companyId],
    ),
  );
  const promoted = groupBy(
    promotedRows(
      await executor.query(
        `SELECT ps.promotion_id AS owner, ps.service_id AS other, ps.charly_discount::float8 AS charly_discount,
                ps.paying_price_charly::float8 AS paying_price_charly
           FROM promotion_services ps JOIN promotions p ON p.id = ps.promotion_id WHERE p.company_id = $1`,
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  return { rows, promoted };
}

export function promotionEntries({ rows, promoted }: PromotionRows, keys: CatalogueKeys): PromotionEntry[] {
  return rows.map((promotion) => ({
    token: promotion.token,
    client_full_name: promotion.client_full_name,
    type: promotion.promotion_type,
    starts_on: promotion.starts_on as LocalDate,
    ends_on: promotion.ends_on as LocalDate,
    services: (promoted.get(promotion.id) ?? []).flatMap((link) =>
      known(keys.service, link.other).map((service) => ({
        service,
        discount: link.charly_discount,
        paying_price: link.paying_price_charly,
      })),
    ),
  }));
}
