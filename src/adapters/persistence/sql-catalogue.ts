import { Schema } from 'effect';
import type {
  Catalogue,
  ClassStartTime,
  LocationCatalogue,
  OfferedService,
  Professional,
  SpecialDiscountPromotion,
} from '#application/ports/server/catalogue';
import { parseClockTime } from '#domain/calendar/clock-time';
import { LocalDate } from '#domain/calendar/local-date';
import { parseService, ServiceId, ProviderId } from '#domain/catalog/service';
import { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import {
  decodedOrThrow,
  isStorableId,
  isStorableText,
  rowDecoder,
  weeklySchedule,
  WeeklyIntervalRow,
} from './stored-rows';

// The catalogue port over the SQL schema (migrations 0001, 0002), on PGlite or PostgreSQL. A
// professional works at a location when they have weekly hours, an exception or a class there.

const ServiceRow = Schema.Struct({
  id: Schema.Int,
  category_id: Schema.NullOr(Schema.Int),
  name: Schema.String,
  description: Schema.String,
  price: Schema.NullOr(Schema.Number),
  paying_price: Schema.NullOr(Schema.Number),
  paying_price_charly: Schema.NullOr(Schema.Number),
  discount: Schema.Number,
  charly_discount: Schema.Number,
  charly_promotion_start_date: Schema.NullOr(Schema.String),
  charly_promotion_end_date: Schema.NullOr(Schema.String),
  duration_minutes: Schema.Int,
  show_duration: Schema.Boolean,
  show_price: Schema.Boolean,
  online_payable: Schema.Boolean,
  must_be_paid_online: Schema.Boolean,
  online_down_payment: Schema.Boolean,
  online_down_payment_amount: Schema.Number,
  class_service: Schema.Boolean,
  sessions_amount: Schema.NullOr(Schema.Int),
  is_video: Schema.Boolean,
  outcall: Schema.Boolean,
  images: Schema.Array(Schema.String),
  simultaneous_package: Schema.Boolean,
});
type ServiceRow = typeof ServiceRow.Type;

const BundleMemberRow = Schema.Struct({
  bundle_id: Schema.Int,
  id: Schema.Int,
  name: Schema.String,
  duration_minutes: Schema.Int,
  online_payable: Schema.Boolean,
  must_be_paid_online: Schema.Boolean,
  online_down_payment: Schema.Boolean,
  online_down_payment_amount: Schema.Number,
});
type BundleMemberRow = typeof BundleMemberRow.Type;

const ServiceProviderRow = Schema.Struct({
  service_id: Schema.Int,
  id: Schema.Int,
  public_name: Schema.String,
});
type ServiceProviderRow = typeof ServiceProviderRow.Type;

const serviceRows = rowDecoder(ServiceRow, 'a service');
const bundleMemberRows = rowDecoder(BundleMemberRow, 'a bundle member');
const serviceProviderRows = rowDecoder(ServiceProviderRow, "a service's professional");
const categoryRows = rowDecoder(Schema.Struct({ id: Schema.Int, name: Schema.String }), 'a service category');
const classTimeRows = rowDecoder(
  Schema.Struct({ service_id: Schema.Int, iso_weekday: Schema.Int, starts_at: Schema.String }),
  "a service's class time",
);
const promotionRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, company_id: CompanyId, starts_on: LocalDate, ends_on: LocalDate }),
  'a promotion',
);
const promotionPriceRows = rowDecoder(
  Schema.Struct({
    service_id: ServiceId,
    charly_discount: Schema.Number,
    paying_price_charly: Schema.NullOr(Schema.Number),
  }),
  "a promotion's price",
);
const professionalRows = rowDecoder(
  Schema.Struct({
    id: ProviderId,
    public_name: Schema.String,
    image: Schema.NullOr(Schema.String),
    biography: Schema.String,
  }),
  'a professional',
);
const weeklyIntervalRows = rowDecoder(WeeklyIntervalRow, "a professional's weekly hours");

