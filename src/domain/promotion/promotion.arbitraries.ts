import fc from 'fast-check';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import type { LocalDate } from '../calendar/local-date';
import type { Service } from '../catalog/service';
import { anyDayAround, anyService } from '../catalog/service.arbitraries';
import { PROMOTION_TYPES, type PromotionInfo } from './promotion-info';

export const anyPromotionInfo: fc.Arbitrary<PromotionInfo> = fc.record({
  fullName: fc.constantFrom('Ana Pérez', 'Bruno Díaz', 'Carla Soto', ''),
  promotionType: fc.constantFrom(...PROMOTION_TYPES),
  endDate: anyNearLocalDate,
});

/** A service under a special-discount promotion, and a day around its promotion. */
export const anyPromotedServiceAndDay: fc.Arbitrary<{ readonly service: Service; readonly day: LocalDate }> =
  anyService({
    kind: 'service',
    specialDiscount: true,
  }).chain((service) => anyDayAround(service).map((day) => ({ service, day })));
