import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { HumanCheck } from '../ports/server/human-check';
import { humanCheckFailed, type HumanCheckFailed } from '../booking/booking-errors';
import type { AdmitRequest } from './admit-request';
import type { RateLimited } from './rate-limit-errors';

// Whether a person sent a request that anyone may send — a booking, a gift card's purchase — by
// the human check's token (ADR 0038): a person passes; the check's fallback token passes too, but
// counted by the abuse limits under the sender's address and the client it names; anything else is
// refused.

/** What a request brings to prove a person sent it. */
export interface PersonProof {
  readonly humanCheckToken: string | null;
  /** The sender's network address; null where the server cannot know it. */
  readonly address: string | null;
  /** The email the request names its client by. */
  readonly clientIdentifier: string | null;
}

/** A person sent the request, or why it is refused. */
export function checkPerson(
  ports: { readonly humanCheck: HumanCheck },
  admitRequest: AdmitRequest,
  proof: PersonProof,
): ResultAsync<void, HumanCheckFailed | RateLimited> {
  return ResultAsync.fromSafePromise(ports.humanCheck.verify(proof.humanCheckToken)).andThen(
    (verdict): ResultAsync<void, HumanCheckFailed | RateLimited> => {
      switch (verdict._tag) {
        case 'Person':
          return okAsync(undefined);
        case 'FallbackToken':
          return admitRequest({
            calls: 'humanCheckFallback',
            address: proof.address,
            clientIdentifier: proof.clientIdentifier,
          }).map(() => undefined);
        case 'Refused':
          return errAsync(humanCheckFailed);
        default:
          return verdict satisfies never;
      }
    },
  );
}
