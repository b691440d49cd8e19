import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { membershipCovers } from '#domain/membership/plan-allocation';
import type { AdmitRequest } from '../abuse/admit-request';
import { checkPerson as checkPersonSent } from '../abuse/check-person';
import { paymentCharge } from '#domain/payment/payment-charge';
import { paymentCurrency } from '#domain/payment/payment-currency';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { onlinePayment } from '#domain/payment/online-payment';
import { groupStatusOnBooking, isPaidOnline, statusOnBooking } from '#domain/payment/paid-online';
import { actsFor, presentedStaffKey } from '../account/authorize-staff';
import { otherCompanysKey, type OtherCompanysKey } from '../account/account-errors';
import {
  bookingRequestInvalid,
  idempotencyKeyReused,
  slotTaken,
  type BookingRequestInvalid,
  type HumanCheckFailed,
  type IdempotencyInFlight,
  type IdempotencyKeyReused,
  type InvalidApiKey,
  type RefusedField,
  type SlotTaken,
} from './booking-errors';
import {
  checkBookingTerms,
  type BookingTermsError,
  type BookingTermsPorts,
  type ItemTerms,
} from './check-booking-terms';
import {
  readSubmission,
  type BookingSubmission,
  type PlacedItem,
  type ReadSubmission,
  type ReadSubmissionError,
  type SubmissionPorts,
} from './place-bookings';
import type {
  BookingConflict,
  Bookings,
  CreatedBookings,
  HeldIdempotencyKey,
  NewBooking,
  NewBookingGroup,
} from '../ports/server/bookings';
import type { HumanCheck } from '../ports/server/human-check';
import type { IdempotentRequests } from '../ports/server/idempotent-requests';
import type { Memberships } from '../ports/server/memberships';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { TokenGenerator } from '../ports/server/token-generator';
import type { RateLimited } from '../abuse/rate-limit-errors';
import type { PaymentGateways } from '../ports/server/payment-gateways';
import { planHolder, recogniseClient } from './recognise-client';
import type { NewPayment } from '../ports/server/payments';
import { tooManyPendingPayments, type TooManyPendingPayments } from '../payment/payment-errors';
import type { ClientId } from '#domain/client/client-id';
import type { NoticeLanguage } from '#domain/notification/booking-notice';
import { giftCardShares, type PlannedGiftCardPayment } from '#domain/gift-card/gift-card-booking-payment';
import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import { hundredthsOf } from '#domain/gift-card/gift-card-money';
import type { GiftCards } from '../ports/server/gift-cards';
import { giftCardBalanceChanged, type GiftCardError } from '../gift-card/gift-card-errors';
import { cardOfLocation, locationToday } from '../gift-card/check-gift-card';
import { resultAsync } from '../shared/one-step';

/** How long a client waits before retrying a request whose twin is still running. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 2;

/**
 * How long a keyed create holds its Idempotency-Key (ADR 0050): far longer than a create takes, so a
 * retry waits for a running twin; short enough that a key whose process died is free again soon.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 30;

export interface CreateBookingRequest extends BookingSubmission {
  /** The `api-key` header; null without one. A valid key skips the human check. */
  readonly apiKey: string | null;
  /** `recaptcha_token`. */
  readonly humanCheckToken: string | null;
  /** Who sent the request on the network, for the fallback token's limit; null where unknown. */
  readonly clientAddress: string | null;
  /** The `Idempotency-Key` header; null without one. */
  readonly idempotencyKey: string | null;
  /** The request's canonical text: the same body gives the same text, another body another. */
  readonly fingerprint: string;
  readonly notes: string;
  readonly creativeSource: string | null;
  readonly rwgToken: string | null;
  /**
   * The language the client booked in (the storefront's, sent as Accept-Language), which the mails
   * about these bookings are written in (issue 18); null when the request names none of ours, and
   * then the location's country decides (noticeLanguage).
   */
  readonly language: NoticeLanguage | null;
  /**
   * The gift card code the client pays with, as typed (issue 31 "Spending"; docs/adr/0107); null
   * without one. The card pays what it can of the bookings' prices, the rest is paid as it would be.
   */
  readonly giftCardCode: string | null;
}

