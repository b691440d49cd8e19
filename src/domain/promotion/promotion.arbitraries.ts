import fc from 'fast-check';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, type LocalDate } from '../calendar/local-date';
import type { Service } from '../catalog/service';
import { anyService } from '../catalog/service.arbitraries';
import { PROMOTION_TYPES, type PromotionInfo } from './promotion-info';

export const anyPromotionInfo: fc.Arbitrary<PromotionInfo> = fc.record({
  fullName: fc.constantFrom('Ana Pérez', 'Bruno Díaz', 'Carla Soto', ''),
  promotionType: fc.constantFrom(...PROMOTION_TYPES),
  endDate: anyNearLocalDate,
});

/**
 * A day to book a service on: for a service under a special-discount promotion, a day from a few
 * days before the promotion starts to a few after it ends (promotions last up to 30 days), so
 * that both of its ends come up often; any day otherwise.
 */
export function anyDayAround(service: Service): fc.Arbitrary<LocalDate> {
  const start = service.charlyPromotionStartDate;
  if (start === null) return anyNearLocalDate;
  return fc.integer({ min: -3, max: 33 }).map((offset) => addDays(start, offset));
}

/** A service under a special-discount promotion, and a day around its promotion. */
export const anyPromotedServiceAndDay: fc.Arbitrary<{ readonly service: Service; readonly day: LocalDate }> = anyService({
  kind: 'service',
  specialDiscount: true,
}).chain((service) => anyDayAround(service).map((day) => ({ service, day })));
