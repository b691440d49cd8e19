import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import type { BookingStatus } from '../booking/booking-lifecycle';
import { Instant } from '../calendar/instant';
import { REJECTION_REASONS, type RejectionReason } from '../payment/payment-lifecycle';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { countryLanguage } from '../storefront/country-locale';

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
  // What the links and cards of issue 18 need. Optional, so payloads enqueued before them still
  // decode; a mail of one of those goes without what they would have given it.
  /**
   * The booking's confirmation code sealed at rest (docs/adr/0065), base64url: only the server's
   * link key opens it, into the code its mail links to; null when it has none (made before codes
   * were sealed, or by the demo data).
   */
  sealedCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The price as the client was shown it when booking, in the company's currency format; null when the service hides it. */
  price: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The client said they will attend (the confirm links). */
  clientConfirmed: Schema.optionalKey(Schema.Boolean),
  /** A seat in a class, which cannot be moved (edit-booking.ts). */
  isClass: Schema.optionalKey(Schema.Boolean),
  /** The name of the client's plan that pays it (docs/adr/0090); null or absent when none does. */
  planName: Schema.optionalKey(Schema.NullOr(Schema.String)),
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

/** The languages mails are written in, as the storefront's. */
export const NOTICE_LANGUAGES = ['en', 'es'] as const;
export const NoticeLanguage = Schema.Literals(NOTICE_LANGUAGES);
export type NoticeLanguage = typeof NoticeLanguage.Type;

/** The business a mail comes from, as its storefront shows it (issue 18 "Branded"). */
export const NoticeCompany = Schema.Struct({
  name: Schema.String,
  /** The storefront's colour, `#rrggbb`; null for the default. */
  colour: Schema.NullOr(Schema.String),
  /** The logo's address; null when it has none. */
  logo: Schema.NullOr(Schema.String),
});
export type NoticeCompany = typeof NoticeCompany.Type;

/** The company's limits on cancelling and moving, which decide the links a mail offers (mail-links.ts). */
export const NoticePolicy = Schema.Struct({
  cancellationLimitHours: Schema.Int,
  modificationLimitHours: Schema.Int,
  maxModifications: Schema.Int,
});
export type NoticePolicy = typeof NoticePolicy.Type;

/** A booking of the notice's group as the group's links read it: the `_all` pages act on every one. */
export const NoticeGroupBooking = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
  start: Instant,
  clientConfirmed: Schema.Boolean,
});
export type NoticeGroupBooking = typeof NoticeGroupBooking.Type;

/**
 * What a client's mail shows beside its bookings (issue 18), each optional so that payloads
 * enqueued before them still decode: the language the client booked in (else the location
 * country's, noticeLanguage), and the business it comes from.
 */
const NoticeSnapshotFields = {
  language: Schema.optionalKey(NoticeLanguage),
  company: Schema.optionalKey(NoticeCompany),
};

/**
 * What the client's plans pay of a notice's bookings and what is left to pay, as planPayment decided
 * it when the notice was written (docs/adr/0090), the amounts in the company's currency format;
 * an amount that would reveal a hidden price is null.
 */
export const NoticePlanPayment = Schema.Struct({
  planNames: Schema.Array(Schema.String),
  covered: Schema.NullOr(Schema.String),
  leftToPay: Schema.NullOr(Schema.String),
});
export type NoticePlanPayment = typeof NoticePlanPayment.Type;

export const BookingNotice = Schema.Struct({
  kind: Schema.Literals(NOTICE_KINDS),
  groupId: Schema.Int,
  client: Schema.Struct({ fullName: Schema.String, email: Schema.String }),
  /** The group's reference (docs/adr/0126), for the client to read out when they call; absent from notices written before it. */
  reference: Schema.optionalKey(Schema.String),
  location: NoticePlace,
  /** The bookings the event concerns, in start order. */
  bookings: Schema.Array(NoticeBooking),
  ...NoticeSnapshotFields,
  /** The location's id: its storefront page, to book again. */
  locationId: Schema.optionalKey(Schema.Int),
  policy: Schema.optionalKey(NoticePolicy),
  /** Every booking of the group, those the event concerns included, in start order. */
  groupBookings: Schema.optionalKey(Schema.Array(NoticeGroupBooking)),
  /** What plans pay of `bookings` (docs/adr/0090); null or absent when no plan pays any of them. */
  planPayment: Schema.optionalKey(Schema.NullOr(NoticePlanPayment)),
});
export type BookingNotice = typeof BookingNotice.Type;

