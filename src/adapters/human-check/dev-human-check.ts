import { PERSON, refusedBecause, type HumanCheck } from '#application/ports/server/human-check';

/** The one token the development human check refuses besides a missing or blank one, so a failed check can be tried. */
export const DEV_HUMAN_CHECK_FAILING_TOKEN = 'dev-human-check-fail';

/**
 * The development human check (ADR 0018, kept by ADR 0041 as `RESERVA_HUMAN_CHECK=dev`): any token
 * that is present and not blank passes, the storefront's fallback token included, except
 * DEV_HUMAN_CHECK_FAILING_TOKEN. It verifies nothing and issues no challenge; the tests' servers
 * run on it, so their requests carry literal tokens.
 */
export const devHumanCheck: HumanCheck = {
  verify: (token) =>
    Promise.resolve(
      token === null || token.trim() === ''
        ? refusedBecause('missing')
        : token === DEV_HUMAN_CHECK_FAILING_TOKEN
          ? refusedBecause('forged')
          : PERSON,
    ),
  challenge: () => Promise.resolve(null),
};
