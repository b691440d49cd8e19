import { err, ok, type Result } from 'neverthrow';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  bookingReferenceFromDraws,
  type BookingReference,
} from '#domain/booking/booking-reference';
import type { Membership } from '#domain/membership/plan-allocation';
import { shouldPayOnline } from '#domain/payment/paid-online';
import type {
  BookingConflict,
  Bookings,
  CreatedBookings,
  HeldIdempotencyKey,
  NewBookingGroup,
} from '../ports/server/bookings';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import { PERSON, refusedBecause, type HumanCheck } from '../ports/server/human-check';
import type { IdempotencyClaim, IdempotentRequests } from '../ports/server/idempotent-requests';
import type { Memberships } from '../ports/server/memberships';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { TokenGenerator } from '../ports/server/token-generator';
import { bookingId as bookingIdOf } from '#domain/shared/ids.test-support';
import type { BookingId } from '#domain/booking/booking-id';
import type { GiftCards } from '../ports/server/gift-cards';
import { spendPlannedGiftCard } from '../gift-card/spend-planned-gift-card';

// Test support: in-memory versions of the bookings slice's ports, for use-case tests and for the
// server's skeleton tests. They keep secrets in clear (only the SQL adapters digest them) and hold
// only what the tests put in them.

/**
 * Secrets, transaction ids and references numbered in order: `secret-1`, `secret-2`, …, `TRX-1`, …
 * and `222223`, `222224`, … (the reference's symbols counting in the alphabet).
 */
export function sequentialTokens(prefix = 'secret'): TokenGenerator {
  let secrets = 0;
  let transactions = 0;
  let references = 0;
  return {
    secret: () => `${prefix}-${String(++secrets)}`,
    transactionId: () => `TRX-${String(++transactions)}`,
    bookingReference: () => referenceNumber(++references),
  };
}

/** The reference spelling `number` in the alphabet's base 30 (`referenceNumber(1)` is `222223`). */
export function referenceNumber(number: number): BookingReference {
  const base = BOOKING_REFERENCE_ALPHABET.length;
  return bookingReferenceFromDraws(
    Array.from(
      { length: BOOKING_REFERENCE_LENGTH },
      (_, at) => Math.floor(number / base ** (BOOKING_REFERENCE_LENGTH - 1 - at)) % base,
    ),
  );
}

/** The fallback token the in-memory human check knows. */
export const FALLBACK_TOKEN = 'the-sites-fallback-token';
const FALLBACK = { _tag: 'FallbackToken' } as const;

/** A human check that passes every token except null, blank and 'fail', and knows FALLBACK_TOKEN for the fallback. */
export const acceptingHumanCheck: HumanCheck = {
  verify: (token) =>
    Promise.resolve(
      token === null || token.trim() === ''
        ? refusedBecause('missing')
        : token === 'fail'
          ? refusedBecause('forged')
          : token === FALLBACK_TOKEN
            ? FALLBACK
            : PERSON,
    ),
  challenge: () => Promise.resolve(null),
};

/** The staff keys given, by their clear text. */
export function inMemoryStaffKeys(keys: Readonly<Record<string, StaffKey>> = {}): StaffKeyVerifier {
  return { verify: (presented) => Promise.resolve(Object.hasOwn(keys, presented) ? keys[presented] : undefined) };
}

/** The memberships of each client record, by its id (of any company). */
export function inMemoryMemberships(held: Readonly<Record<number, readonly Membership[]>> = {}): Memberships {
  return {
    validFor: (_companyId, clientId, from, to) =>
      Promise.resolve((held[clientId] ?? []).filter((each) => each.validFrom <= to && each.validUntil >= from)),
  };
}

/** What the bookings port does with a key in the transaction that books: checks the attempt holds it, and completes it. */
interface InMemoryCompletion {
  holds(held: HeldIdempotencyKey): boolean;
  complete(held: HeldIdempotencyKey, created: CreatedBookings): void;
}

interface ClaimRecord {
  readonly fingerprint: string;
  attempt: number;
  leaseUntil: number;
  created: CreatedBookings | null;
}

