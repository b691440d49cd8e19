import { readSiteLinks, SITE_LINKS_ID } from '../http/site-links';
import { labelledGiftCardCodeSealer } from '#application/gift-card/labelled-gift-card-code-sealer.test-support';
import { noPayments } from '#application/payment/in-memory-payments.test-support';
import { noGiftCardPurchases } from '#application/gift-card/in-memory-gift-card-purchases.test-support';
import { inMemoryCatalogueStore } from '#application/catalogue-file/in-memory-catalogue-store.test-support';
import { inMemoryGiftCardProducts } from '#application/catalogue/in-memory-gift-card-products.test-support';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aCompany,
  aLocation,
  inMemoryCatalogue,
  inMemoryCompanyDirectory,
  inMemoryVehicleRegister,
  inMemoryMaintenancePlans,
  inMemoryVehicleVisits,
} from '#application/catalogue/in-memory-directories.test-support';
import {
  acceptingHumanCheck,
  inMemoryBookings,
  inMemoryIdempotentRequests,
  inMemoryMemberships,
  inMemoryStaffKeys,
  sequentialTokens,
} from '#application/booking/in-memory-bookings.test-support';
import {
  fakePasswordHasher,
  inMemoryClients,
  inMemoryOAuthVerifier,
  inMemoryReviews,
  inMemorySessions,
  inMemoryUsers,
} from '#application/account/in-memory-accounts.test-support';
import type { CompanyDirectory } from '#application/ports/server/company-directory';
import { Unavailable } from '../persistence/unavailable';
import {
  fixedClock,
  inMemoryAgendas,
  inMemoryPromotionGreetings,
} from '#application/availability/location-agenda.test-support';
import { PRELOADED_ANSWERS_ID, readPreloadedAnswers } from '../http/preloaded-answers';
import { contractCheckedClient } from './contract-checked-client.test-support';
import {
  createHttpApp,
  GOOGLE_SIGN_IN_SOURCES,
  MAX_BODY_BYTES,
  RECAPTCHA_SOURCES,
  thirdPartySources,
  type HttpAppOptions,
  type ThirdPartySources,
} from './hono-app';
import { serverUseCases } from './server-use-cases';
import { inMemoryConsents } from '#application/consent/in-memory-consents.test-support';
import { inMemoryAccountStore } from '#application/account/in-memory-account-store.test-support';
import { labelledCodeSealer } from '#application/notification/labelled-code-sealer.test-support';
import { demoLinks, UNBUILT_STOREFRONT } from './test-server.test-support';
import { inMemoryRateLimiter } from '#application/abuse/in-memory-rate-limiter.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { inMemoryGiftCardLedgers, inMemoryGiftCards } from '#application/gift-card/in-memory-gift-cards.test-support';

// The server's skeleton (issue 3, Server; ADR 0015): what every route shares, over in-memory ports.

const companyDirectory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora' })],
  locations: [
    aLocation({ id: locationId(1), companyId: companyId(1) }),
    aLocation({ id: locationId(5), companyId: companyId(1), countryCode: 'ar' }),
    aLocation({ id: locationId(6), companyId: companyId(1), countryCode: 'uy' }),
  ],
});

function appOver(
  directory: CompanyDirectory,
  options: Partial<HttpAppOptions> = {},
  payments: Partial<ReturnType<typeof noPayments>> = {},
) {
  return createHttpApp(
    serverUseCases({
      companyDirectory: directory,
      catalogueStore: inMemoryCatalogueStore().store,
      catalogue: inMemoryCatalogue({}),
      giftCardProducts: inMemoryGiftCardProducts([]),
      ...noGiftCardPurchases(),
      vehicleRegister: inMemoryVehicleRegister({ companyId: 1, vehicles: [] }),
      maintenancePlans: inMemoryMaintenancePlans(),
      vehicleVisits: inMemoryVehicleVisits(),
      agendas: inMemoryAgendas(),
      clock: fixedClock('2026-12-01T12:00:00Z'),
      promotionGreetings: inMemoryPromotionGreetings(),
      bookings: inMemoryBookings(),
      giftCards: inMemoryGiftCards(),
      consents: inMemoryConsents(() => []),
      consentDocuments: { signedPdf: () => Promise.resolve(new Uint8Array()) },
      sealedCodes: { ofGroup: () => Promise.resolve(new Map()) },
      accountBookings: { ofAccount: () => Promise.resolve([]) },
      accountErasure: { erase: () => Promise.resolve() },
      accountDetails: { read: () => Promise.resolve(undefined), update: () => Promise.resolve() },
      codeSealer: labelledCodeSealer('hono-app-test'),
      giftCardCodeSealer: labelledGiftCardCodeSealer('hono-app-test'),
      giftCardPages: { printable: () => Promise.resolve(undefined) },
      memberships: inMemoryMemberships(),
      staffKeys: inMemoryStaffKeys(),
      companyStaffKeys: {
        issue: () => Promise.resolve(),
        keysOf: () => Promise.resolve([]),
        revoke: () => Promise.resolve(false),
      },
      companySlugs: { companyBySlug: () => Promise.resolve(undefined) },
      humanCheck: acceptingHumanCheck,
      idempotentRequests: inMemoryIdempotentRequests(),
      tokens: sequentialTokens(),
      users: inMemoryUsers([]),
      sessions: inMemorySessions(),
      accountWrites: inMemoryAccountStore().transactions,
      passwordHasher: fakePasswordHasher,
      oauthVerifier: inMemoryOAuthVerifier(null),
      reviews: inMemoryReviews([]),
      clients: inMemoryClients([]),
      rateLimiter: inMemoryRateLimiter(),
      giftCardLedgers: inMemoryGiftCardLedgers().transactions,
      ...noPayments(),
      ...payments,
    }),
    {
      storefront: { directory: UNBUILT_STOREFRONT, links: demoLinks },
      ...options,
    },
  );
}

