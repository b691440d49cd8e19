import type { Instant } from '../calendar/instant';
import type { NoticeBooking, NoticeLanguage, NoticePlace } from './booking-notice';
import { icalendar, utcDateTime, type CalendarEvent, type CalendarMethod, type CalendarPerson } from './icalendar';

// Bookings as calendar events (docs/adr/0044): one event per booking, whose UID never changes, so
// the confirmation's invitation, a change's new version, the cancellation and the confirmation
// view's download all speak of the same event in the client's calendar. Its SEQUENCE is the
// booking's own count of moves, plus one once cancelled: each version outranks the one before.

/** Whom the calendar files come from: the address the mails are sent from. */
export interface CalendarOwner {
  /** An address (`reservas@salon.example`); its domain makes the events' UIDs unique to this installation. */
  readonly email: string;
}

/** What every event of one file shares. */
export interface BookingCalendarContext {
  readonly owner: CalendarOwner;
  readonly location: NoticePlace;
  /** The client, as an attendee of invitations; null in a file the client downloads. */
  readonly client: CalendarPerson | null;
  readonly stampedAt: Instant;
  readonly language: NoticeLanguage;
}

/** The event's UID: the booking's id at the installation's domain (RFC 5545 §3.8.4.7). */
export function bookingEventUid(bookingId: number, owner: CalendarOwner): string {
  const domain = owner.email.slice(owner.email.lastIndexOf('@') + 1) || 'reserva.invalid';
  return `booking-${String(bookingId)}@${domain}`;
}

/** The event's version: one per move, and one more for its cancellation. */
export function bookingEventSequence(booking: Pick<NoticeBooking, 'status' | 'modifications'>): number {
  return booking.modifications + (booking.status === 'cancelled' ? 1 : 0);
}

/** Where the client goes, as a calendar's LOCATION reads it; null for a video call or a visit to the client. */
export function bookingEventLocation(
  booking: Pick<NoticeBooking, 'isVideo' | 'outcall'>,
  location: Pick<NoticePlace, 'name' | 'address'>,
): string | null {
  if (booking.isVideo || booking.outcall) return null;
  return location.address === null ? location.name : `${location.name}, ${location.address}`;
}

const WITH: Readonly<Record<NoticeLanguage, (provider: string, location: string) => string>> = {
  en: (provider, location) => `With ${provider} at ${location}`,
  es: (provider, location) => `Con ${provider} en ${location}`,
};

export function bookingEvent(booking: NoticeBooking, context: BookingCalendarContext): CalendarEvent {
  return {
    uid: bookingEventUid(booking.id, context.owner),
    sequence: bookingEventSequence(booking),
    stampedAt: context.stampedAt,
    start: booking.start,
    end: booking.end,
    summary: booking.serviceName,
    location: bookingEventLocation(booking, context.location),
    description: WITH[context.language](booking.providerName, context.location.name),
    status:
      booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending_payment' ? 'TENTATIVE' : 'CONFIRMED',
    organizer: { name: context.location.name, email: context.location.email ?? context.owner.email },
    attendee: context.client,
  };
}

/** The calendar file of `bookings`; null when there are none, since a calendar holds at least one event. */
export function bookingCalendar(
  method: CalendarMethod,
  bookings: readonly NoticeBooking[],
  context: BookingCalendarContext,
): string | null {
  const [first, ...rest] = bookings.map((booking) => bookingEvent(booking, context));
  return first === undefined ? null : icalendar(method, [first, ...rest]);
}

/** What Google Calendar's "add event" page is given. */
export interface GoogleCalendarEvent {
  readonly title: string;
  readonly start: Instant;
  readonly end: Instant;
  readonly location: string | null;
  readonly details: string | null;
}

/** Google Calendar's page that adds `event` to the visitor's calendar once they save it. */
export function googleCalendarLink(event: GoogleCalendarEvent): string {
  const query = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(event.title)}`,
    `dates=${utcDateTime(event.start)}/${utcDateTime(event.end)}`,
    ...(event.location === null ? [] : [`location=${encodeURIComponent(event.location)}`]),
    ...(event.details === null ? [] : [`details=${encodeURIComponent(event.details)}`]),
  ];
  return `https://calendar.google.com/calendar/render?${query.join('&')}`;
}