/** Idempotency keys in a map, each claim holding its key for its lease; `complete` stands for the bookings port completing a claim. */
export function inMemoryIdempotentRequests(): IdempotentRequests & InMemoryCompletion {
  const claims = new Map<string, ClaimRecord>();
  return {
    claim(key, fingerprint, lease): Promise<IdempotencyClaim> {
      const found = claims.get(key);
      if (found === undefined) {
        claims.set(key, { fingerprint, attempt: 1, leaseUntil: lease.until, created: null });
        return Promise.resolve({ _tag: 'Claimed', held: { key, attempt: 1 } });
      }
      if (found.fingerprint !== fingerprint) return Promise.resolve({ _tag: 'KeyReused' });
      if (found.created !== null) return Promise.resolve({ _tag: 'Replay', created: found.created });
      if (found.leaseUntil > lease.now) return Promise.resolve({ _tag: 'InFlight' });
      found.attempt += 1;
      found.leaseUntil = lease.until;
      return Promise.resolve({ _tag: 'Claimed', held: { key, attempt: found.attempt } });
    },
    release(held) {
      const found = claims.get(held.key);
      if (found?.created === null && found.attempt === held.attempt) claims.delete(held.key);
      return Promise.resolve();
    },
    holds(held) {
      const found = claims.get(held.key);
      return found?.created === null && found.attempt === held.attempt;
    },
    complete(held, created) {
      const found = claims.get(held.key);
      if (found !== undefined) found.created = created;
    },
  };
}

/** The group with its bookings in start order, as the port reads it. */
const inStartOrder = (group: BookingGroupRecord): BookingGroupRecord => ({
  ...group,
  bookings: [...group.bookings].sort((a, b) => a.start - b.start || a.id - b.id),
});

/** A professional's time a booking holds; `classTime` names the class time its seat is of (service, professional, start). */
interface HeldTime {
  readonly providerId: number;
  readonly start: number;
  readonly end: number;
  readonly classTime: string | null;
}

const classTimeOf = (serviceId: number, providerId: number, start: number) =>
  `${String(serviceId)}:${String(providerId)}:${String(start)}`;

/** Whether `asked` may share its professional's time with `other`: only the seats of one class time do (ADR 0089). */
const overlaps = (asked: HeldTime, other: HeldTime) =>
  other.providerId === asked.providerId &&
  other.start < asked.end &&
  asked.start < other.end &&
  (asked.classTime === null || asked.classTime !== other.classTime);

/**
 * Booking groups in memory, each with its access token and its bookings' confirmation codes in
 * clear. Kept to the SQL adapter's contract (bookings-contract.test-support.ts, ADR 0097): `create`
 * files what it is given, all or nothing, and refuses a professional's overlapping time (the
 * seats of one class time share it, up to the capacity its first seat named); a move refuses a
 * taken time, a cancelled booking and a class seat; a cancellation is kept once.
 */