/** Smart constructor: a notice from a stored payload, or what is wrong with it. */
export const parseBookingNotice: (input: unknown) => Result<BookingNotice, SchemaViolation> = decodeWith(BookingNotice);

/**
 * Why a payment gave up the hours its bookings held (issue 15 item 6; docs/adr/0052): nobody paid
 * within its time, or the provider rejected the card, for a reason, and no other card paid before
 * the time ran out (ADR 0075).
 */
export const PaymentRelease = Schema.Union([
  Schema.Struct({ cause: Schema.Literal('expired') }),
  Schema.Struct({ cause: Schema.Literal('rejected'), reason: Schema.Literals(REJECTION_REASONS) }),
]);
export type PaymentRelease = typeof PaymentRelease.Type;

/**
 * What a client is told when their bookings waiting for a payment are cancelled because the payment
 * expired or was rejected: the hours were released, why, and where to book again. The bookings were
 * never confirmed to the client, so this is not a cancellation (no calendar event to take out).
 */
export const PaymentReleasedNotice = Schema.Struct({
  kind: Schema.Literal('payment_released'),
  groupId: Schema.Int,
  client: Schema.Struct({ fullName: Schema.String, email: Schema.String }),
  location: NoticePlace,
  /** The location's id: the mail links to its storefront page to book again. */
  locationId: Schema.Int,
  release: PaymentRelease,
  /** The bookings whose hours were released, in start order. */
  bookings: Schema.Array(NoticeBooking),
  ...NoticeSnapshotFields,
});
export type PaymentReleasedNotice = typeof PaymentReleasedNotice.Type;

// The mails nobody's change triggers, and the business's own (issue 18; docs/adr/0067).

/**
 * A booking's reminder, some hours before it starts (the company's reminder_hours_before): the
 * booking as it stood when the reminder was decided, in the shape of a BookingNotice of one booking.
 */
export const ReminderNotice = Schema.Struct({ ...BookingNotice.fields, kind: Schema.Literal('reminder') });
export type ReminderNotice = typeof ReminderNotice.Type;

/**
 * An invitation to review a confirmed booking, some hours after it ended: the booking (`bookings`
 * holds that one) and its review code, sealed (CodeSealer, docs/adr/0065) as base64url, so the
 * outbox keeps no usable code at rest; the dispatcher opens it to build the review page's link.
 */
export const ReviewInvitationNotice = Schema.Struct({
  ...BookingNotice.fields,
  kind: Schema.Literal('review_invitation'),
  locationId: Schema.Int,
  sealedReviewCode: Schema.String,
});
export type ReviewInvitationNotice = typeof ReviewInvitationNotice.Type;

/** What happened to the bookings a business notice tells of. */
export const BUSINESS_CHANGES = ['booked', 'moved', 'cancelled'] as const;
export type BusinessChange = (typeof BUSINESS_CHANGES)[number];

/**
 * What the business is told of a change to its bookings (issue 18 "The business is told"): sent to
 * the location's email, with the booker's contact details as they typed them (docs/adr/0048) and
 * the group's notes. Written in the location country's language (noticeLanguage).
 */
export const BusinessNotice = Schema.Struct({
  kind: Schema.Literal('business'),
  change: Schema.Literals(BUSINESS_CHANGES),
  groupId: Schema.Int,
  /** The location's mailbox. */
  to: Schema.Struct({ name: Schema.String, email: Schema.String }),
  booker: Schema.Struct({
    fullName: Schema.String,
    email: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
    identificationNumber: Schema.NullOr(Schema.String),
  }),
  /** What the booker wrote for the business; empty when nothing. */
  notes: Schema.String,
  location: NoticePlace,
  /** The company, for the mail's brand (issue 18); absent from notices written before it was kept. */
  company: Schema.optionalKey(NoticeCompany),
  bookings: Schema.Array(NoticeBooking),
});
export type BusinessNotice = typeof BusinessNotice.Type;

