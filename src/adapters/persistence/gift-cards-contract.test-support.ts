import { expect, it } from 'vitest';
import { issueGiftCard } from '#application/gift-card/issue-gift-card';
import { returnGiftCardSpend } from '#application/gift-card/return-gift-card-spend';
import { spendGiftCard } from '#application/gift-card/spend-gift-card';
import { voidGiftCard } from '#application/gift-card/void-gift-card';
import type { GiftCardPorts, GiftCards, NewGiftCard } from '#application/ports/server/gift-cards';
import type { Transactions } from '#application/ports/server/transactions';
import type { BookingId } from '#domain/booking/booking-id';
import type { LocalDate } from '#domain/calendar/local-date';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_BYTES,
  giftCardCodeFromBytes,
  type GiftCardCode,
} from '#domain/gift-card/gift-card-code';
import { giftCardBalance, type GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { CompanyId, LocationId } from '#domain/storefront/company';

// Test support: what the gift cards port and its unit of work must do (issue 31; docs/adr/0106),
// one set of tests run against the in-memory fake (in-memory-gift-cards.test-support.ts, from
// in-memory-fakes.test.ts) and the SQL adapter on PGlite and PostgreSQL (sql-gift-cards.test.ts).
// A world may be one store shared by the file's tests: each test issues cards of its own, with
// codes and bookings no other test uses, and reads only those.

export interface GiftCardsWorld {
  /** The port outside any transaction. */
  readonly giftCards: GiftCards;
  readonly transactions: Transactions<GiftCardPorts>;
  readonly companyId: CompanyId;
  readonly otherCompanyId: CompanyId;
  /** Two locations of `companyId`. */
  readonly locations: readonly [LocationId, LocationId];
  /** A gift card product of `companyId`, which the cards of the tests are sold as (migration 0033). */
  readonly productId: GiftCardProductId;
  /** A booking of `companyId` no other test's movement names: each call another (migration 0033). */
  readonly aBooking: () => BookingId;
}

let drawn = 0;
/** A code no other test of the run uses. */
export function aFreshCode(): GiftCardCode {
  drawn += 1;
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  new DataView(bytes.buffer).setUint32(GIFT_CARD_CODE_BYTES - 4, drawn);
  bytes[0] = 0xa5;
  return giftCardCodeFromBytes(bytes);
}

const TODAY = '2026-12-01' as LocalDate;
const clp = (minor: number) => ({ minor, currency: 'CLP' });

export function giftCardsContract(world: () => Promise<GiftCardsWorld>): void {
  async function issued(each: GiftCardsWorld, face = 2_000_000, change: Partial<NewGiftCard> = {}) {
    const code = aFreshCode();
    const outcome = await each.giftCards.issue({
      code,
      companyId: each.companyId,
      productId: null,
      terms: { face: clp(face), expiresOn: '2027-11-30' as LocalDate, honouredAt: [each.locations[0]] },
      ...change,
    });
    if (outcome._tag !== 'Issued') throw new Error('the card was not issued');
    return { code, id: outcome.id };
  }

  it('issues a card that its code finds, with its terms, its last four symbols and one movement: issued, for its face amount', async () => {
    const each = await world();
    const code = aFreshCode();
    const honouredAt = [...each.locations].sort((a, b) => a - b);
    const outcome = await each.giftCards.issue({
      code,
      companyId: each.companyId,
      productId: each.productId,
      terms: { face: clp(2_500_050), expiresOn: '2027-06-30' as LocalDate, honouredAt },
    });
    expect(outcome._tag).toBe('Issued');
    const found = await each.giftCards.findByCode(code);
    expect(found).toEqual({
      id: outcome._tag === 'Issued' ? outcome.id : undefined,
      companyId: each.companyId,
      productId: each.productId,
      lastFour: code.slice(-4),
      terms: { face: clp(2_500_050), expiresOn: '2027-06-30', honouredAt },
      movements: [{ _tag: 'Issued', amount: 2_500_050 }],
    });
  });

  it('finds no card by a well-formed code that no card has', async () => {
    const each = await world();
    await issued(each);
    expect(await each.giftCards.findByCode(aFreshCode())).toBeUndefined();
  });

  it('refuses to issue a card with a code another card holds, which keeps its own terms', async () => {
    const each = await world();
    const first = await issued(each, 1_000_000);
    const again = await each.giftCards.issue({
      code: first.code,
      companyId: each.otherCompanyId,
      productId: null,
      terms: { face: clp(5), expiresOn: '2030-01-01' as LocalDate, honouredAt: [each.locations[1]] },
    });
    expect(again).toEqual({ _tag: 'CodeTaken' });
    const found = await each.giftCards.findByCode(first.code);
    expect(found?.companyId).toBe(each.companyId);
    expect(found?.terms.face).toEqual(clp(1_000_000));
  });

  it('appends movements and reads them back in order: spends and returns with their bookings, the void last', async () => {
    const each = await world();
    const card = await issued(each, 1_000_000);
    const [one, two] = [each.aBooking(), each.aBooking()];
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 300_000, bookingId: one });
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 200_000, bookingId: two });
    await each.giftCards.append(card.id, { _tag: 'Returned', amount: 300_000, bookingId: one });
    await each.giftCards.append(card.id, { _tag: 'Voided', amount: 800_000 });
    const held = await each.giftCards.hold(card.id);
    expect(held?.movements).toEqual([
      { _tag: 'Issued', amount: 1_000_000 },
      { _tag: 'Spent', amount: 300_000, bookingId: one },
      { _tag: 'Spent', amount: 200_000, bookingId: two },
      { _tag: 'Returned', amount: 300_000, bookingId: one },
      { _tag: 'Voided', amount: 800_000 },
    ]);
    expect(held === undefined ? null : giftCardBalance(held)).toEqual(clp(0));
  });

  it('names the cards a booking spent from, once each, and none for a booking that spent nothing', async () => {
    const each = await world();
    const [first, second, untouched] = [await issued(each), await issued(each), await issued(each)];
    const booking = each.aBooking();
    await each.giftCards.append(second.id, { _tag: 'Spent', amount: 100, bookingId: booking });
    await each.giftCards.append(first.id, { _tag: 'Spent', amount: 100, bookingId: booking });
    await each.giftCards.append(first.id, { _tag: 'Spent', amount: 50, bookingId: booking });
    await each.giftCards.append(untouched.id, { _tag: 'Spent', amount: 50, bookingId: each.aBooking() });
    expect(await each.giftCards.spentOn(booking)).toEqual([first.id, second.id]);
    expect(await each.giftCards.spentOn(each.aBooking())).toEqual([]);
  });

  it('says what each card spent on each booking asked about and what came back, in the bookings’ order', async () => {
    const each = await world();
    const [first, second] = [await issued(each), await issued(each)];
    const [one, two, none] = [each.aBooking(), each.aBooking(), each.aBooking()];
    await each.giftCards.append(first.id, { _tag: 'Spent', amount: 100, bookingId: one });
    await each.giftCards.append(first.id, { _tag: 'Spent', amount: 50, bookingId: one });
    await each.giftCards.append(second.id, { _tag: 'Spent', amount: 70, bookingId: one });
    await each.giftCards.append(first.id, { _tag: 'Spent', amount: 30, bookingId: two });
    await each.giftCards.append(first.id, { _tag: 'Returned', amount: 30, bookingId: two });
    const lastFour = (code: GiftCardCode) => code.slice(-4);
    expect(await each.giftCards.spendsOn([two, none, one])).toEqual([
      { bookingId: two, lastFour: lastFour(first.code), spent: 30, returned: 30 },
      { bookingId: one, lastFour: lastFour(first.code), spent: 150, returned: 0 },
      { bookingId: one, lastFour: lastFour(second.code), spent: 70, returned: 0 },
    ]);
    expect(await each.giftCards.spendsOn([])).toEqual([]);
  });

  it('refuses a movement that would take the balance below zero or above the face amount, and keeps the ledger as it was', async () => {
    const each = await world();
    const card = await issued(each, 1_000);
    const booking = each.aBooking();
    await expect(
      each.giftCards.append(card.id, { _tag: 'Spent', amount: 1_001, bookingId: booking }),
    ).rejects.toThrow();
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 400, bookingId: booking });
    await expect(
      each.giftCards.append(card.id, { _tag: 'Returned', amount: 401, bookingId: booking }),
    ).rejects.toThrow();
    expect((await each.giftCards.hold(card.id))?.movements).toEqual([
      { _tag: 'Issued', amount: 1_000 },
      { _tag: 'Spent', amount: 400, bookingId: booking },
    ]);
  });

  it('refuses a second void of a card and a second return of one booking’s spend', async () => {
    const each = await world();
    const card = await issued(each, 1_000);
    const booking = each.aBooking();
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 400, bookingId: booking });
    await each.giftCards.append(card.id, { _tag: 'Returned', amount: 100, bookingId: booking });
    await expect(
      each.giftCards.append(card.id, { _tag: 'Returned', amount: 100, bookingId: booking }),
    ).rejects.toThrow();
    await each.giftCards.append(card.id, { _tag: 'Voided', amount: 700 });
    await expect(each.giftCards.append(card.id, { _tag: 'Voided', amount: 0 })).rejects.toThrow();
    expect((await each.giftCards.hold(card.id))?.movements).toHaveLength(4);
  });

  it('holds nothing for an id no card has, and refuses to append to it', async () => {
    const each = await world();
    expect(await each.giftCards.hold(2_000_000_000 as GiftCardId)).toBeUndefined();
    await expect(each.giftCards.append(2_000_000_000 as GiftCardId, { _tag: 'Voided', amount: 0 })).rejects.toThrow();
  });

  it('lists a company’s cards, oldest first, with their balances and the voided ones marked, and none of another company’s', async () => {
    const each = await world();
    const spent = await issued(each, 1_000);
    const voided = await issued(each, 2_000);
    const others = await issued(each, 3_000, { companyId: each.otherCompanyId });
    await each.giftCards.append(spent.id, { _tag: 'Spent', amount: 250, bookingId: each.aBooking() });
    await each.giftCards.append(voided.id, { _tag: 'Voided', amount: 2_000 });
    const listed = (await each.giftCards.ofCompany(each.companyId)).filter((card) =>
      [spent.id, voided.id, others.id].includes(card.id),
    );
    expect(listed).toEqual([
      {
        id: spent.id,
        lastFour: spent.code.slice(-4),
        face: clp(1_000),
        balance: clp(750),
        expiresOn: '2027-11-30',
        voided: false,

        issuedAt: expect.any(Number) as unknown,
        timeZone: 'America/Santiago',
      },
      {
        id: voided.id,
        lastFour: voided.code.slice(-4),
        face: clp(2_000),
        balance: clp(0),
        expiresOn: '2027-11-30',
        voided: true,

        issuedAt: expect.any(Number) as unknown,
        timeZone: 'America/Santiago',
      },
    ]);
    expect((await each.giftCards.ofCompany(each.otherCompanyId)).map((card) => card.id)).toContain(others.id);
  });

  it('reads a card’s statement: each movement with its booking, the balance it left, its date and a void’s reason', async () => {
    const each = await world();
    const card = await issued(each, 10_000, {
      terms: { face: clp(10_000), expiresOn: '2027-05-31' as LocalDate, honouredAt: [...each.locations] },
    });
    const [paid, cancelled] = [each.aBooking(), each.aBooking()];
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 3_000, bookingId: paid });
    await each.giftCards.append(card.id, { _tag: 'Spent', amount: 2_500, bookingId: cancelled });
    await each.giftCards.append(card.id, { _tag: 'Returned', amount: 2_500, bookingId: cancelled });
    await each.giftCards.append(card.id, { _tag: 'Voided', amount: 7_000 }, 'Reported stolen by the buyer');
    const statement = await each.giftCards.statement(card.id);
    const line = (kind: string, amount: number, bookingId: unknown, after: number, reason: string | null = null) => ({
      kind,
      amount: clp(amount),
      bookingId,
      balanceAfter: clp(after),
      recordedAt: expect.any(Number) as unknown,
      reason,
    });
    expect(statement).toEqual({
      id: card.id,
      companyId: each.companyId,
      productId: null,
      lastFour: card.code.slice(-4),
      face: clp(10_000),
      balance: clp(0),
      expiresOn: '2027-05-31',
      voided: true,
      issuedAt: expect.any(Number) as unknown,
      timeZone: 'America/Santiago',
      honouredAt: [...each.locations].sort((a, b) => a - b),
      lines: [
        line('Issued', 10_000, null, 10_000),
        line('Spent', 3_000, paid, 7_000),
        line('Spent', 2_500, cancelled, 4_500),
        line('Returned', 2_500, cancelled, 7_000),
        line('Voided', 7_000, null, 0, 'Reported stolen by the buyer'),
      ],
    });
    const dates = statement?.lines.map((each) => each.recordedAt) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(statement?.issuedAt).toBe(dates[0]);
  });

  it('reads no statement for an id no card has', async () => {
    const each = await world();
    expect(await each.giftCards.statement(2_000_000_000 as GiftCardId)).toBeUndefined();
  });

  it('refuses a reason on anything but a void', async () => {
    const each = await world();
    const card = await issued(each, 1_000);
    await expect(
      each.giftCards.append(card.id, { _tag: 'Spent', amount: 100, bookingId: each.aBooking() }, 'why'),
    ).rejects.toThrow();
    expect((await each.giftCards.statement(card.id))?.lines).toHaveLength(1);
  });

  it('draws again inside one transaction when a code is taken: the taken code aborts nothing (docs/adr/0112)', async () => {
    const each = await world();
    const first = await issued(each, 1_000);
    const draws = [first.code, aFreshCode()];
    const card = await each.transactions.inTransaction(async ({ giftCards }) =>
      (
        await issueGiftCard({ giftCards, giftCardCodes: { newCode: () => draws.shift() ?? aFreshCode() } })({
          companyId: each.companyId,
          productId: null,
          terms: { face: clp(700), expiresOn: '2027-11-30' as LocalDate, honouredAt: [each.locations[0]] },
        })
      )._unsafeUnwrap(),
    );
    expect(draws).toEqual([]);
    expect((await each.giftCards.findByCode(card.code))?.terms.face).toEqual(clp(700));
    expect((await each.giftCards.findByCode(first.code))?.terms.face).toEqual(clp(1_000));
  });

  it("keeps a card's sealed code as given, none for a card never sealed, and answers undefined for no card", async () => {
    const each = await world();
    const sealed = await issued(each, 1_000);
    const plain = await issued(each, 1_000);
    await each.transactions.inTransaction(({ giftCards }) =>
      giftCards.storeSealedCode(sealed.id, Uint8Array.from([1, 0, 255, 7])),
    );
    expect(await each.giftCards.sealedCode(sealed.id)).toEqual(Uint8Array.from([1, 0, 255, 7]));
    expect(await each.giftCards.sealedCode(plain.id)).toBeNull();
    expect(await each.giftCards.sealedCode(2_000_000_000 as GiftCardId)).toBeUndefined();
  });

  it('keeps nothing of a transaction that throws', async () => {
    const each = await world();
    const card = await issued(each, 1_000);
    await expect(
      each.transactions.inTransaction(async ({ giftCards }) => {
        await giftCards.append(card.id, { _tag: 'Spent', amount: 500, bookingId: each.aBooking() });
        throw new Error('the booking failed after the spend');
      }),
    ).rejects.toThrow('the booking failed after the spend');
    expect((await each.giftCards.hold(card.id))?.movements).toEqual([{ _tag: 'Issued', amount: 1_000 }]);
  });

  it('lets a booking pay with a code however typed: the card pays what it can, the rest is still due', async () => {
    const each = await world();
    const card = await issued(each, 1_000_000);
    const spend = spendGiftCard({ giftCardLedgers: each.transactions });
    const typed = formatGiftCardCode(card.code).toLowerCase().replace(/-/g, ' ');
    const request = { code: typed, due: clp(600_000), locationId: each.locations[0], today: TODAY };
    const first = await spend({ ...request, bookingId: each.aBooking() });
    expect(first._unsafeUnwrap()).toMatchObject({ paid: clp(600_000), stillDue: clp(0), balanceAfter: clp(400_000) });
    const second = await spend({ ...request, bookingId: each.aBooking() });
    expect(second._unsafeUnwrap()).toMatchObject({ paid: clp(400_000), stillDue: clp(200_000), balanceAfter: clp(0) });
    const third = await spend({ ...request, bookingId: each.aBooking() });
    expect(third._unsafeUnwrapErr().code).toBe('GIFT_CARD.NO_BALANCE');
    const unknown = await spend({ ...request, code: formatGiftCardCode(aFreshCode()), bookingId: each.aBooking() });
    expect(unknown._unsafeUnwrapErr()).toEqual({ _tag: 'GiftCardNotFound', code: 'GIFT_CARD.NOT_FOUND' });
  });

  it('lets exactly one of two concurrent spends of a card’s last balance through', async () => {
    const each = await world();
    const spend = spendGiftCard({ giftCardLedgers: each.transactions });
    for (let round = 0; round < 5; round += 1) {
      const card = await issued(each, 50_000);
      const request = { code: card.code, due: clp(50_000), locationId: each.locations[0], today: TODAY };
      const outcomes = await Promise.all([
        spend({ ...request, bookingId: each.aBooking() }),
        spend({ ...request, bookingId: each.aBooking() }),
      ]);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr().code).toBe('GIFT_CARD.NO_BALANCE');
      const held = await each.giftCards.hold(card.id);
      expect(held?.movements.filter((movement) => movement._tag === 'Spent')).toHaveLength(1);
      expect(held === undefined ? null : giftCardBalance(held)).toEqual(clp(0));
    }
  });

  it('gives a cancelled booking back what it spent, once, and voids a card for its own company only', async () => {
    const each = await world();
    const card = await issued(each, 1_000_000);
    const booking = each.aBooking();
    const spend = spendGiftCard({ giftCardLedgers: each.transactions });
    const request = { code: card.code, due: clp(700_000), locationId: each.locations[0], today: TODAY };
    await spend({ ...request, bookingId: booking });
    const giveBack = returnGiftCardSpend({ giftCardLedgers: each.transactions });
    const first = (await giveBack({ bookingId: booking }))._unsafeUnwrap();
    expect(first.returned).toEqual([
      { cardId: card.id, lastFour: card.code.slice(-4), returned: clp(700_000), balanceAfter: clp(1_000_000) },
    ]);
    const again = (await giveBack({ bookingId: booking }))._unsafeUnwrap();
    expect(again.returned).toEqual([]);
    expect(again.notReturned.map((each) => each.refusal.code)).toEqual(['GIFT_CARD.ALREADY_RETURNED']);

    const voidIt = voidGiftCard({ giftCardLedgers: each.transactions });
    const elsewhere = await voidIt({ companyId: each.otherCompanyId, cardId: card.id, reason: 'Lost' });
    expect(elsewhere._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
    const voided = await voidIt({ companyId: each.companyId, cardId: card.id, reason: 'Lost' });
    expect(voided._unsafeUnwrap().voided).toEqual(clp(1_000_000));
    expect((await spend({ ...request, bookingId: each.aBooking() }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.VOIDED');
  });
}
