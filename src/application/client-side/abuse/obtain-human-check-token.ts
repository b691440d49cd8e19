import { err, ok, type Result } from 'neverthrow';
import type { HumanCheckTokens } from '../../ports/client/human-check-tokens';
import type { Pause } from '../../ports/client/pause';

/** The human check is tried twice, half a second apart (booking-wizard §5, §9). */
export const HUMAN_CHECK_ATTEMPTS = 2;
export const HUMAN_CHECK_RETRY_DELAY_SECONDS = 0.5;

/** No token could be had and the site takes no fallback: the RECAPTCHA_ERR dialog shows and nothing is sent (booking-wizard §8). */
export interface HumanCheckFailed {
  readonly _tag: 'HumanCheckFailed';
  readonly code: 'HUMAN_CHECK.FAILED';
  readonly message: string;
}

/**
 * A token for a submission (booking-wizard §5): the check runs with action 'submit'; when it
 * fails it runs once more after 500 ms; when that fails too the default token is sent, where the
 * site has one.
 */
export function obtainHumanCheckToken(ports: { readonly humanCheck: HumanCheckTokens; readonly pause: Pause }) {
  return async (): Promise<Result<string, HumanCheckFailed>> => {
    let lastMessage = '';
    for (let attempt = 1; attempt <= HUMAN_CHECK_ATTEMPTS; attempt++) {
      if (attempt > 1) await ports.pause.wait(HUMAN_CHECK_RETRY_DELAY_SECONDS);
      const token = await ports.humanCheck.execute('submit');
      if (token.isOk()) return ok(token.value);
      lastMessage = token.error.message;
    }
    const fallback = ports.humanCheck.fallbackToken;
    return fallback === null
      ? err({ _tag: 'HumanCheckFailed', code: 'HUMAN_CHECK.FAILED', message: lastMessage })
      : ok(fallback);
  };
}