describe('routes nothing answers', () => {
  const client = contractCheckedClient(appOver(companyDirectory));

  it('answers an unknown address with 404 ROUTE.NOT_FOUND in the Error shape', async () => {
    const response = await client.get('/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Nothing answers at this address.', code: 'ROUTE.NOT_FOUND' });
  });

  it('answers a method the contract does not give a path with 404 too', async () => {
    const response = await client.request('/locations?company_id=1', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
  });
});

describe('unexpected failures', () => {
  const reported: unknown[] = [];
  const failing: CompanyDirectory = {
    ...companyDirectory,
    companyByWebAddress: () => Promise.reject(new Error('connection terminated at /var/lib/secret')),
  };
  const app = appOver(failing, { reportUnexpected: (error) => reported.push(error) });

  it('answers 500 with a generic Error body that says nothing of the failure, and reports it in full on the server', async () => {
    const response = await app.request('/companies/overview?website=salon-aurora');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
      code: 'SERVER.UNEXPECTED',
    });
    expect(text).not.toContain('secret');
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('connection terminated');
  });
});

describe('the database out of reach (docs/adr/0049)', () => {
  const refused = () =>
    new Unavailable('The database', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  const unexpected: unknown[] = [];
  const unavailable: unknown[] = [];
  const report = {
    reportUnexpected: (error: unknown) => unexpected.push(error),
    reportUnavailable: (error: unknown) => unavailable.push(error),
  };
  const outOfReach: CompanyDirectory = { ...companyDirectory, companyByWebAddress: () => Promise.reject(refused()) };
  const client = contractCheckedClient(appOver(outOfReach, report));

  it('answers 503 SERVER.UNAVAILABLE with Retry-After, in the client’s language, and logs it as unavailable rather than as a bug', async () => {
    const response = await client.get('/companies/overview?website=salon-aurora');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({
      error: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'SERVER.UNAVAILABLE',
    });
    const spanish = await client.get('/companies/overview?website=salon-aurora', { 'accept-language': 'es' });
    expect(spanish.body).toMatchObject({
      code: 'SERVER.UNAVAILABLE',
      error: 'El servicio no está disponible por un momento. Vuelve a intentarlo en unos segundos.',
    });
    expect(unavailable).toHaveLength(2);
    expect(unexpected).toEqual([]);
  });

  it('answers the payment page, which the browser navigates to, with an HTML page: 503 with Retry-After, or 500 for any other failure', async () => {
    const { payments } = noPayments();
    const failingWith = (error: () => Error) =>
      contractCheckedClient(
        appOver(companyDirectory, report, { payments: { ...payments, byTrxId: () => Promise.reject(error()) } }),
      );
    const during = await failingWith(refused).get('/payments/checkout?p=dlocal&b=TRX-1&t=the-booking-access-token');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(during.headers.get('content-type')).toMatch(/^text\/html/);
    expect(String(during.body)).toContain('<h1>Briefly unavailable</h1>');
    const broken = await failingWith(() => new Error('a bug')).get(
      '/payments/checkout?p=dlocal&b=TRX-1&t=the-booking-access-token',
      { 'accept-language': 'es' },
    );
    expect(broken.status).toBe(500);
    expect(broken.headers.get('content-type')).toMatch(/^text\/html/);
    expect(String(broken.body)).toContain('<h1>Algo salió mal</h1>');
  });
});

describe('bodies over the limit', () => {
  const app = appOver(companyDirectory);
  const oversized = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) });

  it('answers 413 REQUEST.TOO_LARGE in the Error shape for a body whose length says it is too large', async () => {
    const response = await app.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is too large.', code: 'REQUEST.TOO_LARGE' });
  });

  it('stops reading a streamed body without a length once it passes the limit', async () => {
    const bytes = new TextEncoder().encode(oversized);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.subarray(offset, offset + 4096));
        controller.close();
      },
    });
    // Node's fetch needs `duplex` to send a stream; the DOM's RequestInit does not know it.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body,
      duplex: 'half',
    };
    const response = await app.request('/bookings', init);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'La solicitud es demasiado grande.', code: 'REQUEST.TOO_LARGE' });
  });

  it('reads a body at the limit as usual', async () => {
    const response = await app.request('/nothing/here', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
  });
});

