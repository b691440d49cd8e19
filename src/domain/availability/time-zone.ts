import { err, ok, type Result } from 'neverthrow';
import { clockTimeFromMinutes, MINUTES_PER_DAY, minutesOfDay, type ClockTime } from '../calendar/clock-time.plain';
import { dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date.plain';
import type { UnknownTimeZone } from './availability-error';
import { MS_PER_DAY, MS_PER_MINUTE, type Instant } from '../calendar/instant.plain';

// The location's IANA time zone: turning wall-clock times at the location into instants and back,
// across daylight-saving changes (docs/adr/0013).
//
// A wall-clock time means the earliest instant at which the location's clocks read that time or
// later. So a time read twice when clocks go back (America/Santiago 2026-04-04 23:30) means its
// first reading, and a time skipped when clocks go forward (America/Santiago 2026-09-06 00:30) means
// the instant the clocks jump, when they already read a later time. Only times that are read at
// least once "exist"; the engine offers no hour at a time that does not.
//
// Offsets come from the runtime's ICU data through Intl, which is slow (about a microsecond a
// call), so each zone's offsets are worked out once per 32-day stretch and kept: the transitions in
// it are found by sampling the offset every day and bisecting to the minute where it changed. That
// assumes no zone changes its offset twice within one day, which holds for every zone since 1970.
// These caches are memos of pure functions of the zone's rules; they never change a result.

const CHUNK_DAYS = 32;
const CHUNK_MS = CHUNK_DAYS * MS_PER_DAY;

interface Transition {
  /** The first instant with the new offset. */
  readonly at: number;
  readonly offsetMinutes: number;
}

interface OffsetChunk {
  readonly startOffsetMinutes: number;
  /** In order; every `at` lies inside the chunk. */
  readonly transitions: readonly Transition[];
}

interface ZoneOffsets {
  /**
   * Intl's reader of the zone: made by `timeZone`, or, for a zone taken from a seed, at the first
   * stretch the seed does not carry (null until then, and for good when the runtime does not know the zone).
   */
  formatter: Intl.DateTimeFormat | null | undefined;
  readonly chunks: Map<number, OffsetChunk>;
}

/** A time zone known to the runtime, under its canonical IANA name. Built only by `timeZone`. */
export interface TimeZone {
  readonly _tag: 'TimeZone';
  readonly name: string;
  readonly offsets: ZoneOffsets;
}

const zonesByName = new Map<string, TimeZone>();

function formatterFor(name: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' });
  } catch {
    // Intl refuses a zone it does not know with a RangeError: for us, an expected refusal.
    return null;
  }
}

/** The time zone named `name` (an IANA name such as America/Santiago, or UTC), or why not. */
export function timeZone(name: string): Result<TimeZone, UnknownTimeZone> {
  const known = zonesByName.get(name);
  if (known !== undefined) return ok(known);
  const formatter = name.trim() === '' ? null : formatterFor(name);
  if (formatter === null)
    return err({ _tag: 'UnknownTimeZone', code: 'AVAILABILITY.UNKNOWN_TIME_ZONE', timeZone: name });
  const canonical = formatter.resolvedOptions().timeZone;
  const existing = zonesByName.get(canonical);
  const zone: TimeZone = existing ?? { _tag: 'TimeZone', name: canonical, offsets: { formatter, chunks: new Map() } };
  zonesByName.set(canonical, zone);
  return ok(zone);
}

/**
 * A zone's offsets over some of its 32-day stretches, as one runtime read them from its rules, for
 * another to take without asking Intl: a page carries its location's (docs/adr/0149), since a
 * browser's first Intl reader of a zone costs tens of milliseconds of its main thread. `asked` is
 * the name the zone was asked for, which may be an alias of `name`, its canonical one.
 */
export interface ZoneOffsetsSeed {
  readonly asked: string;
  readonly name: string;
  readonly stretches: readonly SeededStretch[];
}

export interface SeededStretch {
  /** Which stretch: the one starting at `index` × 32 days after the epoch. */
  readonly index: number;
  readonly startOffsetMinutes: number;
  readonly transitions: readonly Transition[];
}

/** The stretches of `zone` from `from` to `to` (epoch milliseconds), each as `offsetMinutesAt` reads it. */
export function zoneOffsetsSeed(zone: TimeZone, asked: string, from: number, to: number): ZoneOffsetsSeed {
  const stretches: SeededStretch[] = [];
  for (let index = Math.floor(from / CHUNK_MS); index <= Math.floor(to / CHUNK_MS); index++)
    stretches.push({ index, ...chunkAt(zone, index) });
  return { asked, name: zone.name, stretches };
}

