import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { clp, codeNumber, giftCardScene, PROVIDENCIA, SALON } from './gift-card-scene.test-support';
import { issueGiftCard } from './issue-gift-card';
import { labelledGiftCardCodeSealer } from './labelled-gift-card-code-sealer.test-support';

// Issue 31 "Codes" and "Giving": a paid card gets a new code, kept as a digest, and its first
// movement for its face amount (docs/adr/0106).

const terms = { face: clp(2_000_000), expiresOn: '2027-11-30' as LocalDate, honouredAt: [PROVIDENCIA] };

describe('issuing a gift card', () => {
  it('stores the card under a new code with its face amount as its balance, and hands the code back once', async () => {
    const scene = giftCardScene();
    const issued = await issueGiftCard({ giftCards: scene.giftCards, giftCardCodes: { newCode: () => codeNumber(7) } })(
      {
        companyId: SALON,
        productId: 3,
        terms,
      },
    );
    const { id, code } = issued._unsafeUnwrap();
    expect(code).toBe(codeNumber(7));
    expect((await scene.giftCards.findByCode(code))?.id).toBe(id);
    expect(scene.movementsOf(id)).toEqual([{ _tag: 'Issued', amount: 2_000_000 }]);
  });

  it('draws another code when the one drawn is taken', async () => {
    const scene = giftCardScene();
    await scene.aCard(1_000);
    const draws = [codeNumber(1), codeNumber(500)];
    const issued = await issueGiftCard({
      giftCards: scene.giftCards,
      giftCardCodes: { newCode: () => draws.shift() ?? codeNumber(0) },
    })({
      companyId: SALON,
      productId: null,
      terms,
    });
    expect(issued._unsafeUnwrap().code).toBe(codeNumber(500));
  });
});

describe('issuing a gift card with a sealer', () => {
  it('keeps the code sealed for the card, which opens to the code handed back', async () => {
    const scene = giftCardScene();
    const sealer = labelledGiftCardCodeSealer('link-key');
    const issued = await issueGiftCard({
      giftCards: scene.giftCards,
      giftCardCodes: { newCode: () => codeNumber(9) },
      giftCardCodeSealer: sealer,
    })({ companyId: SALON, productId: 3, terms });
    const { id, code } = issued._unsafeUnwrap();
    const sealed = await scene.giftCards.sealedCode(id);
    expect(sealed).not.toBeNull();
    expect(sealer.open(sealed ?? new Uint8Array(), id)).toBe(code);
  });

  it('keeps no seal without a sealer', async () => {
    const scene = giftCardScene();
    const { id } = await scene.aCard(1_000);
    expect(await scene.giftCards.sealedCode(id)).toBeNull();
  });
});
