import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { bookingWindow } from '#domain/availability/agenda';
import { availableClassDays } from '#domain/availability/class-capacity';
import { firstAvailableDate } from '#domain/availability/first-available-date';
import type { ClockTime } from '#domain/calendar/clock-time';
import { daysBetween, type LocalDate } from '#domain/calendar/local-date';
import { availabilityQueryRefused } from './availability-errors';
import { offeredHours } from './list-available-hours';
import {
  prepareAvailability,
  scheduledClasses,
  type AvailabilityQuery,
  type AvailabilityQueryError,
  type PreparedAvailability,
} from './location-agenda';
import type { Agendas } from '../ports/server/agenda';
import type { Catalogue } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';

export interface FindSoonerAvailableHourRequest extends AvailabilityQuery {
  readonly startDate: LocalDate;
  /** The last day searched, included; null for the company's afterBooking limit. */
  readonly endDate: LocalDate | null;
}

/** The first free day and its first hour; both null when no day is free within the limit. */
export interface SoonerAvailable {
  readonly date: LocalDate | null;
  readonly hour: ClockTime | null;
}

const none: SoonerAvailable = { date: null, hour: null };

const earlier = (a: LocalDate, b: LocalDate) => (a <= b ? a : b);
const later = (a: LocalDate, b: LocalDate) => (a >= b ? a : b);

function soonest({ loaded, placed }: PreparedAvailability, from: LocalDate, to: LocalDate): SoonerAvailable {
  if (to < from) return none;
  let date: LocalDate | null;
  if (placed._tag === 'Chain') {
    const first = firstAvailableDate(loaded.agenda, placed.chain, from);
    date = first !== null && first <= to ? first : null;
  } else {
    const days = availableClassDays(loaded.agenda, placed.service, scheduledClasses(loaded, from, to), from, to);
    date = days.find((day) => day.available)?.date ?? null;
  }
  if (date === null) return none;
  const [hour] = offeredHours(loaded, placed, date);
  return hour === undefined ? none : { date, hour: hour.hour };
}

/**
 * The first day from start_date on, up to end_date or the afterBooking limit, with a free hour
 * for the cart, and that hour (booking-wizard §2 'no hours' state, §7 "First available date").
 * The search runs to its end in one call: this server never answers "still processing"
 * (docs/adr/0016). The agenda is read for the days the search may cover, once the limit is known.
 */
export function findSoonerAvailableHour(ports: {
  readonly agendas: Agendas;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
}) {
  const prepare = prepareAvailability(ports);
  return (request: FindSoonerAvailableHourRequest): ResultAsync<SoonerAvailable, AvailabilityQueryError> => {
    if (request.endDate !== null && daysBetween(request.startDate, request.endDate) < 0) {
      return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'beforeStartDate' }));
    }
    const firstWindow = { firstDate: request.startDate, lastDate: request.startDate };
    return prepare(request, firstWindow).andThen((prepared) => {
      const limits = bookingWindow(prepared.loaded.agenda);
      const from = later(request.startDate, limits.today);
      const to = request.endDate === null ? limits.lastDate : earlier(request.endDate, limits.lastDate);
      if (to < from) return okAsync<SoonerAvailable, AvailabilityQueryError>(none);
      const whole = { firstDate: from, lastDate: to };
      const covered = from >= firstWindow.firstDate && to <= firstWindow.lastDate;
      const searched = covered
        ? okAsync<PreparedAvailability, AvailabilityQueryError>(prepared)
        : prepare(request, whole);
      return searched.map((ready) => soonest(ready, from, to));
    });
  };
}

export type FindSoonerAvailableHour = ReturnType<typeof findSoonerAvailableHour>;
