import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/adapters/persistence/pg-database';
import type { SqlDatabase } from '../src/adapters/persistence/sql-database';
import { testEngines } from '../src/adapters/persistence/test-databases.test-support';
import { spawnServer, type SpawnedServer } from '../tools/server/spawn-server';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { shown } from './booking-wizard.test-support';
import { BrowserPages, chromiumUnavailable, launchChromium, MOBILE, WIDE } from './chromium.test-support';

// The 500 page end to end (storefront §2 "500 page"): the real server, on a PostgreSQL database of
// its own with the demo data, whose services table is then taken out of its reach — so the API
// answers the location page's services with a server error, as it would on a broken database. The
// page shows the 500 page (checked with axe); once the table is back, trying again shows the
// location. A location the API does not know stays the not-found page.

const chromiumMissing = chromiumUnavailable('e2e/server-error-page.test.ts');
const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');

describe.skipIf(chromiumMissing !== undefined || postgres?.unavailable !== undefined)('the 500 page, when the server fails (storefront §2)', () => {
  const name = `reserva_server_error_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  let admin: SqlDatabase | undefined;
  let database: SqlDatabase | undefined;
  let server: SpawnedServer | undefined;
  let browser: Browser | undefined;
  let pages: BrowserPages | undefined;
  let origin = '';

  beforeAll(async () => {
    admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openPostgresDatabase(url.toString(), { maxConnections: 1 });
    server = await spawnServer({ DATABASE_URL: url.toString(), RESERVA_DATA_DIR: undefined, RESERVA_DEMO_DATA: 'true', RESERVA_STAFF_API_KEY: undefined }, 90_000);
    origin = server.origin.replace('//localhost:', '//127.0.0.1:');
    browser = await launchChromium();
    pages = new BrowserPages(browser);
  }, 120_000);

  afterEach(async () => {
    if (pages === undefined) return;
    const errors = pages.takeErrors();
    await pages.closeAll();
    expect(errors, 'script errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  }, 30_000);

  const breakServices = async () => database?.exec('ALTER TABLE services RENAME TO services_out_of_reach');
  const repairServices = async () => database?.exec('ALTER TABLE services_out_of_reach RENAME TO services');

  async function expectServerErrorPage(page: Page): Promise<void> {
    await shown(page, page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }));
    expect(await page.getByRole('main').getByRole('alert').innerText()).toContain('The server could not answer or could not be reached');
    await shown(page, page.getByRole('button', { name: 'Try again' }));
    await shown(page, page.getByRole('button', { name: 'Go to the home page' }));
  }

  it('shows the 500 page, with no accessibility violation, when the API fails answering the location’s services', async () => {
    const response = await fetch(`${origin}/services?location_id=1`);
    expect(response.status, 'the services answer before breaking the table').toBe(200);
    await breakServices();
    try {
      expect((await fetch(`${origin}/services?location_id=1`)).status, 'the API itself fails').toBeGreaterThanOrEqual(500);
      const page = await (pages as BrowserPages).open(WIDE);
      await page.goto(`${origin}/cl/sucursal/1`);
      await expectServerErrorPage(page);
      await expectNoAccessibilityViolations(page, 'the 500 page');
    } finally {
      await repairServices();
    }
  });

  it('tries again from the 500 page, on a phone, and shows the location once the server answers', async () => {
    await breakServices();
    const page = await (pages as BrowserPages).open(MOBILE);
    try {
      await page.goto(`${origin}/cl/sucursal/1`);
      await expectServerErrorPage(page);
    } finally {
      await repairServices();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(page, page.getByRole('region', { name: 'Services' }));
  });

  it('goes home from the 500 page', async () => {
    await breakServices();
    const page = await (pages as BrowserPages).open(WIDE);
    try {
      await page.goto(`${origin}/cl/sucursal/1`);
      await expectServerErrorPage(page);
    } finally {
      await repairServices();
    }
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await shown(page, page.getByRole('heading', { level: 1, name: 'Book services online' }));
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps a location the API does not know as the not-found page, with its button home', async () => {
    const page = await (pages as BrowserPages).open(WIDE);
    await page.goto(`${origin}/cl/sucursal/999`);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Page not found' }));
    await shown(page, page.getByRole('button', { name: 'Go to the home page' }));
    expect(await page.getByRole('heading', { name: 'Something went wrong on our side' }).count()).toBe(0);
    await expectNoAccessibilityViolations(page, 'the not-found page');
  });
});
