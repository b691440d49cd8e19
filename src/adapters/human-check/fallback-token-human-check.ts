import { timingSafeEqual } from 'node:crypto';
import type { HumanCheck } from '#application/ports/server/human-check';
import { secretDigest } from '../crypto-tokens';

/**
 * The human check `check`, knowing the site's fallback token (RESERVA_HUMAN_CHECK_FALLBACK_TOKEN;
 * booking-wizard §5: what the storefront sends when the check cannot run twice in a row) for what it
 * is — never a person's proof: createBooking admits it only under its own tighter limit (ADR 0041).
 * Without one configured, every token goes to `check`, which refuses the fallback like any forged token.
 */
export function acceptingFallbackToken(check: HumanCheck, fallbackToken: string | null): HumanCheck {
  if (fallbackToken === null) return check;
  // Digests have one length, so the comparison takes the same time whatever the token sent.
  const expected = secretDigest(fallbackToken);
  return {
    verify: (token) =>
      token !== null && timingSafeEqual(secretDigest(token), expected)
        ? Promise.resolve({ _tag: 'FallbackToken' })
        : check.verify(token),
    challenge: () => check.challenge(),
  };
}
