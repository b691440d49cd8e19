import { err, ok } from 'neverthrow';
import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';

// The storefront's side of reCAPTCHA v3 (ADR 0041), chosen at build time with
// VITE_RESERVA_HUMAN_CHECK=recaptcha and VITE_RESERVA_RECAPTCHA_SITE_KEY. Google's script is added to
// the page when a submission first asks for a token (it is itself loaded lazily,
// lazy-human-check-tokens.ts), then executed with action 'submit'.

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { readonly action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long Google's script may take to load and become ready. */
const LOAD_TIMEOUT_MS = 10_000;

function loadedScript(window: Window, siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () => {
      const api = window.grecaptcha;
      if (api === undefined) {
        reject(new Error('reCAPTCHA is not loaded'));
        return;
      }
      api.ready(() => {
        resolve(api);
      });
    };
    if (window.grecaptcha !== undefined) {
      ready();
      return;
    }
    const script = window.document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('reCAPTCHA is not loaded'));
    });
    window.setTimeout(() => {
      reject(new Error('reCAPTCHA is not loaded'));
    }, LOAD_TIMEOUT_MS);
    window.document.head.append(script);
  });
}

export function recaptchaHumanCheckTokens(
  window: Window,
  siteKey: string,
  fallbackToken: string | null,
): HumanCheckTokens {
  let api: Promise<Grecaptcha> | null = null;
  return {
    fallbackToken,
    async execute(action) {
      try {
        api ??= loadedScript(window, siteKey);
        return ok(await (await api).execute(siteKey, { action }));
      } catch (error) {
        api = null;
        return err({ _tag: 'HumanCheckUnavailable', message: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
