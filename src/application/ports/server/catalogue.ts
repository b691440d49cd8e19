import type { WeeklySchedule } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, Service, ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';

/** A company's category of services (storefront §3 Category group). */
export interface ServiceCategory {
  readonly id: number;
  readonly name: string;
}

/** A weekly start time of a class service at a location. */
export interface ClassStartTime {
  /** ISO weekday, 1 Monday to 7 Sunday. */
  readonly isoWeekday: number;
  readonly start: ClockTime;
}

/** A service as a location offers it: the catalogue's facts plus what only its page shows. */
export interface OfferedService {
  /** Its professionals are those who perform it at this location. */
  readonly service: Service;
  readonly images: readonly string[];
  readonly simultaneousPackage: boolean;
  /** A class service's weekly start times at this location; empty for any other service. */
  readonly classStartTimes: readonly ClassStartTime[];
}

/** What a location offers: its company's categories and its services, both in the company's order. */
export interface LocationCatalogue {
  readonly categories: readonly ServiceCategory[];
  readonly services: readonly OfferedService[];
}

/** The special-discount price a promotion gives one service. */
export interface PromotionPrice {
  readonly serviceId: ServiceId;
  /** Percentage off, above 0. */
  readonly charlyDiscount: number;
  readonly payingPriceCharly: number | null;
}

/** A special-discount ("charly") promotion a landing link's token names (storefront §2 Promo banner). */
export interface SpecialDiscountPromotion {
  readonly token: string;
  readonly companyId: CompanyId;
  /** First and last day (included) the promotion's prices apply. */
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
  readonly prices: readonly PromotionPrice[];
}

/** A professional and their week (booking-wizard §3 Provider). */
export interface Professional {
  /** Never 0, which stands for "first provider available". */
  readonly id: ProviderId;
  readonly publicName: string;
  readonly image: string | null;
  readonly biography: string;
  /** When they work, over every location they work at, in those locations' wall-clock time. */
  readonly weeklyHours: WeeklySchedule;
}

/**
 * What locations offer and who performs it. Reads only; what does not exist is undefined, and a
 * failing store throws.
 */
export interface Catalogue {
  /** The location's services and its company's categories; empty for a location that offers nothing. */
  catalogueOf(locationId: LocationId): Promise<LocationCatalogue>;
  promotionByToken(token: string): Promise<SpecialDiscountPromotion | undefined>;
  professional(providerId: number): Promise<Professional | undefined>;
}
