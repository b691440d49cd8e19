import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { GiftCardCodes } from '#application/ports/server/gift-card-codes';
import type { TokenGenerator } from '#application/ports/server/token-generator';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  bookingReferenceFromDraws,
} from '#domain/booking/booking-reference';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';

// Secrets from the operating system's CSPRNG, and their digests (ADR 0017). The core never draws
// randomness or hashes itself (ADR 0001); this is where the server does.

/** 24 random bytes: 192 bits, 32 URL-safe characters. */
const SECRET_BYTES = 24;

/**
 * A secret of SECRET_BYTES that does not start with '-': a booking's confirmation code is one, and a
 * support person pastes it as a CLI argument (`reserva bookings cancel <code>`), which a leading dash
 * would make an unknown option (a usage error). One draw in 64 is drawn again: 191.98 bits are left.
 */
function secretNotLikeAnOption(): string {
  for (;;) {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    if (!secret.startsWith('-')) return secret;
  }
}

export const cryptoTokenGenerator: TokenGenerator = {
  secret: secretNotLikeAnOption,
  // 80 random bits in upper-case hex, in groups of five: unique in practice, and easy to read out on the phone.
  transactionId: () =>
    `TRX-${randomBytes(10)
      .toString('hex')
      .toUpperCase()
      .replace(/(.{5})(?=.)/g, '$1-')}`,
  // Each symbol uniformly from the 30 of the alphabet (randomInt draws without modulo bias).
  bookingReference: () =>
    bookingReferenceFromDraws(
      Array.from({ length: BOOKING_REFERENCE_LENGTH }, () => randomInt(BOOKING_REFERENCE_ALPHABET.length)),
    ),
};

/** Gift card codes: 80 bits from the CSPRNG, spelled by the domain (docs/adr/0106). */
export const cryptoGiftCardCodes: GiftCardCodes = {
  newCode: () => giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES)),
};

/** The SHA-256 digest a secret is kept as: a leaked table gives nobody the secrets themselves. */
export function secretDigest(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}
