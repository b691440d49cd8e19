import {
  aCompany,
  aLocation,
  inMemoryCatalogue,
  inMemoryCompanyDirectory,
} from '#application/catalogue/in-memory-directories.test-support';
import { inMemoryReviews } from '#application/account/in-memory-accounts.test-support';
import { loadLocationPage } from '#application/catalogue/load-location-page';
import { locationPagesOver } from '#application/ports/server/location-pages';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_WORDS_ID, readPageWords } from '#ui/i18n/page-words';
import { locationPageAnswers, placeholderPage, withPreloadedAnswers } from './storefront';
import { offsetMinutesAt, timeZone, zoneFromSeed } from '#domain/availability/time-zone';
import { storefrontFirstPageWords } from './server-composition-root';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';
import { repository } from '../../../tools/server/spawn-server';
import { DEMO_PASSWORD } from '../persistence/demo/demo-accounts-and-reviews';

// A location page carries the API's first answers to it (docs/adr/0028); carrying them only saves a
// round trip, so whatever the API answers, the page itself is still sent.

const noQuery = (): undefined => undefined;
const NOW = Date.UTC(2026, 10, 30, 12);

const directory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora', reviewsV2: true })],
  locations: [aLocation({ id: locationId(1), companyId: companyId(1) })],
  socialNetworks: {
    1: [
      { id: 1, name: 'instagram', webAddress: 'instagram.com/salon-aurora' },
      { id: 2, name: 'facebook', webAddress: ' ' },
    ],
  },
});

/** The location page over in-memory stores; the company has no booking settings recorded. */
const load = loadLocationPage({
  locationPages: locationPagesOver({ companyDirectory: directory, reviews: inMemoryReviews([]) }),
  companyDirectory: directory,
  reviews: inMemoryReviews([]),
  catalogue: inMemoryCatalogue({}),
});

describe('the API answers a location page carries', () => {
  it('carries each answer as its route shapes it, keyed by the address the page asks, in the visitor’s language', async () => {
    const preloaded = await locationPageAnswers(load, '/cl/sucursal/1', noQuery, 'es', NOW);

    expect(preloaded?.language).toBe('es');
    expect(Object.keys(preloaded?.answers ?? {}).sort()).toEqual([
      '/companies/booking_info?website=salon-aurora',
      '/companies/overview?location_id=1&website=salon-aurora',
      '/locations/1',
      '/reviews/api/v1/location_reviews?location_id=1',
      '/services?location_id=1',
      '/social_networks?company_id=1',
    ]);
    expect(preloaded?.answers['/companies/overview?location_id=1&website=salon-aurora']).toMatchObject({
      status: 200,
      body: { id: 1, reviews_v2: true, location: { id: 1 } },
    });
    // The use case's rule (blank links are never sent) and the route's shape.
    expect(preloaded?.answers['/social_networks?company_id=1']).toEqual({
      status: 200,
      body: [{ social_network_id: 1, name: 'instagram', web_address: 'instagram.com/salon-aurora' }],
    });
    // A failure travels as the contract's Error, in the visitor's language.
    expect(preloaded?.answers['/companies/booking_info?website=salon-aurora']).toMatchObject({
      status: 404,
      body: { code: 'COMPANY.NOT_FOUND' },
    });
  });

  it('carries the offsets of the location’s time zone around the page’s time, which the client answers with as Intl does (ADR 0149)', async () => {
    const preloaded = await locationPageAnswers(load, '/cl/sucursal/1', noQuery, 'es', NOW);
    const carried = JSON.parse(JSON.stringify(preloaded?.zones ?? [])) as unknown[];

    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({ asked: 'America/Santiago', name: 'America/Santiago' });
    const seeded = zoneFromSeed(carried[0]);
    const santiago = timeZone('America/Santiago')._unsafeUnwrap();
    const day = 86_400_000;
    // Its day, its clocks' change in April and September 2027, the bookable months ahead.
    for (const at of [NOW - 39 * day, NOW, Date.UTC(2027, 3, 4, 3, 30), Date.UTC(2027, 8, 5, 4, 30), NOW + 399 * day])
      expect(seeded === null ? null : offsetMinutesAt(seeded, at)).toBe(offsetMinutesAt(santiago, at));
    const stretches = (carried[0] as { stretches: { index: number }[] }).stretches.map(({ index }) => index);
    expect(Math.min(...stretches) * 32 * day).toBeLessThanOrEqual(NOW - 40 * day);
    expect((Math.max(...stretches) + 1) * 32 * day).toBeGreaterThan(NOW + 400 * day);
  });

  it('carries the promotion token in the services’ address', async () => {
    const preloaded = await locationPageAnswers(
      load,
      '/cl/sucursal/1',
      (name) => (name === 'token' ? 'abc' : undefined),
      'en',
      NOW,
    );

    expect(preloaded?.answers['/services?location_id=1&token=abc']).toMatchObject({
      status: 404,
      body: { code: 'PROMOTION.NOT_FOUND' },
    });
  });

  it('carries an unknown location’s 404 alone, for the page to show it without asking again', async () => {
    const preloaded = await locationPageAnswers(load, '/cl/sucursal/7', noQuery, 'en', NOW);

    expect(Object.keys(preloaded?.answers ?? {})).toEqual(['/locations/7']);
    expect(preloaded?.zones).toEqual([]);
    expect(preloaded?.answers['/locations/7']).toMatchObject({ status: 404, body: { code: 'LOCATION.NOT_FOUND' } });
  });

  it('carries nothing, and leaves the page as built, when the read fails or the address is no location page', async () => {
    const page = '<html><head></head><body></body></html>';
    const failing = () => Promise.reject(new Error('the database is down'));

    expect(await locationPageAnswers(failing, '/cl/sucursal/1', noQuery, 'en', NOW)).toBeNull();
    expect(await locationPageAnswers(load, '/cl/bookings/1/abc/false', noQuery, 'en', NOW)).toBeNull();
    expect(withPreloadedAnswers(page, null)).toBe(page);
  });
});