/** The business notice a client's notice kind owes beside it (docs/adr/0067): the same event, told to the location. */
export function businessChangeOf(kind: NoticeKind): BusinessChange {
  switch (kind) {
    case 'confirmed':
      return 'booked';
    case 'moved':
      return 'moved';
    case 'cancelled':
      return 'cancelled';
    default:
      return kind satisfies never;
  }
}

/**
 * Whatever the outbox owes a mail about: a booking change, a payment that released its hours, a
 * reminder, a review invitation, or the business told of a change.
 */
export const ClientNotice = Schema.Union([
  BookingNotice,
  PaymentReleasedNotice,
  ReminderNotice,
  ReviewInvitationNotice,
  BusinessNotice,
]);
export type ClientNotice = typeof ClientNotice.Type;

/** Smart constructor: any owed notice from a stored payload, or what is wrong with it. */
export const parseClientNotice: (input: unknown) => Result<ClientNotice, SchemaViolation> = decodeWith(ClientNotice);

/** A change to a booking, as far as its client's mail goes, with the status the booking held. */
export type BookingChange =
  | { readonly _tag: 'Booked'; readonly status: BookingStatus }
  | { readonly _tag: 'Cancelled'; readonly statusBefore: BookingStatus }
  | { readonly _tag: 'Moved'; readonly status: BookingStatus };

/**
 * Which mail a change to a booking owes its client (docs/adr/0044), null for none. Only a booking
 * confirmed to the client is mailed about: booked confirmed, it is confirmed; cancelled while
 * confirmed, it is cancelled; moved while confirmed, it is moved. A booking waiting for its payment
 * owes nothing yet — its payment's end decides (noticeOwedByPayment) — and one already cancelled
 * owes nothing again.
 */
export function noticeOwedByChange(change: BookingChange): NoticeKind | null {
  switch (change._tag) {
    case 'Booked':
      return change.status === 'confirmed' ? 'confirmed' : null;
    case 'Cancelled':
      return change.statusBefore === 'confirmed' ? 'cancelled' : null;
    case 'Moved':
      return change.status === 'confirmed' ? 'moved' : null;
    default:
      return change satisfies never;
  }
}

/**
 * How a payment ended, as far as the bookings that waited for it go. A refused card ends nothing
 * (the hold stands for another card, ADR 0075): the payment ends paid, or when its time runs out,
 * its last card refused for `lastRejection` or none tried (null).
 */
export type PaymentEnd =
  { readonly _tag: 'Approved' } | { readonly _tag: 'Expired'; readonly lastRejection: RejectionReason | null };

/** The notice a payment's end owes its client about the bookings that waited for it. */
export type NoticeOwedByPayment =
  { readonly kind: 'confirmed' } | { readonly kind: 'payment_released'; readonly release: PaymentRelease };

/**
 * Which mail the end of a payment owes (docs/adr/0044, docs/adr/0052, ADR 0075): approved, the
 * bookings are confirmed and so is the mail; expired, their hours are released and the mail says
 * why — the card refused and none paid after it, or no payment at all — once, whichever server
 * process ended the payment.
 */
export function noticeOwedByPayment(end: PaymentEnd): NoticeOwedByPayment {
  switch (end._tag) {
    case 'Approved':
      return { kind: 'confirmed' };
    case 'Expired':
      return {
        kind: 'payment_released',
        release: end.lastRejection === null ? { cause: 'expired' } : { cause: 'rejected', reason: end.lastRejection },
      };
    default:
      return end satisfies never;
  }
}

/**
 * The language a mail about a booking at a location in `countryCode` is written in when its client
 * named none of ours, or booked before their language was kept (issue 18): the location's country's.
 */
export function noticeLanguage(countryCode: string): NoticeLanguage {
  return countryLanguage(countryCode);
}

/**
 * The language a notice's mail is written in (issue 18): the one its client booked in, which the
 * notice carries; a notice enqueued before it did, in its location country's (noticeLanguage).
 */
export function mailLanguage(notice: {
  readonly language?: NoticeLanguage;
  readonly location: { readonly countryCode: string };
}): NoticeLanguage {
  return notice.language ?? noticeLanguage(notice.location.countryCode);
}
