import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import { BOOKING_REFERENCE_ALPHABET, parseBookingReference } from '#domain/booking/booking-reference';
import { cryptoGiftCardCodes, cryptoTokenGenerator } from './crypto-tokens';

// Issue 31 "Codes": ≥ 80 random bits, typable, from the operating system's CSPRNG (docs/adr/0106).

describe('the gift card codes drawn from the CSPRNG', () => {
  it('are well-formed codes, each read back from its printed form', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const code = cryptoGiftCardCodes.newCode();
      expect(parseGiftCardCode(formatGiftCardCode(code))._unsafeUnwrap()).toBe(code);
    }
  });

  it('differ from one draw to the next, and use every symbol of the alphabet over many draws', () => {
    const codes = Array.from({ length: 2_000 }, () => cryptoGiftCardCodes.newCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(32);
  });
});

describe('the booking references drawn from the CSPRNG (docs/adr/0126)', () => {
  it('are well-formed references that use every symbol of the alphabet over many draws', () => {
    const references = Array.from({ length: 2_000 }, () => cryptoTokenGenerator.bookingReference());
    for (const reference of references) expect(parseBookingReference(reference)._unsafeUnwrap()).toBe(reference);
    expect(new Set(references.join('')).size).toBe(BOOKING_REFERENCE_ALPHABET.length);
  });
});
