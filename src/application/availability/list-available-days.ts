import { errAsync, type ResultAsync } from 'neverthrow';
import { availableDays, type Day } from '#domain/availability/available-days';
import { availableClassDays } from '#domain/availability/class-capacity';
import { daysBetween, type LocalDate } from '#domain/calendar/local-date';
import { availabilityQueryRefused, MAX_DAYS_AFTER_START } from './availability-errors';
import {
  prepareAvailability,
  scheduledClasses,
  type AvailabilityQuery,
  type AvailabilityQueryError,
} from './location-agenda';
import type { Agendas } from '../ports/server/agenda';
import type { Catalogue } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';

export interface ListAvailableDaysRequest extends AvailabilityQuery {
  readonly startDate: LocalDate;
  /** Included; not before startDate, at most MAX_DAYS_AFTER_START days after it. */
  readonly endDate: LocalDate;
}

/**
 * The date step's strip of days (booking-wizard §2 Date selection, §3 Day, §7 "Days in range"):
 * every date from start to end, both included, and whether the services can start at an hour of
 * it. Days before today and after the afterBooking limit are unavailable (docs/adr/0013).
 */
export function listAvailableDays(ports: {
  readonly agendas: Agendas;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
}) {
  const prepare = prepareAvailability(ports);
  return (request: ListAvailableDaysRequest): ResultAsync<readonly Day[], AvailabilityQueryError> => {
    const span = daysBetween(request.startDate, request.endDate);
    if (span < 0) return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'beforeStartDate' }));
    if (span > MAX_DAYS_AFTER_START)
      return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'rangeTooLong' }));
    return prepare(request, { firstDate: request.startDate, lastDate: request.endDate }).map(({ loaded, placed }) =>
      placed._tag === 'Chain'
        ? availableDays(loaded.agenda, placed.chain, request.startDate, request.endDate)
        : availableClassDays(
            loaded.agenda,
            placed.service,
            scheduledClasses(loaded, request.startDate, request.endDate),
            request.startDate,
            request.endDate,
          ),
    );
  };
}

export type ListAvailableDays = ReturnType<typeof listAvailableDays>;
