import { err, ok } from 'neverthrow';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import type { HumanCheckTokens, HumanCheckUnavailable } from '#application/ports/client/human-check-tokens';

// The storefront's side of the self-hosted human check (ADR 0041), loaded at submit time only
// (lazy-human-check-tokens.ts): it asks the server for a challenge (GET /human_check/challenge),
// finds the counter it hides with altcha-lib's solver over the browser's Web Crypto, and gives the
// challenge and its solution as the token — the payload ALTCHA's widget would send, with no widget
// on the page, nothing to see and no one else asked.

/** A solver that has not found the counter in this long has met a challenge it cannot solve. */
const SOLVE_TIMEOUT_MS = 20_000;

const unavailable = (message: string): HumanCheckUnavailable => ({ _tag: 'HumanCheckUnavailable', message });

export interface AltchaTokensOptions {
  /** Where the API is served (the page's own origin). */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly fallbackToken: string | null;
}

export function altchaHumanCheckTokens(options: AltchaTokensOptions): HumanCheckTokens {
  return {
    fallbackToken: options.fallbackToken,
    async execute() {
      let challenge: Challenge;
      try {
        const response = await options.fetch(new URL('/human_check/challenge', options.baseUrl), {
          headers: { accept: 'application/json' },
          cache: 'no-store',
        });
        if (!response.ok)
          return err(unavailable(`The human check's challenge could not be had (${String(response.status)})`));
        const body = (await response.json()) as { readonly challenge?: unknown };
        if (typeof body.challenge !== 'string') return err(unavailable("The human check's challenge is not one"));
        challenge = JSON.parse(atob(body.challenge)) as Challenge;
      } catch (error) {
        return err(
          unavailable(
            `The human check's challenge could not be had: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
      const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }).catch(() => null);
      if (solution === null) return err(unavailable("The human check's challenge was not solved"));
      return ok(
        btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })),
      );
    },
  };
}
