import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  rateDecision,
  rateWindow,
  stricterDecision,
  type RateDecision,
  type RateLimit,
} from '#domain/abuse/rate-window';
import type { Clock } from '../ports/shared/clock';
import type { RateLimiter } from '../ports/server/rate-limiter';
import { rateLimited, type RateLimited } from './rate-limit-errors';

// The abuse limits (issue 8; ADR 0038): the calls someone could repeat to book a day's inventory,
// guess a token or a password, or probe who is a client, are counted per address and per client
// identifier, and refused with RATE.LIMITED once either count is over its limit for the window.
// Bookings sent with the human check's fallback token count against a tighter limit of their own
// besides (ADR 0041): the token is the same for everyone, so it proves nobody is a person.

/** The kinds of call limited together: each has its own limits and its own counters. */
export type LimitedCalls = 'bookingCreate' | 'clientCheck' | 'signIn' | 'tokenLookup' | 'humanCheckFallback';

export const LIMITED_CALLS: readonly LimitedCalls[] = [
  'bookingCreate',
  'clientCheck',
  'signIn',
  'tokenLookup',
  'humanCheckFallback',
];

/** The limits of one kind of call; null where that count is not limited. */
export interface CallLimits {
  readonly perAddress: RateLimit | null;
  readonly perClient: RateLimit | null;
}

export type RateLimits = Readonly<Record<LimitedCalls, CallLimits>>;

/** One request to count: who sent it (when known) and which client it names (when it names one). */
export interface LimitedRequest {
  readonly calls: LimitedCalls;
  /** The client's network address; null where the server cannot know it. */
  readonly address: string | null;
  /** The email or identification the request carries, as the client wrote it; null without one. */
  readonly clientIdentifier: string | null;
}

export type AdmitRequest = (request: LimitedRequest) => ResultAsync<{ readonly remaining: number | null }, RateLimited>;

/** An identifier as one client: emails and identifications in any case and spacing count together. */
export function normalizedIdentifier(identifier: string): string {
  return identifier
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s.-]/g, '');
}

function counted(
  ports: { readonly rateLimiter: RateLimiter; readonly clock: Clock },
  key: string,
  limit: RateLimit,
): Promise<RateDecision> {
  const now = ports.clock.now();
  return ports.rateLimiter.hit(key, rateWindow(limit, now), now).then((hits) => rateDecision(limit, hits, now));
}

/**
 * Counts `request` against its calls' limits: every hit counts, refused ones too, so a client who
 * keeps knocking keeps waiting. Admitted with what remains of the stricter count (null when nothing
 * limits it), or RATE.LIMITED with the longer wait.
 */
export function admitRequest(
  ports: { readonly rateLimiter: RateLimiter; readonly clock: Clock },
  limits: RateLimits,
): AdmitRequest {
  return (request) => {
    const { perAddress, perClient } = limits[request.calls];
    const counts: Promise<RateDecision>[] = [];
    if (perAddress !== null && request.address !== null) {
      counts.push(counted(ports, `${request.calls}:address:${request.address}`, perAddress));
    }
    const identifier = request.clientIdentifier === null ? '' : normalizedIdentifier(request.clientIdentifier);
    if (perClient !== null && identifier !== '') {
      counts.push(counted(ports, `${request.calls}:client:${identifier}`, perClient));
    }
    if (counts.length === 0) return okAsync({ remaining: null });
    return ResultAsync.fromSafePromise(Promise.all(counts)).andThen((decisions) => {
      const decision = decisions.reduce(stricterDecision);
      return decision._tag === 'Allowed'
        ? okAsync({ remaining: decision.remaining })
        : errAsync(rateLimited(decision.retryAfterSeconds));
    });
  };
}
