import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { Instant } from '../calendar/instant';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// What a booking event tells its client (issue 8 "Notifications"; docs/adr/0044): the bookings it
// concerns as they stood when it happened, written into the outbox in the event's own transaction
// and turned into a mail when the dispatcher sends it. A snapshot, so the mail says what happened
// even when the booking changes again before it goes.

/**
 * confirmed: booked (or confirmed later by its payment); cancelled: the slot is free again; moved:
 * another time or professional. Attendance confirmations change no status and send nothing.
 */
export const NOTICE_KINDS = ['confirmed', 'cancelled', 'moved'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NoticeBooking = Schema.Struct({
  id: Schema.Int,
  serviceName: Schema.String,
  providerName: Schema.String,
  status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
  start: Instant,
  end: Instant,
  /** How many times the client moved it: each move is a new version of its calendar event. */
  modifications: Schema.Int,
  isVideo: Schema.Boolean,
  outcall: Schema.Boolean,
});
export type NoticeBooking = typeof NoticeBooking.Type;

export const NoticePlace = Schema.Struct({
  name: Schema.String,
  address: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  /** The IANA zone the location's clocks read; the mail writes times as they read there. */
  timeZone: Schema.String,
  countryCode: Schema.String,
});
export type NoticePlace = typeof NoticePlace.Type;

export const BookingNotice = Schema.Struct({
  kind: Schema.Literals(NOTICE_KINDS),
  groupId: Schema.Int,
  client: Schema.Struct({ fullName: Schema.String, email: Schema.String }),
  location: NoticePlace,
  /** The bookings the event concerns, in start order. */
  bookings: Schema.Array(NoticeBooking),
});
export type BookingNotice = typeof BookingNotice.Type;

/** Smart constructor: a notice from a stored payload, or what is wrong with it. */
export const parseBookingNotice: (input: unknown) => Result<BookingNotice, SchemaViolation> = decodeWith(BookingNotice);

/** The languages mails are written in, as the storefront's. */
export type NoticeLanguage = 'en' | 'es';

// The countries whose storefronts are read in Spanish; the rest in English (docs/adr/0044).
const SPANISH_SPEAKING = new Set(['ar', 'bo', 'cl', 'co', 'cr', 'cu', 'do', 'ec', 'es', 'gq', 'gt', 'hn', 'mx', 'ni', 'pa', 'pe', 'pr', 'py', 'sv', 'uy', 've']);

/**
 * The language a mail about a booking at a location in `countryCode` is written in: the client
 * chose the location, not a language, so the location's country decides.
 */
export function noticeLanguage(countryCode: string): NoticeLanguage {
  return SPANISH_SPEAKING.has(countryCode.toLowerCase()) ? 'es' : 'en';
}
