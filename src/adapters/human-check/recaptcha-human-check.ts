import { PERSON, refusedBecause, type HumanCheck, type HumanCheckVerdict } from '#application/ports/server/human-check';

// reCAPTCHA v3 as the human check (ADR 0041), chosen with RESERVA_HUMAN_CHECK=recaptcha: the token
// the storefront got from Google's script for action 'submit' is sent to Google's siteverify, which
// answers whether it is one of the site's, its action, its score and the page's host name. Google
// answers each token once and for two minutes (`timeout-or-duplicate` after), so single use and
// expiry are Google's.

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaSettings {
  /** RECAPTCHA_SECRET: the site's secret key. */
  readonly secret: string;
  /** RESERVA_RECAPTCHA_MIN_SCORE: the lowest score taken for a person's (0.0 robot … 1.0 person). */
  readonly minScore: number;
  /** RESERVA_RECAPTCHA_HOSTNAME: the host name the token must have been made on; null to accept any of the site's. */
  readonly hostname: string | null;
}

/** siteverify's answer, as Google documents it (developers.google.com/recaptcha/docs/v3). */
interface SiteverifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
  readonly hostname?: unknown;
  readonly 'error-codes'?: unknown;
}

function verdictOf(answer: SiteverifyAnswer, settings: RecaptchaSettings): HumanCheckVerdict {
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
    // `timeout-or-duplicate`: older than two minutes, or verified once already.
    return refusedBecause(codes.includes('timeout-or-duplicate') ? 'expired' : 'forged');
  }
  if (answer.action !== 'submit') return refusedBecause('unconvincing');
  if (settings.hostname !== null && answer.hostname !== settings.hostname) return refusedBecause('unconvincing');
  if (typeof answer.score !== 'number' || answer.score < settings.minScore) return refusedBecause('unconvincing');
  return PERSON;
}

/**
 * reCAPTCHA v3 over `fetch`. Google unreachable, or answering other than 200 with JSON, is broken
 * infrastructure: it throws (500), rather than telling a person they failed a check nobody ran.
 */
export function recaptchaHumanCheck(settings: RecaptchaSettings, fetch: typeof globalThis.fetch): HumanCheck {
  return {
    async verify(token) {
      if (token === null || token.trim() === '') return refusedBecause('missing');
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: settings.secret, response: token }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA's siteverify answered ${String(response.status)}`);
      return verdictOf((await response.json()) as SiteverifyAnswer, settings);
    },
    challenge: () => Promise.resolve(null),
  };
}