describe('security headers', () => {
  it('sends a content security policy letting only the storefront’s own origin frame it, and nosniff', async () => {
    const response = await appOver(companyDirectory).request('/locations/1');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets the sites a deployment names frame the storefront, which X-Frame-Options cannot say', async () => {
    const app = appOver(companyDirectory, { frameAncestors: ["'self'", 'https://salon-aurora.example'] });
    const response = await app.request('/');
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://salon-aurora.example",
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('allows only its own scripts, frames and calls, unless the deployment runs reCAPTCHA or Google sign-in (ADR 0041, ADR 0037)', async () => {
    const policy = async (thirdParty: ThirdPartySources | undefined) =>
      (
        await appOver(companyDirectory, thirdParty === undefined ? {} : { thirdParty }).request('/locations/1')
      ).headers.get('content-security-policy') ?? '';
    const own = await policy(thirdPartySources([]));
    expect(own).toContain("script-src 'self';");
    expect(own).not.toMatch(/frame-src|connect-src/);
    const both = await policy(thirdPartySources([RECAPTCHA_SOURCES, GOOGLE_SIGN_IN_SOURCES]));
    expect(both).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://accounts.google.com/gsi/client;",
    );
    expect(both).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://accounts.google.com/gsi/;",
    );
    expect(both).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    // reCAPTCHA alone calls nothing beyond its frame: no connect-src is widened for it.
    expect(await policy(thirdPartySources([RECAPTCHA_SOURCES]))).not.toContain('connect-src');
  });
});

describe('the storefront before it is built (issue 4 builds it)', () => {
  const client = contractCheckedClient(appOver(companyDirectory));

  it('answers its home and its routes with a page listing the demo storefronts and saying the storefront is coming', async () => {
    for (const route of ['/', '/cl', '/cl/sucursal/1', '/ar/sucursal/5/profesional/11']) {
      const response = await client.get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.body).toContain('booking-wizard UI (issue 4)');
      expect(response.body).toContain('href="/cl/sucursal/1"');
      expect(response.body).toContain('Salón Aurora — Providencia');
    }
  });
});

