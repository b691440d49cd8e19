import type { Catalog, ClassStartTime, LocationCatalogue, OfferedService, Professional, SpecialDiscountPromotion } from '../../application/ports/catalog';
import { parseClockTime } from '../../domain/calendar/clock-time';
import { parseLocalDate } from '../../domain/calendar/local-date';
import { parseService, ServiceId, ProviderId } from '../../domain/catalog/service';
import { decodeWith } from '../../domain/shared/decode';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableId, isStorableText, weeklySchedule, type WeeklyIntervalRow } from './stored-rows';

// The catalogue port over the SQL schema (migrations 0001, 0002), on PGlite or PostgreSQL. A
// professional works at a location when they have weekly hours, an exception or a class there.

interface ServiceRow {
  readonly id: number;
  readonly category_id: number | null;
  readonly name: string;
  readonly description: string;
  readonly price: number | null;
  readonly paying_price: number | null;
  readonly paying_price_charly: number | null;
  readonly discount: number;
  readonly charly_discount: number;
  readonly charly_promotion_start_date: string | null;
  readonly charly_promotion_end_date: string | null;
  readonly duration_minutes: number;
  readonly show_duration: boolean;
  readonly show_price: boolean;
  readonly online_payable: boolean;
  readonly must_be_paid_online: boolean;
  readonly online_down_payment: boolean;
  readonly online_down_payment_amount: number;
  readonly class_service: boolean;
  readonly sessions_amount: number | null;
  readonly is_video: boolean;
  readonly outcall: boolean;
  readonly images: unknown;
  readonly simultaneous_package: boolean;
}

interface BundleMemberRow {
  readonly bundle_id: number;
  readonly id: number;
  readonly name: string;
  readonly duration_minutes: number;
  readonly online_payable: boolean;
  readonly must_be_paid_online: boolean;
  readonly online_down_payment: boolean;
  readonly online_down_payment_amount: number;
}

interface ServiceProviderRow {
  readonly service_id: number;
  readonly id: number;
  readonly public_name: string;
}

const decodeServiceId = decodeWith(ServiceId);
const decodeProviderId = decodeWith(ProviderId);

function stringList(value: unknown, what: string): readonly string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`The database holds ${what} that is not a list of texts`);
}

