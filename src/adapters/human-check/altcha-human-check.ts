import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Solution } from 'altcha-lib/types';
import type { Clock } from '#application/ports/shared/clock';
import { PERSON, refusedBecause, type HumanCheck, type HumanCheckVerdict } from '#application/ports/server/human-check';
import type { SpentHumanCheckTokens } from './spent-human-check-tokens';
import type { Instant } from '#domain/calendar/instant';

// The self-hosted human check (ADR 0041): ALTCHA's proof of work through altcha-lib, asking no third
// party. The server issues HMAC-signed challenges that expire; the storefront finds the counter
// the challenge hides (SHA-256, one round per try) and sends challenge and solution back as the
// token; the server checks the signature, the solution and the expiry by its Clock, then spends
// the token, so it books once. The expiry travels in the challenge's signed data rather than as
// altcha-lib's own `expiresAt`, which altcha-lib checks by the machine's time before anything
// else: the Clock alone decides it, also where it is not the machine's (a test clock, ADR 0047).

/** The key derivation both sides use: one SHA-256 round per counter tried. */
export const ALTCHA_ALGORITHM = 'SHA-256';

export interface AltchaSettings {
  /** The HMAC key challenges are signed with: the same in every server process that verifies them. */
  readonly hmacKey: string;
  /** How long a challenge, and a token answering it, is accepted. */
  readonly expirySeconds: number;
  /** The largest counter a challenge hides: the work a solver does, at worst, is this many SHA-256 rounds. */
  readonly maxNumber: number;
}

/** A challenge, or a token, as text: base64 of its JSON, as ALTCHA's widget sends payloads. */
export const encodeAltcha = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

function decoded(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * When a challenge's parameters say it expires, in seconds: in its signed data, as challenges are
 * issued now, or as altcha-lib's `expiresAt`, as they were until ADR 0047 (then altcha-lib checks it too).
 */
function expiresAtOf(parameters: Readonly<Record<string, unknown>>): number | undefined {
  const data = parameters['data'];
  const expiresAt = isObject(data) ? data['expiresAt'] : parameters['expiresAt'];
  return typeof expiresAt === 'number' ? expiresAt : undefined;
}

/** A token's shape: altcha-lib's payload, a signed challenge with an expiry and a solution; undefined otherwise. */
function altchaPayload(token: string):
  | {
      readonly challenge: Challenge & { readonly signature: string };
      readonly solution: Solution;
      readonly expiresAt: number;
    }
  | undefined {
  const payload = decoded(token);
  if (!isObject(payload) || !isObject(payload['challenge']) || !isObject(payload['solution'])) return undefined;
  const { challenge, solution } = payload;
  const { parameters, signature } = challenge;
  const expiresAt = isObject(parameters) ? expiresAtOf(parameters) : undefined;
  if (typeof signature !== 'string' || expiresAt === undefined) return undefined;
  if (typeof solution['counter'] !== 'number' || typeof solution['derivedKey'] !== 'string') return undefined;
  return {
    challenge: challenge as unknown as Challenge & { readonly signature: string },
    solution: solution as unknown as Solution,
    expiresAt,
  };
}

/** The self-hosted proof-of-work check over `spentTokens`, reading the time from `clock`. */
export function altchaHumanCheck(
  settings: AltchaSettings,
  ports: { readonly clock: Clock; readonly spentTokens: SpentHumanCheckTokens },
): HumanCheck {
  return {
    async challenge() {
      const expiresAt = Math.floor(ports.clock.now() / 1000) + settings.expirySeconds;
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        // Deterministic mode: the server picks the counter, so the work is bounded by maxNumber.
        counter: randomInt(settings.maxNumber),
        deriveKey,
        // Signed with the rest, and checked by the Clock alone (not as altcha-lib's expiresAt, which it checks by the machine's time).
        data: { expiresAt },
        hmacSignatureSecret: settings.hmacKey,
      });
      return { challenge: encodeAltcha(challenge), expiresAt: (expiresAt * 1000) as Instant };
    },

    async verify(token): Promise<HumanCheckVerdict> {
      if (token === null || token.trim() === '') return refusedBecause('missing');
      const payload = altchaPayload(token);
      if (payload === undefined) return refusedBecause('forged');
      let verified: Awaited<ReturnType<typeof verifySolution>>;
      try {
        verified = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: settings.hmacKey,
        });
      } catch {
        // altcha-lib throws on parameters no challenge of ours has (an unknown algorithm, a malformed nonce).
        return refusedBecause('forged');
      }
      if (verified.expired) return refusedBecause('expired');
      if (!verified.verified) return refusedBecause('forged');
      // The Clock decides the expiry, so tests can start it elsewhere and move it (ADR 0042, ADR 0047).
      const expiresAt = (payload.expiresAt * 1000) as Instant;
      const now = ports.clock.now();
      if (now >= expiresAt) return refusedBecause('expired');
      // The signature is unique to the challenge: spending it spends every token answering it.
      return (await ports.spentTokens.spend(payload.challenge.signature, expiresAt, now))
        ? PERSON
        : refusedBecause('reused');
    },
  };
}
