import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { humanCheckNoChallenge, type HumanCheckNoChallenge } from '../booking/booking-errors';
import type { HumanCheck, HumanCheckChallenge } from '../ports/server/human-check';

/**
 * A new challenge for the storefront's human check to solve before it submits (booking-wizard §5;
 * ADR 0041), where the server's check issues them; HUMAN_CHECK.NO_CHALLENGE where it does not.
 */
export function issueHumanCheckChallenge(ports: { readonly humanCheck: HumanCheck }) {
  return (): ResultAsync<HumanCheckChallenge, HumanCheckNoChallenge> =>
    ResultAsync.fromSafePromise(ports.humanCheck.challenge()).andThen((challenge) =>
      challenge === null ? errAsync(humanCheckNoChallenge) : okAsync(challenge),
    );
}

export type IssueHumanCheckChallenge = ReturnType<typeof issueHumanCheckChallenge>;