export function sqlCatalog(database: SqlExecutor): Catalog {
  return {
    async catalogueOf(locationId): Promise<LocationCatalogue> {
      if (!isStorableId(locationId)) return { categories: [], services: [] };
      const categories = await database.query<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM service_categories c JOIN locations l ON l.company_id = c.company_id
         WHERE l.id = $1 ORDER BY c.position, c.id`,
        [locationId],
      );
      const services = await database.query<ServiceRow>(
        `SELECT s.id, s.category_id, s.name, s.description, s.price, s.paying_price, s.paying_price_charly, s.discount,
                s.charly_discount, to_char(s.charly_promotion_start_date, 'YYYY-MM-DD') AS charly_promotion_start_date,
                to_char(s.charly_promotion_end_date, 'YYYY-MM-DD') AS charly_promotion_end_date, s.duration_minutes,
                s.show_duration, s.show_price, s.online_payable, s.must_be_paid_online, s.online_down_payment,
                s.online_down_payment_amount, s.class_service, s.sessions_amount, s.is_video, s.outcall, s.images,
                s.simultaneous_package
         FROM location_services ls JOIN services s ON s.id = ls.service_id
         WHERE ls.location_id = $1 ORDER BY s.position, s.id`,
        [locationId],
      );
      const members = await database.query<BundleMemberRow>(
        `SELECT bm.bundle_id, m.id, m.name, m.duration_minutes, m.online_payable, m.must_be_paid_online,
                m.online_down_payment, m.online_down_payment_amount
         FROM bundle_members bm
         JOIN location_services ls ON ls.service_id = bm.bundle_id AND ls.location_id = $1
         JOIN services m ON m.id = bm.member_id
         ORDER BY bm.bundle_id, bm.position`,
        [locationId],
      );
      const providers = await database.query<ServiceProviderRow>(
        `WITH working_here AS (
           SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1
           UNION SELECT provider_id FROM provider_exceptions WHERE location_id = $1
           UNION SELECT provider_id FROM service_class_times WHERE location_id = $1
         ), offered_here AS (
           SELECT service_id FROM location_services WHERE location_id = $1
           UNION SELECT bm.member_id FROM bundle_members bm
             JOIN location_services ls ON ls.service_id = bm.bundle_id AND ls.location_id = $1
         )
         SELECT ps.service_id, p.id, p.public_name
         FROM provider_services ps JOIN providers p ON p.id = ps.provider_id
         WHERE ps.provider_id IN (SELECT provider_id FROM working_here)
           AND ps.service_id IN (SELECT service_id FROM offered_here)
         ORDER BY p.position, p.id`,
        [locationId],
      );
      const classTimes = await database.query<{ service_id: number; iso_weekday: number; starts_at: string }>(
        `SELECT DISTINCT service_id, iso_weekday, to_char(starts_at, 'HH24:MI') AS starts_at
         FROM service_class_times WHERE location_id = $1 ORDER BY service_id, iso_weekday, starts_at`,
        [locationId],
      );

      const providersOf = (serviceId: number) =>
        providers.filter((row) => row.service_id === serviceId).map((row) => ({ id: row.id, publicName: row.public_name }));
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
            images: stringList(row.images, `${what}'s images`),
            simultaneousPackage: row.simultaneous_package,
            classStartTimes: classTimes
              .filter((time) => time.service_id === row.id)
              .map(
                (time): ClassStartTime => ({
                  isoWeekday: time.iso_weekday,
                  start: decodedOrThrow(parseClockTime(time.starts_at), `${what}'s class times`),
                }),
              ),
          };
        }),
      };
    },

    async promotionByToken(token): Promise<SpecialDiscountPromotion | undefined> {
      if (!isStorableText(token)) return undefined;
      const [promotion] = await database.query<{ id: number; company_id: number; starts_on: string; ends_on: string }>(
        `SELECT id, company_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM promotions WHERE token = $1`,
        [token],
      );
      if (promotion === undefined) return undefined;
      const what = `promotion ${String(promotion.id)}`;
      const prices = await database.query<{ service_id: number; charly_discount: number; paying_price_charly: number | null }>(
        'SELECT service_id, charly_discount, paying_price_charly FROM promotion_services WHERE promotion_id = $1 ORDER BY service_id',
        [promotion.id],
      );
      return {
        token,
        companyId: promotion.company_id,
        startDate: decodedOrThrow(parseLocalDate(promotion.starts_on), what),
        endDate: decodedOrThrow(parseLocalDate(promotion.ends_on), what),
        prices: prices.map((price) => ({
          serviceId: decodedOrThrow(decodeServiceId(price.service_id), what),
          charlyDiscount: price.charly_discount,
          payingPriceCharly: price.paying_price_charly,
        })),
      };
    },

    async professional(providerId): Promise<Professional | undefined> {
      if (!isStorableId(providerId)) return undefined;
      const [row] = await database.query<{ id: number; public_name: string; image: string | null; biography: string }>(
        'SELECT id, public_name, image, biography FROM providers WHERE id = $1',
        [providerId],
      );
      if (row === undefined) return undefined;
      const hours = await database.query<WeeklyIntervalRow>(
        `SELECT iso_weekday, to_char(starts_at, 'HH24:MI') AS starts_at, to_char(ends_at, 'HH24:MI') AS ends_at
         FROM provider_weekly_hours WHERE provider_id = $1 ORDER BY iso_weekday, starts_at`,
        [providerId],
      );
      const what = `professional ${String(row.id)}`;
      return {
        id: decodedOrThrow(decodeProviderId(row.id), what),
        publicName: row.public_name,
        image: row.image,
        biography: row.biography,
        weeklyHours: weeklySchedule(hours, `${what}'s weekly hours`),
      };
    },
  };
}
