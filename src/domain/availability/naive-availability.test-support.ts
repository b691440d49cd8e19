import type { Agenda } from './agenda';
import type { ChainService } from './service-chain';
import { heldList } from './held-bookings';

// A deliberately naive availability engine, used only by the tests as a reference: slow, and
// written so that it is obviously right rather than fast. It shares no code with the engine.
//
// - Time zones by brute force: it asks Intl what the clocks read at every minute from 16 hours
//   before the date (UTC) to 40 hours after, and finds a wall-clock time by scanning those
//   readings. A time "exists" when some minute reads it; it means the first minute that reads it
//   or a later time.
// - Working hours minute by minute: a service is inside working hours when every minute it lasts
//   lies inside one of the day's intervals (each interval's ends found by the scan above).
// - Bookings by the overlap test on their ends.
//
// It reads the same plain input as the engine and returns plain numbers and strings.

const MINUTE = 60_000;
const readingsCache = new Map<string, { readonly firstMinute: number; readonly readings: readonly string[] }>();
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    // Swedish writes a date and time as ISO does: 2026-04-04 23:30.
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** What the clocks of `zone` read at `instant`, as 'YYYY-MM-DD HH:mm'. */
export function naiveReading(zone: string, instant: number): string {
  return formatterFor(zone).format(instant);
}

function utcMidnight(date: string): number {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The readings of every minute around `date`. */
function readingsAround(zone: string, date: string) {
  const key = `${zone} ${date}`;
  let cached = readingsCache.get(key);
  if (cached === undefined) {
    const firstMinute = utcMidnight(date) - 16 * 60 * MINUTE;
    const readings = Array.from({ length: 56 * 60 }, (_, minute) => naiveReading(zone, firstMinute + minute * MINUTE));
    cached = { firstMinute, readings };
    readingsCache.set(key, cached);
  }
  return cached;
}

function wallClockText(date: string, minutes: number): string {
  const day = minutes >= 1440 ? dateOf(utcMidnight(date) + 86_400_000) : date;
  const within = minutes % 1440;
  return `${day} ${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

/** The first minute whose reading is `minutes` into `date` or later. */
export function naiveInstantAtOrAfter(zone: string, date: string, minutes: number): number {
  const { firstMinute, readings } = readingsAround(zone, date);
  const target = wallClockText(date, minutes);
  const found = readings.findIndex((reading) => reading >= target);
  if (found < 0) throw new Error(`no reading of ${target} around ${date} in ${zone}`);
  return firstMinute + found * MINUTE;
}

/** The first minute that reads exactly `minutes` into `date`, or null when no minute does. */
export function naiveInstantReading(zone: string, date: string, minutes: number): number | null {
  const { firstMinute, readings } = readingsAround(zone, date);
  const found = readings.indexOf(wallClockText(date, minutes));
  return found < 0 ? null : firstMinute + found * MINUTE;
}

function isoWeekdayOf(date: string): number {
  return ((new Date(utcMidnight(date)).getUTCDay() + 6) % 7) + 1;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The professional's working intervals on `date` as instants [start, end), unmerged. */
export function naiveWorkingInstants(
  agenda: Agenda,
  providerId: number,
  date: string,
): readonly (readonly [number, number])[] {
  const schedule = agenda.providers.find((provider) => provider.id === providerId);
  if (schedule === undefined) return [];
  const exception = schedule.exceptions.find((candidate) => candidate.date === date);
  const weekly: Readonly<Record<string, readonly (readonly [string, string])[] | undefined>> = schedule.weekly;
  const intervals = exception?.intervals ?? weekly[String(isoWeekdayOf(date))] ?? [];
  const zone = agenda.timeZone.name;
  return intervals.map(
    ([start, end]) =>
      [naiveInstantAtOrAfter(zone, date, minutesOf(start)), naiveInstantAtOrAfter(zone, date, minutesOf(end))] as const,
  );
}

/** True when every minute of [start, end) lies inside one of the intervals. */
export function naiveInsideEveryMinute(
  intervals: readonly (readonly [number, number])[],
  start: number,
  end: number,
): boolean {
  for (let minute = start; minute < end; minute += MINUTE) {
    if (!intervals.some(([from, to]) => from <= minute && minute < to)) return false;
  }
  return true;
}

/** True when a booking of the professional overlaps [start, end). */
export function naiveIsBooked(agenda: Agenda, providerId: number, start: number, end: number): boolean {
  return heldList(agenda.bookings).some(
    (booking) => booking.providerId === providerId && booking.start < end && start < booking.end,
  );
}

function addMonthsNaively(date: string, months: number): string {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(year, month - 1 + months, Math.min(day, lastDayOfTarget)));
}

/** The last bookable date: the local date now plus afterBooking months. */
export function naiveLastDate(agenda: Agenda): string {
  return addMonthsNaively(naiveReading(agenda.timeZone.name, agenda.now).slice(0, 10), agenda.afterBookingMonths);
}

export interface NaiveBlock {
  readonly hour: string;
  readonly startBlock: number;
  readonly endBlock: number;
  readonly bookings: readonly {
    readonly serviceId: number;
    readonly start: number;
    readonly end: number;
    readonly providerIds: readonly number[];
  }[];
}

/** Every grid hour of `date` at which each service of the chain in turn has a free professional. */
export function naiveHourBlocks(agenda: Agenda, chain: readonly ChainService[], date: string): readonly NaiveBlock[] {
  const zone = agenda.timeZone.name;
  const today = naiveReading(zone, agenda.now).slice(0, 10);
  if (date < today || date > naiveLastDate(agenda)) return [];
  const earliest = agenda.now + agenda.minimumNoticeMinutes * MINUTE;
  const working = new Map<number, readonly (readonly [number, number])[]>();
  const workingOf = (providerId: number) => {
    let intervals = working.get(providerId);
    if (intervals === undefined) {
      intervals = naiveWorkingInstants(agenda, providerId, date);
      working.set(providerId, intervals);
    }
    return intervals;
  };
  const blocks: NaiveBlock[] = [];
  for (let minutes = 0; minutes < 1440; minutes += agenda.slotStepMinutes) {
    const startBlock = naiveInstantReading(zone, date, minutes);
    if (startBlock === null || startBlock < earliest) continue;
    let start = startBlock;
    const bookings = chain.map((service) => {
      const end = start + service.durationMinutes * MINUTE;
      const providerIds = [...service.providerIds]
        .sort((a, b) => a - b)
        .filter(
          (providerId) =>
            naiveInsideEveryMinute(workingOf(providerId), start, end) && !naiveIsBooked(agenda, providerId, start, end),
        );
      const booking = { serviceId: service.serviceId, start, end, providerIds };
      start = end;
      return booking;
    });
    if (bookings.every((booking) => booking.providerIds.length > 0)) {
      blocks.push({ hour: wallClockText(date, minutes).slice(11), startBlock, endBlock: start, bookings });
    }
  }
  return blocks;
}

/** How many of the professional's bookings overlap the local day `date`. */
export function naiveBookingCount(agenda: Agenda, providerId: number, date: string): number {
  const zone = agenda.timeZone.name;
  const start = naiveInstantAtOrAfter(zone, date, 0);
  const end = naiveInstantAtOrAfter(zone, date, 1440);
  return heldList(agenda.bookings).filter(
    (booking) => booking.providerId === providerId && booking.start < end && start < booking.end,
  ).length;
}
