import { errAsync, type ResultAsync } from 'neverthrow';
import { windowOnDate, type WindowOnDate } from '#domain/availability/agenda';
import { groupByPartOfDay, hourBlocks, type DayHours } from '#domain/availability/available-hours';
import { classBlocks, classWithMostSeats, seatsLeftAtHour } from '#domain/availability/class-capacity';
import type { TimeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { availabilityQueryRefused } from './availability-errors';
import {
  firstAvailableOn,
  prepareAvailability,
  scheduledClasses,
  type AvailabilityQuery,
  type AvailabilityQueryError,
  type LoadedAgenda,
  type PlacedServices,
} from './location-agenda';
import type { Agendas, LocationAgenda } from '../ports/server/agenda';
import type { Catalogue, LocationCatalogue } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';

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
  const firstAvailable = firstAvailableOn(loaded.agenda, date);
  return hourBlocks(loaded.agenda, placed.chain, date).flatMap((block) => {
    const bookings: OfferedBooking[] = [];
    for (const booking of block.bookings) {
      const providerId = firstAvailable(booking.providerIds);
      if (providerId === undefined) return [];
      bookings.push({ serviceId: booking.serviceId, start: booking.start, end: booking.end, providerId });
    }
    return [{ hour: block.hour, startBlock: block.startBlock, endBlock: block.endBlock, bookings, seatsLeft: null }];
  });
}

/** A day's hours, and the location's zone their instants are read in. */
export interface AvailableHours {
  readonly timeZone: TimeZone;
  readonly hours: DayHours<OfferedHour>;
}

/**
 * The free hours of one day for the cart, grouped into morning, afternoon and night
 * (booking-wizard §2 Date selection, §3 Day hours response, §7 "Hours for a day"; docs/adr/0013).
 */
export function listAvailableHours(ports: {
  readonly agendas: Agendas;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
}) {
  const prepare = prepareAvailability(ports);
  const answered = answeredHours();
  return (request: ListAvailableHoursRequest): ResultAsync<AvailableHours, AvailabilityQueryError> => {
    if (request.endDate !== null && request.endDate !== request.startDate) {
      return errAsync(availabilityQueryRefused({ field: 'end_date', reason: 'notStartDate' }));
    }
    return prepare(request, { firstDate: request.startDate, lastDate: request.startDate }).map(
      ({ loaded, catalogue, placed }) => {
        const window = windowOnDate(loaded.agenda, request.startDate);
        const work = (): AvailableHours => ({
          timeZone: loaded.zone,
          hours: groupByPartOfDay(offeredHours(loaded, placed, request.startDate)),
        });
        // Cut at now plus the notice, the day's hours change with every request: not kept.
        return window._tag === 'From' ? work() : answered(loaded.facts, catalogue, questionOf(request, window), work);
      },
    );
  };
}

/** Everything an hours answer depends on besides the agenda's and the catalogue's readings. */
function questionOf(request: ListAvailableHoursRequest, window: WindowOnDate): string {
  return JSON.stringify([
    request.startDate,
    window._tag,
    request.serviceIds,
    request.restrictTo,
    request.chosenProviders,
    request.bundled,
    request.bundleId,
    request.chosenTimes,
  ]);
}

/** How many answers are kept per reading of an agenda and a catalogue; the oldest dropped first. */
const ANSWERS_PER_READING = 128;

/**
 * Hours answers kept by the readings they were worked out from (docs/adr/0071). An answer is a
 * function of the agenda's and the catalogue's readings, the question and what of now the day
 * depends on (`windowOnDate`), so it is kept under those: under the readings by their identity,
 * which the agenda cache keeps until it hears a change, and which a store read afresh replaces
 * with every request. Dropping a reading drops its answers with it; nothing here is ever stale
 * longer than the reading is.
 */
function answeredHours() {
  const byReading = new WeakMap<LocationAgenda, WeakMap<LocationCatalogue, Map<string, AvailableHours>>>();
  return (
    facts: LocationAgenda,
    catalogue: LocationCatalogue,
    question: string,
    work: () => AvailableHours,
  ): AvailableHours => {
    let byCatalogue = byReading.get(facts);
    if (byCatalogue === undefined) {
      byCatalogue = new WeakMap();
      byReading.set(facts, byCatalogue);
    }
    let answers = byCatalogue.get(catalogue);
    if (answers === undefined) {
      answers = new Map();
      byCatalogue.set(catalogue, answers);
    }
    const kept = answers.get(question);
    if (kept !== undefined) return kept;
    const answer = work();
    answers.set(question, answer);
    for (const oldest of answers.keys()) {
      if (answers.size <= ANSWERS_PER_READING) break;
      answers.delete(oldest);
    }
    return answer;
  };
}

export type ListAvailableHours = ReturnType<typeof listAvailableHours>;
