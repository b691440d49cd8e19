import { clockTimeFromMinutes, minutesOfDay, type ClockTime } from '../calendar/clock-time';
import { dayNumber, type LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda } from './agenda';
import { chainTiming, indexAgenda, type AgendaIndex, type ChainTiming, type DayIndex } from './agenda-index';
import { hasFewerBookings, type AssignedService } from './first-available-provider';
import type { Instant } from '../calendar/instant';
import type { ServiceChain } from './service-chain';

// The hours of one day (booking-wizard §2 Date selection, §3 "Hour block" and "Day hours
// response", §7 available_hours): every hour at which the whole chain can start, each with when
// every service in it would run and who is free to give it, grouped into morning, afternoon and
// night as the date step shows them (boundaries in docs/adr/0013).

/** One service of an hour block (§3 Hour block "bookings"): when it would run and who is free for it. */
export interface BlockBooking {
  readonly serviceId: ServiceId;
  readonly start: Instant;
  readonly end: Instant;
  /** The professionals allowed for the service who are free for all of it, in id order; never empty. */
  readonly providerIds: readonly ProviderId[];
}

/** An hour the client can pick (§3 Hour block). Instants are epoch milliseconds; adapters format them. */
export interface HourBlock {
  /** The local wall-clock start, HH:mm. */
  readonly hour: ClockTime;
  readonly startBlock: Instant;
  /** When the last service of the chain ends (hour end = start plus the durations, §9). */
  readonly endBlock: Instant;
  /** One per service of the chain, in order, each starting when the previous one ends. */
  readonly bookings: readonly BlockBooking[];
}

/** §3 "Day hours response". */
export interface DayHours<Block extends { readonly hour: ClockTime }> {
  readonly morningHours: readonly Block[];
  readonly afternoonHours: readonly Block[];
  readonly nightHours: readonly Block[];
}

export type PartOfDay = 'morning' | 'afternoon' | 'night';

/** Hours from 12:00 are afternoon hours; hours from 19:00 are night hours (docs/adr/0013). */
export const AFTERNOON_STARTS_AT = '12:00' as ClockTime;
export const NIGHT_STARTS_AT = '19:00' as ClockTime;

const afternoonStarts = minutesOfDay(AFTERNOON_STARTS_AT);
const nightStarts = minutesOfDay(NIGHT_STARTS_AT);

/** The group an hour is shown in, by its local wall-clock start. */
export function partOfDay(hour: ClockTime): PartOfDay {
  const minutes = minutesOfDay(hour);
  if (minutes < afternoonStarts) return 'morning';
  return minutes < nightStarts ? 'afternoon' : 'night';
}

/** Blocks in chronological order, split into the three groups (each keeps the order). */
export function groupByPartOfDay<Block extends { readonly hour: ClockTime }>(
  blocks: readonly Block[],
): DayHours<Block> {
  const morningHours: Block[] = [];
  const afternoonHours: Block[] = [];
  const nightHours: Block[] = [];
  for (const block of blocks) {
    const part = partOfDay(block.hour);
    if (part === 'morning') morningHours.push(block);
    else if (part === 'afternoon') afternoonHours.push(block);
    else nightHours.push(block);
  }
  return { morningHours, afternoonHours, nightHours };
}

/**
 * Calls `free(position, at, providerId)` for every professional allowed for the chain's service at
 * `position` who is free for all of it when the chain starts at the `at`-th of the day's starts:
 * each professional's free time walked once alongside the starts, both in order, professionals in
 * the service's order.
 */
function eachFreeAtStart(
  day: DayIndex,
  chain: ServiceChain,
  timing: ChainTiming,
  instants: readonly number[],
  free: (position: number, at: number, providerId: ProviderId) => void,
): void {
  chain.forEach((service, position) => {
    const offset = timing.offsets[position] ?? 0;
    const duration = timing.durations[position] ?? 0;
    for (const providerId of service.providerIds) {
      const time = day.freeTimeOf(providerId);
      let stretch = 0;
      for (let at = 0; at < instants.length && stretch < time.length; at++) {
        const from = (instants[at] ?? 0) + offset;
        const to = from + duration;
        while (stretch < time.length && (time[stretch + 1] ?? 0) < to) stretch += 2;
        if (stretch < time.length && (time[stretch] ?? 0) <= from) free(position, at, providerId);
      }
    }
  });
}

