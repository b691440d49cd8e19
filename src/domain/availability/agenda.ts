import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { addMonths, dayNumber, fromDayNumber, type LocalDate } from '../calendar/local-date';
import { ProviderId, ServiceId } from '../catalog/service';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { Instant } from '../calendar/instant';
import { instantAt, localDateAt, type TimeZone } from './time-zone';
import type { ProviderSchedule } from './working-hours';
import type { HeldTime } from './held-bookings';

// Everything the availability engine reads about one location (issue 3 "Inputs"): its time zone,
// its professionals' working time, what is already booked, the slot grid, "now", and the company's
// limits. Plain immutable data; every query takes it whole and indexes only what it needs.

/**
 * Time a professional is already taken, from `start` (included) to `end` (excluded). A class's
 * seats name their class service in `seatOf`: the seats of one class (its service, its
 * professional, its start) share their time with each other and with nothing else; time without
 * it is one booking's own (docs/adr/0089).
 */
export const Booking = Schema.Struct({
  providerId: ProviderId,
  start: Instant,
  end: Instant,
  seatOf: Schema.optionalKey(ServiceId),
}).check(
  Schema.makeFilter((booking) => booking.start < booking.end, { expected: 'a booking that ends after it starts' }),
);
export type Booking = typeof Booking.Type;

/**
 * Whether `booking` keeps a class of `serviceId` at `start` from being held by its professional:
 * any of their time that overlaps `start`–`end` does, except the seats of that very class — a
 * professional is never in two places, and a class's seats are one place (docs/adr/0089).
 */
export function keepsClassOut(booking: Booking, serviceId: ServiceId, start: Instant, end: Instant): boolean {
  const seatOfTheClass = booking.seatOf === serviceId && booking.start === start;
  return !seatOfTheClass && booking.start < end && start < booking.end;
}

/**
 * Smart constructor for bookings from untrusted input, such as the services a client already chose
 * elsewhere in the reservation that the availability calls send (booking-wizard §7).
 */
export const parseBooking: (input: unknown) => Result<Booking, SchemaViolation> = decodeWith(Booking);

export interface Agenda {
  readonly timeZone: TimeZone;
  readonly providers: readonly ProviderSchedule[];
  /** Time already taken: a list, or kept grouped by professional (held-bookings.ts). */
  readonly bookings: HeldTime<Booking>;
  /** Hours are offered every this many minutes from local midnight (a positive whole number). */
  readonly slotStepMinutes: number;
  readonly now: Instant;
  /** Nothing starts sooner than this many minutes after now. */
  readonly minimumNoticeMinutes: number;
  /** The company's afterBooking: how many months ahead of today clients may book (booking-wizard §3). */
  readonly afterBookingMonths: number;
}

/** Where bookable time starts and ends for an agenda (docs/adr/0013). */
export interface BookingWindow {
  /** The first instant a service may start: now plus the minimum notice. */
  readonly earliestStart: Instant;
  /** The location's date now. */
  readonly today: LocalDate;
  /** The last bookable date, included: today plus afterBooking months (clamped to the month's end). */
  readonly lastDate: LocalDate;
}

export function bookingWindow(agenda: Agenda): BookingWindow {
  const today = localDateAt(agenda.timeZone, agenda.now);
  return {
    earliestStart: (agenda.now + Math.max(0, agenda.minimumNoticeMinutes) * 60_000) as Instant,
    today,
    lastDate: addMonths(today, Math.max(0, Math.floor(agenda.afterBookingMonths))),
  };
}

/**
 * What of "now" a day's hours depend on. Now enters the engine only through the booking window
 * (`bookingWindow`): a date outside it offers nothing, and inside it no hour starts before now plus
 * the notice, which bears on the date only when it falls after the date's first instant. So two
 * agendas that differ in nothing but `now` offer the same hours on `date` whenever this is the same
 * for both and not 'From' — which lets an answer worked out a moment ago serve now
 * (list-available-hours.ts keeps them; docs/adr/0071).
 */
export type WindowOnDate =
  /** The date lies before today or past the last bookable date: no hour at all. */
  | { readonly _tag: 'Closed' }
  /** Now plus the notice lies at or before the date's first instant: every hour of the date may be offered. */
  | { readonly _tag: 'WholeDay' }
  /** Hours are cut at `earliestStart`, inside the date: they depend on now itself. */
  | { readonly _tag: 'From'; readonly earliestStart: Instant };

export function windowOnDate(agenda: Agenda, date: LocalDate): WindowOnDate {
  const window = bookingWindow(agenda);
  const day = dayNumber(date);
  if (day < dayNumber(window.today) || day > dayNumber(window.lastDate)) return { _tag: 'Closed' };
  return window.earliestStart <= instantAt(agenda.timeZone, date, 0)
    ? { _tag: 'WholeDay' }
    : { _tag: 'From', earliestStart: window.earliestStart };
}

/**
 * What of "now" the days from `from` to `to` depend on (the day strip's: list-available-days.ts
 * keeps its answers under it; docs/adr/0147), as `windowOnDate` says of each: the booking window's
 * today and last date, outside which a date is closed, and the dates whose hours are cut at now
 * plus the notice ('From'), which depend on now itself. Every other date of the range is a whole
 * day, the same at any now with the same today and last date.
 */
export interface WindowOnDates {
  readonly today: LocalDate;
  readonly lastDate: LocalDate;
  /** The dates of the range cut at now plus the notice, in order: from today (or `from`) on. */
  readonly cutDates: readonly LocalDate[];
}

export function windowOnDates(agenda: Agenda, from: LocalDate, to: LocalDate): WindowOnDates {
  const window = bookingWindow(agenda);
  const cutDates: LocalDate[] = [];
  const last = Math.min(dayNumber(to), dayNumber(window.lastDate));
  // A later date starts later: once one is a whole day, so is every date after it.
  for (let day = Math.max(dayNumber(from), dayNumber(window.today)); day <= last; day++) {
    const date = fromDayNumber(day);
    if (window.earliestStart <= instantAt(agenda.timeZone, date, 0)) break;
    cutDates.push(date);
  }
  return { today: window.today, lastDate: window.lastDate, cutDates };
}
