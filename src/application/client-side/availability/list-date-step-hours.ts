import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseClockTime, type ClockTime } from '#domain/calendar/clock-time.plain';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ReservationState } from '#domain/reservation/reservation';
import { hoursToShow } from '#domain/reservation/scheduling';
import type { AvailabilityQueries, AvailabilityQuery, HourBlockView } from '../../ports/client/availability-queries';
import type { ClientSideFailure } from '../shared/client-side-errors';

/** The hours the date step offers for a day, by part of the day (booking-wizard §2, §3 Day hours response). */
export interface DateStepHours {
  readonly morning: readonly ClockTime[];
  readonly afternoon: readonly ClockTime[];
  readonly night: readonly ClockTime[];
  /** A class service's seats still free at each hour, as the API counts them (booking-wizard §1 class services). */
  readonly seatsLeft?: ReadonlyMap<ClockTime, number>;
}

export function hasNoHours(hours: DateStepHours): boolean {
  return hours.morning.length + hours.afternoon.length + hours.night.length === 0;
}

function clockTimes(blocks: readonly HourBlockView[]): readonly ClockTime[] | null {
  const times: ClockTime[] = [];
  for (const block of blocks) {
    const time = parseClockTime(block.hour);
    if (time.isErr()) return null;
    times.push(time.value);
  }
  return times;
}

function seatsOf(blocks: readonly HourBlockView[]): ReadonlyMap<ClockTime, number> {
  const seats = new Map<ClockTime, number>();
  for (const block of blocks) {
    const time = parseClockTime(block.hour);
    if (time.isOk() && block.seatsLeft !== undefined) seats.set(time.value, block.seatsLeft);
  }
  return seats;
}

/** The free hours of `day` for `query`, by part of the day, as the API offers them (booking-wizard §7 "Hours for a day"). */
export function listHoursOfDay(availability: AvailabilityQueries) {
  return (query: AvailabilityQuery, day: LocalDate): ResultAsync<DateStepHours, ClientSideFailure> =>
    availability.listAvailableHours({ ...query, date: day }).andThen((hours) => {
      const [morning, afternoon, night] = [
        clockTimes(hours.morningHours),
        clockTimes(hours.afternoonHours),
        clockTimes(hours.nightHours),
      ];
      if (morning == null || afternoon == null || night == null) {
        return errAsync<DateStepHours, ClientSideFailure>({
          _tag: 'ApiMisbehaved',
          status: 200,
          message: 'The API sent an hour that is not one.',
        });
      }
      const seatsLeft = seatsOf([...hours.morningHours, ...hours.afternoonHours, ...hours.nightHours]);
      return okAsync<DateStepHours, ClientSideFailure>({
        morning,
        afternoon,
        night,
        ...(seatsLeft.size > 0 ? { seatsLeft } : {}),
      });
    });
}

/**
 * The free hours of `day` for the date step's services, without the hours that would overlap a
 * service already chosen in this reservation or take its professional twice (booking-wizard §4, §7:
 * filtered client-side; scheduling.ts `hoursToShow`). The state is read when the answer arrives, so
 * a refetch filters by the choices made meanwhile.
 */
export function listDateStepHours(availability: AvailabilityQueries) {
  const hoursOf = listHoursOfDay(availability);
  return (
    query: AvailabilityQuery,
    day: LocalDate,
    state: () => ReservationState,
  ): ResultAsync<DateStepHours, ClientSideFailure> =>
    hoursOf(query, day).map((offered) => {
      const now = state();
      return {
        morning: hoursToShow(now, day, offered.morning),
        afternoon: hoursToShow(now, day, offered.afternoon),
        night: hoursToShow(now, day, offered.night),
        ...(offered.seatsLeft === undefined ? {} : { seatsLeft: offered.seatsLeft }),
      };
    });
}
