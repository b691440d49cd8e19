import { addDays, daysBetween, type LocalDate } from '../calendar/local-date';
import type { Catalogue } from './catalogue';

/**
 * The catalogue with every date in it moved by `days` (negative: earlier): closed days, days off,
 * other hours, special discounts and promotions. The demo's files are written for one day and
 * seeded on another, as if written that day (docs/adr/0078); moving by whole weeks keeps each date
 * on its weekday, and so keeps hours that depend on the weekday valid.
 */
export function moveCatalogueDates(catalogue: Catalogue, days: number): Catalogue {
  const move = addDays;
  return {
    ...catalogue,
    locations: catalogue.locations.map((location) => ({
      ...location,
      closed_days: location.closed_days.map((date) => move(date, days)),
    })),
    services: catalogue.services.map((service) => ({
      ...service,
      special_discount:
        service.special_discount === null
          ? null
          : {
              ...service.special_discount,
              starts_on: move(service.special_discount.starts_on, days),
              ends_on: move(service.special_discount.ends_on, days),
            },
    })),
    professionals: catalogue.professionals.map((professional) => ({
      ...professional,
      works_at: professional.works_at.map((workplace) => ({
        ...workplace,
        days_off: workplace.days_off.map((date) => move(date, days)),
        other_hours: workplace.other_hours.map((other) => ({ ...other, date: move(other.date, days) })),
      })),
    })),
    promotions: catalogue.promotions.map((promotion) => ({
      ...promotion,
      starts_on: move(promotion.starts_on, days),
      ends_on: move(promotion.ends_on, days),
    })),
  };
}

/**
 * The days to move a file's dates written as seen from `writtenOn` to read as seen from `seenOn`,
 * in whole weeks (docs/adr/0078): to the latest day on `writtenOn`'s weekday not after `seenOn`.
 * Every date keeps its weekday, so hours bound to a weekday stay valid; dates land up to six days
 * earlier than counting from `seenOn` would put them, never later (a running promotion still runs).
 */
export function wholeWeeksToMove(writtenOn: LocalDate, seenOn: LocalDate): number {
  return Math.floor(daysBetween(writtenOn, seenOn) / 7) * 7;
}
