import { describe, expect, it } from 'vitest';
import type { Service } from '#domain/catalog/service';
import { formatGiftCardCode } from '#domain/gift-card/gift-card-code';
import { giftCardBalance } from '#domain/gift-card/gift-card-ledger';
import { admitRequest, type RateLimits } from '../abuse/admit-request';
import { inMemoryRateLimiter } from '../abuse/in-memory-rate-limiter.test-support';
import { ELSEWHERE, giftCardScene } from '../gift-card/gift-card-scene.test-support';
import { noPayments } from '../payment/in-memory-payments.test-support';
import type { NewBookingGroup } from '../ports/server/bookings';
import { aSubmission, anItem, at, haircut, submissionPorts } from './booking-submission.test-support';
import { createBooking, DEFAULT_PENDING_PAYMENTS_PER_CLIENT, type CreateBookingRequest } from './create-booking';
import {
  acceptingHumanCheck,
  inMemoryBookings,
  inMemoryIdempotentRequests,
  inMemoryMemberships,
  inMemoryStaffKeys,
  sequentialTokens,
} from './in-memory-bookings.test-support';

// Issue 31 "Spending": "At booking the client may enter a gift card code as a means of payment: its
// balance pays all or part of the booking (the rest online or at the venue, as the service
// allows); partial balances remain; expiry and locations honoured" (docs/adr/0107).

const NO_LIMITS: RateLimits = {
  bookingCreate: { perAddress: null, perClient: null },
  clientCheck: { perAddress: null, perClient: null },
  signIn: { perAddress: null, perClient: null },
  tokenLookup: { perAddress: null, perClient: null },
  humanCheckFallback: { perAddress: null, perClient: null },
};

/** A haircut at 15.000, paid at the venue unless the client pays online. */
const pricedHaircut: Service = { ...haircut, price: 15000, payingPrice: 15000 };

function setUp(services: readonly Service[] = [pricedHaircut]) {
  const scene = giftCardScene();
  const idempotentRequests = inMemoryIdempotentRequests();
  const bookings = inMemoryBookings([], idempotentRequests, scene.giftCards);
  const made: NewBookingGroup[] = [];
  const ports = submissionPorts({
    company: { allowsOnlinePayment: true, onlinePaymentCapable: true, providerOnlinePayment: 'epayco' },
    services,
  });
  const create = createBooking(
    {
      ...ports,
      ...noPayments(),
      bookings: {
        ...bookings,
        create: (group) => {
          made.push(group);
          return bookings.create(group);
        },
      },
      memberships: inMemoryMemberships(),
      staffKeys: inMemoryStaffKeys(),
      humanCheck: acceptingHumanCheck,
      idempotentRequests,
      tokens: sequentialTokens(),
      giftCards: scene.giftCards,
    },
    {
      admitRequest: admitRequest({ rateLimiter: inMemoryRateLimiter(), clock: ports.clock }, NO_LIMITS),
      pendingPaymentsPerClient: DEFAULT_PENDING_PAYMENTS_PER_CLIENT,
    },
  );
  return { scene, create, made, bookings };
}

function aRequest(overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  return {
    ...aSubmission(),
    apiKey: null,
    humanCheckToken: 'a-human',
    clientAddress: '203.0.113.9',
    idempotencyKey: null,
    fingerprint: 'body-1',
    notes: '',
    creativeSource: null,
    rwgToken: null,
    language: null,
    giftCardCode: null,
    ...overrides,
  };
}

const later = anItem({ start: at('2026-12-02T11:00:00-03:00'), end: at('2026-12-02T11:45:00-03:00') });

describe('paying a booking with a gift card (issue 31 "Spending")', () => {
  it('pays the whole booking from a card whose balance covers it, leaving the rest of the balance, and books outright', async () => {
    const { scene, create, made } = setUp();
    const card = await scene.aCard(2_000_000);
    const created = (
      await create(aRequest({ giftCardCode: formatGiftCardCode(card.code), paysOnline: true }))
    )._unsafeUnwrap();
    // Nothing is left to charge online: no payment, and the booking is confirmed.
    expect(created.status).toBe('confirmed');
    expect(made[0]?.payment).toBe(null);
    expect(scene.movementsOf(card.id)).toEqual([
      { _tag: 'Issued', amount: 2_000_000 },
      { _tag: 'Spent', amount: 1_500_000, bookingId: created.bookingId },
    ]);
    const held = await scene.giftCards.hold(card.id);
    expect(held === undefined ? null : giftCardBalance(held).minor).toBe(500_000);
  });

  it('pays part when the balance is short: the rest is charged online, the charge shrunk by what the card paid', async () => {
    const { scene, create, made } = setUp();
    const card = await scene.aCard(400_000);
    const created = (
      await create(aRequest({ giftCardCode: card.code.toLowerCase(), paysOnline: true }))
    )._unsafeUnwrap();
    expect(created.status).toBe('pending_payment');
    expect(made[0]?.payment?.amount).toBe(11000);
    expect(scene.movementsOf(card.id).at(-1)).toEqual({ _tag: 'Spent', amount: 400_000, bookingId: created.bookingId });
  });

  it('pays the items in order, each booking its own spend, and leaves the rest to pay at the venue', async () => {
    const { scene, create, made } = setUp();
    const card = await scene.aCard(2_000_000);
    const created = (await create(aRequest({ giftCardCode: card.code, items: [anItem(), later] })))._unsafeUnwrap();
    expect(made[0]?.payment).toBe(null);
    const [first, second] = created.bookings;
    expect(scene.movementsOf(card.id).slice(1)).toEqual([
      { _tag: 'Spent', amount: 1_500_000, bookingId: first?.id },
      { _tag: 'Spent', amount: 500_000, bookingId: second?.id },
    ]);
  });

  it('refuses a malformed code, a code of no card, an expired card and one not taken here, booking nothing and spending nothing', async () => {
    const { scene, create, made } = setUp();
    const expired = await scene.aCard(100_000, { expiresOn: '2026-11-30' as never });
    const elsewhere = await scene.aCard(100_000, { honouredAt: [ELSEWHERE] });
    const codeOf = async (giftCardCode: string) => (await create(aRequest({ giftCardCode })))._unsafeUnwrapErr().code;
    expect(await codeOf('1234')).toBe('GIFT_CARD.MALFORMED_CODE');
    expect(await codeOf('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toBe('GIFT_CARD.NOT_FOUND');
    expect(await codeOf(expired.code)).toBe('GIFT_CARD.EXPIRED');
    expect(await codeOf(elsewhere.code)).toBe('GIFT_CARD.NOT_HONOURED_HERE');
    expect(made).toEqual([]);
    expect(scene.state.movements.every((each) => each.movement._tag === 'Issued')).toBe(true);
  });

  it('refuses a card whose last balance another booking spent since it was read, booking nothing (409 GIFT_CARD.BALANCE_CHANGED)', async () => {
    const { scene, create, bookings } = setUp();
    const card = await scene.aCard(1_000_000);
    // Both creates read the card before either books: the second's planned share is gone when it books.
    const [first, second] = await Promise.all([
      create(aRequest({ giftCardCode: card.code })),
      create(aRequest({ giftCardCode: card.code, items: [later] })),
    ]);
    expect(first.isOk()).toBe(true);
    expect(second._unsafeUnwrapErr()).toEqual({ _tag: 'GiftCardBalanceChanged', code: 'GIFT_CARD.BALANCE_CHANGED' });
    expect(bookings.groups).toHaveLength(1);
    expect(scene.movementsOf(card.id).filter((each) => each._tag === 'Spent')).toHaveLength(1);
  });
});
