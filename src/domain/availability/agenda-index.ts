import { MINUTES_PER_DAY } from '../calendar/clock-time';
import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import { bookingWindow, type Agenda, type Booking, type BookingWindow } from './agenda';
import { MS_PER_DAY, MS_PER_MINUTE } from '../calendar/instant';
import type { ServiceChain } from './service-chain';
import { HeldBookings } from './held-bookings';
import { instantAtOrAfterWallClock, steadyOffsetMinutesOn, wallClockAtInstant } from './time-zone';
import { mergedMinutes, weekdayIntervals, type ProviderSchedule } from './working-hours';

// The engine's core: one query's view of an agenda, indexed lazily so that a query touches only
// the days and professionals it needs. Everything a query answers comes from two facts computed
// here, so that every call agrees with every other:
//
// - the hours a day offers: the slot grid (every `slotStepMinutes` from local midnight) keeping
//   only times that exist on the clock, start no sooner than now plus the notice, on a date no
//   later than the last bookable one;
// - a professional's free time on a day: the day's working intervals as instants, minus bookings.
//
// A slot fits a professional when it lies inside one stretch of free time. Times are plain
// millisecond numbers inside this file; the public calls brand them as Instants.

/** Sorted, disjoint [start, end) stretches flattened to [start, end, start, end, …], in instants. */
export type FreeTime = readonly number[];

const NO_TIME: FreeTime = [];

/** The hours a day offers, in order: their minutes since local midnight and their instants. */
export interface SlotStarts {
  readonly minutes: readonly number[];
  readonly instants: readonly number[];
}

const NO_STARTS: SlotStarts = { minutes: [], instants: [] };

interface ProviderView {
  readonly schedule: ProviderSchedule;
  /** Merged working minutes by ISO weekday (index 1–7), worked out on first use. */
  readonly weekdays: (readonly number[] | undefined)[];
  readonly exceptions: ReadonlyMap<LocalDate, readonly number[]> | null;
}

/**
 * `free` minus the held time `taken` ([start, end, start, end, …]), both sorted by start (the held
 * stretches may overlap each other).
 */
function subtractTaken(free: readonly number[], taken: readonly number[]): readonly number[] {
  if (taken.length === 0) return free;
  const result: number[] = [];
  for (let index = 0; index < free.length; index += 2) {
    let cursor = free[index] ?? 0;
    const end = free[index + 1] ?? 0;
    for (let at = 0; at < taken.length; at += 2) {
      const start = taken[at] ?? 0;
      if (start >= end) break;
      const until = taken[at + 1] ?? 0;
      if (until <= cursor) continue;
      if (start > cursor) result.push(cursor, start);
      cursor = Math.max(cursor, until);
      if (cursor >= end) break;
    }
    if (cursor < end) result.push(cursor, end);
  }
  return result;
}

// An agenda's bookings grouped by professional (HeldBookings), each group sorted by start, kept for
// as long as the list they were grouped from lives. The agenda cache (docs/adr/0071) hands the same
// list to every request until the bookings change, so a dense location's twenty thousand bookings of
// a fortnight are grouped once rather than by every request (the days call spent most of its time
// here). Lists are immutable values, so what is kept is what grouping them again would give. An
// agenda the cache keeps holds them grouped already (docs/adr/0138).
const groupedLists = new WeakMap<readonly Booking[], HeldBookings<Booking>>();

/** `bookings` grouped by professional, each professional's sorted by start. */
function heldByProvider(bookings: readonly Booking[] | HeldBookings<Booking>): HeldBookings<Booking> {
  if (bookings instanceof HeldBookings) return bookings;
  let grouped = groupedLists.get(bookings);
  if (grouped === undefined) {
    grouped = HeldBookings.grouped(bookings);
    groupedLists.set(bookings, grouped);
  }
  return grouped;
}

// The index and its days are classes rather than closures only so that a day costs no function
// objects: they are private memos of one query, never values handed out of the engine.