/** The hour blocks of `day` (a day number) from an index of the agenda, in chronological order. */
function hourBlocksOnDay(index: AgendaIndex, chain: ServiceChain, day: number): readonly HourBlock[] {
  const dayIndex = index.day(day);
  const { minutes, instants } = dayIndex.starts();
  if (instants.length === 0) return [];
  const timing = chainTiming(chain);

  // For each service, the professionals free at each start.
  const freeAtStart = chain.map(() => new Array<ProviderId[] | undefined>(instants.length));
  eachFreeAtStart(dayIndex, chain, timing, instants, (position, at, providerId) => {
    const free = freeAtStart[position] ?? [];
    const list = free[at];
    if (list === undefined) free[at] = [providerId];
    else list.push(providerId);
  });

  const blocks: HourBlock[] = [];
  for (let at = 0; at < instants.length; at++) {
    if (!freeAtStart.every((free) => free[at] !== undefined)) continue;
    const start = instants[at] ?? 0;
    blocks.push({
      hour: clockTimeFromMinutes(minutes[at] ?? 0),
      startBlock: start as Instant,
      endBlock: (start + timing.total) as Instant,
      bookings: chain.map((service, position) => {
        const from = start + (timing.offsets[position] ?? 0);
        return {
          serviceId: service.serviceId,
          start: from as Instant,
          end: (from + (timing.durations[position] ?? 0)) as Instant,
          providerIds: freeAtStart[position]?.[at] ?? [],
        };
      }),
    });
  }
  return blocks;
}

/** Makes an hour offered of its wall-clock start, its instants and the service booked at each position. */
export type OfferedHourOf<Hour> = (
  hour: ClockTime,
  startBlock: Instant,
  endBlock: Instant,
  bookings: readonly AssignedService[],
) => Hour;

/**
 * Every hour of `date` at which the chain can start, in chronological order, each service given the
 * professional a booking at that hour would get (`assignProviders`: of those free for it, the one
 * with the fewest bookings that day, the first on a tie; docs/adr/0013), each hour made by `hourOf`.
 * The hours of `hourBlocks` with `leastBookedProvider` applied to each service's professionals,
 * worked out in one walk: no list of everyone free is made, no block, no booking but the ones
 * offered, and a professional's bookings are counted once, not once an hour (docs/adr/0168).
 */
export function assignedHours<Hour>(
  agenda: Agenda,
  chain: ServiceChain,
  date: LocalDate,
  hourOf: OfferedHourOf<Hour>,
): readonly Hour[] {
  const dayIndex = indexAgenda(agenda).day(dayNumber(date));
  const { minutes, instants } = dayIndex.starts();
  if (instants.length === 0) return [];
  const timing = chainTiming(chain);
  const count = instants.length;

  // Who each service's booking gets at each start (position × start; -1 for nobody free), and
  // their bookings that day.
  const chosen = new Float64Array(chain.length * count).fill(-1);
  const chosenBookings = new Float64Array(chain.length * count);
  let counted = -1;
  let bookings = 0;
  eachFreeAtStart(dayIndex, chain, timing, instants, (position, at, providerId) => {
    // The calls come professional by professional: each counted once a service.
    if (providerId !== counted) {
      counted = providerId;
      bookings = dayIndex.bookingCountOf(providerId);
    }
    const slot = position * count + at;
    if (chosen[slot] === -1 || hasFewerBookings(bookings, chosenBookings[slot] ?? 0)) {
      chosen[slot] = providerId;
      chosenBookings[slot] = bookings;
    }
  });

  const hours: Hour[] = [];
  starts: for (let at = 0; at < count; at++) {
    for (let position = 0; position < chain.length; position++)
      if (chosen[position * count + at] === -1) continue starts;
    const start = instants[at] ?? 0;
    const assigned = new Array<AssignedService>(chain.length);
    for (let position = 0; position < chain.length; position++) {
      const from = start + (timing.offsets[position] ?? 0);
      assigned[position] = {
        serviceId: (chain[position] as ServiceChain[number]).serviceId,
        providerId: chosen[position * count + at] as ProviderId,
        start: from as Instant,
        end: (from + (timing.durations[position] ?? 0)) as Instant,
      };
    }
    hours.push(
      hourOf(clockTimeFromMinutes(minutes[at] ?? 0), start as Instant, (start + timing.total) as Instant, assigned),
    );
  }
  return hours;
}

/** Every hour of `date` at which the chain can start, in chronological order. */
export function hourBlocks(agenda: Agenda, chain: ServiceChain, date: LocalDate): readonly HourBlock[] {
  return hourBlocksOnDay(indexAgenda(agenda), chain, dayNumber(date));
}

/** The hours of `date` as the available-hours call returns them (§3 "Day hours response", §7). */
export function availableHours(agenda: Agenda, chain: ServiceChain, date: LocalDate): DayHours<HourBlock> {
  return groupByPartOfDay(hourBlocks(agenda, chain, date));
}