/** What a create answers: the bookings made, or replayed from the first request with the same key. */
export interface CreatedBooking extends CreatedBookings {
  readonly replayed: boolean;
}

export type CreateBookingError =
  | ReadSubmissionError
  | BookingTermsError
  | InvalidApiKey
  | HumanCheckFailed
  | RateLimited
  | IdempotencyInFlight
  | IdempotencyKeyReused
  | SlotTaken
  | BookingRequestInvalid
  | TooManyPendingPayments
  | OtherCompanysKey
  | GiftCardError;

export interface CreateBookingPorts extends SubmissionPorts, BookingTermsPorts {
  readonly bookings: Bookings;
  readonly memberships: Memberships;
  readonly staffKeys: StaffKeyVerifier;
  readonly humanCheck: HumanCheck;
  readonly idempotentRequests: IdempotentRequests;
  readonly tokens: TokenGenerator;
  readonly paymentGateways: PaymentGateways;
  /** The gift cards a create reads a code's card from, to plan what it pays (docs/adr/0107). */
  readonly giftCards: GiftCards;
}

export interface CreateBookingSettings {
  /** The abuse limits' gate, which counts the human check's fallback tokens (ADR 0041). */
  readonly admitRequest: AdmitRequest;
  /** How many payments one client may have pending at once (RESERVA_PENDING_PAYMENTS_PER_CLIENT). */
  readonly pendingPaymentsPerClient: number;
}

export const DEFAULT_PENDING_PAYMENTS_PER_CLIENT = 2;

const idempotencyInFlight: IdempotencyInFlight = {
  _tag: 'IdempotencyInFlight',
  code: 'IDEMPOTENCY.IN_FLIGHT',
  retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
};

const startOf = (index: number) => `bookings[${String(index)}].start`;

/**
 * The memberships the request says pay, checked against those of `holder`, the client record the
 * company recognised the booker as, where its plans may pay (planHolder; none otherwise): each must
 * cover its item's service and day. A membership of a record the booker may not spend is refused as
 * any other that is not theirs (`notPayable`), so the refusal says nothing of whether it exists.
 */
function checkedMemberships(
  ports: CreateBookingPorts,
  request: CreateBookingRequest,
  reading: ReadSubmission,
  placed: readonly PlacedItem[],
  holder: ClientId | null,
): ResultAsync<void, BookingRequestInvalid> {
  const paid = placed.filter((each) => request.items[each.index]?.paymentMembershipId != null);
  if (paid.length === 0) return okAsync(undefined);
  const dates = placed.map((each) => each.date).sort();
  const first = dates[0] ?? paid[0]?.date;
  const last = dates[dates.length - 1] ?? first;
  if (first === undefined || last === undefined) return okAsync(undefined);
  const memberships =
    holder === null ? Promise.resolve([]) : ports.memberships.validFor(reading.company.id, holder, first, last);
  return ResultAsync.fromSafePromise(memberships).andThen((valid) => {
    const faults = paid.flatMap((each): RefusedField[] => {
      const membership = valid.find((candidate) => candidate.id === request.items[each.index]?.paymentMembershipId);
      const field = `bookings[${String(each.index)}].paymentMembershipId`;
      if (membership === undefined || !membershipCovers(membership, { serviceId: each.serviceId, date: each.date }))
        return [{ field, problem: 'notPayable' }];
      // Spending the use in the booking's transaction is what counts; this only answers sooner.
      return membership.usesLeft === 0 ? [{ field, problem: 'usedUp' }] : [];
    });
    return faults.length === 0 ? ok(undefined) : err(bookingRequestInvalid(faults));
  });
}

/**
 * What the gift card named by `code` pays of each booking's `dues` (hundredths), planned over the
 * card as read now (giftCardShares); spent, or refused as changed, in the booking's transaction
 * (spendPlannedGiftCard; docs/adr/0107). Null without a code.
 */
