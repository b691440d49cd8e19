import { err } from 'neverthrow';
import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';

// A human check whose code loads only when a submission first asks it for a token (ADR 0041): the
// first page and the wizard's first paint carry none of it. A failed load is a failed attempt,
// which the submission retries once (booking-wizard §5), and is tried afresh then.

export function lazyHumanCheckTokens(
  load: () => Promise<HumanCheckTokens>,
  fallbackToken: string | null,
): HumanCheckTokens {
  let loaded: Promise<HumanCheckTokens> | null = null;
  return {
    fallbackToken,
    async execute(action) {
      loaded ??= load();
      try {
        return await (await loaded).execute(action);
      } catch (error) {
        loaded = null;
        return err({ _tag: 'HumanCheckUnavailable', message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
