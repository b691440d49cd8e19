import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { formatGiftCardCode } from '#domain/gift-card/gift-card-code';
import { bookingId } from '#domain/shared/ids.test-support';
import { clp, codeNumber, ELSEWHERE, giftCardScene, PROVIDENCIA, TODAY } from './gift-card-scene.test-support';
import { spendGiftCard } from './spend-gift-card';

// Issue 31 "Spending": at booking the client enters a gift card code as a means of payment; its
// balance pays all or part of the booking, the rest by other means; partial balances remain;
// expiry and locations honoured; one currency per company (docs/adr/0106).

describe('spending a gift card on a booking', () => {
  const request = (code: string) => ({
    code,
    bookingId: bookingId(41),
    due: clp(1_500_000),
    locationId: PROVIDENCIA,
    today: TODAY,
  });

  it('pays the whole booking when the balance covers it, and keeps what is left on the card', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(2_000_000);
    const paid = await spendGiftCard({ giftCardLedgers: scene.transactions })(request(formatGiftCardCode(card.code)));
    expect(paid._unsafeUnwrap()).toEqual({
      cardId: card.id,
      lastFour: card.code.slice(-4),
      paid: clp(1_500_000),
      stillDue: clp(0),
      balanceAfter: clp(500_000),
    });
    expect(scene.movementsOf(card.id)).toEqual([
      { _tag: 'Issued', amount: 2_000_000 },
      { _tag: 'Spent', amount: 1_500_000, bookingId: bookingId(41) },
    ]);
  });

  it('pays part of a booking the balance does not cover, and says what is still due by other means', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(400_000);
    const paid = await spendGiftCard({ giftCardLedgers: scene.transactions })(request(card.code.toLowerCase()));
    expect(paid._unsafeUnwrap()).toMatchObject({ paid: clp(400_000), stillDue: clp(1_100_000), balanceAfter: clp(0) });
  });

  it('refuses a code that is not one, before reading any card', async () => {
    const scene = giftCardScene();
    await scene.aCard(400_000);
    const refused = await spendGiftCard({ giftCardLedgers: scene.transactions })(request('7K2M-9QXB'));
    expect(refused._unsafeUnwrapErr()).toEqual({
      _tag: 'MalformedGiftCardCode',
      code: 'GIFT_CARD.MALFORMED_CODE',
      fault: 'length',
    });
  });

  it('answers a well-formed code of no card as not found, the same whatever cards exist', async () => {
    const scene = giftCardScene();
    const spend = spendGiftCard({ giftCardLedgers: scene.transactions });
    const before = await spend(request(codeNumber(999)));
    await scene.aCard(400_000);
    const after = await spend(request(codeNumber(999)));
    expect(before._unsafeUnwrapErr()).toEqual({ _tag: 'GiftCardNotFound', code: 'GIFT_CARD.NOT_FOUND' });
    expect(after._unsafeUnwrapErr()).toEqual(before._unsafeUnwrapErr());
  });

  it('refuses, and appends nothing, at a location that does not honour the card, after its last day, and in another currency', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(2_000_000);
    const spend = spendGiftCard({ giftCardLedgers: scene.transactions });
    const refusals = [
      await spend({ ...request(card.code), locationId: ELSEWHERE }),
      await spend({ ...request(card.code), today: '2027-12-01' as LocalDate }),
      await spend({ ...request(card.code), due: { minor: 100, currency: 'USD' } }),
    ].map((outcome) => outcome._unsafeUnwrapErr().code);
    expect(refusals).toEqual(['GIFT_CARD.NOT_HONOURED_HERE', 'GIFT_CARD.EXPIRED', 'GIFT_CARD.CURRENCY_MISMATCH']);
    expect(scene.movementsOf(card.id)).toEqual([{ _tag: 'Issued', amount: 2_000_000 }]);
  });

  it('takes turns on one card: of two spends of its last balance started together, the second finds it empty', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(1_500_000);
    const spend = spendGiftCard({ giftCardLedgers: scene.transactions });
    const [first, second] = await Promise.all([
      spend(request(card.code)),
      spend({ ...request(card.code), bookingId: bookingId(42) }),
    ]);
    expect(first._unsafeUnwrap().paid).toEqual(clp(1_500_000));
    expect(second._unsafeUnwrapErr().code).toBe('GIFT_CARD.NO_BALANCE');
  });
});
