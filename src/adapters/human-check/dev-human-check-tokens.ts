import { ok } from 'neverthrow';
import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';

/**
 * The storefront's development human check (issue 4): it loads nothing and asks no one, and gives
 * a fresh token each time, which the server's development check accepts (dev-human-check.ts). The
 * payments-and-trust issue replaces it with the real check behind the same port.
 */
export function devHumanCheckTokens(newId: () => string): HumanCheckTokens {
  return {
    execute: () => Promise.resolve(ok(`dev-human-check-${newId()}`)),
    fallbackToken: null,
  };
}
