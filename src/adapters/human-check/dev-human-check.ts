import type { HumanCheck } from '../../application/ports/human-check';

/** The one token the development human check refuses besides a missing or blank one, so a failed check can be tried. */
export const DEV_HUMAN_CHECK_FAILING_TOKEN = 'dev-human-check-fail';

/**
 * The development human check (ADR 0018): any token that is present and not blank passes — the
 * storefront's fallback token included — except DEV_HUMAN_CHECK_FAILING_TOKEN. It verifies nothing
 * with any provider; the trust issue replaces it with the real verifier behind the same port.
 */
export const devHumanCheck: HumanCheck = {
  verify: (token) => Promise.resolve(token !== null && token.trim() !== '' && token !== DEV_HUMAN_CHECK_FAILING_TOKEN),
};
