import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_ANSWERS_ID, readPreloadedAnswers } from '../http/preloaded-answers';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';
import { storefrontPageMetadata } from './page-head';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';

// Issue 36 "Found by search engines": every storefront page's head, as the server sends it, says
// what the page is — its locale, title, description, canonical address, Open Graph, Twitter card
// and, on a location's page, the business as schema.org describes it (docs/adr/0128) — and the
// sitemap names every open location's page.

const PUBLIC_ORIGIN = 'https://reservas.example';

interface Head {
  readonly status: number;
  readonly lang: string | undefined;
  readonly titles: readonly string[];
  readonly description: string | undefined;
  readonly robots: string | undefined;
  readonly canonical: string | undefined;
  readonly meta: (key: string) => string | undefined;
  readonly structuredData: Record<string, unknown> | null;
  readonly html: string;
}

function decoded(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function headOf(status: number, html: string): Head {
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return found === undefined ? undefined : decoded(found);
  };
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    titles: [...html.matchAll(/<title>(.*?)<\/title>/g)].map((match) => decoded(match[1] ?? '')),
    description: meta('description'),
    robots: meta('robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    structuredData: json === undefined ? null : (JSON.parse(json) as Record<string, unknown>),
    html,
  };
}

describe('a storefront page’s head (issue 36)', () => {
  let directory: string;
  let server: TestServer;
  let framedServer: TestServer;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-page-head-'));
    // The storefront's own index, whose generic title and description each page replaces.
    await writeFile(path.join(directory, 'index.html'), await readFile('src/ui/index.html', 'utf8'));
    server = await seededTestServer({ storefront: { directory, links: demoLinks } });
    framedServer = await seededTestServer({ storefront: { directory, links: demoLinks, publicOrigin: PUBLIC_ORIGIN } });
  }, 120_000);

  afterAll(async () => {
    await server.dispose();
    await framedServer.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  async function head(address: string, on: TestServer = server): Promise<Head> {
    const response = await on.app.request(address, { headers: { accept: 'text/html' } });
    return headOf(response.status, await response.text());
  }

  async function reviewCount(address: string, on: TestServer = server): Promise<number> {
    const response = await on.app.request(address, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const carried = readPreloadedAnswers(
      new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1] ?? null,
    );
    const summary = Object.entries(carried?.answers ?? {}).find(([key]) => key.includes('reviews'))?.[1];
    const body = summary?.body as { total_reviews?: number; reviews_option?: string } | undefined;
    return body?.reviews_option === 'disable' ? 0 : (body?.total_reviews ?? 0);
  }

  it('names the salon’s location in its title, in Chilean Spanish, with one title and the company’s description', async () => {
    const page = await head('/cl/sucursal/1');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('es-CL');
    expect(page.titles).toEqual(['Salón Aurora — Providencia · Reserva online']);
    expect(page.description?.length).toBeGreaterThan(20);
    expect(page.description?.length).toBeLessThanOrEqual(160);
    expect(page.html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page.robots).toBeUndefined();
    expect(page.canonical).toBe('http://localhost/cl/sucursal/1');
    expect(page.meta('og:title')).toBe(page.titles[0]);
    expect(page.meta('og:url')).toBe(page.canonical);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:locale')).toBe('es_CL');
    expect(page.meta('twitter:card')).toMatch(/^summary/);
  });

  it('describes the salon as a BeautySalon with its address, hours, offers and rating', async () => {
    const data = (await head('/cl/sucursal/1')).structuredData;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Salón Aurora — Providencia',
      url: 'http://localhost/cl/sucursal/1',
      address: { '@type': 'PostalAddress', addressLocality: 'Providencia', addressCountry: 'CL' },
    });
    expect(typeof (data?.['address'] as Record<string, unknown>)['streetAddress']).toBe('string');
    expect(data?.['openingHoursSpecification']).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '20:00',
    });
    const offers = data?.['makesOffer'] as Record<string, unknown>[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers).toContainEqual(
      expect.objectContaining({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Corte de pelo mujer' },
        priceCurrency: 'CLP',
      }),
    );
    const reviews = await reviewCount('/cl/sucursal/1');
    if (reviews > 0)
      expect(data?.['aggregateRating']).toMatchObject({ '@type': 'AggregateRating', reviewCount: reviews });
    else expect(data).not.toHaveProperty('aggregateRating');
  });

  it('describes the clinic as a Dentist and the workshop as AutoRepair', async () => {
    const clinic = await head('/cl/sucursal/4');
    expect(clinic.titles).toEqual(['Clínica Dental Sonrisa — Ñuñoa · Reserva online']);
    expect(clinic.structuredData).toMatchObject({ '@type': 'Dentist', name: 'Clínica Dental Sonrisa — Ñuñoa' });
    const clinicReviews = await reviewCount('/cl/sucursal/4');
    expect('aggregateRating' in (clinic.structuredData ?? {})).toBe(clinicReviews > 0);
    const workshop = await head('/cl/sucursal/3');
    expect(workshop.structuredData).toMatchObject({
      '@type': 'AutoRepair',
      address: { addressCountry: 'CL', addressLocality: 'Quilicura' },
    });
    expect((workshop.structuredData?.['makesOffer'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('titles a company’s branch list by the company its host names, and plain localhost’s by the product', async () => {
    const response = await server.app.request('/cl', {
      headers: { accept: 'text/html', host: 'salon-aurora.localhost' },
    });
    const list = headOf(response.status, await response.text());
    expect(list).toMatchObject({ status: 200, lang: 'es-CL', titles: ['Salón Aurora · Reserva online'] });
    expect(list.robots).toBeUndefined();
    expect((await head('/cl')).titles).toEqual(['Reserva']);
  });

  it('speaks each country’s Spanish in `<html lang>`', async () => {
    expect((await head('/ar/sucursal/5')).lang).toBe('es-AR');
    expect((await head('/uy/sucursal/6')).lang).toBe('es-UY');
    expect((await head('/us')).lang).toBe('en-US');
  });

  it('names the page outside the frame as the canonical address of a framed one, under RESERVA_PUBLIC_URL', async () => {
    const page = await head('/cl/iframe/sucursal/1?services_id=1', framedServer);
    expect(page.canonical).toBe(`${PUBLIC_ORIGIN}/cl/sucursal/1`);
    expect(page.meta('og:url')).toBe(`${PUBLIC_ORIGIN}/cl/sucursal/1`);
    expect(page.structuredData?.['url']).toBe(`${PUBLIC_ORIGIN}/cl/sucursal/1`);
  });

  it('keeps the pages a token or code opens out of search results, naming nothing of the booking', async () => {
    for (const address of [
      '/cl/bookings/1/some-token/false',
      '/cl/reviews/demo-review-providencia-K3v8Nq2Lm5Xc9Rt4',
      '/cl/sign_consents/some-code',
      '/cl/users/verify/some-secret',
      '/cl/dlocal/token/1/access',
    ]) {
      const page = await head(address);
      expect({ address, robots: page.robots, titles: page.titles, canonical: page.canonical }).toEqual({
        address,
        robots: 'noindex',
        titles: ['Tu reserva · Reserva'],
        canonical: undefined,
      });
      expect(page.lang).toBe('es-CL');
      expect(page.structuredData).toBeNull();
    }
  });

  it('titles the not-found page and keeps it out of search results, for an unknown address and a closed location', async () => {
    const closed = await head('/cl/sucursal/7');
    expect(closed).toMatchObject({ status: 404, robots: 'noindex', titles: ['Página no encontrada · Reserva'] });
    expect(closed.structuredData).toBeNull();
    const response = await server.app.request('/no/such/page/at/all', {
      headers: { accept: 'text/html', 'accept-language': 'en-US' },
    });
    const unknown = headOf(response.status, await response.text());
    expect(unknown).toMatchObject({ status: 404, robots: 'noindex', titles: ['Page not found · Reserva'] });
  });

  it('shows a location’s banner as the large preview image', async () => {
    await server.database.query(
      "UPDATE locations SET banner = 'https://cdn.example/ñuñoa.png?a=1&b=2' WHERE id = 4",
      [],
    );
    const page = await head('/cl/sucursal/4');
    expect(page.meta('og:image')).toBe('https://cdn.example/ñuñoa.png?a=1&b=2');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.html).toContain('ñuñoa.png?a=1&amp;b=2" />');
    expect(page.structuredData?.['image']).toBe('https://cdn.example/ñuñoa.png?a=1&b=2');
  });
});

describe('the sitemap and robots.txt (issue 36)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await seededTestServer({
      storefront: { directory: '/nonexistent', links: demoLinks, publicOrigin: PUBLIC_ORIGIN },
    });
  }, 120_000);

  afterAll(async () => {
    await server.dispose();
  });

  async function sitemap(): Promise<{
    readonly status: number;
    readonly type: string | null;
    readonly cache: string | null;
    readonly addresses: readonly string[];
  }> {
    const response = await server.app.request('/sitemap.xml');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      addresses: [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? ''),
    };
  }

  it('names every open location’s page under its own country, absolute, and not the closed one', async () => {
    const map = await sitemap();
    expect(map.status).toBe(200);
    expect(map.type).toMatch(/^application\/xml/);
    expect(map.cache).toBe('public, max-age=300');
    expect(map.addresses).toEqual([
      `${PUBLIC_ORIGIN}/cl/sucursal/1`,
      `${PUBLIC_ORIGIN}/cl/sucursal/2`,
      `${PUBLIC_ORIGIN}/cl/sucursal/3`,
      `${PUBLIC_ORIGIN}/cl/sucursal/4`,
      `${PUBLIC_ORIGIN}/ar/sucursal/5`,
      `${PUBLIC_ORIGIN}/uy/sucursal/6`,
    ]);
  });

  it('leaves out a location once it closes', async () => {
    await server.database.query('UPDATE locations SET is_active = false WHERE id = 2', []);
    expect((await sitemap()).addresses).not.toContain(`${PUBLIC_ORIGIN}/cl/sucursal/2`);
    expect((await sitemap()).addresses).toContain(`${PUBLIC_ORIGIN}/cl/sucursal/1`);
  });

  it('is named by robots.txt', async () => {
    const robots = await (await server.app.request('/robots.txt')).text();
    expect(robots).toContain(`\nSitemap: ${PUBLIC_ORIGIN}/sitemap.xml\n`);
    expect(robots).toContain('User-agent: *');
  });
});

describe('a location page whose read failed (issue 36)', () => {
  it('is not said to be missing: it keeps a generic indexable head, as the page then reads the location itself', () => {
    const head = storefrontPageMetadata(
      parseStorefrontPath('/cl/iframe/sucursal/1'),
      null,
      { origin: PUBLIC_ORIGIN, pathname: '/cl/iframe/sucursal/1' },
      'es',
    );
    expect(head).toMatchObject({
      indexable: true,
      title: 'Reserva',
      canonical: `${PUBLIC_ORIGIN}/cl/sucursal/1`,
      locale: 'es-CL',
    });
  });
});
