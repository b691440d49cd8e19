import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordingPause, scriptedHumanCheck } from '../shared/client-side-ports.test-support';
import {
  HUMAN_CHECK_ATTEMPTS,
  HUMAN_CHECK_RETRY_DELAY_SECONDS,
  obtainHumanCheckToken,
} from './obtain-human-check-token';

// The human check's token for a submission (booking-wizard §5 "A human-check token is required …
// action 'submit', retries once after 500 ms, then falls back to a default token"; §8 RECAPTCHA_ERR;
// §9 "Human-check attempts 2, delay 500 ms").

describe("the human check's token for a submission (booking-wizard §5, §9)", () => {
  it("runs the check with action 'submit' once when it gives a token, without waiting", async () => {
    const humanCheck = scriptedHumanCheck(['token-1'], 'fallback');
    const pause = recordingPause();
    expect((await obtainHumanCheckToken({ humanCheck, pause })())._unsafeUnwrap()).toBe('token-1');
    expect(humanCheck.actions).toEqual(['submit']);
    expect(pause.waits).toEqual([]);
  });

  it('runs it once more, half a second later, when it fails', async () => {
    const humanCheck = scriptedHumanCheck([null, 'token-2'], null);
    const pause = recordingPause();
    expect((await obtainHumanCheckToken({ humanCheck, pause })())._unsafeUnwrap()).toBe('token-2');
    expect(humanCheck.actions).toEqual(['submit', 'submit']);
    expect(pause.waits).toEqual([0.5]);
  });

  it("sends the site's default token when it fails twice", async () => {
    const humanCheck = scriptedHumanCheck([null, null, 'never-asked'], 'default-token');
    expect((await obtainHumanCheckToken({ humanCheck, pause: recordingPause() })())._unsafeUnwrap()).toBe(
      'default-token',
    );
    expect(humanCheck.actions).toHaveLength(2);
  });

  it('fails as HUMAN_CHECK.FAILED, with the last reason, when it fails twice and the site takes no default token (RECAPTCHA_ERR)', async () => {
    const humanCheck = scriptedHumanCheck([null, null], null);
    expect((await obtainHumanCheckToken({ humanCheck, pause: recordingPause() })())._unsafeUnwrapErr()).toEqual({
      _tag: 'HumanCheckFailed',
      code: 'HUMAN_CHECK.FAILED',
      message: 'reCAPTCHA is not loaded (2)',
    });
  });

  it('gives the first token the check gives within two tries, else the default token, else fails; waiting half a second before each retry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.string({ minLength: 1 }), { nil: null }), { maxLength: 4 }),
        fc.option(fc.string({ minLength: 1 }), { nil: null }),
        async (answers, fallback) => {
          const humanCheck = scriptedHumanCheck(answers, fallback);
          const pause = recordingPause();
          const token = await obtainHumanCheckToken({ humanCheck, pause })();
          const tries = answers.slice(0, HUMAN_CHECK_ATTEMPTS);
          const given = tries.find((answer) => answer !== null) ?? null;
          const expected = given ?? fallback;
          expect(token.isOk() ? token.value : null).toBe(expected);
          expect(humanCheck.actions).toHaveLength(given === null ? HUMAN_CHECK_ATTEMPTS : tries.indexOf(given) + 1);
          expect(pause.waits).toEqual(humanCheck.actions.slice(1).map(() => HUMAN_CHECK_RETRY_DELAY_SECONDS));
        },
      ),
    );
  });
});