function plannedGiftCard(
  ports: CreateBookingPorts,
  code: string | null,
  reading: ReadSubmission,
  dues: readonly number[],
): ResultAsync<PlannedGiftCardPayment | null, GiftCardError> {
  if (code === null) return okAsync(null);
  const parsed = parseGiftCardCode(code);
  if (parsed.isErr()) return errAsync(parsed.error);
  return ResultAsync.fromSafePromise(ports.giftCards.findByCode(parsed.value))
    .andThen((found) => cardOfLocation(found, reading.location))
    .andThen((card) => {
      const place = {
        at: reading.location.id,
        today: locationToday(reading.location, ports.clock),
        currency: paymentCurrency(reading.location.countryCode) ?? card.terms.face.currency,
      };
      return giftCardShares(card, dues, place).map((shares) => ({ cardId: card.id, place, shares }));
    });
}

/**
 * Creates the bookings of a submission, all or nothing (booking-wizard §4 Submission, §7 Create
 * booking; ADR 0014, ADR 0017, ADR 0050). In order: a sent api-key must be valid; an Idempotency-Key
 * replays its first outcome, or is refused when the body differs or while that request runs — for
 * its lease of IDEMPOTENCY_LEASE_SECONDS, past which this request takes the key over and runs
 * afresh; without a valid api-key the human check must pass — the site's fallback token, where
 * configured, only within its own tighter limit (ADR 0041); the submission is read (the client by
 * the company's form, each hour still bookable, "first provider available" made a real
 * professional); the company must let the client book, each price shown must be one the server
 * grants and, at a workshop, each mileage must exceed the register's (docs/adr/0022); the
 * memberships named must be those of the client record the company recognises the booker as by its
 * identification rule, and pay; then one transaction books it all — recording each vehicle's new
 * mileage, and keeping what the booker typed, filed under that record or a new one
 * (docs/adr/0048) — where the database refuses an overlap or a full class (409), and which books
 * only while this attempt still holds its key, so a key books at most once. A request that books
 * nothing releases its key, so a retry runs afresh. Bookings paid online start pending_payment,
 * with a payment of what they charge (their paying prices or down payments) in the location's
 * currency, due within 30 minutes, through the company's provider — refused when the company takes
 * no online payments, and 429 when the client already holds as many pending payments as allowed
 * (ADR 0042); the rest start confirmed.
 */
