import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date';
import type { Agenda } from './agenda';
import { chainTiming, dayHasHour, indexAgenda } from './agenda-index';
import type { ServiceChain } from './service-chain';

// The "next available day" of the date step (booking-wizard §2 'no hours' state, §7
// sooner_available_hours): the first date, from a given one (today when it is earlier), with an
// hour for the chain, searched up to the last bookable date.

/** The first date on or after `from` with an hour for the chain, or null when none is bookable. */
export function firstAvailableDate(agenda: Agenda, chain: ServiceChain, from?: LocalDate): LocalDate | null {
  const index = indexAgenda(agenda);
  const timing = chainTiming(chain);
  const start = Math.max(index.firstDay, from === undefined ? index.firstDay : dayNumber(from));
  for (let day = start; day <= index.lastDay; day++) {
    if (dayHasHour(index.day(day), chain, timing)) return fromDayNumber(day);
  }
  return null;
}
