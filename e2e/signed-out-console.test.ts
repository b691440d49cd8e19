import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from './account.test-support';
import { openLocationPage, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 36 (part C), docs/adr/0130: a visitor who never signed in on this browser opens a location
// page, and the storefront asks the API nothing it would refuse — so the console, where browsers log
// every 401 a page's fetch gets, shows no error. A session opened without the storefront seeing it
// (before the local hint existed, or by another application on the origin) still shows as signed in:
// the page answers its cookie with the readable companion that tells the storefront to ask
// (docs/adr/0130, Amendment).

const chromiumMissing = chromiumUnavailable('e2e/signed-out-console.test.ts');

/** What the page logs as errors, and each time it asks the API who is signed in. */
function watched(page: Page): { readonly errors: readonly string[]; readonly asked: readonly string[] } {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/users/get_user')) asked.push(request.url());
  });
  return { errors, asked };
}

describe.skipIf(chromiumMissing !== undefined)('a signed-out visit (docs/adr/0130)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);

  it('loads a location page without a 401 in the console, nor asking who is signed in', async () => {
    const page = await suite.pages.open(WIDE);
    const { errors, asked } = watched(page);
    await openLocationPage(page, suite.origin, '/ar/sucursal/5', { openCategories: false });
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => text.includes('401'))).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('shows as signed in a browser holding only the session cookie of a session opened elsewhere', async () => {
    const signedIn = await fetch(`${suite.origin}/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: ANA.email, password: ANA.password } }),
    });
    expect(signedIn.status).toBe(200);
    const token = /^authorization=([^;]+);/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    if (token === undefined) throw new Error('The sign-in set no session cookie');
    const page = await suite.pages.open(WIDE);
    await page
      .context()
      .addCookies([
        { name: 'authorization', value: token, url: suite.origin, httpOnly: true, secure: true, sameSite: 'Lax' },
      ]);
    await openLocationPage(page, suite.origin, '/ar/sucursal/5', { openCategories: false });
    await shown(page, page.getByRole('button', { name: `Hello, ${ANA.firstName}` }));
    expect(await page.evaluate(() => document.cookie)).toContain('reserva_session=1');
    expect(await page.evaluate(() => window.localStorage.getItem('reserva.sessionHint'))).toBe('open');
  });

  it('takes a companion left without its session as no session: the page clears it and nobody is asked', async () => {
    const page = await suite.pages.open(WIDE);
    const { errors, asked } = watched(page);
    await page
      .context()
      .addCookies([{ name: 'reserva_session', value: '1', url: suite.origin, secure: true, sameSite: 'Lax' }]);
    await openLocationPage(page, suite.origin, '/ar/sucursal/5', { openCategories: false });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.cookie)).not.toContain('reserva_session');
    expect(asked).toEqual([]);
    expect(errors.filter((text) => text.includes('401'))).toEqual([]);
    await shown(page, page.getByRole('button', { name: 'Sign in' }));
  });
});
