import { describe, expect, it } from 'vitest';
import { bookingId } from '#domain/shared/ids.test-support';
import { clp, giftCardScene, PROVIDENCIA, SALON, TODAY } from './gift-card-scene.test-support';
import { returnGiftCardSpend } from './return-gift-card-spend';
import { spendGiftCard } from './spend-gift-card';
import { voidGiftCard } from './void-gift-card';

// Issue 31 "Spending": the ledger's movements include "returned when a booking is cancelled
// within the rules" (docs/adr/0106).

describe('giving a cancelled booking back what it spent of gift cards', () => {
  async function paidWithTwoCards() {
    const scene = giftCardScene();
    const small = await scene.aCard(300_000);
    const large = await scene.aCard(2_000_000);
    const spend = spendGiftCard({ giftCardLedgers: scene.transactions });
    const booking = { bookingId: bookingId(51), locationId: PROVIDENCIA, today: TODAY };
    const first = await spend({ ...booking, code: small.code, due: clp(1_000_000) });
    await spend({ ...booking, code: large.code, due: first._unsafeUnwrap().stillDue });
    return { scene, small, large };
  }

  it('gives each card the booking spent from back what it spent there, in one go', async () => {
    const { scene, small, large } = await paidWithTwoCards();
    const returned = await returnGiftCardSpend({ giftCardLedgers: scene.transactions })({ bookingId: bookingId(51) });
    expect(returned._unsafeUnwrap()).toEqual({
      returned: [
        { cardId: small.id, lastFour: small.code.slice(-4), returned: clp(300_000), balanceAfter: clp(300_000) },
        { cardId: large.id, lastFour: large.code.slice(-4), returned: clp(700_000), balanceAfter: clp(2_000_000) },
      ],
      notReturned: [],
    });
  });

  it('gives nothing more when asked again for the same booking', async () => {
    const { scene, small } = await paidWithTwoCards();
    const giveBack = returnGiftCardSpend({ giftCardLedgers: scene.transactions });
    await giveBack({ bookingId: bookingId(51) });
    const again = (await giveBack({ bookingId: bookingId(51) }))._unsafeUnwrap();
    expect(again.returned).toEqual([]);
    expect(again.notReturned.map((each) => each.refusal.code)).toEqual([
      'GIFT_CARD.ALREADY_RETURNED',
      'GIFT_CARD.ALREADY_RETURNED',
    ]);
    expect(scene.movementsOf(small.id).filter((movement) => movement._tag === 'Returned')).toHaveLength(1);
  });

  it('gives nothing to a card voided since, and still gives the others back', async () => {
    const { scene, small, large } = await paidWithTwoCards();
    await voidGiftCard({ giftCardLedgers: scene.transactions })({
      companyId: SALON,
      cardId: large.id,
      reason: 'Refunded',
    });
    const returned = (
      await returnGiftCardSpend({ giftCardLedgers: scene.transactions })({ bookingId: bookingId(51) })
    )._unsafeUnwrap();
    expect(returned.returned.map((each) => each.cardId)).toEqual([small.id]);
    expect(returned.notReturned).toEqual([
      {
        cardId: large.id,
        lastFour: large.code.slice(-4),
        refusal: { _tag: 'GiftCardVoided', code: 'GIFT_CARD.VOIDED' },
      },
    ]);
  });

  it('has nothing to give a booking that spent from no card', async () => {
    const { scene } = await paidWithTwoCards();
    const returned = await returnGiftCardSpend({ giftCardLedgers: scene.transactions })({ bookingId: bookingId(52) });
    expect(returned._unsafeUnwrap()).toEqual({ returned: [], notReturned: [] });
  });
});