/** One query's lazily indexed view of an agenda. */
export class AgendaIndex {
  readonly agenda: Agenda;
  readonly window: BookingWindow;
  readonly firstDay: number;
  readonly lastDay: number;
  readonly earliestStart: number;
  readonly stepMinutes: number;
  readonly #schedules = new Map<ProviderId, ProviderView>();
  readonly #days = new Map<number, DayIndex>();
  #bookingsByProvider: HeldBookings<Booking> | null = null;

  constructor(agenda: Agenda) {
    this.agenda = agenda;
    this.window = bookingWindow(agenda);
    this.earliestStart = this.window.earliestStart;
    this.firstDay = dayNumber(this.window.today);
    this.lastDay = dayNumber(this.window.lastDate);
    this.stepMinutes = Math.max(1, Math.floor(agenda.slotStepMinutes));
    for (const schedule of agenda.providers) {
      let exceptions: Map<LocalDate, readonly number[]> | null = null;
      for (const exception of schedule.exceptions) {
        exceptions ??= new Map();
        exceptions.set(exception.date, mergedMinutes(exception.intervals));
      }
      this.#schedules.set(schedule.id, { schedule, weekdays: [], exceptions });
    }
  }

  /** The local day numbered `day` (days since 1970-01-01). */
  day(day: number): DayIndex {
    let indexed = this.#days.get(day);
    if (indexed === undefined) {
      indexed = new DayIndex(this, day);
      this.#days.set(day, indexed);
    }
    return indexed;
  }

  /** The professional's bookings, sorted by start (`heldByProvider`), made as objects at each call. */
  bookingsOf(providerId: ProviderId): readonly Booking[] {
    this.#bookingsByProvider ??= heldByProvider(this.agenda.bookings);
    return this.#bookingsByProvider.of(providerId);
  }

  /** The professional's held time, [start, end, start, end, …] sorted by start (`heldByProvider`). */
  timesOf(providerId: ProviderId): Float64Array {
    this.#bookingsByProvider ??= heldByProvider(this.agenda.bookings);
    return this.#bookingsByProvider.timesOf(providerId);
  }

  /** Merged working minutes of the professional on a date and its ISO weekday, or null for an unknown professional. */
  workingMinutes(providerId: ProviderId, date: LocalDate, weekday: number): readonly number[] | null {
    const view = this.#schedules.get(providerId);
    if (view === undefined) return null;
    const exception = view.exceptions?.get(date);
    if (exception !== undefined) return exception;
    let merged = view.weekdays[weekday];
    if (merged === undefined) {
      merged = mergedMinutes(weekdayIntervals(view.schedule.weekly, weekday));
      view.weekdays[weekday] = merged;
    }
    return merged;
  }
}

export function indexAgenda(agenda: Agenda): AgendaIndex {
  return new AgendaIndex(agenda);
}

/** One local day of an agenda index: its hours and each professional's free time, worked out on first use. */
export class DayIndex {
  readonly date: LocalDate;
  /** The instant of the day's first midnight and of the next one. */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly #index: AgendaIndex;
  readonly #day: number;
  readonly #weekday: number;
  /** The offset (ms) when it holds all day, so that wall-clock times become instants by subtraction. */
  readonly #steadyBase: number | null;
  #starts: SlotStarts | null = null;
  readonly #freeTimes = new Map<ProviderId, FreeTime>();

  constructor(index: AgendaIndex, day: number) {
    this.#index = index;
    this.#day = day;
    this.date = fromDayNumber(day);
    // isoWeekday(date), from the day number: parsing the date back is the costliest step of a day.
    this.#weekday = ((((day + 3) % 7) + 7) % 7) + 1;
    const steadyOffset = steadyOffsetMinutesOn(index.agenda.timeZone, day);
    this.#steadyBase = steadyOffset === null ? null : day * MS_PER_DAY - steadyOffset * MS_PER_MINUTE;
    this.startsAt = this.instantOf(0);
    this.endsAt = this.instantOf(MINUTES_PER_DAY);
  }

