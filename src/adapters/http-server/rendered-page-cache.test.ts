import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { storefrontFirstPageWords } from './server-composition-root';
import { serverMetrics } from '../observability/metrics';
import { observedCaches } from '../observability/observed-caches';
import {
  forgetPagesOnCatalogueChanges,
  pageWeight,
  renderedPageCache,
  type PageAnswer,
  type RenderedPageCache,
} from './rendered-page-cache';
import { rendererFile } from './storefront-rendering';
import { acceptsGzip } from './kept-page-answer';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';

// Location pages kept as rendered (issue 36; docs/adr/0132), driven through the server over the
// demo data, with a renderer of the test's own beside a stub index: it numbers its renders and
// writes what it was asked to render, so a page kept, renewed or crossed shows in the HTML.

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `let renders = 0;
export async function renderStorefrontPage(request) {
  renders += 1;
  return { html: '<p>render ' + renders + ' ' + request.language + ' ' + request.url + '</p>', answers: {} };
}
`;

/** A render that must not happen: the page asked is kept. */
const never = (): Promise<PageAnswer> => Promise.reject(new Error('rendered a page that was kept'));

/** The render's line in a page: its number, language and address. */
function renderOf(html: string): string {
  return /<p>(render [^<]*)<\/p>/.exec(html)?.[1] ?? 'not rendered';
}

