import type { Booking } from '#domain/availability/agenda';
import type { HeldTime } from '#domain/availability/held-bookings';
import type { ProviderSchedule } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';

/** The local dates an availability question is about, both included (a day strip, one day, a search range). */
export interface AgendaWindow {
  readonly firstDate: LocalDate;
  readonly lastDate: LocalDate;
}

/** A weekly start time of a class service at the location, who gives it and how many seats it has. */
export interface WeeklyClassTime {
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
  /** ISO weekday, 1 Monday to 7 Sunday. */
  readonly isoWeekday: number;
  /** Wall-clock start at the location. */
  readonly start: ClockTime;
  /** Seats of the class (services.class_capacity), at least 1. */
  readonly capacity: number;
}

/** How many seats of one class, held at one instant, are taken by bookings that hold their seat. */
export interface ClassSeatsTaken {
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly seatsTaken: number;
}

/**
 * What the availability engine reads about one location for a window of dates (booking-wizard §3,
 * §7; docs/adr/0013, docs/adr/0016). With the clock's now it makes a domain `Agenda`
 * (`src/application/availability/location-agenda.ts` does that).
 */
export interface LocationAgenda {
  readonly locationId: LocationId;
  readonly companyId: CompanyId;
  /** The location's IANA zone, as recorded; its wall-clock schedules are read in it. */
  readonly timeZone: string;
  /** Hours are offered every this many minutes from local midnight (the company's setting). */
  readonly slotStepMinutes: number;
  /** companies.minimum_notice_minutes: nothing starts sooner than this after now. */
  readonly minimumNoticeMinutes: number;
  /** companies.after_booking_months (booking-wizard §3 afterBooking). */
  readonly afterBookingMonths: number;
  /**
   * The professionals who work at the location (weekly hours, an exception or a class time there),
   * in the company's order, each with their weekly hours at this location and their exceptions
   * there on the window's dates (a day off is an exception with no interval).
   */
  readonly providers: readonly ProviderSchedule[];
  /**
   * The time already taken of those professionals, at any location, on or around the window's
   * dates: every booking that holds its slot (pending_payment or confirmed). A class with at least
   * one seat held takes its professional's time once, however many seats are held.
   */
  readonly bookings: HeldTime<Booking>;
  /** The location's class times, every week. */
  readonly classTimes: readonly WeeklyClassTime[];
  /** Seats taken per class held on or around the window's dates (classes with no seat taken are absent). */
  readonly classSeatsTaken: readonly ClassSeatsTaken[];
}

/**
 * The agendas of locations, read for the availability calls and for checking a booking's hours.
 * Reads only; a location that does not exist or is closed is undefined, and a failing store throws.
 * Bookings are returned for a margin around the window (a day either side), since the window's
 * dates are local and the port does not convert zones; the engine ignores what lies outside. An
 * agenda of more dates than asked is as good an answer (the agenda cache reads whole weeks).
 */
export interface Agendas {
  agendaOf(locationId: LocationId, window: AgendaWindow): Promise<LocationAgenda | undefined>;
}
