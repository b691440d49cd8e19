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

describe('the secrets drawn from the CSPRNG (confirmation codes, access tokens)', () => {
  it('are 32 URL-safe characters that never start with a dash, which a command line would read as an option', () => {
    const secrets = Array.from({ length: 4_000 }, () => cryptoTokenGenerator.secret());
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{31}$/u);
    expect(new Set(secrets).size).toBe(secrets.length);
    // A dash still appears elsewhere: only the first character is drawn again.
    expect(secrets.some((secret) => secret.includes('-'))).toBe(true);
  });
});