export function createBooking(ports: CreateBookingPorts, settings: CreateBookingSettings) {
  const read = readSubmission(ports);
  const checkTerms = checkBookingTerms(ports);
  const recognise = recogniseClient(ports.clients);

  /** A valid api-key is the business's own; anyone else proves a person sent the request. */
  const checkPerson = (
    request: CreateBookingRequest,
    key: StaffKey | null,
  ): ResultAsync<void, HumanCheckFailed | RateLimited> =>
    key !== null
      ? okAsync(undefined)
      : checkPersonSent(ports, settings.admitRequest, {
          humanCheckToken: request.humanCheckToken,
          address: request.clientAddress,
          clientIdentifier: request.client.email,
        });

  /** The payment of `charge` through the company's provider, in the location's currency; refused when the company takes none there. */
  const paymentFor = (
    reading: ReadSubmission,
    charge: { readonly amount: number; readonly downPayment: boolean },
  ): Result<NewPayment, BookingRequestInvalid> => {
    const active = onlinePayment(reading.company);
    const currency = paymentCurrency(reading.location.countryCode);
    if (active._tag === 'OnlinePaymentInactive' || currency === null) {
      return err(bookingRequestInvalid([{ field: 'paymentPagoFacil', problem: 'notPayable' }]));
    }
    const now = ports.clock.now();
    return ok({
      provider: active.provider,
      gateway: ports.paymentGateways.forProvider(active.provider).provider,
      amount: charge.amount,
      currency,
      downPayment: charge.downPayment,
      expiresAt: addMinutes(now, PAYMENT_TIMEOUT_MINUTES),
      timeZone: reading.location.timeZone,
      tokenData: ports.tokens.secret(),
      pendingCap: settings.pendingPaymentsPerClient,
      now,
    });
  };

  const book = (
    request: CreateBookingRequest,
    key: StaffKey | null,
    held: HeldIdempotencyKey | null,
  ): ResultAsync<CreatedBooking, CreateBookingError> =>
    checkPerson(request, key)
      .andThen(() => read(request))
      // A company's key books only at its own company: the booking is the company's to make (docs/adr/0078).
      .andThen((reading) => (key === null || actsFor(key, reading.company.id) ? ok(reading) : err(otherCompanysKey)))
      .andThen((reading) => checkTerms(request, reading).map((terms) => ({ reading, terms })))
      .andThen(({ reading, terms }) =>
        ResultAsync.fromSafePromise(recognise(request.client, reading)).map((recognised) => ({
          reading,
          terms,
          recognised,
        })),
      )
      .andThen(({ reading, terms, recognised }) => {
        const taken = reading.placed.flatMap((placed, index) => (placed === null ? [startOf(index)] : []));
        if (taken.length > 0) return errAsync(slotTaken(taken));
        const placed = reading.placed.filter((each): each is PlacedItem => each !== null);
        const termsOf = (each: PlacedItem): ItemTerms => terms[each.index] ?? { price: null, vehicle: null };
        // What each booking asks of a gift card: its price, unless a membership pays it.
        const dues = placed.map((each) =>
          (request.items[each.index]?.paymentMembershipId ?? null) !== null
            ? 0
            : hundredthsOf(Math.max(0, termsOf(each).price ?? 0)),
        );
        return checkedMemberships(ports, request, reading, placed, planHolder(recognised, reading, request.booker))
          .andThen(() => plannedGiftCard(ports, request.giftCardCode, reading, dues))
          .map((giftCard) => ({ reading, terms, placed, recognised, giftCard }));
      })
      .andThen(({ reading, terms, placed, recognised, giftCard }) => {
        const codes = placed.map(() => ports.tokens.secret());
        const termsOf = (each: PlacedItem): ItemTerms => terms[each.index] ?? { price: null, vehicle: null };
        const paidOnline = placed.map((each) =>
          isPaidOnline({
            clientPaysOnline: request.paysOnline,
            mustBePaidOnline: each.service.mustBePaidOnline,
            paidByMembership: (request.items[each.index]?.paymentMembershipId ?? null) !== null,
          }),
        );
        const charge = paymentCharge(
          placed.map((each, position) => ({
            paidOnline: paidOnline[position] === true,
            payingPrice: termsOf(each).price,
            downPayment: each.service.onlineDownPayment ? each.service.onlineDownPaymentAmount : null,
            giftCardPays: (giftCard?.shares[position] ?? 0) / 100,
          })),
        );
        const payment = charge.amount > 0 ? paymentFor(reading, charge) : null;
        if (payment !== null && payment.isErr()) return errAsync(payment.error);
        const newPayment = payment === null ? null : payment.value;
        const bookings = placed.map((each, position): NewBooking => {
          const submitted = request.items[each.index];
          const membership = submitted?.paymentMembershipId ?? null;
          const itemTerms = termsOf(each);
          return {
            serviceId: each.serviceId,
            providerId: each.providerId,
            bundleId: each.bundleId,
            sessionNumber: request.hasSessions ? position + 1 : null,
            classCapacity: each.classCapacity,
            start: each.start,
            end: each.end,
            status: statusOnBooking(paidOnline[position] === true, newPayment !== null),
            // The server charges its own price (booking-wizard §3; docs/adr/0022), never the client's.
            price: itemTerms.price,
            paymentMembershipId: membership,
            recordHistory: submitted?.recordHistory ?? null,
            vehicle: itemTerms.vehicle,
            confirmationCode: codes[position] ?? ports.tokens.secret(),
          };
        });
        const [first, ...rest] = bookings;
        if (first === undefined) return errAsync(bookingRequestInvalid([{ field: 'bookings', problem: 'missing' }]));
        const newGroup: Omit<NewBookingGroup, 'reference'> = {
          locationId: reading.location.id,
          companyId: reading.company.id,
          client: reading.client,
          recognisedClientId: recognised?.id ?? null,
          userId: request.booker?.userId ?? null,
          trxId: ports.tokens.transactionId(),
          accessToken: ports.tokens.secret(),
          notes: request.notes,
          creativeSource: request.creativeSource,
          rwgToken: request.rwgToken,
          language: request.language,
          bookings: [first, ...rest],
          idempotencyKey: held,
          payment: newPayment,
          giftCard,
          bookedAt: ports.clock.now(),
        };
        return ResultAsync.fromSafePromise(bookUnderFreshReference(ports, newGroup)).andThen(
          (created): Result<CreatedBooking, CreateBookingError> => {
            if (created.isOk()) {
              return ok({
                ...created.value,
                status: groupStatusOnBooking(bookings.map((each) => each.status)),
                replayed: false,
              });
            }
            if (created.error._tag === 'TooManyPendingPayments')
              return err(tooManyPendingPayments(created.error.retryAfterSeconds));
            // The lease ran out and a retry took the key over: it books, and a retry of this one replays it.
            if (created.error._tag === 'IdempotencyKeyLost') return err(idempotencyInFlight);
            // Another spend of the card came first: nothing was booked (docs/adr/0107).
            if (created.error._tag === 'GiftCardBalanceChanged') return err(giftCardBalanceChanged);
            // Every draw was taken: with 729 million references a company, the store is failing, not full.
            if (created.error._tag === 'ReferenceTaken')
              throw new Error(`No free booking reference in ${String(REFERENCE_DRAWS)} draws`);
            const index = placed[created.error.itemIndex]?.index ?? created.error.itemIndex;
            switch (created.error._tag) {
              case 'SlotTaken':
                return err(slotTaken([startOf(index)]));
              case 'MembershipUsedUp':
                return err(
                  bookingRequestInvalid([
                    { field: `bookings[${String(index)}].paymentMembershipId`, problem: 'usedUp' },
                  ]),
                );
              case 'MileageNotAbove':
                return err(
                  bookingRequestInvalid([
                    { field: `bookings[${String(index)}].recordHistory.currentMileage`, problem: 'notAboveLast' },
                  ]),
                );
              default:
                return created.error satisfies never;
            }
          },
        );
      });

  /** Runs `attempt` under the held key: released when it books nothing, or fails unexpectedly. */
  const underClaim = (held: HeldIdempotencyKey, attempt: () => ResultAsync<CreatedBooking, CreateBookingError>) => {
    const release = () => ports.idempotentRequests.release(held);
    return resultAsync(
      (async () => {
        try {
          const outcome = await attempt();
          if (outcome.isErr()) await release();
          return outcome;
        } catch (error) {
          await release().catch(() => undefined);
          throw error;
        }
      })(),
    );
  };

  return (request: CreateBookingRequest): ResultAsync<CreatedBooking, CreateBookingError> =>
    presentedStaffKey(ports.staffKeys, request.apiKey).andThen((key) => {
      if (request.idempotencyKey === null) return book(request, key, null);
      const now = ports.clock.now();
      const lease = { now, until: (now + IDEMPOTENCY_LEASE_SECONDS * 1000) as Instant };
      return ResultAsync.fromSafePromise(
        ports.idempotentRequests.claim(request.idempotencyKey, request.fingerprint, lease),
      ).andThen((claim): ResultAsync<CreatedBooking, CreateBookingError> => {
        switch (claim._tag) {
          case 'Replay':
            return okAsync({ ...claim.created, replayed: true });
          case 'InFlight':
            return errAsync(idempotencyInFlight);
          case 'KeyReused':
            return errAsync(idempotencyKeyReused);
          case 'Claimed':
            return underClaim(claim.held, () => book(request, key, claim.held));
          default:
            return claim satisfies never;
        }
      });
    });
}

export type CreateBooking = ReturnType<typeof createBooking>;

/** How many references a create draws before it gives up: one taken is rare, ten in a row is a broken generator. */
export const REFERENCE_DRAWS = 10;

/**
 * Books `group` under a freshly drawn reference, drawing again while the company already has the
 * one drawn (docs/adr/0126): the store refused it and booked nothing, so the next attempt books
 * afresh. Any other outcome is the create's.
 */
async function bookUnderFreshReference(
  ports: Pick<CreateBookingPorts, 'bookings' | 'tokens'>,
  group: Omit<NewBookingGroup, 'reference'>,
): Promise<Result<CreatedBookings, BookingConflict>> {
  let created = await ports.bookings.create({ ...group, reference: ports.tokens.bookingReference() });
  for (let draw = 1; draw < REFERENCE_DRAWS && created.isErr() && created.error._tag === 'ReferenceTaken'; draw += 1)
    created = await ports.bookings.create({ ...group, reference: ports.tokens.bookingReference() });
  return created;
}
