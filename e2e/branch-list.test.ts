import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { eventually, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// End to end: a company's branch list, `{country}` (storefront §2 "branch list with search/filter
// (count of filtered vs total, no-branch-found, see all branches)", the provider header's 'show
// branch location'; docs/adr/0033), on the host that names the company — Salón Aurora at
// `salon-aurora.localhost`, whose open branches are Providencia and Las Condes (Vitacura is closed;
// docs/demo.md) — against the real server and demo data, checked with axe.

const chromiumMissing = chromiumUnavailable('e2e/branch-list.test.ts');

describe.skipIf(chromiumMissing !== undefined)('a company’s branch list (storefront §2, docs/adr/0033)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);
  /** The suite's server under another host name: `salon-aurora.localhost:PORT`, or `localhost:PORT`. */
  const at = (host: string, path: string) => {
    const url = new URL(suite.origin);
    url.hostname = host;
    return `${url.origin}${path}`;
  };
  const salon = (path: string) => at('salon-aurora.localhost', path);

  const branchNames = (page: Page) =>
    page.getByRole('list', { name: 'Branches of Salón Aurora' }).getByRole('heading', { level: 2 }).allInnerTexts();

  it('lists Salón Aurora’s open branches on its host, each with its address, phone and page, and counts them', async () => {
    const page = await suite.pages.open(WIDE);
    await page.goto(salon('/cl'));
    await shown(page, page.getByRole('heading', { level: 1, name: 'Salón Aurora' }));
    await shown(page, page.getByRole('list', { name: 'Branches of Salón Aurora' }));
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Showing/ })
        .innerText(),
    ).toBe('Showing 2 of 2 branches');
    expect(await branchNames(page)).toEqual(['Providencia', 'Las Condes']);
    const providencia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Providencia' }) });
    expect(await providencia.getByRole('definition').allInnerTexts()).toEqual([
      'Av. Providencia 1234, Providencia, Santiago',
      '+56 2 2345 6789',
    ]);
    await expectNoAccessibilityViolations(page, 'the branch list');

    await providencia.getByRole('link', { name: 'Book at Providencia' }).click();
    await page.waitForURL(salon('/cl/sucursal/1'));
    await shown(page, page.getByRole('region', { name: 'Services' }));
  });

  it('narrows the branches as the client types, says when none is found, and shows them all again, on a phone', async () => {
    const page = await suite.pages.open(MOBILE);
    await page.goto(salon('/cl'));
    const search = page.getByRole('searchbox', { name: 'Search branches' });
    await shown(page, search);
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });

    await search.fill('APOQUINDO');
    await eventually(() => count.innerText()).toBe('Showing 1 of 2 branches');
    expect(await branchNames(page)).toEqual(['Las Condes']);
    await search.fill('providéncia');
    await eventually(() => branchNames(page)).toEqual(['Providencia']);

    await search.fill('Vitacura');
    await eventually(() => count.innerText()).toBe('Showing 0 of 2 branches');
    await shown(page, page.getByText('No branch found for “Vitacura”.'));
    await expectNoAccessibilityViolations(page, 'the branch list, no branch found');

    await page.getByRole('button', { name: 'See all branches' }).click();
    await eventually(() => count.innerText()).toBe('Showing 2 of 2 branches');
    expect(await branchNames(page)).toEqual(['Providencia', 'Las Condes']);
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('leads a professional’s route back to the branch list, on the company’s host and from plain localhost', async () => {
    const page = await suite.pages.open(WIDE);
    await page.goto(salon('/cl/sucursal/1/profesional/1'));
    const header = page.getByRole('region', { name: 'Camila Rojas' });
    await shown(page, header);
    const back = header.getByRole('link', { name: 'Show the branch locations of Salón Aurora' });
    await shown(page, back);
    expect(await back.getAttribute('href')).toBe('/cl');
    await expectNoAccessibilityViolations(page, 'the professional route with its way back to the branch list');
    await back.click();
    await page.waitForURL(salon('/cl'));
    await shown(page, page.getByRole('list', { name: 'Branches of Salón Aurora' }));

    await page.goto(at('localhost', '/cl/sucursal/1/profesional/1'));
    const fromLocalhost = page
      .getByRole('region', { name: 'Camila Rojas' })
      .getByRole('link', { name: 'Show the branch locations of Salón Aurora' });
    await shown(page, fromLocalhost);
    await fromLocalhost.click();
    await page.waitForURL(salon('/cl'));
    await shown(page, page.getByRole('heading', { level: 1, name: 'Salón Aurora' }));
    // The list in the visitor's language: the page the server rendered in the country's is rendered
    // again in English once its code runs, after the first paint (docs/adr/0151).
    await shown(page, page.getByRole('list', { name: 'Branches of Salón Aurora' }));
    expect(await branchNames(page)).toEqual(['Providencia', 'Las Condes']);
  });

  it('says a host without a company names no business, with the way home', async () => {
    const page = await suite.pages.open(WIDE);
    for (const url of [at('localhost', '/cl'), `${suite.origin}/cl`]) {
      await page.goto(url);
      await shown(page, page.getByRole('heading', { level: 1, name: 'No business at this address' }));
      expect(await page.getByRole('main').getByRole('list').count(), url).toBe(0);
    }
    await expectNoAccessibilityViolations(page, 'a branch list without a company');
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${suite.origin}/`);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Book services online' }));
  });

  it('says when no business has the host’s web address, and when the company does not serve the route’s country', async () => {
    const page = await suite.pages.open(WIDE);
    await page.goto(at('nadie.localhost', '/cl'));
    await shown(
      page,
      page.getByRole('alert').getByText('No business uses the address “nadie”. Check the address you followed.'),
    );
    await expectNoAccessibilityViolations(page, 'the branch list of an unknown company');

    await page.goto(salon('/ar'));
    await shown(page, page.getByRole('heading', { level: 2, name: 'Salón Aurora takes no bookings in Argentina' }));
    await expectNoAccessibilityViolations(page, 'the branch list in a country the company does not serve');
    await page
      .getByRole('list', { name: 'Countries where Salón Aurora takes bookings' })
      .getByRole('link', { name: 'Chile' })
      .click();
    await page.waitForURL(salon('/cl'));
    await eventually(() => branchNames(page)).toEqual(['Providencia', 'Las Condes']);
  });
});