  /** The instant a wall-clock time of the day means (docs/adr/0013); 1440 is the next midnight. */
  instantOf(minutes: number): number {
    return this.#steadyBase === null
      ? instantAtOrAfterWallClock(this.#index.agenda.timeZone, this.#day * MS_PER_DAY + minutes * MS_PER_MINUTE)
      : this.#steadyBase + minutes * MS_PER_MINUTE;
  }

  /** The hours the day offers: on the grid, existing on the clock, and inside the booking window. */
  starts(): SlotStarts {
    this.#starts ??= this.#computeStarts();
    return this.#starts;
  }

  #computeStarts(): SlotStarts {
    const index = this.#index;
    const earliest = index.earliestStart;
    if (this.#day < index.firstDay || this.#day > index.lastDay || this.endsAt <= earliest) return NO_STARTS;
    const step = index.stepMinutes;
    const minutes: number[] = [];
    const instants: number[] = [];
    const base = this.#steadyBase;
    if (base !== null) {
      const first = earliest <= base ? 0 : Math.ceil((earliest - base) / MS_PER_MINUTE / step) * step;
      for (let minute = first; minute < MINUTES_PER_DAY; minute += step) {
        minutes.push(minute);
        instants.push(base + minute * MS_PER_MINUTE);
      }
      return { minutes, instants };
    }
    const zone = index.agenda.timeZone;
    for (let minute = 0; minute < MINUTES_PER_DAY; minute += step) {
      const wallClock = this.#day * MS_PER_DAY + minute * MS_PER_MINUTE;
      const instant = instantAtOrAfterWallClock(zone, wallClock);
      // A time skipped by the clocks going forward is no hour at all.
      if (wallClockAtInstant(zone, instant) !== wallClock || instant < earliest) continue;
      minutes.push(minute);
      instants.push(instant);
    }
    return { minutes, instants };
  }

  /** The professional's free time on the day: working intervals as instants, minus bookings. */
  freeTimeOf(providerId: ProviderId): FreeTime {
    let free = this.#freeTimes.get(providerId);
    if (free === undefined) {
      free = this.#computeFreeTime(providerId);
      this.#freeTimes.set(providerId, free);
    }
    return free;
  }

  #computeFreeTime(providerId: ProviderId): FreeTime {
    const working = this.#index.workingMinutes(providerId, this.date, this.#weekday);
    if (working === null || working.length === 0) return NO_TIME;
    const free: number[] = [];
    for (let at = 0; at < working.length; at += 2) {
      const start = this.instantOf(working[at] ?? 0);
      const end = this.instantOf(working[at + 1] ?? 0);
      if (start >= end) continue;
      const last = free.length - 1;
      // Distinct wall-clock intervals may meet at the jump of a skipped hour: join them.
      if (last > 0 && start <= (free[last] ?? 0)) free[last] = Math.max(free[last] ?? 0, end);
      else free.push(start, end);
    }
    if (free.length === 0) return NO_TIME;
    const from = free[0] ?? 0;
    const to = free[free.length - 1] ?? 0;
    // Sorted by start: the first that starts at or after the day's working time ends closes the search.
    const taken = this.#index.timesOf(providerId);
    const overlapping: number[] = [];
    for (let at = 0; at < taken.length; at += 2) {
      const start = taken[at] ?? 0;
      if (start >= to) break;
      const end = taken[at + 1] ?? 0;
      if (end > from) overlapping.push(start, end);
    }
    return subtractTaken(free, overlapping);
  }

  /** How many of the professional's bookings overlap the local day. */
  bookingCountOf(providerId: ProviderId): number {
    const taken = this.#index.timesOf(providerId);
    let count = 0;
    for (let at = 0; at < taken.length; at += 2) {
      if ((taken[at] ?? 0) >= this.endsAt) break;
      if ((taken[at + 1] ?? 0) > this.startsAt) count++;
    }
    return count;
  }
}

/** True when [start, end) lies inside one stretch of `free`. */
function fitsIn(free: FreeTime, start: number, end: number): boolean {
  let low = 0;
  let high = free.length / 2 - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((free[2 * middle] ?? 0) <= start) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found >= 0 && end <= (free[2 * found + 1] ?? 0);
}

