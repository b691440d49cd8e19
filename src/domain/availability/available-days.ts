import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date';
import type { Agenda } from './agenda';
import { chainTiming, dayHasHour, indexAgenda } from './agenda-index';
import type { ServiceChain } from './service-chain';

// The strip of days on the date step (booking-wizard §2, §3 "Day", §7 available_days): for each
// date of a range, whether the chain can start at any hour of it. A day is available exactly when
// the hours call would return at least one hour for it; the search stops at the first such hour.

/** §3 Day. */
export interface Day {
  readonly date: LocalDate;
  readonly available: boolean;
}

/** Every date from `from` to `to`, both included, and whether it has an hour for the chain. */
export function availableDays(agenda: Agenda, chain: ServiceChain, from: LocalDate, to: LocalDate): readonly Day[] {
  const index = indexAgenda(agenda);
  const timing = chainTiming(chain);
  const days: Day[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const available = day >= index.firstDay && day <= index.lastDay && dayHasHour(index.day(day), chain, timing);
    days.push({ date: fromDayNumber(day), available });
  }
  return days;
}
