import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { ClockTime, clockTimeFromMinutes, minutesOfDay } from '../calendar/clock-time';
import { dayNumber, fromDayNumber, LocalDate } from '../calendar/local-date';
import { ProviderId, ServiceId } from '../catalog/service';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { keepsClassOut, type Agenda } from './agenda';
import { bookableStart, indexAgenda, type AgendaIndex } from './agenda-index';
import { groupByPartOfDay, type DayHours } from './available-hours';
import type { Day } from './available-days';
import { MS_PER_MINUTE, type Instant } from '../calendar/instant';
import type { ChainService } from './service-chain';

// Class services (booking-wizard §1, §3 classService): a class is held at fixed times, each with a
// number of seats, and can be booked while seats remain. Class times are set by the company, so
// they are not cut out of a professional's working hours; they obey the same limits as any hour
// (a time that exists on the clock, now plus the notice, the last bookable date). A professional
// is never in two places: a class whose time overlaps any other time of its professional — a
// booking of their own, another class's seats — is not offered; only the seats of one class share
// their time (docs/adr/0089).

/** One class time: which service, who gives it, when (local wall-clock) and how many seats are taken of how many. */
export const ScheduledClass = Schema.Struct({
  serviceId: ServiceId,
  providerId: ProviderId.check(Schema.isGreaterThan(0)),
  date: LocalDate,
  start: ClockTime,
  capacity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  seatsTaken: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type ScheduledClass = typeof ScheduledClass.Type;

export const parseScheduledClass: (input: unknown) => Result<ScheduledClass, SchemaViolation> =
  decodeWith(ScheduledClass);

export function seatsLeft(scheduled: ScheduledClass): number {
  return Math.max(0, scheduled.capacity - scheduled.seatsTaken);
}

/** A class at an hour with its professional and free seats. */
export interface ClassSeats {
  readonly providerId: ProviderId;
  readonly seatsLeft: number;
}

/** An hour with classes that still have seats (the class counterpart of an hour block). */
export interface ClassBlock {
  readonly hour: ClockTime;
  readonly startBlock: Instant;
  readonly endBlock: Instant;
  /** In professional id order; never empty. */
  readonly classes: readonly ClassSeats[];
}

/**
 * The professional a class's seat goes to when several give it at the same time: the class with
 * the most seats left, the lowest id on a tie (docs/adr/0016), which fills classes evenly.
 */
export function classWithMostSeats(classes: readonly ClassSeats[]): ClassSeats | undefined {
  let chosen: ClassSeats | undefined;
  for (const seats of classes) {
    if (chosen === undefined || seats.seatsLeft > chosen.seatsLeft) chosen = seats;
  }
  return chosen;
}

/** The seats a client can still book at a class hour: the free seats of every class held then. */
export function seatsLeftAtHour(block: ClassBlock): number {
  return block.classes.reduce((total, seats) => total + seats.seatsLeft, 0);
}

function classBlocksOn(
  index: AgendaIndex,
  service: ChainService,
  classes: readonly ScheduledClass[],
  date: LocalDate,
): readonly ClassBlock[] {
  const byMinute = new Map<number, ScheduledClass[]>();
  for (const scheduled of classes) {
    if (
      scheduled.date !== date ||
      scheduled.serviceId !== service.serviceId ||
      !service.providerIds.includes(scheduled.providerId) ||
      seatsLeft(scheduled) === 0
    ) {
      continue;
    }
    const minute = minutesOfDay(scheduled.start);
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), scheduled]);
  }
  const blocks: ClassBlock[] = [];
  for (const [minute, scheduledThen] of [...byMinute.entries()].sort(([a], [b]) => a - b)) {
    const start = bookableStart(index, date, minute);
    if (start === null) continue;
    const startBlock = start.start as Instant;
    const endBlock = (start.start + service.durationMinutes * MS_PER_MINUTE) as Instant;
    const held = scheduledThen.filter(
      (scheduled) =>
        !index
          .bookingsOf(scheduled.providerId)
          .some((booking) => keepsClassOut(booking, scheduled.serviceId, startBlock, endBlock)),
    );
    if (held.length === 0) continue;
    blocks.push({
      hour: clockTimeFromMinutes(minute),
      startBlock,
      endBlock,
      classes: [...held]
        .sort((a, b) => a.providerId - b.providerId)
        .map((scheduled) => ({ providerId: scheduled.providerId, seatsLeft: seatsLeft(scheduled) })),
    });
  }
  return blocks;
}

/** The hours of `date` with a class of `service` that still has seats, in chronological order. */
export function classBlocks(
  agenda: Agenda,
  service: ChainService,
  classes: readonly ScheduledClass[],
  date: LocalDate,
): readonly ClassBlock[] {
  return classBlocksOn(indexAgenda(agenda), service, classes, date);
}

/** The class hours of `date` grouped as the date step shows them. */
export function availableClassHours(
  agenda: Agenda,
  service: ChainService,
  classes: readonly ScheduledClass[],
  date: LocalDate,
): DayHours<ClassBlock> {
  return groupByPartOfDay(classBlocks(agenda, service, classes, date));
}

/** Every date from `from` to `to`, both included, and whether a class of `service` on it has seats. */
export function availableClassDays(
  agenda: Agenda,
  service: ChainService,
  classes: readonly ScheduledClass[],
  from: LocalDate,
  to: LocalDate,
): readonly Day[] {
  const index = indexAgenda(agenda);
  const days: Day[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = fromDayNumber(day);
    days.push({ date, available: classBlocksOn(index, service, classes, date).length > 0 });
  }
  return days;
}