/** No zone's offset is a day or more; none of Earth's reaches 15 hours. */
const MAX_OFFSET_MINUTES = 24 * 60;

function isOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < MAX_OFFSET_MINUTES;
}

/** `value` read as a seed's stretch: offsets in range, its transitions in order and inside it; else null. */
function seededStretch(value: unknown): readonly [number, OffsetChunk] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { index, startOffsetMinutes, transitions } = value as Partial<Record<keyof SeededStretch, unknown>>;
  if (!Number.isSafeInteger(index) || !isOffset(startOffsetMinutes) || !Array.isArray(transitions)) return null;
  const start = (index as number) * CHUNK_MS;
  let previous = start - 1;
  const read: Transition[] = [];
  for (const transition of transitions as unknown[]) {
    const { at, offsetMinutes } = (transition ?? {}) as Partial<Record<keyof Transition, unknown>>;
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || at <= previous || at >= start + CHUNK_MS) return null;
    if (!isOffset(offsetMinutes)) return null;
    read.push({ at, offsetMinutes });
    previous = at;
  }
  return [index as number, { startOffsetMinutes, transitions: read }];
}

/**
 * The zone a seed carries, its stretches known without Intl, or null when `value` is not a seed
 * (the page's JSON is read as it came). Its other stretches are read from Intl when first needed.
 * Nothing is remembered: `seedTimeZone` makes `timeZone` answer it.
 */
export function zoneFromSeed(value: unknown): (TimeZone & { readonly asked: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const { asked, name, stretches } = value as Partial<Record<keyof ZoneOffsetsSeed, unknown>>;
  if (typeof asked !== 'string' || typeof name !== 'string' || asked === '' || name === '' || !Array.isArray(stretches))
    return null;
  const chunks = new Map<number, OffsetChunk>();
  for (const stretch of stretches as unknown[]) {
    const read = seededStretch(stretch);
    if (read === null) return null;
    chunks.set(...read);
  }
  return { _tag: 'TimeZone', name, offsets: { formatter: undefined, chunks }, asked };
}

/**
 * Makes `timeZone` answer the seed's zone, under its name and the name it was asked for, unless it
 * already knows it; whether the seed was taken. A seed that is not one is ignored.
 */
export function seedTimeZone(value: unknown): boolean {
  const seeded = zoneFromSeed(value);
  if (seeded === null || zonesByName.has(seeded.name) || zonesByName.has(seeded.asked)) return false;
  const zone: TimeZone = { _tag: 'TimeZone', name: seeded.name, offsets: seeded.offsets };
  zonesByName.set(seeded.name, zone);
  zonesByName.set(seeded.asked, zone);
  return true;
}

const offsetPattern = /GMT(?:([+\-\u2212])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function offsetFromIntl(formatter: Intl.DateTimeFormat, at: number): number {
  const match = offsetPattern.exec(formatter.format(at));
  if (match === null) throw new Error(`Unexpected offset text from Intl: ${formatter.format(at)}`);
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return match[1] === '+' ? minutes : -minutes;
}

function buildChunk(formatter: Intl.DateTimeFormat, index: number): OffsetChunk {
  const start = index * CHUNK_MS;
  const startOffsetMinutes = offsetFromIntl(formatter, start);
  // A change exactly at the chunk's start belongs to this chunk, so that searches for changes find it.
  const transitions: Transition[] =
    offsetFromIntl(formatter, start - MS_PER_MINUTE) === startOffsetMinutes
      ? []
      : [{ at: start, offsetMinutes: startOffsetMinutes }];
  let previous = startOffsetMinutes;
  for (let day = 1; day <= CHUNK_DAYS; day++) {
    const sampled = offsetFromIntl(formatter, start + day * MS_PER_DAY);
    if (sampled === previous) continue;
    // Bisect, in whole minutes, between the last sample with the old offset and this one.
    let before = (start + (day - 1) * MS_PER_DAY) / MS_PER_MINUTE;
    let after = (start + day * MS_PER_DAY) / MS_PER_MINUTE;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetFromIntl(formatter, middle * MS_PER_MINUTE) === previous) before = middle;
      else after = middle;
    }
    const at = after * MS_PER_MINUTE;
    if (at < start + CHUNK_MS) transitions.push({ at, offsetMinutes: offsetFromIntl(formatter, at) });
    previous = sampled;
  }
  return { startOffsetMinutes, transitions };
}

function chunkAt(zone: TimeZone, index: number): OffsetChunk {
  const { offsets } = zone;
  const cached = offsets.chunks.get(index);
  if (cached !== undefined) return cached;
  if (offsets.formatter === undefined) offsets.formatter = formatterFor(zone.name);
  const built = offsets.formatter === null ? steadyBeyondSeed(offsets, index) : buildChunk(offsets.formatter, index);
  offsets.chunks.set(index, built);
  return built;
}

