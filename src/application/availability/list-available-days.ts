import { errAsync, type ResultAsync } from 'neverthrow';
import { windowOnDates, type WindowOnDates } from '#domain/availability/agenda';
import { availableDays, type Day } from '#domain/availability/available-days';
import { availableClassDays } from '#domain/availability/class-capacity';
import { daysBetween, type LocalDate } from '#domain/calendar/local-date';
import { availabilityQueryRefused, MAX_DAYS_AFTER_START } from './availability-errors';
import { asTheyAre, keptAnswers, questionKey, type KeptAnswers, type Presented } from './kept-answers';
import { mapSync } from '../shared/one-step';
import { DEFAULT_HOURS_BUDGET_BYTES } from './list-available-hours';
import {
  prepareAvailability,
  scheduledClasses,
  type AvailabilityPorts,
  type AvailabilityQuery,
  type AvailabilityQueryError,
  type PreparedAvailability,
} from './location-agenda';

export interface ListAvailableDaysRequest extends AvailabilityQuery {
  readonly startDate: LocalDate;
  /** Included; not before startDate, at most MAX_DAYS_AFTER_START days after it. */
  readonly endDate: LocalDate;
}

/** Whether the query's services can start at an hour of each date from `from` to `to`. */
function daysOf({ loaded, placed }: PreparedAvailability, from: LocalDate, to: LocalDate): readonly Day[] {
  return placed._tag === 'Chain'
    ? availableDays(loaded.agenda, placed.chain, from, to)
    : availableClassDays(loaded.agenda, placed.service, scheduledClasses(loaded, from, to), from, to);
}

/**
 * The date step's strip of days (booking-wizard §2 Date selection, §3 Day, §7 "Days in range"):
 * every date from start to end, both included, and whether the services can start at an hour of
 * it. Days before today and after the afterBooking limit are unavailable (docs/adr/0013). An answer
 * is kept by the readings it was worked out from (kept-answers.ts, docs/adr/0147): the dates cut at
 * now plus the notice are worked out afresh each time, and what they answer is part of the question.
 * An answer is handed out as `answers` presents it.
 */
export function listAvailableDays(ports: AvailabilityPorts): ListAvailableDays;
export function listAvailableDays<P>(ports: AvailabilityPorts, answers: DaysAnswers<P>): ListAvailableDays<P>;
export function listAvailableDays<P>(
  ports: AvailabilityPorts,
  answers: DaysAnswers<P> | DaysAnswers = daysAnswers(),
): ListAvailableDays<P | readonly Day[]> {
  const prepare = prepareAvailability(ports);
  return (request) => {
    const span = daysBetween(request.startDate, request.endDate);
    if (span < 0) return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'beforeStartDate' }));
    if (span > MAX_DAYS_AFTER_START)
      return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'rangeTooLong' }));
    return mapSync(prepare(request, { firstDate: request.startDate, lastDate: request.endDate }), (prepared) => {
      const windows = windowOnDates(prepared.loaded.agenda, request.startDate, request.endDate);
      const cut = windows.cutDates.map((date) => daysOf(prepared, date, date)[0]?.available === true);
      return answers.answered(prepared.loaded.facts, prepared.catalogue, questionOf(request, windows, cut), () =>
        daysOf(prepared, request.startDate, request.endDate),
      );
    });
  };
}

/** Everything a days answer depends on besides the readings: the query, and what of now it reads. */
function questionOf(request: ListAvailableDaysRequest, windows: WindowOnDates, cut: readonly boolean[]): string {
  return questionKey(request, [
    request.startDate,
    request.endDate,
    windows.today,
    windows.lastDate,
    windows.cutDates,
    cut,
  ]);
}

/**
 * A quarter of the hours answers' budget besides it (RESERVA_HOURS_CACHE_MB's), 4 MiB by default: some
 * 900 strips of fourteen days, within a process's 450 MB (docs/adr/0135, 0147).
 */
export const DAYS_SHARE_OF_HOURS_BUDGET = 1 / 4;
export const DEFAULT_DAYS_BUDGET_BYTES = DEFAULT_HOURS_BUDGET_BYTES * DAYS_SHARE_OF_HOURS_BUDGET;

// Bytes a days answer kept as it is holds, estimated (docs/adr/0147): each day's object. The HTTP
// adapter keeps its answers as the bytes it sends instead, weighed as they are (docs/adr/0165).
const DAYS_ANSWER_BASE_BYTES = 1_024;
const BYTES_PER_DAY = 256;

/** The estimated bytes a days answer kept as it is holds in memory. */
export function daysAnswerWeight(answer: readonly Day[]): number {
  return DAYS_ANSWER_BASE_BYTES + answer.length * BYTES_PER_DAY;
}

/** Days answers kept, as `P`, by the readings they were worked out from (kept-answers.ts). */
export type DaysAnswers<P = readonly Day[]> = KeptAnswers<readonly Day[], P>;

/** The days answers kept within `budgetBytes`: as they are, or as `presented` makes and weighs them. */
export function daysAnswers(budgetBytes?: number): DaysAnswers;
export function daysAnswers<P>(budgetBytes: number, presented: Presented<readonly Day[], P>): DaysAnswers<P>;
export function daysAnswers<P>(
  budgetBytes: number = DEFAULT_DAYS_BUDGET_BYTES,
  presented?: Presented<readonly Day[], P>,
): DaysAnswers<P> | DaysAnswers {
  return presented === undefined
    ? keptAnswers(budgetBytes, asTheyAre(daysAnswerWeight))
    : keptAnswers(budgetBytes, presented);
}

export type ListAvailableDays<P = readonly Day[]> = (
  request: ListAvailableDaysRequest,
) => ResultAsync<P, AvailabilityQueryError>;
