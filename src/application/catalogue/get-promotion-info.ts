import { ResultAsync } from 'neverthrow';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import { MS_PER_DAY, type Instant } from '#domain/calendar/instant';
import { fromDayNumber, type LocalDate } from '#domain/calendar/local-date';
import { promotionInfoOn } from '#domain/promotion/promotion-greeting';
import type { PromotionInfo } from '#domain/promotion/promotion-info';
import { found, promotionNotFound, type PromotionNotFound } from '../shared/not-found';
import type { Clock } from '../ports/shared/clock';
import type { PromotionGreetings } from '../ports/server/promotion-greetings';

/**
 * The earliest date it is at any of the company's locations: a promotion has expired only once its
 * end date has passed everywhere it can be used (docs/adr/0016). UTC for a company with no location.
 */
function earliestToday(timeZones: readonly string[], now: Instant): LocalDate {
  const dates = timeZones.flatMap((name) => {
    const zone = timeZone(name);
    return zone.isOk() ? [localDateAt(zone.value, now)] : [];
  });
  const utcToday = fromDayNumber(Math.floor(now / MS_PER_DAY));
  return dates.reduce((earliest, date) => (date < earliest ? date : earliest), dates[0] ?? utcToday);
}

/**
 * Who a landing link's promotion greets, why it was offered and until when (storefront §3
 * Promotion info, §7 GET charly_discount). An expired promotion still answers, as `expired`; an
 * unknown token is not found.
 */
export function getPromotionInfo(ports: { readonly promotionGreetings: PromotionGreetings; readonly clock: Clock }) {
  return (request: { readonly token: string }): ResultAsync<PromotionInfo, PromotionNotFound> =>
    ResultAsync.fromSafePromise(ports.promotionGreetings.greetingByToken(request.token))
      .andThen((greeting) => found(greeting, promotionNotFound))
      .map((greeting) => promotionInfoOn(greeting, earliestToday(greeting.timeZones, ports.clock.now())));
}

export type GetPromotionInfo = ReturnType<typeof getPromotionInfo>;