/**
 * A stretch no seed carries of a zone the runtime does not know: the offset the nearest carried
 * stretch ends (or starts) with, unchanged — the zone's rules as last known.
 */
function steadyBeyondSeed(offsets: ZoneOffsets, index: number): OffsetChunk {
  let nearest: readonly [number, OffsetChunk] | null = null;
  for (const entry of offsets.chunks)
    if (nearest === null || Math.abs(entry[0] - index) < Math.abs(nearest[0] - index)) nearest = entry;
  if (nearest === null) return { startOffsetMinutes: 0, transitions: [] };
  const [at, chunk] = nearest;
  const offset =
    at < index ? (chunk.transitions.at(-1)?.offsetMinutes ?? chunk.startOffsetMinutes) : chunk.startOffsetMinutes;
  return { startOffsetMinutes: offset, transitions: [] };
}

/** The zone's offset from UTC at `instant`, in minutes (Santiago in winter: -240). */
export function offsetMinutesAt(zone: TimeZone, instant: number): number {
  const chunk = chunkAt(zone, Math.floor(instant / CHUNK_MS));
  let offset = chunk.startOffsetMinutes;
  for (const transition of chunk.transitions) {
    if (instant < transition.at) break;
    offset = transition.offsetMinutes;
  }
  return offset;
}