/** Where each service of a chain starts after the chain's start, and how long it lasts, in ms. */
export interface ChainTiming {
  readonly offsets: readonly number[];
  readonly durations: readonly number[];
  readonly total: number;
}

export function chainTiming(chain: ServiceChain): ChainTiming {
  const offsets: number[] = [];
  const durations: number[] = [];
  let total = 0;
  for (const service of chain) {
    offsets.push(total);
    durations.push(service.durationMinutes * MS_PER_MINUTE);
    total += service.durationMinutes * MS_PER_MINUTE;
  }
  return { offsets, durations, total };
}

/** The position of the first of the sorted `values` at or after `value` (their length when none is). */
function firstAtOrAfter(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * True when some start of the day fits, for every service of the chain in turn, one of its
 * professionals. The search goes by stretches of free time rather than by starts: a start fits a
 * service in a stretch [from, to) when it is the first start from `from` on and the service ends by
 * `to`, so the first professional with such a stretch settles a one-service day.
 */
export function dayHasHour(day: DayIndex, chain: ServiceChain, timing: ChainTiming): boolean {
  const { instants } = day.starts();
  if (instants.length === 0) return false;
  const [first] = chain;
  const firstDuration = timing.durations[0] ?? 0;
  // Starts at which the first service has a professional; with one service, the first one found settles it.
  const startsForFirst = new Uint8Array(chain.length === 1 ? 0 : instants.length);
  for (const providerId of first.providerIds) {
    const free = day.freeTimeOf(providerId);
    for (let stretch = 0; stretch < free.length; stretch += 2) {
      const to = free[stretch + 1] ?? 0;
      for (let at = firstAtOrAfter(instants, free[stretch] ?? 0); at < instants.length; at++) {
        if ((instants[at] ?? 0) + firstDuration > to) break;
        if (chain.length === 1) return true;
        startsForFirst[at] = 1;
      }
    }
  }
  for (let at = 0; at < startsForFirst.length; at++) {
    if (startsForFirst[at] === 1 && chainFitsAt(day, chain, timing, instants[at] ?? 0)) return true;
  }
  return false;
}

/** True when each service of the chain, started in turn from `start`, has a professional free for it. */
function chainFitsAt(day: DayIndex, chain: ServiceChain, timing: ChainTiming, start: number): boolean {
  for (let position = 0; position < chain.length; position++) {
    const from = start + (timing.offsets[position] ?? 0);
    const to = from + (timing.durations[position] ?? 0);
    let found = false;
    for (const providerId of chain[position]?.providerIds ?? []) {
      if (fitsIn(day.freeTimeOf(providerId), from, to)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** The professionals of `providerIds` free for the whole of [from, to) on the day, in id order. */
export function providersFreeFor(
  day: DayIndex,
  providerIds: readonly ProviderId[],
  from: number,
  to: number,
): ProviderId[] {
  const free: ProviderId[] = [];
  for (const providerId of providerIds) {
    if (fitsIn(day.freeTimeOf(providerId), from, to)) free.push(providerId);
  }
  return free;
}

/**
 * The instant a chain asked for at `date` and `hour` would start, with its day, or null when that
 * start is not bookable: the time does not exist on the clock, or it is sooner than now plus the
 * notice, or the date lies past the last bookable one. The slot grid is not required here: it
 * decides which hours are offered, not whether a given time is free.
 */
export function bookableStart(
  index: AgendaIndex,
  date: LocalDate,
  minutes: number,
): { day: DayIndex; start: number } | null {
  const day = dayNumber(date);
  if (day < index.firstDay || day > index.lastDay) return null;
  const wallClock = day * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const start = instantAtOrAfterWallClock(index.agenda.timeZone, wallClock);
  if (wallClockAtInstant(index.agenda.timeZone, start) !== wallClock || start < index.window.earliestStart) return null;
  return { day: index.day(day), start };
}
