import type { Result } from 'neverthrow';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { ClientIdentity } from './memberships';
import type { NewPayment } from './payments';
import type { PlannedGiftCardPayment } from '#domain/gift-card/gift-card-booking-payment';
import type { BookingId } from '#domain/booking/booking-id';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import type { ClientId } from '#domain/client/client-id';
import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { BookingReference } from '#domain/booking/booking-reference';

/** The client a booking is for, as the booker typed them: kept on the booking, and filed as a new record unless the company recognised one. */
export interface ClientToFile extends ClientIdentity {
  readonly firstName: string;
  readonly lastName: string;
  readonly secondPhone: string | null;
  readonly address: string | null;
  readonly birthDate: string | null;
  readonly age: number | null;
  readonly recordNumber: number | null;
  readonly gender: 0 | 1 | 2;
  readonly city: string | null;
  readonly district: string | null;
  readonly customAttributes: Readonly<Record<string, string | number | boolean | null>>;
}

export interface NewBooking {
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
  readonly bundleId: ServiceId | null;
  readonly sessionNumber: number | null;
  /** A class seat: counted against the class time's capacity instead of excluding overlaps. */
  readonly classCapacity: number | null;
  readonly start: Instant;
  readonly end: Instant;
  readonly status: Exclude<BookingStatus, 'cancelled'>;
  readonly price: number | null;
  /** The membership that pays; using it spends one of its uses in the same transaction. */
  readonly paymentMembershipId: number | null;
  readonly recordHistory: unknown;
  /**
   * At a workshop, the vehicle as its company's register holds it once booked: its new mileage,
   * recorded in the booking's transaction (the vehicle filed when the register did not hold its
   * plate); null elsewhere.
   */
  readonly vehicle: Vehicle | null;
  /**
   * This booking's own confirmation code: kept as a digest, which finds it, and sealed (CodeSealer;
   * docs/adr/0065), which only the server holding the key opens, to write it into later mails' links.
   */
  readonly confirmationCode: string;
}

/**
 * An Idempotency-Key a request holds while it runs (ports/server/idempotent-requests.ts): which attempt
 * under the key it is. Only the attempt holding the key may complete or release it, so one whose
 * lease ran out (and was taken over) touches nothing.
 */
export interface HeldIdempotencyKey {
  readonly key: string;
  readonly attempt: number;
}

/** Everything one create call books, all or nothing. */
export interface NewBookingGroup {
  readonly locationId: LocationId;
  readonly companyId: CompanyId;
  /** What the booker typed: the group carries it, and a new client record is filed from it. */
  readonly client: ClientToFile;
  /**
   * The company's client record the booker is, by the company's identification rule
   * (client-recognition.ts; docs/adr/0048); null to file a new record from `client`. A record
   * found is never changed by what was typed.
   */
  readonly recognisedClientId: ClientId | null;
  /**
   * The signed-in account that made the booking, tied to the group in its transaction (issue 34;
   * docs/adr/0122); null or absent for a visitor.
   */
  readonly userId?: number | null;
  readonly trxId: string;
  /**
   * The group's reference (issue 35; docs/adr/0126), drawn by the create: the store refuses one
   * its company already has (ReferenceTaken), and the create draws again.
   */
  readonly reference: BookingReference;
  /** The summary's access token (kept as a digest only). */
  readonly accessToken: string;
  readonly notes: string;
  readonly creativeSource: string | null;
  readonly rwgToken: string | null;
  /** The language the client booked in, which their mails are written in (issue 18); null: the location country's. */
  readonly language: NoticeLanguage | null;
  readonly bookings: readonly [NewBooking, ...NewBooking[]];
  /**
   * The Idempotency-Key this request's attempt holds, completed in the same transaction — or, when
   * another attempt took it over meanwhile, nothing booked (IdempotencyKeyLost); null without one.
   */
  readonly idempotencyKey: HeldIdempotencyKey | null;
  /** The online payment the bookings wait for (they are pending_payment), inserted with them; null when none. */
  readonly payment: NewPayment | null;
  /**
   * The gift card paying part or all of the group (issue 31; docs/adr/0107), spent in the same
   * transaction once the bookings have their ids (spendPlannedGiftCard); null when none pays.
   */
  readonly giftCard: PlannedGiftCardPayment | null;
  /**
   * When the bookings take their hours, by the server's Clock (bookings.hour_taken_at, docs/adr/0067):
   * a booking made inside its reminder window gets none. Absent: the database's time.
   */
  readonly bookedAt?: Instant;
}

/** The online payment a create started, as its answer (and a replay) says it. */
export interface CreatedPayment {
  readonly amount: number;
  readonly currency: string;
  readonly downPayment: boolean;
  readonly expiresAt: Instant;
  /** The location's IANA zone, in whose offset the answer writes the expiry. */
  readonly timeZone: string;
}

