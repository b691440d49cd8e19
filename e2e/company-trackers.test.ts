import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { postgresUnavailable, storefrontOnOwnPostgres } from './storefront-postgres.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// A company's own trackers end to end (docs/adr/0076): the real server, on a PostgreSQL database of
// its own with the demo data, where Salón Aurora is given a Meta pixel and a Google tag. Nothing
// third-party is requested before the visitor consents; after Accept, the vendors' scripts are —
// fulfilled here with a stub, since the tests run offline — and the answer is remembered. The page's
// content-security policy names those origins for that company only.

const chromiumMissing = chromiumUnavailable('e2e/company-trackers.test.ts');
const postgresMissing = await postgresUnavailable();

/** Every request the page makes off the storefront's origin; the trackers' scripts answered with a stub. */
async function watchThirdParties(page: Page, origin: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    requested.push(url.href);
    if (url.hostname === 'connect.facebook.net' || url.hostname === 'www.googletagmanager.com')
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.trackerStubs = (window.trackerStubs || 0) + 1;',
      });
    return route.abort();
  });
  return requested;
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Measuring your visit' });

describe.skipIf(chromiumMissing !== undefined || postgresMissing !== undefined)(
  'a company’s trackers, loaded only after the visitor consents (docs/adr/0076)',
  () => {
    const own = storefrontOnOwnPostgres('trackers', { env: { RESERVA_TERMS_URL: 'https://reserva.example/legal' } });
    const suite = storefrontInChromium(PINNED.sundayAfternoon, own.start);

    const giveTrackers = async () =>
      own
        .database()
        .exec(
          "UPDATE companies SET facebook_custom_tracker = '1234567890', google_custom_tracker = 'G-AURORA123' WHERE web_address = 'salon-aurora'",
        );

    it('requests nothing third-party before consent, then the company’s pixel and tag once accepted, and remembers it', async () => {
      await giveTrackers();
      const page = await suite.pages.open(WIDE);
      const requested = await watchThirdParties(page, suite.origin);
      const response = await page.goto(`${suite.origin}/cl/sucursal/1`);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toContain('https://connect.facebook.net');
      expect(policy).toContain('https://www.googletagmanager.com');
      await shown(page, bannerOf(page));
      expect(await bannerOf(page).innerText()).toContain(
        'Salón Aurora would like to measure visits and bookings with Meta and Google',
      );
      await expectNoAccessibilityViolations(page, 'the consent banner');
      expect(requested, 'third-party requests before consent').toEqual([]);

      await bannerOf(page).getByRole('button', { name: 'Accept' }).click();
      await expect
        .poll(() => requested.map((address) => new URL(address).hostname).sort())
        .toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
      expect(requested).toContain('https://www.googletagmanager.com/gtag/js?id=G-AURORA123');
      await expect.poll(() => page.evaluate(() => (window as { trackerStubs?: number }).trackerStubs)).toBe(2);
      expect(await bannerOf(page).count()).toBe(0);

      // Remembered: the next visit loads them without asking.
      requested.length = 0;
      await page.reload();
      await shown(page, page.getByRole('region', { name: 'Services' }));
      await expect.poll(() => requested.length).toBe(2);
      expect(await bannerOf(page).count()).toBe(0);
    });

    it('loads nothing when the visitor declines, nor for a company without trackers, whose page keeps the strict policy', async () => {
      await giveTrackers();
      const page = await suite.pages.open(MOBILE);
      const requested = await watchThirdParties(page, suite.origin);
      await page.goto(`${suite.origin}/cl/sucursal/1`);
      await bannerOf(page).getByRole('button', { name: 'Decline' }).click();
      await page.reload();
      await shown(page, page.getByRole('region', { name: 'Services' }));
      expect(await bannerOf(page).count()).toBe(0);

      const other = await page.goto(`${suite.origin}/ar/sucursal/5`);
      expect((await other?.allHeaders())?.['content-security-policy']).not.toMatch(/facebook|google/);
      await shown(page, page.getByRole('region', { name: 'Services' }));
      expect(await bannerOf(page).count()).toBe(0);
      expect(requested, 'third-party requests').toEqual([]);
    });

    it('answers 404 for an address the storefront’s route table does not know, with the not-found page', async () => {
      const page = await suite.pages.open(WIDE);
      const response = await page.goto(`${suite.origin}/cl/nowhere/at/all`);
      expect(response?.status()).toBe(404);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Page not found' }));
      // Only the configured footer link shows.
      await shown(page, page.getByRole('contentinfo').getByRole('link', { name: /Terms and privacy/ }));
      expect(await page.getByRole('contentinfo').getByRole('link').count()).toBe(1);
    });
  },
);
