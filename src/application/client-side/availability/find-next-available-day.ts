import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date.plain';
import type { AvailabilityQueries, AvailabilityQuery } from '../../ports/client/availability-queries';
import type { Pause } from '../../ports/client/pause';
import type { ClientSideFailure } from '../shared/client-side-errors';
import { soonerAvailableHour } from './find-first-available-hour';

/**
 * The first day from `from` on with a free hour for the date step's services: the no-hours state's
 * "next available day" (booking-wizard §2); null when there is none within the company's limit.
 */
export function findNextAvailableDay(ports: { readonly availability: AvailabilityQueries; readonly pause: Pause }) {
  const sooner = soonerAvailableHour(ports);
  return (query: AvailabilityQuery, from: LocalDate): ResultAsync<LocalDate | null, ClientSideFailure> =>
    sooner({ ...query, startDate: from }).andThen((found) => {
      if (found.date === null) return okAsync<LocalDate | null, ClientSideFailure>(null);
      const date = parseLocalDate(found.date);
      return date.isOk()
        ? okAsync<LocalDate | null, ClientSideFailure>(date.value)
        : errAsync<LocalDate | null, ClientSideFailure>({
            _tag: 'ApiMisbehaved',
            status: 200,
            message: `The API sent a day that is not one, ${found.date}.`,
          });
    });
}