/** What a create call answers, and what an idempotent retry replays. */
export interface CreatedBookings {
  readonly trxId: string;
  /**
   * The group's reference (docs/adr/0126); absent from an answer an older server sealed for a
   * replay, which said none.
   */
  readonly reference?: BookingReference;
  /** The first booking's id: the summary's address. */
  readonly bookingId: BookingId;
  readonly accessToken: string;
  readonly status: Exclude<BookingStatus, 'cancelled'>;
  /** The storefront's country segment, for `redirect_to`. */
  readonly countryCode: string;
  /**
   * Each booking made, in item order, with its confirmation code: the capability to cancel,
   * confirm or edit it, handed to whoever made the booking (and kept only sealed, for a replay).
   */
  readonly bookings: readonly { readonly id: BookingId; readonly confirmationCode: string }[];
  /** The online payment the bookings wait for; null when nothing is paid online. */
  readonly payment: CreatedPayment | null;
}

/** Why the database refused to book: the index of the request item it refused. */
export type BookingConflict =
  /**
   * The professional's time overlaps a booking made meanwhile, or the class is full, or a catalogue
   * file retired its professional, service or location meanwhile (docs/adr/0085).
   */
  | { readonly _tag: 'SlotTaken'; readonly itemIndex: number }
  /** The membership has no use left (or is not the client's). */
  | { readonly _tag: 'MembershipUsedUp'; readonly itemIndex: number }
  /** The register recorded a mileage as high meanwhile (another booking for the vehicle). */
  | { readonly _tag: 'MileageNotAbove'; readonly itemIndex: number }
  /** The client already has as many payments pending as allowed; the oldest expires in `retryAfterSeconds`. */
  | { readonly _tag: 'TooManyPendingPayments'; readonly retryAfterSeconds: number }
  /** The gift card was spent or changed since its share was planned: nothing is booked (docs/adr/0107). */
  | { readonly _tag: 'GiftCardBalanceChanged' }
  /** The company already has a group under the reference drawn: nothing is booked, and the create draws again (docs/adr/0126). */
  | { readonly _tag: 'ReferenceTaken' }
  /** The attempt's lease on its Idempotency-Key ran out and a retry took the key over: that one books (ADR 0050). */
  | { readonly _tag: 'IdempotencyKeyLost' };

/** A booking moved to another time or professional. */
export interface Rescheduling {
  readonly bookingId: BookingId;
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly end: Instant;
  /** The count of modifications read before the change; the move fails if another changed it meanwhile. */
  readonly modificationsBefore: number;
  /** When the booking takes its new hour, by the server's Clock (docs/adr/0067). Absent: the database's time. */
  readonly movedAt?: Instant;
}

/** One booking of a location's day, as support staff list it. */
export interface StaffListedBooking extends BookedService {
  readonly trxId: string;
  /** Its group's reference (docs/adr/0126). */
  readonly reference: BookingReference;
  /** The booker's details as they typed them (docs/adr/0048). */
  readonly clientFullName: string;
  /** The booker's first name alone, as the day at a glance shows it (issue 35). */
  readonly clientFirstName: string;
  readonly clientEmail: string | null;
  readonly clientPhone: string | null;
  readonly createdAt: Instant;
  /** The client's membership or plan that pays it, with the uses it has left now; null when none pays. */
  readonly paymentMembership: { readonly id: number; readonly name: string; readonly usesLeft: number | null } | null;
}

/**
 * The bookings (booking-wizard §4, storefront §2): created all or nothing, found through their
 * capabilities, changed through their lifecycle. Tokens and codes cross this port in clear and
 * are kept as digests by the adapter. A failing store throws.
 */
export interface Bookings {
  /** Books the group in one transaction; the database refuses an overlap or a full class. */
  create(group: NewBookingGroup): Promise<Result<CreatedBookings, BookingConflict>>;
  /** The group of booking `bookingId`, when `accessToken` is that group's. */
  groupByAccessToken(bookingId: BookingId, accessToken: string): Promise<BookingGroupRecord | undefined>;
  /** The booking a confirmation code names and its group. */
  byConfirmationCode(
    code: string,
  ): Promise<{ readonly bookingId: BookingId; readonly group: BookingGroupRecord } | undefined>;
  /**
   * Writes cancellations and attendance confirmations, all in one transaction. A booking newly
   * cancelled frees its class seat and gives back its membership use.
   */
  saveLifecycle(changed: readonly BookedService[]): Promise<void>;
  /** Moves a booking; SlotTaken when the new time overlaps another booking. */
  reschedule(change: Rescheduling): Promise<Result<void, { readonly _tag: 'SlotTaken' }>>;
  /** Every booking starting in [from, to) at the location, in start order. */
  startingBetween(locationId: LocationId, from: Instant, to: Instant): Promise<readonly StaffListedBooking[]>;
  /**
   * The company's group under `reference`, with its bookings as staff list them (in start order):
   * a staff lookup (docs/adr/0126), which the caller authorises; undefined when the company has none.
   */
  byReference(
    companyId: CompanyId,
    reference: BookingReference,
  ): Promise<{ readonly group: BookingGroupRecord; readonly bookings: readonly StaffListedBooking[] } | undefined>;
}
