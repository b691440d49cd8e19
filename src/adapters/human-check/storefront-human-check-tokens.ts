import type { HumanCheckTokens } from '../../application/ports/human-check-tokens';
import { devHumanCheckTokens } from './dev-human-check-tokens';
import { lazyHumanCheckTokens } from './lazy-human-check-tokens';

// Which human check the storefront runs (ADR 0041), as its build was configured: the self-hosted
// proof of work by default, reCAPTCHA v3 with a site key, or the development check. The first two
// load their code at the first submission only: the first page has no budget for them.

export interface StorefrontHumanCheckSettings {
  /** VITE_RESERVA_HUMAN_CHECK: altcha (the default), recaptcha or dev; it must match the server's RESERVA_HUMAN_CHECK. */
  readonly kind: string | undefined;
  /** VITE_RESERVA_RECAPTCHA_SITE_KEY, needed by recaptcha. */
  readonly recaptchaSiteKey: string | undefined;
  /** VITE_RESERVA_HUMAN_CHECK_FALLBACK_TOKEN: sent when the check cannot run twice in a row; none when unset. */
  readonly fallbackToken: string | undefined;
}

const present = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text);

export function storefrontHumanCheckTokens(settings: StorefrontHumanCheckSettings, window: Window, newId: () => string): HumanCheckTokens {
  const fallbackToken = present(settings.fallbackToken);
  switch (present(settings.kind) ?? 'altcha') {
    case 'dev':
      return { ...devHumanCheckTokens(newId), fallbackToken };
    case 'recaptcha': {
      const siteKey = present(settings.recaptchaSiteKey);
      if (siteKey === null) throw new Error('VITE_RESERVA_HUMAN_CHECK=recaptcha needs VITE_RESERVA_RECAPTCHA_SITE_KEY');
      return lazyHumanCheckTokens(
        () => import('./recaptcha-human-check-tokens').then(({ recaptchaHumanCheckTokens }) => recaptchaHumanCheckTokens(window, siteKey, fallbackToken)),
        fallbackToken,
      );
    }
    case 'altcha':
      return lazyHumanCheckTokens(
        () =>
          import('./altcha-human-check-tokens').then(({ altchaHumanCheckTokens }) =>
            altchaHumanCheckTokens({ baseUrl: window.location.origin, fetch: window.fetch.bind(window), fallbackToken }),
          ),
        fallbackToken,
      );
    default:
      throw new Error(`VITE_RESERVA_HUMAN_CHECK must be altcha, recaptcha or dev, not ${JSON.stringify(settings.kind)}`);
  }
}
