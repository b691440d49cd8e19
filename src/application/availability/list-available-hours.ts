import { errAsync, type ResultAsync } from 'neverthrow';
import { windowOnDate, type WindowOnDate } from '#domain/availability/agenda';
import { assignedHours, groupByPartOfDay, type DayHours } from '#domain/availability/available-hours';
import { classBlocks, classWithMostSeats, seatsLeftAtHour } from '#domain/availability/class-capacity';
import type { TimeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { availabilityQueryRefused } from './availability-errors';
import {
  prepareAvailability,
  scheduledClasses,
  type AvailabilityPorts,
  type AvailabilityQuery,
  type AvailabilityQueryError,
  type LoadedAgenda,
  type PlacedServices,
} from './location-agenda';
import { asTheyAre, keptAnswers, questionKey, type KeptAnswers, type Presented } from './kept-answers';
import { mapSync } from '../shared/one-step';

export interface ListAvailableHoursRequest extends AvailabilityQuery {
  readonly startDate: LocalDate;
  /** When sent, must equal startDate: the hours of one day are asked at a time (ADR 0014). */
  readonly endDate: LocalDate | null;
}

/** One service of an hour offered: when it would run and who would give it (booking-wizard §3 Hour block). */
export interface OfferedBooking {
  readonly serviceId: ServiceId;
  readonly start: Instant;
  readonly end: Instant;
  /**
   * The professional the booking gets: the chosen one, or who "first provider available" becomes
   * (docs/adr/0013); for a class, the class with the most seats left (docs/adr/0016).
   */
  readonly providerId: ProviderId;
}

/** An hour the services can start at (booking-wizard §3 Hour block), instants in epoch milliseconds. */
export interface OfferedHour {
  readonly hour: ClockTime;
  readonly startBlock: Instant;
  readonly endBlock: Instant;
  readonly bookings: readonly OfferedBooking[];
  /** A class service's seats still free at this hour (booking-wizard §1 class services); null for any other service. */
  readonly seatsLeft: number | null;
}

/** The hours of `date` for what the query places, in chronological order. */
export function offeredHours(loaded: LoadedAgenda, placed: PlacedServices, date: LocalDate): readonly OfferedHour[] {
  if (placed._tag === 'ClassService') {
    return classBlocks(loaded.agenda, placed.service, scheduledClasses(loaded, date, date), date).flatMap((block) => {
      const seats = classWithMostSeats(block.classes);
      if (seats === undefined) return [];
      const booking = {
        serviceId: placed.service.serviceId,
        start: block.startBlock,
        end: block.endBlock,
        providerId: seats.providerId,
      };
      return [
        {
          hour: block.hour,
          startBlock: block.startBlock,
          endBlock: block.endBlock,
          bookings: [booking],
          seatsLeft: seatsLeftAtHour(block),
        },
      ];
    });
  }
  // Each service given whom a booking would get, in the engine's one walk: a miss of the hours'
  // memo works out hundreds of these (docs/adr/0168).
  return assignedHours(loaded.agenda, placed.chain, date, (hour, startBlock, endBlock, bookings) => ({
    hour,
    startBlock,
    endBlock,
    bookings,
    seatsLeft: null,
  }));
}

/** A day's hours, and the location's zone their instants are read in. */
export interface AvailableHours {
  readonly timeZone: TimeZone;
  readonly hours: DayHours<OfferedHour>;
}

/**
 * The free hours of one day for the cart, grouped into morning, afternoon and night
 * (booking-wizard §2 Date selection, §3 Day hours response, §7 "Hours for a day"; docs/adr/0013),
 * as `answers` presents and keeps them (kept-answers.ts).
 */
export function listAvailableHours(ports: AvailabilityPorts): ListAvailableHours;
export function listAvailableHours<P>(ports: AvailabilityPorts, answers: HoursAnswers<P>): ListAvailableHours<P>;
export function listAvailableHours<P>(
  ports: AvailabilityPorts,
  answers: HoursAnswers<P> | HoursAnswers = hoursAnswers(),
): ListAvailableHours<P | AvailableHours> {
  const prepare = prepareAvailability(ports);
  return (request) => {
    if (request.endDate !== null && request.endDate !== request.startDate) {
      return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'notStartDate' }));
    }
    return mapSync(
      prepare(request, { firstDate: request.startDate, lastDate: request.startDate }),
      ({ loaded, catalogue, placed }) => {
        const window = windowOnDate(loaded.agenda, request.startDate);
        // Cut at now plus the notice, the day's hours change with every request: not kept.
        const question = window._tag === 'From' ? null : questionOf(request, window);
        return answers.answered(loaded.facts, catalogue, question, () => ({
          timeZone: loaded.zone,
          hours: groupByPartOfDay(offeredHours(loaded, placed, request.startDate)),
        }));
      },
    );
  };
}

/** Everything an hours answer depends on besides the agenda's and the catalogue's readings. */
function questionOf(request: ListAvailableHoursRequest, window: WindowOnDate): string {
  return questionKey(request, [request.startDate, window._tag]);
}

/** 16 MiB: the hours answers' share of a process's 450 MB (docs/adr/0135). */
export const DEFAULT_HOURS_BUDGET_BYTES = 16 * 1024 * 1024;

// Bytes an answer kept as it is holds, estimated (docs/adr/0135): each hour and each booking offered
// in it. Measured with tools/bench-http/weigh-hours-answers (docs/adr/0157): with what the HTTP
// adapter once kept beside it, 27.1 kB for 30 hours of one booking, 35.4 with two, 52.5 for 60 hours
// of one, which these estimate at 27.9, 39.4 and 54.8; the answer alone weighs a third of that. The
// HTTP adapter keeps its answers as the bytes it sends instead, weighed as they are (docs/adr/0165).
const ANSWER_BASE_BYTES = 1_024;
const BYTES_PER_OFFERED_HOUR = 512;
const BYTES_PER_OFFERED_BOOKING = 384;

/** The estimated bytes an hours answer kept as it is holds in memory. */
export function hoursAnswerWeight(answer: AvailableHours): number {
  const { morningHours, afternoonHours, nightHours } = answer.hours;
  let weight = ANSWER_BASE_BYTES;
  for (const hours of [morningHours, afternoonHours, nightHours])
    for (const hour of hours) weight += BYTES_PER_OFFERED_HOUR + hour.bookings.length * BYTES_PER_OFFERED_BOOKING;
  return weight;
}

/** Hours answers kept, as `P`, by the readings they were worked out from (kept-answers.ts). */
export type HoursAnswers<P = AvailableHours> = KeptAnswers<AvailableHours, P>;

/** The hours answers kept within `budgetBytes`: as they are, or as `presented` makes and weighs them (docs/adr/0135, 0165). */
export function hoursAnswers(budgetBytes?: number): HoursAnswers;
export function hoursAnswers<P>(budgetBytes: number, presented: Presented<AvailableHours, P>): HoursAnswers<P>;
export function hoursAnswers<P>(
  budgetBytes: number = DEFAULT_HOURS_BUDGET_BYTES,
  presented?: Presented<AvailableHours, P>,
): HoursAnswers<P> | HoursAnswers {
  return presented === undefined
    ? keptAnswers(budgetBytes, asTheyAre(hoursAnswerWeight))
    : keptAnswers(budgetBytes, presented);
}

export type ListAvailableHours<P = AvailableHours> = (
  request: ListAvailableHoursRequest,
) => ResultAsync<P, AvailabilityQueryError>;