describe('the page storefront routes answer until the storefront is built', () => {
  it('writes a demo link’s label and path as text, opening no markup', () => {
    const page = placeholderPage([{ label: 'Salón <b>"Aurora"</b> & Co', path: "/cl/sucursal/1?a=1&b='2'" }]);
    expect(page).toContain(
      '<li><a href="/cl/sucursal/1?a=1&amp;b=&#39;2&#39;">Salón &lt;b&gt;&quot;Aurora&quot;&lt;/b&gt; &amp; Co</a> <code>/cl/sucursal/1?a=1&amp;b=&#39;2&#39;</code></li>',
    );
  });
});

// Issue 29 item 10 (docs/adr/0093): what is not there answers 404 — a browser the storefront's
// not-found page in the country's language, an API client the contract's JSON Error.
describe('addresses that name nothing, on the demo data', () => {
  let directory: string;
  let server: TestServer;
  const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  const browser = (language: string) => ({
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-language': language,
  });
  const languageOf = async (response: Response) =>
    readPageWords(new RegExp(`id="${FIRST_PAGE_WORDS_ID}">(.*?)</script>`).exec(await response.text())?.[1] ?? null)
      ?.language;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    await writeFile(path.join(directory, 'index.html'), page);
    // The build copies src/ui/public into the storefront (vite's public folder).
    await copyFile(path.join(repository, 'src/ui/public/favicon.ico'), path.join(directory, 'favicon.ico'));
    server = await seededTestServer({
      storefront: { directory, links: demoLinks, firstPageWords: storefrontFirstPageWords },
    });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  it('answers the page of a location that does not exist, and of the closed Vitacura (docs/demo.md), with 404 and the storefront page in the country’s language', async () => {
    for (const missing of [
      '/cl/sucursal/9999',
      '/cl/sucursal/7',
      '/cl/iframe/sucursal/9999',
      '/cl/sucursal/9999/profesional/1',
    ]) {
      const response = await server.app.request(missing, { headers: browser('en-US,en;q=0.9') });
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await languageOf(response)).toBe('es');
    }
    expect((await server.app.request('/cl/sucursal/1', { headers: browser('es-CL') })).status).toBe(200);
  });

  it('answers a browser asking for an unknown address with the storefront’s not-found page, 404, in the language it prefers', async () => {
    for (const [language, expected] of [
      ['es-CL,es;q=0.9', 'es'],
      ['en-US,en;q=0.9', 'en'],
    ] as const) {
      const response = await server.app.request('/asdf', { headers: browser(language) });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await languageOf(response)).toBe(expected);
    }
    const nested = await server.app.request('/staff/nowhere/at/all', { headers: browser('es') });
    expect(nested.status).toBe(404);
    expect(await nested.text()).toContain('<div id="root"></div>');
  });

  it('answers an API client asking for an unknown address with the contract’s JSON Error, as before', async () => {
    for (const headers of [{ accept: 'application/json' }, {}, { accept: '*/*' }]) {
      const response = await server.app.request('/asdf', { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
    }
    const posted = await server.app.request('/asdf', { method: 'POST', headers: browser('es') });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('content-type')).toContain('application/json');
  });

  it('serves a robots.txt that lets crawlers read the storefront and keeps them off the API, the staff’s paths and the pages a token opens', async () => {
    const response = await server.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const privatePath of [
      '/staff',
      '/bookings',
      '/users',
      '/payments',
      '/testing',
      '/metrics',
      '/*/bookings/',
      '/*/dlocal/',
      '/*/reviews/',
    ])
      expect(lines).toContain(`Disallow: ${privatePath}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /cl') || line === 'Disallow: /')).toEqual([]);
  });

  it('sets the readable companion of a session cookie that came without it, clears one that came alone, and keeps the page and its ETag (docs/adr/0130, Amendment)', async () => {
    const signedIn = await server.app.request('/users/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'ana.perez@correo.example', password: DEMO_PASSWORD } }),
    });
    const session = /^authorization=([^;]+);/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    const pageWith = (cookie: string | null, etag?: string) =>
      server.app.request('/cl/sucursal/1', {
        headers: {
          ...browser('es-CL'),
          ...(cookie === null ? {} : { cookie }),
          ...(etag === undefined ? {} : { 'if-none-match': etag }),
        },
      });
    const visitor = await pageWith(null);
    const sessionAlone = await pageWith(`authorization=${String(session)}`);
    const hintAlone = await pageWith('reserva_session=1');
    const both = await pageWith(`authorization=${String(session)}; reserva_session=1`);
    expect([visitor, sessionAlone, hintAlone, both].map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(sessionAlone.headers.getSetCookie()).toEqual([
      'reserva_session=1; Path=/; Secure; SameSite=Lax; Max-Age=432000000',
    ]);
    expect(hintAlone.headers.getSetCookie()).toEqual(['reserva_session=; Path=/; Secure; SameSite=Lax; Max-Age=0']);
    expect([visitor.headers.getSetCookie(), both.headers.getSetCookie()]).toEqual([[], []]);
    // An answer that sets a cookie is for this browser alone; the others stay revalidated by any cache.
    expect([visitor, sessionAlone, hintAlone, both].map((response) => response.headers.get('cache-control'))).toEqual([
      'no-cache',
      'private, no-cache',
      'private, no-cache',
      'no-cache',
    ]);
    // The cookie changes no byte of the page: the same ETag, and a revalidation's 304 still carries it.
    const etag = visitor.headers.get('etag');
    expect(etag).not.toBeNull();
    expect([sessionAlone, hintAlone, both].map((response) => response.headers.get('etag'))).toEqual([etag, etag, etag]);
    const revalidated = await pageWith(`authorization=${String(session)}`, etag ?? undefined);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.getSetCookie()).toEqual([
      'reserva_session=1; Path=/; Secure; SameSite=Lax; Max-Age=432000000',
    ]);
    expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves the storefront’s icon at /favicon.ico, an ICO file', async () => {
    const response = await server.app.request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO's header: reserved 0, type 1 (icon), then how many images it holds.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.length).toBeLessThan(8_000);
  });
});