export function sqlCatalogue(database: SqlExecutor): Catalogue {
  return {
    async catalogueOf(locationId): Promise<LocationCatalogue> {
      if (!isStorableId(locationId)) return { categories: [], services: [] };
      // The five reads are independent: asked at once, a pool answers them on as many connections,
      // so a location not kept yet waits for one round of reads, not five in a row (issue 37).
      const [categoryResult, serviceResult, memberResult, providerResult, classTimeResult] = await Promise.all([
        database.query(
          `SELECT c.id, c.name FROM service_categories c JOIN locations l ON l.company_id = c.company_id
         WHERE l.id = $1 ORDER BY c.position, c.id`,
          [locationId],
        ),
        database.query(
          `SELECT s.id, s.category_id, s.name, s.description, s.price, s.paying_price, s.paying_price_charly, s.discount,
                s.charly_discount, to_char(s.charly_promotion_start_date, 'YYYY-MM-DD') AS charly_promotion_start_date,
                to_char(s.charly_promotion_end_date, 'YYYY-MM-DD') AS charly_promotion_end_date, s.duration_minutes,
                s.show_duration, s.show_price, s.online_payable, s.must_be_paid_online, s.online_down_payment,
                s.online_down_payment_amount, s.class_service, s.sessions_amount, s.is_video, s.outcall, s.images,
                s.simultaneous_package
         FROM location_services ls JOIN services s ON s.id = ls.service_id
         WHERE ls.location_id = $1 ORDER BY s.position, s.id`,
          [locationId],
        ),
        database.query(
          `SELECT bm.bundle_id, m.id, m.name, m.duration_minutes, m.online_payable, m.must_be_paid_online,
                m.online_down_payment, m.online_down_payment_amount
         FROM bundle_members bm
         JOIN location_services ls ON ls.service_id = bm.bundle_id AND ls.location_id = $1
         JOIN services m ON m.id = bm.member_id
         ORDER BY bm.bundle_id, bm.position`,
          [locationId],
        ),
        database.query(
          `WITH working_here AS (
           SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1
           UNION SELECT provider_id FROM provider_exceptions WHERE location_id = $1
           UNION SELECT provider_id FROM service_class_times WHERE location_id = $1
         ), offered_here AS (
           SELECT service_id FROM location_services WHERE location_id = $1
           UNION SELECT bm.member_id FROM bundle_members bm
             JOIN location_services ls ON ls.service_id = bm.bundle_id AND ls.location_id = $1
         )
         -- From each professional working here outward (LATERAL, kept unflattened by OFFSET 0), so
         -- that neither table is read whole on a marketplace of many companies (docs/adr/0140).
         SELECT offers.service_id, offers.id, offers.public_name
         FROM working_here w
         CROSS JOIN LATERAL (
           SELECT ps.service_id, p.id, p.public_name, p.position
           FROM provider_services ps JOIN providers p ON p.id = ps.provider_id
           WHERE ps.provider_id = w.provider_id AND p.id = w.provider_id
             AND ps.service_id IN (SELECT service_id FROM offered_here)
           OFFSET 0) offers
         ORDER BY offers.position, offers.id`,
          [locationId],
        ),
        database.query(
          `SELECT DISTINCT service_id, iso_weekday, to_char(starts_at, 'HH24:MI') AS starts_at
         FROM service_class_times WHERE location_id = $1 ORDER BY service_id, iso_weekday, starts_at`,
          [locationId],
        ),
      ]);
      const categories = categoryRows(categoryResult);
      const services = serviceRows(serviceResult);
      const members = bundleMemberRows(memberResult);
      const providers = serviceProviderRows(providerResult);
      const classTimes = classTimeRows(classTimeResult);

      const providersOf = (serviceId: number) =>
        providers
          .filter((row) => row.service_id === serviceId)
          .map((row) => ({ id: row.id, publicName: row.public_name }));
      return {
        categories,
        services: services.map((row): OfferedService => {
          const what = `service ${String(row.id)}`;
          const service = decodedOrThrow(
            parseService({
              id: row.id,
              name: row.name,
              description: row.description,
              categoryId: row.category_id,
              price: row.price,
              payingPrice: row.paying_price,
              payingPriceCharly: row.paying_price_charly,
              discount: row.discount,
              charlyDiscount: row.charly_discount,
              charlyPromotionStartDate: row.charly_promotion_start_date,
              charlyPromotionEndDate: row.charly_promotion_end_date,
              durationMinutes: row.duration_minutes,
              showDuration: row.show_duration,
              showPrice: row.show_price,
              onlinePayable: row.online_payable,
              mustBePaidOnline: row.must_be_paid_online,
              onlineDownPayment: row.online_down_payment,
              onlineDownPaymentAmount: row.online_down_payment_amount,
              classService: row.class_service,
              bundle: members
                .filter((member) => member.bundle_id === row.id)
                .map((member) => ({
                  id: member.id,
                  name: member.name,
                  durationMinutes: member.duration_minutes,
                  serviceProviders: providersOf(member.id),
                  onlinePayable: member.online_payable,
                  mustBePaidOnline: member.must_be_paid_online,
                  onlineDownPayment: member.online_down_payment,
                  onlineDownPaymentAmount: member.online_down_payment_amount,
                })),
              sessionsAmount: row.sessions_amount,
              isVideo: row.is_video,
              outcall: row.outcall,
              serviceProviders: providersOf(row.id),
            }),
            what,
          );
          return {
            service,
            images: row.images,
            simultaneousPackage: row.simultaneous_package,
            classStartTimes: classTimes
              .filter((time) => time.service_id === row.id)
              .map((time): ClassStartTime => ({
                isoWeekday: time.iso_weekday,
                start: decodedOrThrow(parseClockTime(time.starts_at), `${what}'s class times`),
              })),
          };
        }),
      };
    },

    async promotionByToken(token): Promise<SpecialDiscountPromotion | undefined> {
      if (!isStorableText(token)) return undefined;
      const [promotion] = promotionRows(
        await database.query(
          `SELECT id, company_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM promotions WHERE token = $1`,
          [token],
        ),
      );
      if (promotion === undefined) return undefined;
      const prices = promotionPriceRows(
        await database.query(
          'SELECT service_id, charly_discount, paying_price_charly FROM promotion_services WHERE promotion_id = $1 ORDER BY service_id',
          [promotion.id],
        ),
      );
      return {
        token,
        companyId: promotion.company_id,
        startDate: promotion.starts_on,
        endDate: promotion.ends_on,
        prices: prices.map((price) => ({
          serviceId: price.service_id,
          charlyDiscount: price.charly_discount,
          payingPriceCharly: price.paying_price_charly,
        })),
      };
    },

    async professional(providerId): Promise<Professional | undefined> {
      if (!isStorableId(providerId)) return undefined;
      const [row] = professionalRows(
        await database.query('SELECT id, public_name, image, biography FROM providers WHERE id = $1', [providerId]),
      );
      if (row === undefined) return undefined;
      const hours = weeklyIntervalRows(
        await database.query(
          `SELECT iso_weekday, to_char(starts_at, 'HH24:MI') AS starts_at, to_char(ends_at, 'HH24:MI') AS ends_at
         FROM provider_weekly_hours WHERE provider_id = $1 ORDER BY iso_weekday, starts_at`,
          [providerId],
        ),
      );
      const what = `professional ${String(row.id)}`;
      return {
        id: row.id,
        publicName: row.public_name,
        image: row.image,
        biography: row.biography,
        weeklyHours: weeklySchedule(hours, `${what}'s weekly hours`),
      };
    },
  };
}
