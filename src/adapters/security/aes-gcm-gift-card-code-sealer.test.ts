import { describe, expect, it } from 'vitest';
import { giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { BookingId } from '#domain/booking/booking-id';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from './aes-gcm-code-sealer';

// Gift card codes sealed at rest (issue 31; docs/adr/0108, docs/adr/0112): they open again only
// under the same key, for the same card, and a booking's seal never opens as a card's.

const key = 'a-link-key-of-this-installation-32+chars';
const sealer = aesGcmGiftCardCodeSealer(key);
const code = giftCardCodeFromBytes(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
const card = (id: number) => id as GiftCardId;

describe('a gift card code sealed with AES-256-GCM', () => {
  it('opens to the code it sealed, for the card it was sealed for', () => {
    expect(sealer.open(sealer.seal(code, card(7)), card(7))).toBe(code);
  });

  it('does not show the code, and seals it differently each time', () => {
    const [first, second] = [sealer.seal(code, card(7)), sealer.seal(code, card(7))];
    expect(Buffer.from(first).toString('latin1')).not.toContain(code);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  });

  it('opens nothing for another card, under another key, or altered', () => {
    const sealed = sealer.seal(code, card(7));
    expect(sealer.open(sealed, card(8))).toBeNull();
    expect(aesGcmGiftCardCodeSealer(DEV_LINK_KEY).open(sealed, card(7))).toBeNull();
    const altered = Uint8Array.from(sealed);
    altered[20] = (altered[20] ?? 0) ^ 1;
    expect(sealer.open(altered, card(7))).toBeNull();
    expect(sealer.open(new Uint8Array(3), card(7))).toBeNull();
  });

  it("is not a booking's seal: a confirmation code sealed for booking 7 does not open as card 7's", () => {
    const bookingSeal = aesGcmCodeSealer(key).seal(code, 7 as BookingId);
    expect(sealer.open(bookingSeal, card(7))).toBeNull();
    expect(aesGcmCodeSealer(key).open(sealer.seal(code, card(7)), 7 as BookingId)).toBeNull();
  });

  it("seals a printable page's link apart: it opens as the page's, never as the kept seal, and the kept seal never as a page's", () => {
    const page = sealer.sealPageToken(code, card(7));
    expect(sealer.openPageToken(page, card(7))).toBe(code);
    expect(sealer.openPageToken(page, card(8))).toBeNull();
    expect(sealer.open(page, card(7))).toBeNull();
    expect(sealer.openPageToken(sealer.seal(code, card(7)), card(7))).toBeNull();
  });
});
