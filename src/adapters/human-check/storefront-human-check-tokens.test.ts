import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { altchaHumanCheck } from './altcha-human-check';
import { lazyHumanCheckTokens } from './lazy-human-check-tokens';
import { recaptchaHumanCheckTokens } from './recaptcha-human-check-tokens';
import { storefrontHumanCheckTokens } from './storefront-human-check-tokens';

// The storefront's human check (ADR 0041): the one its build names, loaded at the first submission
// only, and reCAPTCHA's script driven as Google documents it (grecaptcha.ready, then execute with
// the site key and action 'submit').

describe("choosing the storefront's human check", () => {
  it('solves the proof of work by default, fetching the challenge from the page’s origin only when a token is asked for', async () => {
    const server = altchaHumanCheck(
      { hmacKey: 'storefront-tests-hmac-key-long-enough-00', expirySeconds: 300, maxNumber: 200 },
      {
        clock: { now: () => Date.now() as Instant },
        spentTokens: { spend: () => Promise.resolve(true) },
      },
    );
    const asked: string[] = [];
    const window = {
      location: { origin: 'https://reservas.salon-aurora.example' },
      fetch: async (url: URL | RequestInfo) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        const challenge = await server.challenge();
        return Response.json({ challenge: challenge?.challenge, expires_at: '2026-12-01T15:05:00Z' });
      },
    } as unknown as Window;
    const tokens = storefrontHumanCheckTokens(
      { kind: null, recaptchaSiteKey: null, fallbackToken: 'site-fallback' },
      window,
    );
    expect(tokens.fallbackToken).toBe('site-fallback');
    expect(asked).toEqual([]);
    const token = (await tokens.execute('submit'))._unsafeUnwrap();
    expect(asked).toEqual(['https://reservas.salon-aurora.example/human_check/challenge']);
    expect(await server.verify(token)).toEqual({ _tag: 'Person' });
  });

  it("fails an attempt, for the submission to retry, when the challenge can't be had", async () => {
    const window = {
      location: { origin: 'https://reservas.example' },
      fetch: () => Promise.resolve(new Response(null, { status: 503 })),
    } as unknown as Window;
    const tokens = storefrontHumanCheckTokens({ kind: 'altcha', recaptchaSiteKey: null, fallbackToken: null }, window);
    expect(tokens.fallbackToken).toBeNull();
    expect((await tokens.execute('submit'))._unsafeUnwrapErr()).toEqual({
      _tag: 'HumanCheckUnavailable',
      message: "The human check's challenge could not be had (503)",
    });
  });

  it('runs reCAPTCHA v3 with the site key when the build names it', async () => {
    const { window } = pageWith({
      ready: (callback) => {
        callback();
      },
      execute: () => Promise.resolve('03AFcWeA6w8kq1'),
    });
    const tokens = storefrontHumanCheckTokens(
      { kind: 'recaptcha', recaptchaSiteKey: 'site-key-1', fallbackToken: null },
      window,
    );
    expect((await tokens.execute('submit'))._unsafeUnwrap()).toBe('03AFcWeA6w8kq1');
  });

  it('refuses a build that names reCAPTCHA without a site key, or a check it does not know', () => {
    expect(() =>
      storefrontHumanCheckTokens({ kind: 'recaptcha', recaptchaSiteKey: null, fallbackToken: null }, {} as Window),
    ).toThrow('VITE_RESERVA_HUMAN_CHECK=recaptcha needs VITE_RESERVA_RECAPTCHA_SITE_KEY');
    expect(() =>
      storefrontHumanCheckTokens({ kind: 'hcaptcha', recaptchaSiteKey: null, fallbackToken: null }, {} as Window),
    ).toThrow('VITE_RESERVA_HUMAN_CHECK must be altcha, recaptcha or dev, not "hcaptcha"');
  });
});

describe('loading the human check at the first submission', () => {
  it('loads once, when a token is first asked for, and loads again after a failed load (a misconfigured build fails here, as a check that cannot run)', async () => {
    let loads = 0;
    const tokens = lazyHumanCheckTokens(() => {
      loads += 1;
      if (loads === 1) return Promise.reject(new Error('chunk failed to load'));
      return Promise.resolve({ fallbackToken: null, execute: () => Promise.resolve(ok('a-token')) });
    }, 'fallback');
    expect(loads).toBe(0);
    expect((await tokens.execute('submit'))._unsafeUnwrapErr()).toEqual({
      _tag: 'HumanCheckUnavailable',
      message: 'chunk failed to load',
    });
    expect((await tokens.execute('submit'))._unsafeUnwrap()).toBe('a-token');
    expect((await tokens.execute('submit'))._unsafeUnwrap()).toBe('a-token');
    expect(loads).toBe(2);
    expect(tokens.fallbackToken).toBe('fallback');
  });
});

/** A page with Google's script already loaded, or failing to load, as far as the adapter looks at it. */
function pageWith(grecaptcha: Window['grecaptcha'] | 'fails to load') {
  const added: string[] = [];
  const window = {
    grecaptcha: grecaptcha === 'fails to load' ? undefined : grecaptcha,
    setTimeout: () => 0,
    document: {
      head: {
        append: (script: { src: string; fire: (name: string) => void }) => {
          added.push(script.src);
          script.fire(grecaptcha === 'fails to load' ? 'error' : 'load');
        },
      },
      createElement: () => {
        const listeners = new Map<string, () => void>();
        return {
          src: '',
          async: false,
          remove: () => undefined,
          addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
          fire: (name: string) => listeners.get(name)?.(),
        };
      },
    },
  } as unknown as Window;
  return { window, added };
}

describe("reCAPTCHA v3's tokens", () => {
  it("executes Google's check with the site key and action 'submit' once it is ready", async () => {
    const executed: unknown[] = [];
    const { window } = pageWith({
      ready: (callback) => {
        callback();
      },
      execute: (siteKey, options) => {
        executed.push([siteKey, options]);
        return Promise.resolve('03AFcWeA6w8kq1');
      },
    });
    expect((await recaptchaHumanCheckTokens(window, 'site-key-1', null).execute('submit'))._unsafeUnwrap()).toBe(
      '03AFcWeA6w8kq1',
    );
    expect(executed).toEqual([['site-key-1', { action: 'submit' }]]);
  });

  it("adds Google's script for the site key, and fails with 'reCAPTCHA is not loaded' when it does not load", async () => {
    const { window, added } = pageWith('fails to load');
    const tokens = recaptchaHumanCheckTokens(window, 'site key', 'fallback');
    expect((await tokens.execute('submit'))._unsafeUnwrapErr()).toEqual({
      _tag: 'HumanCheckUnavailable',
      message: 'reCAPTCHA is not loaded',
    });
    expect(added).toEqual(['https://www.google.com/recaptcha/api.js?render=site%20key']);
    // The next attempt tries the script again.
    await tokens.execute('submit');
    expect(added).toHaveLength(2);
  });
});