describe('the storefront once built', () => {
  let directory: string;
  let app: ReturnType<typeof appOver>;
  let client: ReturnType<typeof contractCheckedClient>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    await writeFile(
      path.join(directory, 'index.html'),
      '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(directory, 'assets'));
    await writeFile(path.join(directory, 'assets', 'app.js'), 'console.log("storefront");');
    app = appOver(companyDirectory, { storefront: { directory, links: demoLinks } });
    client = contractCheckedClient(app);
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('answers every storefront route with its index, for the client to route', async () => {
    const response = await client.get('/cl/sucursal/1');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends a location page with the API’s first answers to it, as the API gives them, in the language asked for (docs/adr/0028)', async () => {
    const page = await client.get('/cl/sucursal/1', { 'accept-language': 'es-CL,es;q=0.9' });
    const carried = readPreloadedAnswers(
      new RegExp(`<script type="application/json" id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(
        String(page.body),
      )?.[1] ?? null,
    );
    expect(carried?.language).toBe('es');
    expect(Object.keys(carried?.answers ?? {}).sort()).toEqual([
      '/companies/booking_info?website=salon-aurora',
      '/companies/overview?location_id=1&website=salon-aurora',
      '/locations/1',
      '/reviews?location_id=1',
      '/services?location_id=1',
      '/social_networks?company_id=1',
    ]);
    // Each is what the API answers at its address, in the same language.
    for (const [address, answer] of Object.entries(carried?.answers ?? {})) {
      const asked = await client.get(address, { 'accept-language': 'es' });
      expect({ address, answer }).toEqual({ address, answer: { status: asked.status, body: asked.body } });
    }
    expect(carried?.answers['/locations/1']?.status).toBe(200);
  });

  it('carries the answers in the language of the country the address names, whatever the browser prefers (docs/adr/0074)', async () => {
    const page = await client.get('/cl/sucursal/1', { 'accept-language': 'en-US,en;q=0.9' });
    const carried = readPreloadedAnswers(
      new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(String(page.body))?.[1] ?? null,
    );
    expect(carried?.language).toBe('es');
  });

  it("sends a location asked for under another country's segment to its own, keeping the query (issue 20)", async () => {
    const response = await app.request('/cl/sucursal/5/profesional/9?services_id=1&creative_source=marketplace');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/ar/sucursal/5/profesional/9?services_id=1&creative_source=marketplace',
    );
    expect((await app.request('/cl/iframe/sucursal/6')).headers.get('location')).toBe('/uy/iframe/sucursal/6');
    expect((await app.request('/ar/sucursal/5')).status).toBe(200);
    expect((await app.request('/cl/sucursal/99')).status).not.toBe(302);
  });

  it('sends other pages, and a location that does not exist, without answers it has no use for', async () => {
    expect(String((await client.get('/cl/bookings/1/abc/false')).body)).not.toContain(PRELOADED_ANSWERS_ID);
    // The location's own 404 makes the page's status too (docs/adr/0093).
    const missingPage = await app.request('/cl/sucursal/99');
    expect(missingPage.status).toBe(404);
    const missing = readPreloadedAnswers(
      new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(await missingPage.text())?.[1] ?? null,
    );
    expect(Object.values(missing?.answers ?? {}).map((answer) => answer.status)).toEqual([404]);
  });

  it('answers 404 for the addresses its route table reads as the not-found page, with the page to show it, and 200 for the pages it knows (docs/adr/0076)', async () => {
    for (const missing of [
      '/cl/nowhere',
      '/cl/sucursal/abc',
      '/cl/sucursal/1/profesional',
      '/cl/bookings/1/abc/maybe',
      '/cl/iframe/x/y',
    ]) {
      const response = await app.request(missing);
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const known of [
      '/',
      '/cl',
      '/cl/sucursal/1',
      '/cl/iframe/sucursal/1/profesional/2',
      '/cl/bookings/1/abc/false',
      '/cl/bookings/cancel/abc',
      '/cl/dlocal/tok/1/abc',
      '/cl/reviews/abc',
    ])
      expect({ known, status: (await client.get(known)).status }).toEqual({ known, status: 200 });
  });

  it('carries the footer’s configured links in every page, and none when none is configured (docs/adr/0076)', async () => {
    const siteLinks = { clientHelp: 'https://reserva.example/help', forBusinesses: null, termsAndPrivacy: null };
    const configured = appOver(companyDirectory, { storefront: { directory, links: demoLinks, siteLinks } });
    const page = await (await configured.request('/cl/bookings/cancel/abc')).text();
    expect(readSiteLinks(new RegExp(`id="${SITE_LINKS_ID}">(.*?)</script>`).exec(page)?.[1] ?? null)).toEqual(
      siteLinks,
    );
    expect(await (await app.request('/cl/bookings/cancel/abc')).text()).not.toContain(SITE_LINKS_ID);
  });

  it('serves its assets, and leaves the API’s paths to the API', async () => {
    const asset = await client.get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("storefront");');
    expect((await client.get('/locations/1')).body).toMatchObject({ id: 1 });
    expect((await client.get('/assets/missing.js')).status).toBe(404);
  });
});

describe('a company’s trackers in the page’s content-security policy (docs/adr/0076)', () => {
  let directory: string;
  let app: ReturnType<typeof appOver>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    await writeFile(path.join(directory, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    app = appOver(
      inMemoryCompanyDirectory({
        companies: [
          aCompany({
            id: companyId(1),
            webAddress: 'salon-aurora',
            facebookCustomTracker: '1234567890',
            googleCustomTracker: 'G-AURORA123',
          }),
          aCompany({ id: companyId(2), webAddress: 'barberia-sur', facebookCustomTracker: '9876543210' }),
          aCompany({ id: companyId(3), webAddress: 'clinica-norte' }),
        ],
        locations: [
          aLocation({ id: locationId(1), companyId: companyId(1) }),
          aLocation({ id: locationId(2), companyId: companyId(2), companyWebAddress: 'barberia-sur' }),
          aLocation({ id: locationId(3), companyId: companyId(3), companyWebAddress: 'clinica-norte' }),
        ],
      }),
      { storefront: { directory, links: demoLinks } },
    );
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  const policyOf = async (address: string) => (await app.request(address)).headers.get('content-security-policy') ?? '';

  it('opens Meta’s and Google’s origins on the location page of a company with both trackers, and only those', async () => {
    const policy = await policyOf('/cl/sucursal/1');
    expect(policy).toContain("script-src 'self' https://connect.facebook.net https://www.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://connect.facebook.net https://www.facebook.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(policy).toContain("default-src 'self'");
  });

  it('opens only Meta’s for a company with a pixel alone, and nothing for a company without trackers, other pages or the API', async () => {
    const pixelOnly = await policyOf('/cl/sucursal/2');
    expect(pixelOnly).toContain("script-src 'self' https://connect.facebook.net;");
    expect(pixelOnly).not.toContain('google');
    for (const address of ['/cl/sucursal/3', '/cl', '/cl/bookings/cancel/abc', '/cl/nowhere', '/locations/1']) {
      const policy = await policyOf(address);
      expect({ address, opensScriptsOfOthers: !policy.includes("script-src 'self';") }).toEqual({
        address,
        opensScriptsOfOthers: false,
      });
      expect(policy).not.toMatch(/facebook|google|connect-src/);
    }
  });
});

describe('a storefront page the server fails sending (ADR 0047)', () => {
  let directory: string;
  const reported: string[] = [];
  let app: ReturnType<typeof appOver>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    await writeFile(
      path.join(directory, 'index.html'),
      '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
    );
    app = appOver(companyDirectory, {
      storefront: { directory, links: demoLinks },
      reportUnexpected: (error, request) => reported.push(`${request.method} ${request.route}: ${String(error)}`),
    });
    // Another build replacing the storefront: its index is gone for a while.
    await rm(path.join(directory, 'index.html'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('answers the storefront’s 500 page in HTML, in the visitor’s language, never the API’s JSON, and reports the failure in full', async () => {
    const response = await app.request('/cl/sucursal/1?services_id=1', { headers: { 'accept-language': 'en-US' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<h1>Something went wrong on our side</h1>');
    expect(page).toContain(
      '<p role="alert">The server could not answer or could not be reached, so this page could not be loaded. Nothing was lost: try again in a moment.</p>',
    );
    expect(page).toContain('<a class="primary" href="/cl/sucursal/1?services_id=1">Try again</a>');
    expect(page).toContain('<a class="secondary" href="/">Go to the home page</a>');
    expect(page).not.toContain('SERVER.UNEXPECTED');
    expect(reported).toEqual([expect.stringMatching(/^GET \(storefront page\): Error: ENOENT/)]);

    const spanish = await (
      await app.request('/ar/bookings/confirm/demo-codigo-corte', { headers: { 'accept-language': 'es-AR,es;q=0.9' } })
    ).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<h1>Algo salió mal de nuestro lado</h1>');
    expect((await app.request('/')).status).toBe(500);
  });

  it('escapes the address it offers to try again', async () => {
    const page = await (await app.request('/cl/sucursal/1?q="><script>alert(1)</script>')).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('href="/cl/sucursal/1?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
  });
});

describe('compression', () => {
  const app = appOver(
    inMemoryCompanyDirectory({
      companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora', name: 'Salón Aurora '.repeat(200).trim() })],
      locations: [aLocation({ id: locationId(1), companyId: companyId(1) })],
    }),
  );

  it('sends a large JSON answer gzipped to a client that accepts gzip, and plain to one that does not', async () => {
    const zipped = await app.request('/companies/overview?website=salon-aurora', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(
      new TextDecoder().decode(
        new Uint8Array(await new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer()),
      ),
    ) as { name: string };
    expect(body.name).toMatch(/^Salón Aurora/);
    const plain = await app.request('/companies/overview?website=salon-aurora');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { name: string }).name).toBe(body.name);
  });
});

describe('the contract-checked test client (ADR 0005: every response the suite sees is validated)', () => {
  it('fails a test whose response the contract does not allow, naming what is wrong', async () => {
    const offContract = inMemoryCompanyDirectory({
      companies: [aCompany({ webAddress: 'salon-aurora', email: 'not an email' })],
    });
    const client = contractCheckedClient(appOver(offContract));
    await expect(client.get('/companies/overview?website=salon-aurora')).rejects.toThrow(
      /does not allow[\s\S]*\/email/,
    );
  });
});
