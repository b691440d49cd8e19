import { describe, expect, it } from 'vitest';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import { bookingId } from '#domain/shared/ids.test-support';
import { clp, giftCardScene, OTHER_COMPANY, PROVIDENCIA, SALON, TODAY } from './gift-card-scene.test-support';
import { spendGiftCard } from './spend-gift-card';
import { voidGiftCard } from './void-gift-card';

// Issue 31 "Staff": `reserva gift-cards void` with a company's key; the ledger's voided movement
// takes the balance to zero and nothing follows it (docs/adr/0106).

describe('voiding a gift card', () => {
  it('takes whatever is left and leaves a card that can no longer be spent', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(2_000_000);
    const spend = spendGiftCard({ giftCardLedgers: scene.transactions });
    const booking = { locationId: PROVIDENCIA, today: TODAY, code: card.code, due: clp(500_000) };
    await spend({ ...booking, bookingId: bookingId(61) });
    const voided = await voidGiftCard({ giftCardLedgers: scene.transactions })({
      companyId: SALON,
      cardId: card.id,
      reason: 'Refunded to the buyer',
    });
    expect(voided._unsafeUnwrap()).toEqual({
      cardId: card.id,
      lastFour: card.code.slice(-4),
      voided: clp(1_500_000),
      alreadyVoided: false,
    });
    expect(scene.state.movements.at(-1)?.reason).toBe('Refunded to the buyer');
    // Its mail to the person it is for, if still owed, is given up: a voided card is mailed to nobody.
    expect(scene.state.cards.find((each) => each.id === card.id)?.givingWithdrawn).toBe(true);
    expect((await spend({ ...booking, bookingId: bookingId(62) }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.VOIDED');
  });

  it('answers a second void of a card as voided already, keeping the first void and its reason', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(2_000_000);
    const voidIt = voidGiftCard({ giftCardLedgers: scene.transactions });
    await voidIt({ companyId: SALON, cardId: card.id, reason: 'Reported lost' });
    expect((await voidIt({ companyId: SALON, cardId: card.id, reason: 'Again' }))._unsafeUnwrap()).toEqual({
      cardId: card.id,
      lastFour: card.code.slice(-4),
      voided: clp(0),
      alreadyVoided: true,
    });
    const voids = scene.state.movements.filter((each) => each.cardId === card.id && each.movement._tag === 'Voided');
    expect(voids.map((each) => [each.movement.amount, each.reason])).toEqual([[2_000_000, 'Reported lost']]);
  });

  it('finds no card of another company, nor one that does not exist, and touches neither', async () => {
    const scene = giftCardScene();
    const card = await scene.aCard(2_000_000);
    const voidIt = voidGiftCard({ giftCardLedgers: scene.transactions });
    expect((await voidIt({ companyId: OTHER_COMPANY, cardId: card.id, reason: 'Lost' }))._unsafeUnwrapErr().code).toBe(
      'GIFT_CARD.NOT_FOUND',
    );
    expect((await voidIt({ companyId: SALON, cardId: 99 as GiftCardId, reason: 'Lost' }))._unsafeUnwrapErr().code).toBe(
      'GIFT_CARD.NOT_FOUND',
    );
    expect(scene.movementsOf(card.id)).toEqual([{ _tag: 'Issued', amount: 2_000_000 }]);
    expect(scene.state.cards.find((each) => each.id === card.id)?.givingWithdrawn).toBeUndefined();
  });
});
