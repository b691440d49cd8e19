import { clockTimeFromMinutes, MINUTES_PER_DAY, minutesOfDay, type ClockTime } from '../calendar/clock-time.plain';
import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date.plain';
import { isFirstAvailable, type ProviderRef } from '../catalog/service.plain';
import {
  isChained,
  serviceOnTheDateStep,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from './reservation';

// Where services sit in time (booking-wizard §4, §7, §9). Times are counted in minutes on one
// running line across days, so a service that starts at 23:30 and lasts an hour honestly ends at
// 00:30 the next day instead of wrapping back before its own start.

/** A day and a time of day at the location. */
export interface DayAndHour {
  readonly day: LocalDate;
  readonly hour: ClockTime;
}

/** From `start` (included) to `end` (excluded), in minutes since 1970-01-01 00:00 local time. */
export interface TimeSpan {
  readonly start: number;
  readonly end: number;
}

/** The minute a day and hour stand for on the running line. */
export function momentOf(day: LocalDate, hour: ClockTime): number {
  return dayNumber(day) * MINUTES_PER_DAY + minutesOfDay(hour);
}

/** The day and hour of a minute on the running line. */
export function dayAndHourAt(moment: number): DayAndHour {
  return { day: fromDayNumber(Math.floor(moment / MINUTES_PER_DAY)), hour: clockTimeFromMinutes(moment) };
}

export function timeSpan(day: LocalDate, hour: ClockTime, durationMinutes: number): TimeSpan {
  const start = momentOf(day, hour);
  return { start, end: start + durationMinutes };
}

/** Hour end = start plus the duration in minutes (booking-wizard §9); past midnight it is the next day's. */
export function hourEnd(day: LocalDate, hour: ClockTime, durationMinutes: number): DayAndHour {
  return dayAndHourAt(momentOf(day, hour) + durationMinutes);
}

export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** When a service takes place, once both its day and hour are chosen. */
export function scheduledSpan(item: ServiceToReserve): TimeSpan | null {
  if (item.daySelected === null || item.hourSelected === null) return null;
  return timeSpan(item.daySelected, item.hourSelected, item.service.durationMinutes);
}

/**
 * A consecutive chain (consecutive mode or a bundle) starting at `day` and `hour`: the first service
 * starts then and each following one starts when the previous one ends, moving to the next day
 * when the chain runs past midnight.
 */
export function scheduleChain(
  services: readonly ServiceToReserve[],
  day: LocalDate,
  hour: ClockTime,
): readonly ServiceToReserve[] {
  let start = momentOf(day, hour);
  return services.map((item) => {
    const at = dayAndHourAt(start);
    start += item.service.durationMinutes;
    return { ...item, daySelected: at.day, hourSelected: at.hour };
  });
}

/** The services the date step is scheduling now: the whole chain, or the one service on the date step. */
export function servicesOnTheDateStep(state: ReservationState): readonly ServiceToReserve[] {
  if (isChained(state)) return state.servicesToReserve;
  const item = serviceOnTheDateStep(state);
  return item === undefined ? [] : [item];
}

/** A service chosen elsewhere in the reservation: when it is and with whom. */
export interface ChosenSlot {
  readonly internalId: InternalId;
  readonly provider: ProviderRef | null;
  readonly span: TimeSpan;
}

/**
 * The day and hour already chosen for every service the date step is not scheduling now; this is
 * also what the availability calls send as the already chosen start, end and provider (§7).
 */
export function slotsChosenElsewhere(state: ReservationState): readonly ChosenSlot[] {
  const beingScheduled = new Set(servicesOnTheDateStep(state).map((item) => item.internalId));
  return state.servicesToReserve.flatMap((item) => {
    const span = beingScheduled.has(item.internalId) ? null : scheduledSpan(item);
    return span === null ? [] : [{ internalId: item.internalId, provider: item.provider, span }];
  });
}

/** The span the services on the date step would fill if they started at `hour` on `day`. */
function spanStartingAt(state: ReservationState, day: LocalDate, hour: ClockTime): TimeSpan | null {
  const services = servicesOnTheDateStep(state);
  if (services.length === 0) return null;
  return timeSpan(
    day,
    hour,
    services.reduce((total, item) => total + item.service.durationMinutes, 0),
  );
}

/**
 * The offered hours that don't overlap another service already chosen (booking-wizard §4: in
 * separate mode, hours overlapping other services already chosen that day are hidden). The same
 * holds for the sessions of a package, which are also scheduled one by one: a client can't attend
 * two services at once whatever the mode. A chain is scheduled as a whole, so nothing else is
 * chosen beside it and every offered hour stays. Services are compared on the running line, so one
 * running past midnight also hides the early hours of the next day.
 */
export function hoursWithoutOverlap(
  state: ReservationState,
  day: LocalDate,
  offered: readonly ClockTime[],
): readonly ClockTime[] {
  const chosen = slotsChosenElsewhere(state);
  return offered.filter((hour) => {
    const candidate = spanStartingAt(state, day, hour);
    return candidate === null || chosen.every((slot) => !spansOverlap(slot.span, candidate));
  });
}

/**
 * The offered hours at which the professional of the service on the date step is not already taken
 * by another service of this reservation (booking-wizard §7: hours already chosen for a date and
 * provider pair are filtered out). "First provider available" is nobody in particular, so it never
 * takes an hour away.
 */
export function hoursFreeForProvider(
  state: ReservationState,
  day: LocalDate,
  offered: readonly ClockTime[],
): readonly ClockTime[] {
  const services = servicesOnTheDateStep(state);
  const chosen = slotsChosenElsewhere(state);
  return offered.filter((hour) => {
    let start = momentOf(day, hour);
    return services.every((item) => {
      const candidate = { start, end: start + item.service.durationMinutes };
      start = candidate.end;
      const provider = item.provider;
      if (provider === null || isFirstAvailable(provider)) return true;
      return chosen.every(
        (slot) => slot.provider === null || slot.provider.id !== provider.id || !spansOverlap(slot.span, candidate),
      );
    });
  });
}

/** The hours the date step shows for `day`: the offered hours with both filters applied. */
export function hoursToShow(
  state: ReservationState,
  day: LocalDate,
  offered: readonly ClockTime[],
): readonly ClockTime[] {
  return hoursFreeForProvider(state, day, hoursWithoutOverlap(state, day, offered));
}