export function inMemoryBookings(
  groups: {
    readonly group: BookingGroupRecord;
    readonly accessToken: string;
    readonly codes: Readonly<Record<string, BookingId>>;
  }[] = [],
  idempotency?: InMemoryCompletion,
  /** The gift cards a group's planned card payment is spent from, as the SQL create spends it (spendPlannedGiftCard). */
  giftCards?: GiftCards,
): Bookings & { readonly groups: typeof groups } {
  const all = () => groups.flatMap((each) => each.group.bookings);
  /** The capacity of each class time, as its first seat named it. */
  const capacities = new Map<string, number>();
  const heldTimes = (except?: BookingId): HeldTime[] =>
    all()
      .filter((booking) => booking.status !== 'cancelled' && booking.id !== except)
      .map((booking) => ({
        providerId: booking.provider.id,
        start: booking.start,
        end: booking.end,
        classTime: booking.isClass ? classTimeOf(booking.serviceId, booking.provider.id, booking.start) : null,
      }));
  const replace = (changed: BookedService) => {
    for (const [position, each] of groups.entries()) {
      const bookings = each.group.bookings.map((booking) => (booking.id === changed.id ? changed : booking));
      groups[position] = { ...each, group: { ...each.group, bookings } };
    }
  };
  const createNow = async (group: NewBookingGroup): Promise<Result<CreatedBookings, BookingConflict>> => {
    // Only the attempt holding its key books (in the SQL adapter, in the transaction that books).
    const key = group.idempotencyKey;
    if (key !== null && idempotency !== undefined && !idempotency.holds(key))
      return err({ _tag: 'IdempotencyKeyLost' as const });
    // The company's references are unique, as the SQL adapter's index keeps them (docs/adr/0126).
    if (
      groups.some(
        (each) => each.group.location.companyId === group.companyId && each.group.reference === group.reference,
      )
    )
      return err({ _tag: 'ReferenceTaken' as const });
    const taken = heldTimes();
    const seatsOpened = new Map<string, number>();
    for (const [index, booking] of group.bookings.entries()) {
      const classTime =
        booking.classCapacity === null ? null : classTimeOf(booking.serviceId, booking.providerId, booking.start);
      const asked: HeldTime = { providerId: booking.providerId, start: booking.start, end: booking.end, classTime };
      const full =
        classTime !== null &&
        taken.filter((other) => other.classTime === classTime).length >=
          (capacities.get(classTime) ?? seatsOpened.get(classTime) ?? booking.classCapacity ?? 0);
      if (full || taken.some((other) => overlaps(asked, other)))
        return err({ _tag: 'SlotTaken' as const, itemIndex: index });
      if (classTime !== null && booking.classCapacity !== null && !seatsOpened.has(classTime))
        seatsOpened.set(classTime, booking.classCapacity);
      taken.push(asked);
    }
    const nextId = Math.max(0, ...all().map((booking) => booking.id)) + 1;
    if (group.giftCard !== null) {
      if (giftCards === undefined) throw new Error('These in-memory bookings were given no gift cards');
      const ids = group.bookings.map((_booking, index) => bookingIdOf(nextId + index));
      const spent = await spendPlannedGiftCard(giftCards, group.giftCard, ids);
      if (spent.isErr()) return err({ _tag: 'GiftCardBalanceChanged' as const });
    }
    for (const [classTime, capacity] of seatsOpened)
      if (!capacities.has(classTime)) capacities.set(classTime, capacity);
    const created: CreatedBookings = {
      trxId: group.trxId,
      reference: group.reference,
      bookingId: bookingIdOf(nextId),
      accessToken: group.accessToken,
      status: group.bookings[0].status,
      countryCode: 'cl',
      bookings: group.bookings.map((booking, index) => ({
        id: bookingIdOf(nextId + index),
        confirmationCode: booking.confirmationCode,
      })),
      payment:
        group.payment === null
          ? null
          : {
              amount: group.payment.amount,
              currency: group.payment.currency,
              downPayment: group.payment.downPayment,
              expiresAt: group.payment.expiresAt,
              timeZone: group.payment.timeZone,
            },
    };
    const bookings = group.bookings.map((booking, index): BookedService => ({
      id: bookingIdOf(nextId + index),
      serviceId: booking.serviceId,
      serviceName: `Service ${String(booking.serviceId)}`,
      durationMinutes: (booking.end - booking.start) / 60_000,
      showDuration: true,
      price: booking.price,
      showPrice: true,
      // The fake's services need no online payment of their own.
      shouldPayOnline: shouldPayOnline({ mustBePaidOnline: false, status: booking.status }),
      isVideo: false,
      outcall: false,
      isSession: booking.sessionNumber !== null,
      bundled: booking.bundleId !== null,
      isClass: booking.classCapacity !== null,
      provider: { id: booking.providerId, publicName: `Professional ${String(booking.providerId)}` },
      planName: booking.paymentMembershipId === null ? null : `Plan ${String(booking.paymentMembershipId)}`,
      status: booking.status,
      start: booking.start,
      end: booking.end,
      clientConfirmedAt: null,
      cancelledAt: null,
      modifications: 0,
    }));
    if (key !== null) idempotency?.complete(key, created);
    groups.push({
      group: {
        id: groups.length + 1,
        trxId: group.trxId,
        reference: group.reference,
        location: {
          id: group.locationId,
          companyId: group.companyId,
          name: 'Location',
          address: null,
          phone: null,
          email: null,
          timeZone: 'America/Santiago',
          countryCode: 'cl',
          currency: { unit: '$', delimiter: '.', separator: ',' },
          company: { name: 'Barbería Central', colorMinisite: null, logo: null },
        },
        client: {
          fullName: `${group.client.firstName} ${group.client.lastName}`,
          email: group.client.email,
          phone: group.client.phone,
        },
        policy: { cancellationLimitHours: 0, modificationLimitHours: 0, maxModifications: 2 },
        bookings,
      },
      accessToken: group.accessToken,
      codes: Object.fromEntries(
        group.bookings.map((booking, index) => [booking.confirmationCode, bookingIdOf(nextId + index)]),
      ),
    });
    return ok(created);
  };
  let turn: Promise<unknown> = Promise.resolve();
  return {
    groups,
    /** One at a time, as the SQL creates of one card take turns on its lock: a create's spend sees the one before it. */
    create(group) {
      const run = turn.then(() => createNow(group));
      turn = run.catch(() => undefined);
      return run;
    },
    groupByAccessToken(bookingId, accessToken) {
      const found = groups.find(
        (each) => each.accessToken === accessToken && each.group.bookings.some((booking) => booking.id === bookingId),
      );
      return Promise.resolve(found === undefined ? undefined : inStartOrder(found.group));
    },
    byConfirmationCode(code) {
      const found = groups.find((each) => Object.hasOwn(each.codes, code));
      const bookingId = found?.codes[code];
      return Promise.resolve(
        found === undefined || bookingId === undefined ? undefined : { bookingId, group: inStartOrder(found.group) },
      );
    },
    saveLifecycle(changed) {
      // As the SQL adapter writes them: a cancellation once (freeing its time), else a first confirmation of attendance.
      for (const asked of changed) {
        const booking = all().find((each) => each.id === asked.id);
        if (booking === undefined || booking.status === 'cancelled') continue;
        if (asked.status === 'cancelled')
          replace({ ...booking, status: 'cancelled', cancelledAt: asked.cancelledAt ?? asked.start });
        else if (asked.clientConfirmedAt !== null && booking.clientConfirmedAt === null)
          replace({ ...booking, clientConfirmedAt: asked.clientConfirmedAt });
      }
      return Promise.resolve();
    },
    reschedule(change) {
      const booking = all().find((each) => each.id === change.bookingId);
      if (
        booking === undefined ||
        booking.modifications !== change.modificationsBefore ||
        booking.status === 'cancelled' ||
        booking.isClass
      )
        return Promise.resolve(err({ _tag: 'SlotTaken' as const }));
      // A moved booking shares its new time with nobody.
      const asked: HeldTime = { providerId: change.providerId, start: change.start, end: change.end, classTime: null };
      if (heldTimes(booking.id).some((other) => overlaps(asked, other)))
        return Promise.resolve(err({ _tag: 'SlotTaken' as const }));
      replace({
        ...booking,
        provider: { ...booking.provider, id: change.providerId },
        start: change.start,
        end: change.end,
        modifications: booking.modifications + 1,
      });
      return Promise.resolve(ok(undefined));
    },
    byReference(companyId, reference) {
      const found = groups.find(
        (each) => each.group.location.companyId === companyId && each.group.reference === reference,
      );
      if (found === undefined) return Promise.resolve(undefined);
      const group = inStartOrder(found.group);
      return Promise.resolve({
        group,
        bookings: group.bookings.map((booking) => ({
          ...booking,
          trxId: group.trxId,
          reference: group.reference,
          clientFullName: group.client.fullName,
          clientFirstName: group.client.fullName.split(' ')[0] ?? '',
          clientEmail: group.client.email,
          clientPhone: group.client.phone,
          createdAt: booking.start,
          paymentMembership: null,
        })),
      });
    },
    startingBetween(locationId, from, to) {
      return Promise.resolve(
        groups
          .filter((each) => each.group.location.id === locationId)
          .flatMap((each) =>
            each.group.bookings.map((booking) => ({
              ...booking,
              trxId: each.group.trxId,
              reference: each.group.reference,
              clientFullName: each.group.client.fullName,
              // The record keeps the full name "first last"; the in-memory groups' first names are one word.
              clientFirstName: each.group.client.fullName.split(' ')[0] ?? '',
              clientEmail: each.group.client.email,
              clientPhone: each.group.client.phone,
              createdAt: booking.start,
              // The in-memory bookings spend no memberships.
              paymentMembership: null,
            })),
          )
          .filter((booking) => booking.start >= from && booking.start < to)
          .sort((a, b) => a.start - b.start || a.id - b.id),
      );
    },
  };
}
