import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { postgresUnavailable, storefrontOnOwnPostgres } from './storefront-postgres.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// What a storefront shows when its data changes under it, end to end: the real server, on a
// PostgreSQL database of its own with the demo data, changed behind the server's back.
// - The 500 page (storefront §2 "500 page"): the services table is taken out of the API's reach, so
//   it answers the location page's services with a server error, as it would on a broken database.
//   The page shows the 500 page (checked with axe); once the table is back, trying again shows the
//   location. A location the API does not know stays the not-found page.
// - The inactive-site notice (storefront §2, §4 Site availability, §6): a company made inactive, or
//   whose site takes no bookings, shows the notice in its variant, telling its administrator to
//   activate it and anyone else to ask, with the location's phone; its booking links stay active.

const chromiumMissing = chromiumUnavailable('e2e/site-states.test.ts');
const postgresMissing = await postgresUnavailable();

describe.skipIf(chromiumMissing !== undefined || postgresMissing !== undefined)(
  'a storefront whose data changes under it: the 500 page and the inactive-site notice (storefront §2, §4)',
  () => {
    const own = storefrontOnOwnPostgres('site_states');
    // The storefront server on a PostgreSQL database of its own, which the tests change under it.
    const suite = storefrontInChromium(PINNED.sundayAfternoon, own.start);

    // The server keeps each location's catalogue in memory until the database says it changed
    // (docs/adr/0071): renaming a table says nothing, so a change to the company follows, which tells
    // the server to forget and read again — and fail, until the table is back.
    const forgetCatalogues = async () => own.database().exec('UPDATE companies SET name = name WHERE id = 1');
    const breakServices = async () => {
      await own.database().exec('ALTER TABLE services RENAME TO services_out_of_reach');
      await forgetCatalogues();
      await expect
        .poll(async () => (await fetch(`${suite.origin}/services?location_id=1`)).status, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(500);
    };
    const repairServices = async () => {
      await own.database().exec('ALTER TABLE services_out_of_reach RENAME TO services');
      await forgetCatalogues();
    };

    async function expectServerErrorPage(page: Page): Promise<void> {
      await shown(page, page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }));
      expect(await page.getByRole('main').getByRole('alert').innerText()).toContain(
        'The server could not answer or could not be reached',
      );
      await shown(page, page.getByRole('button', { name: 'Try again' }));
      await shown(page, page.getByRole('button', { name: 'Go to the home page' }));
    }

    it('shows the 500 page, with no accessibility violation, when the API fails answering the location’s services', async () => {
      const response = await fetch(`${suite.origin}/services?location_id=1`);
      expect(response.status, 'the services answer before breaking the table').toBe(200);
      await breakServices();
      try {
        expect(
          (await fetch(`${suite.origin}/services?location_id=1`)).status,
          'the API itself fails',
        ).toBeGreaterThanOrEqual(500);
        const page = await suite.pages.open(WIDE);
        await page.goto(`${suite.origin}/cl/sucursal/1`);
        await expectServerErrorPage(page);
        await expectNoAccessibilityViolations(page, 'the 500 page');
      } finally {
        await repairServices();
      }
    });

    it('tries again from the 500 page, on a phone, and shows the location once the server answers', async () => {
      await breakServices();
      const page = await suite.pages.open(MOBILE);
      try {
        await page.goto(`${suite.origin}/cl/sucursal/1`);
        await expectServerErrorPage(page);
      } finally {
        await repairServices();
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await shown(page, page.getByRole('region', { name: 'Services' }));
    });

    it('goes home from the 500 page', async () => {
      await breakServices();
      const page = await suite.pages.open(WIDE);
      try {
        await page.goto(`${suite.origin}/cl/sucursal/1`);
        await expectServerErrorPage(page);
      } finally {
        await repairServices();
      }
      await page.getByRole('button', { name: 'Go to the home page' }).click();
      await shown(page, page.getByRole('heading', { level: 1, name: 'Book services online' }));
      expect(new URL(page.url()).pathname).toBe('/');
    });

    it('shows an inactive company’s location as the inactive-site notice with its phone and nothing to book, and keeps its booking links working', async () => {
      await own.database().exec("UPDATE companies SET is_active = false WHERE web_address = 'barberia-portena'");
      try {
        const page = await suite.pages.open(MOBILE);
        await page.goto(`${suite.origin}/ar/sucursal/5`);
        await shown(page, page.getByRole('heading', { level: 2, name: 'Barbería Porteña’s site is inactive' }));
        const notice = page.getByRole('region', { name: 'Barbería Porteña’s site is inactive' });
        expect(await notice.innerText()).toContain('Please ask the site’s administrator to activate it.');
        expect(await notice.getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
        expect(await page.getByRole('region', { name: 'Services' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Book/ }).count()).toBe(0);
        await expectNoAccessibilityViolations(page, 'the inactive-site notice');

        // storefront §2: pages whose path holds bookings/confirm or bookings/cancel stay active.
        await page.goto(`${suite.origin}/ar/bookings/confirm/demo-codigo-corte`);
        await shown(page, page.getByRole('heading', { level: 1, name: 'Confirm your attendance' }));
        await shown(page, page.getByRole('region', { name: 'The booking' }));
      } finally {
        await own.database().exec("UPDATE companies SET is_active = true WHERE web_address = 'barberia-portena'");
      }
    });

    it('tells a visitor to ask, and the company’s administrator, once signed in, to activate the site that takes no bookings', async () => {
      await own.database().exec("UPDATE companies SET minisite_is_active = false WHERE web_address = 'salon-aurora'");
      try {
        const page = await suite.pages.open(WIDE);
        await page.goto(`${suite.origin}/cl/sucursal/1`);
        const title = 'Salón Aurora is not taking online bookings right now';
        const notice = page.getByRole('region', { name: title });
        await shown(page, notice);
        expect(await notice.innerText()).toContain('Please ask the site’s administrator to activate it.');

        await page.getByRole('button', { name: 'Sign in' }).click();
        const dialog = page.getByRole('dialog', { name: 'Link to your account' });
        await dialog.getByRole('textbox', { name: 'Email' }).fill('admin@salon-aurora.example');
        await dialog.getByLabel(/^Password/).fill('reserva-demo-2026');
        await dialog.getByRole('button', { name: 'Sign in' }).click();
        await shown(page, page.getByRole('button', { name: 'Hello, Carolina' }));
        await shown(
          page,
          notice.getByText(
            'You administer Salón Aurora: activate its site from the company panel to take bookings again.',
          ),
        );
        await expectNoAccessibilityViolations(page, 'the inactive-site notice, for its administrator');
      } finally {
        await own.database().exec("UPDATE companies SET minisite_is_active = true WHERE web_address = 'salon-aurora'");
      }
    });

    it('keeps a location the API does not know as the not-found page, with its button home', async () => {
      const page = await suite.pages.open(WIDE);
      await page.goto(`${suite.origin}/cl/sucursal/999`);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Page not found' }));
      await shown(page, page.getByRole('button', { name: 'Go to the home page' }));
      expect(await page.getByRole('heading', { name: 'Something went wrong on our side' }).count()).toBe(0);
      await expectNoAccessibilityViolations(page, 'the not-found page');
    });
  },
);
