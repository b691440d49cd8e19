import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date.plain';
import type { AvailabilityQueries, AvailabilityQuery } from '../../ports/client/availability-queries';
import type { ClientSideFailure } from '../shared/client-side-errors';

/** One day of the date step's strip, and whether any hour is free on it. */
export interface DateStepDay {
  readonly date: LocalDate;
  readonly available: boolean;
}

/** Which days from `from` to `to` have a free hour for the date step's services (booking-wizard §7 "Days in range", never cached). */
export function listDateStepDays(availability: AvailabilityQueries) {
  return (
    query: AvailabilityQuery,
    from: LocalDate,
    to: LocalDate,
  ): ResultAsync<readonly DateStepDay[], ClientSideFailure> =>
    availability.listAvailableDays({ ...query, startDate: from, endDate: to }).andThen((days) => {
      const read: DateStepDay[] = [];
      for (const day of days) {
        const date = parseLocalDate(day.date);
        if (date.isErr())
          return errAsync<readonly DateStepDay[], ClientSideFailure>({
            _tag: 'ApiMisbehaved',
            status: 200,
            message: `The API sent a day that is not one, ${day.date}.`,
          });
        read.push({ date: date.value, available: day.available });
      }
      return okAsync<readonly DateStepDay[], ClientSideFailure>(read);
    });
}