/** The first transition after `from` and no later than `to`, if any. */
function transitionBetween(zone: TimeZone, from: number, to: number): Transition | undefined {
  for (let index = Math.floor(from / CHUNK_MS); index <= Math.floor(to / CHUNK_MS); index++) {
    const found = chunkAt(zone, index).transitions.find((transition) => transition.at > from && transition.at <= to);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Wall-clock milliseconds: the local date and time written as if it were UTC (day number × a day
 * plus the time of day). Arithmetic on it is arithmetic on the clock face, not on elapsed time.
 */
function wallClockMs(date: LocalDate, minutes: number): number {
  return dayNumber(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
}

/**
 * The earliest instant at which the clocks read `wallClock` or later: the first reading of a time
 * read twice, the jump's instant for a time skipped.
 */
export function instantAtOrAfterWallClock(zone: TimeZone, wallClock: number): number {
  // No zone moves more than once within two days, so the offsets a day either side bracket it.
  const offsetBefore = offsetMinutesAt(zone, wallClock - MS_PER_DAY);
  const offsetAfter = offsetMinutesAt(zone, wallClock + MS_PER_DAY);
  const withOffsetBefore = wallClock - offsetBefore * MS_PER_MINUTE;
  if (offsetBefore === offsetAfter) return withOffsetBefore;
  if (offsetMinutesAt(zone, withOffsetBefore) === offsetBefore) return withOffsetBefore;
  const withOffsetAfter = wallClock - offsetAfter * MS_PER_MINUTE;
  if (offsetMinutesAt(zone, withOffsetAfter) === offsetAfter) return withOffsetAfter;
  // Neither reading happens: the time is skipped, and the clocks jump past it at the transition.
  const jump = transitionBetween(zone, withOffsetAfter, withOffsetBefore);
  return jump === undefined ? withOffsetBefore : jump.at;
}

/** What the clocks read at `instant`, in wall-clock milliseconds. */
export function wallClockAtInstant(zone: TimeZone, instant: number): number {
  return instant + offsetMinutesAt(zone, instant) * MS_PER_MINUTE;
}

/**
 * The one offset in force during the whole local day `day` (a day number) and a day either side,
 * in minutes, or null when the offset changes near it. Days without a change, nearly all of them,
 * turn wall-clock times into instants by subtraction.
 */
export function steadyOffsetMinutesOn(zone: TimeZone, day: number): number | null {
  const midnight = day * MS_PER_DAY;
  if (transitionBetween(zone, midnight - MS_PER_DAY, midnight + 2 * MS_PER_DAY) !== undefined) return null;
  return offsetMinutesAt(zone, midnight);
}

/** A local date and time of day, as the location's clocks show it. */
export interface WallClock {
  readonly date: LocalDate;
  readonly time: ClockTime;
}

/** What the location's clocks show at `instant`. */
export function wallClockAt(zone: TimeZone, instant: Instant): WallClock {
  const local = wallClockAtInstant(zone, instant);
  const day = Math.floor(local / MS_PER_DAY);
  return {
    date: fromDayNumber(day),
    time: clockTimeFromMinutes(Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE)),
  };
}

/** The location's date at `instant` ("today" when it is now). */
export function localDateAt(zone: TimeZone, instant: Instant): LocalDate {
  return fromDayNumber(Math.floor(wallClockAtInstant(zone, instant) / MS_PER_DAY));
}

/**
 * The instant a wall-clock time at the location means: its first reading when the clocks go back,
 * the instant they jump past it when they go forward. `minutes` may be 1440, the next midnight.
 */
export function instantAt(zone: TimeZone, date: LocalDate, time: ClockTime | number): Instant {
  const minutes = typeof time === 'number' ? time : minutesOfDay(time);
  return instantAtOrAfterWallClock(zone, wallClockMs(date, minutes)) as Instant;
}

/** True when the location's clocks read `time` on `date` at least once (not skipped by a change). */
export function existsLocally(zone: TimeZone, date: LocalDate, time: ClockTime): boolean {
  const wallClock = wallClockMs(date, minutesOfDay(time));
  return wallClockAtInstant(zone, instantAtOrAfterWallClock(zone, wallClock)) === wallClock;
}

/** The instant the clocks first read `time` on `date`, or null when they never do. */
export function instantOfExistingTime(zone: TimeZone, date: LocalDate, time: ClockTime): Instant | null {
  const wallClock = wallClockMs(date, minutesOfDay(time));
  const instant = instantAtOrAfterWallClock(zone, wallClock);
  return wallClockAtInstant(zone, instant) === wallClock ? (instant as Instant) : null;
}

/** How many minutes the local day lasts: 1440, or 1380/1500 (1410/1470 at Lord Howe) on change days. */
export function minutesInLocalDay(zone: TimeZone, date: LocalDate): number {
  const start = instantAt(zone, date, 0);
  const end = instantAt(zone, date, MINUTES_PER_DAY);
  return (end - start) / MS_PER_MINUTE;
}

/** "00" to "99": the two-digit fields of a date and time, written without a string function a field. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

/** Years written as four digits by both Date's ISO text and formatLocalDate, from 0000 to 9999. */
const FOUR_DIGIT_YEARS_MS = { from: Date.parse('0000-01-01T00:00:00Z'), to: Date.parse('9999-12-31T23:59:59.999Z') };

/**
 * `instant` as ISO 8601 with the location's offset, e.g. 2026-12-01T09:00:00-03:00, for adapters.
 * Written field by field from the wall clock (an hours answer writes some nine hundred of these,
 * and the Date and closures of a Date-based writing were 6 % of a marketplace server's CPU, issue
 * 37); the same text as `Date`'s ISO writing truncated to the second, which is kept for the years
 * outside 0000–9999 and the test compares against.
 */
export function formatOffsetDateTime(zone: TimeZone, instant: Instant): string {
  const offset = offsetMinutesAt(zone, instant);
  // As `new Date` clips a time value: to the millisecond, toward zero.
  const wall = Math.trunc(instant + offset * MS_PER_MINUTE);
  const magnitude = Math.round(Math.abs(offset));
  const zoneOffset = `${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(magnitude / 60))}:${twoDigits(magnitude % 60)}`;
  if (wall < FOUR_DIGIT_YEARS_MS.from || wall > FOUR_DIGIT_YEARS_MS.to)
    return `${new Date(wall).toISOString().slice(0, 19)}${zoneOffset}`;
  const days = Math.floor(wall / MS_PER_DAY);
  const seconds = Math.floor((wall - days * MS_PER_DAY) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds - hours * 3600) / 60);
  return `${fromDayNumber(days)}T${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}${zoneOffset}`;
}

/** `value` in at least two digits, "07", "59", "100". */
function twoDigits(value: number): string {
  return TWO_DIGITS[value] ?? String(value).padStart(2, '0');
}

/**
 * How often `readsAsZoneDoes` compares two clocks: daily. Zones whose rules differ read differently
 * for weeks (one moves its clocks on another date than the other) or always, not for hours alone but
 * on the day both move; a browser's offset costs a microsecond or more a reading, so a year of
 * readings every three hours took 5 ms (Node, on a two-core machine).
 */
const CLOCKS_COMPARED_EVERY_MS = MS_PER_DAY;

/**
 * Whether a clock that is `offsetMinutesOf(instant)` minutes ahead of UTC — a visitor's — reads as
 * `zone`'s clocks do from `from` to `to`, compared once a day: a page then writes the
 * location's hours without saying whose clock they are on (the visitor's reads the same).
 */
export function readsAsZoneDoes(
  zone: TimeZone,
  offsetMinutesOf: (instant: number) => number,
  from: number,
  to: number,
): boolean {
  for (let at = from; at <= to; at += CLOCKS_COMPARED_EVERY_MS)
    if (offsetMinutesOf(at) !== offsetMinutesAt(zone, at)) return false;
  return true;
}