describe('the location pages kept as rendered (issue 36)', () => {
  let base: string;
  let server: TestServer;
  let cache: RenderedPageCache;
  let now = 0;

  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'reserva-page-cache-'));
    const directory = path.join(base, 'storefront');
    await mkdir(path.dirname(rendererFile(directory)), { recursive: true });
    await mkdir(directory);
    await writeFile(path.join(directory, 'index.html'), INDEX);
    await writeFile(rendererFile(directory), RENDERER);
    cache = renderedPageCache({ now: () => now, maxPages: 4, maxAgeMs: 5_000 });
    const database = await seededPglite();
    await forgetPagesOnCatalogueChanges(database, cache);
    const caches = observedCaches();
    caches.observe('pages', cache.figures);
    server = await seededTestServer({
      database,
      storefront: { directory, links: demoLinks, firstPageWords: storefrontFirstPageWords, renderedPages: cache },
      metrics: serverMetrics({ database, token: null, caches }),
    });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  beforeEach(() => {
    cache.forget();
    now += 60_000;
  });

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await server.app.request(address, { headers: { accept: 'text/html', ...headers } });
    const html = await response.text();
    return { status: response.status, html, render: renderOf(html), headers: response.headers };
  };

  it('answers a page asked again from what it rendered, with the same entity tag, and 304 to a browser holding it', async () => {
    const first = await page('/cl/sucursal/1');
    const again = await page('/cl/sucursal/1', { cookie: 'authorization=someone-else; reserva_session=1' });

    expect(first.status).toBe(200);
    expect(first.render).toMatch(/^render \d+ es http:\/\/localhost\/cl\/sucursal\/1$/);
    expect(again.html).toBe(first.html);
    // Sent as the UTF-8 it was written as once: the page's words beyond ASCII arrive as they were.
    expect(again.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(first.html).toContain('Salón Aurora');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const revalidated = await server.app.request('/cl/sucursal/1', {
      headers: { accept: 'text/html', 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a browser that takes gzip the page gzipped once when kept, under a weak entity tag that still revalidates', async () => {
    const plain = await page('/cl/sucursal/1');
    const asked = await server.app.request('/cl/sucursal/1', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-encoding')).toBe('gzip');
    expect(asked.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await asked.arrayBuffer())).toString('utf8')).toBe(plain.html);
    expect(asked.headers.get('etag')).toBe(`W/${plain.headers.get('etag') ?? ''}`);
    const revalidated = await server.app.request('/cl/sucursal/1', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': asked.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('reads whether an Accept-Encoding takes gzip as hono does: by name or *, not at q=0', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity, *;q=0')).toBe(false);
  });

  it('never answers one address, query or host with the page of another', async () => {
    const asked = [
      { address: '/cl/sucursal/1', host: 'localhost' },
      { address: '/cl/sucursal/1?services_id=1', host: 'localhost' },
      { address: '/cl/sucursal/1?token=promo', host: 'localhost' },
      { address: '/cl/sucursal/1', host: 'other.example' },
    ];
    const renders = [];
    for (const { address, host } of asked) renders.push((await page(address, { host })).render);
    const again = [];
    for (const { address, host } of asked) again.push((await page(address, { host })).render);

    expect(new Set(renders).size).toBe(asked.length);
    for (const [index, { address }] of asked.entries()) expect(renders[index]).toContain(address);
    expect(again).toEqual(renders);
  });

  it('keeps a page per country and language: another country’s address is sent to the location’s own', async () => {
    const chilean = await page('/cl/sucursal/1');
    const elsewhere = await page('/us/sucursal/1');

    expect(chilean.render).toContain(' es ');
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe('/cl/sucursal/1');
    expect((await page('/cl/sucursal/1')).html).toBe(chilean.html);
  });

  it('drops the least recently used page past its size', async () => {
    const kept = (await page('/cl/sucursal/1?a=1')).render;
    const dropped = (await page('/cl/sucursal/1?b=1')).render;
    await page('/cl/sucursal/1?a=1');
    await page('/cl/sucursal/1?c=1');
    await page('/cl/sucursal/1?d=1');
    await page('/cl/sucursal/1?e=1');

    expect(cache.size()).toBe(4);
    expect((await page('/cl/sucursal/1?a=1')).render).toBe(kept);
    expect((await page('/cl/sucursal/1?b=1')).render).not.toBe(dropped);
  });

  it('reports at /metrics the pages kept, their weight, and a miss then a hit as a page is asked twice (ADR 0135)', async () => {
    const figure = async (name: string) => {
      const text = await (await server.app.request('/metrics')).text();
      const line = text.split('\n').find((each) => each.startsWith(`${name}{cache="pages"} `));
      return Number(line?.split(' ')[1]);
    };
    const [hits, misses] = [await figure('reserva_cache_hits_total'), await figure('reserva_cache_misses_total')];
    await page('/cl/sucursal/1?metrics=1');
    await page('/cl/sucursal/1?metrics=1');

    expect(await figure('reserva_cache_misses_total')).toBe(misses + 1);
    expect(await figure('reserva_cache_hits_total')).toBe(hits + 1);
    expect(await figure('reserva_cache_entries')).toBe(1);
    // The page's HTML weighs besides the entry's base.
    expect(await figure('reserva_cache_weight_bytes')).toBeGreaterThan(pageWeight(undefined));
    expect(await figure('reserva_cache_weight_bytes')).toBe(cache.figures().weight);
  });

  it('renders a page anew once the catalogue changes, in this process or another', async () => {
    const before = (await page('/cl/sucursal/1')).render;
    await server.database.query('UPDATE services SET name = name WHERE id = 1');

    await vi.waitFor(() => {
      expect(cache.size()).toBe(0);
    });
    expect((await page('/cl/sucursal/1')).render).not.toBe(before);
  });

  it('keeps its pages when only a professional’s held time changes, which no page shows', async () => {
    const before = (await page('/cl/sucursal/1')).render;
    await server.database.query(`SELECT pg_notify('reserva_agenda', 'provider:1')`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect((await page('/cl/sucursal/1')).render).toBe(before);
  });

  it('answers an aged page once more while it renders it anew, and the new one after', async () => {
    const before = (await page('/cl/sucursal/1')).render;
    now += 6_000;
    const aged = (await page('/cl/sucursal/1')).render;
    await vi.waitFor(async () => {
      expect((await page('/cl/sucursal/1')).render).not.toBe(before);
    });

    expect(aged).toBe(before);
  });

  it('renders a page anew, and waits for it, once it is twice its age', async () => {
    const before = (await page('/cl/sucursal/1')).render;
    now += 11_000;

    expect((await page('/cl/sucursal/1')).render).not.toBe(before);
  });
});

describe('the location pages kept within their budget (issue 37)', () => {
  const pageOf = (length: number): Promise<PageAnswer> =>
    Promise.resolve({
      _tag: 'Page',
      status: 200,
      html: 'x'.repeat(length),
      trackerOrigins: { scripts: [], connects: [] },
    });

  it('drops the least recently used pages once what it keeps would weigh more than its budget', async () => {
    const cache = renderedPageCache({ now: () => 0, budgetBytes: 3 * pageWeight(await kept(1_000)) });
    await cache.page('a', () => pageOf(1_000));
    await cache.page('b', () => pageOf(1_000));
    await cache.page('c', () => pageOf(1_000));
    await cache.page('a', never);
    await cache.page('heavy', () => pageOf(1_800));
    await Promise.resolve();

    expect(cache.figures()).toMatchObject({ entries: 2, evictions: 2, hits: 1, misses: 4 });
    expect((await cache.page('a', () => pageOf(5))).etag).toBe((await kept(1_000)).etag);
    expect(cache.figures().weight).toBeLessThanOrEqual(3 * pageWeight(await kept(1_000)));
  });

  it('answers a page heavier than its whole budget without keeping it, and keeps the others', async () => {
    const cache = renderedPageCache({ now: () => 0, budgetBytes: 10_000 });
    await cache.page('small', () => pageOf(100));
    const huge = await cache.page('huge', () => pageOf(20_000));
    await Promise.resolve();

    expect(huge._tag === 'Page' && huge.html.length).toBe(20_000);
    expect(cache.figures()).toMatchObject({ entries: 1, evictions: 1 });
    expect(await cache.page('small', never)).toMatchObject({ _tag: 'Page' });
  });

  /** A page as the cache keeps it (with its entity tag), through a cache of its own. */
  async function kept(length: number) {
    return renderedPageCache({ now: () => 0 }).page('any', () => pageOf(length));
  }
});
