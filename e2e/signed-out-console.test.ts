import { describe, expect, it } from 'vitest';
import { openLocationPage } from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 36 (part C), docs/adr/0130: a visitor who never signed in on this browser opens a location
// page, and the storefront asks the API nothing it would refuse — so the console, where browsers log
// every 401 a page's fetch gets, shows no error.

const chromiumMissing = chromiumUnavailable('e2e/signed-out-console.test.ts');

describe.skipIf(chromiumMissing !== undefined)('a signed-out visit (docs/adr/0130)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);

  it('loads a location page without a 401 in the console, nor asking who is signed in', async () => {
    const page = await suite.pages.open(WIDE);
    const errors: string[] = [];
    const asked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      if (request.url().includes('/users/get_user')) asked.push(request.url());
    });
    await openLocationPage(page, suite.origin, '/ar/sucursal/5', { openCategories: false });
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => text.includes('401'))).toEqual([]);
    expect(asked).toEqual([]);
  });
});
