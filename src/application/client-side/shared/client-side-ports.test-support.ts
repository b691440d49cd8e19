import { err, ok, type Result } from 'neverthrow';
import type { HumanCheckTokens, HumanCheckUnavailable } from '../../ports/client/human-check-tokens';
import type { Pause } from '../../ports/client/pause';

// Test support: the storefront's other ports in memory, for the client-side use cases' tests: a
// pause that never sleeps and a human check that answers from a script, each writing down what
// it was asked.

/** A pause that only writes down how long it was asked to wait. */
export function recordingPause(): Pause & { readonly waits: number[] } {
  const waits: number[] = [];
  return { waits, wait: (seconds) => (waits.push(seconds), Promise.resolve()) };
}

/**
 * A human check answering each execution in turn from `answers` (a token, or null for a refusal;
 * a refusal once the script runs out), writing down each action, with the site's default token.
 */
export function scriptedHumanCheck(
  answers: readonly (string | null)[] = ['human-token'],
  fallbackToken: string | null = null,
): HumanCheckTokens & { readonly actions: string[] } {
  const actions: string[] = [];
  return {
    actions,
    fallbackToken,
    execute: (action) => {
      const answer = answers[actions.length] ?? null;
      actions.push(action);
      const result: Result<string, HumanCheckUnavailable> =
        answer === null
          ? err({ _tag: 'HumanCheckUnavailable', message: `reCAPTCHA is not loaded (${String(actions.length)})` })
          : ok(answer);
      return Promise.resolve(result);
    },
  };
}
