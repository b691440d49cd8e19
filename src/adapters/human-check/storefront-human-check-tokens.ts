import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';
import { altchaHumanCheckTokens } from './altcha-human-check-tokens';
import { recaptchaHumanCheckTokens } from './recaptcha-human-check-tokens';

// Which human check the storefront runs (ADR 0041), as its build was configured: the self-hosted
// proof of work by default, or reCAPTCHA v3 with a site key (the development check needs none of
// this). This module is itself loaded at the first submission (lazy-human-check-tokens.ts): the
// first page has no budget for any of it, so a build naming a check wrongly fails there, as a
// human check that cannot run.

export interface StorefrontHumanCheckSettings {
  /** VITE_RESERVA_HUMAN_CHECK: altcha (the default) or recaptcha; it must match the server's RESERVA_HUMAN_CHECK. */
  readonly kind: string | null;
  /** VITE_RESERVA_RECAPTCHA_SITE_KEY, needed by recaptcha. */
  readonly recaptchaSiteKey: string | null;
  /** VITE_RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: sent when the check cannot run twice in a row; null when unset. */
  readonly fallbackToken: string | null;
}

export function storefrontHumanCheckTokens(settings: StorefrontHumanCheckSettings, window: Window): HumanCheckTokens {
  switch (settings.kind ?? 'altcha') {
    case 'recaptcha':
      if (settings.recaptchaSiteKey === null)
        throw new Error('VITE_RESERVA_HUMAN_CHECK=recaptcha needs VITE_RESERVA_RECAPTCHA_SITE_KEY');
      return recaptchaHumanCheckTokens(window, settings.recaptchaSiteKey, settings.fallbackToken);
    case 'altcha':
      return altchaHumanCheckTokens({
        baseUrl: window.location.origin,
        fetch: window.fetch.bind(window),
        fallbackToken: settings.fallbackToken,
      });
    default:
      throw new Error(
        `VITE_RESERVA_HUMAN_CHECK must be altcha, recaptcha or dev, not ${JSON.stringify(settings.kind)}`,
      );
  }
}
