import type { ServerType } from '@hono/node-server';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { createLogger } from '../observability/logger';
import { serverMetrics, type ServerMetrics } from '../observability/metrics';
import { observedCaches } from '../observability/observed-caches';
import { logAccess, type AccessLine } from '../observability/request-logging';
import { listen } from './http-listener';
import { forgetPagesOnCatalogueChanges, renderedPageCache, type RenderedPageCache } from './rendered-page-cache';
import { replayedAnswers, type ReplayedAnswers } from './replayed-answers';
import { storefrontFirstPageWords } from './server-composition-root';
import { rendererFile } from './storefront-rendering';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';
import { fixedClock } from '#application/availability/location-agenda.test-support';
import { DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { bookingItem, createBookingBody } from './booking-requests.test-support';

// Kept location pages' answers replayed as the app wrote them, before the app (issue 36; docs/adr/0146),
// driven over a real socket: the server as start-server.ts composes it, over the demo data, with a
// renderer of the test's own that numbers its renders, so a page replayed, kept or rendered anew
// shows in the HTML, and two loggers, so an access line shows whether the app answered or a replay.

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `let renders = 0;
export async function renderStorefrontPage(request) {
  renders += 1;
  return { html: '<p>render ' + renders + ' ' + request.language + ' ' + request.url + '</p>', answers: {} };
}
`;

const renderOf = (html: string): string => /<p>(render [^<]*)<\/p>/.exec(html)?.[1] ?? 'not rendered';

/** The headers an answer is compared by: all but those written per answer. */
function comparable(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!['x-request-id', 'date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      kept[name] = value;
  });
  return kept;
}

/** A logger writing each line, parsed, into `lines`. */
function linesInto(lines: unknown[]) {
  return createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line));
    },
  });
}

/** `server`'s app on a socket of its own, as start-server.ts serves it: replays answered first. */
async function servedWithReplays(
  server: TestServer,
  replays: ReplayedAnswers,
): Promise<{ readonly listening: ServerType; readonly origin: string }> {
  return new Promise((resolve) => {
    const listening = listen(
      replays.remembering(server.app.fetch),
      {
        port: 0,
        hostname: '127.0.0.1',
        timeouts: { headersMs: 10_000, requestMs: 30_000 },
        answerFirst: replays.answer,
      },
      (info: AddressInfo) => {
        resolve({ listening, origin: `http://127.0.0.1:${String(info.port)}` });
      },
    );
  });
}

/** A request over a socket of its own, as a client sends it; the answer's body as the bytes sent. */
function send(
  origin: string,
  address: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const asked = request(
      `${origin}${address}`,
      { method: body === undefined ? 'GET' : 'POST', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answered = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') answered.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers: answered, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end(body);
  });
}

describe("kept pages' answers replayed before the app (issue 36)", () => {
  let base: string;
  let server: TestServer;
  let pages: RenderedPageCache;
  let replays: ReplayedAnswers;
  let metrics: ServerMetrics;
  let listening: ServerType;
  let origin = '';
  let now = 0;
  /** The access lines the app's middleware wrote, and those the replays wrote. */
  const appLines: Record<string, unknown>[] = [];
  const replayLines: AccessLine[] = [];

  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'reserva-replays-'));
    const directory = path.join(base, 'storefront');
    await mkdir(path.dirname(rendererFile(directory)), { recursive: true });
    await mkdir(directory);
    await writeFile(path.join(directory, 'index.html'), INDEX);
    await writeFile(rendererFile(directory), RENDERER);
    pages = renderedPageCache({ now: () => now, maxAgeMs: 5_000 });
    const database = await seededPglite();
    await forgetPagesOnCatalogueChanges(database, pages);
    const caches = observedCaches();
    metrics = serverMetrics({ database, token: null, caches });
    const replayLogger = linesInto(replayLines);
    replays = replayedAnswers({
      logAccess: (line) => {
        logAccess(replayLogger, line);
      },
      observeRequest: metrics.observeRequest,
    });
    caches.observe('replays', replays.figures);
    server = await seededTestServer({
      database,
      logger: linesInto(appLines),
      metrics,
      storefront: {
        directory,
        links: demoLinks,
        firstPageWords: storefrontFirstPageWords,
        renderedPages: pages,
        replays,
      },
    });
    ({ listening, origin } = await servedWithReplays(server, replays));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  beforeEach(() => {
    pages.forget();
    now += 60_000;
    appLines.length = 0;
    replayLines.length = 0;
  });

  /** GET over a socket of its own, as a browser sends it, taking no encoding unless told. */
  const get = async (address: string, headers: Record<string, string> = {}) => {
    const answered = await send(origin, address, { accept: 'text/html', ...headers });
    const text = answered.headers.get('content-encoding') === null ? answered.body.toString('utf8') : '';
    return { ...answered, render: renderOf(text) };
  };

  const accessLinesOfApp = () => appLines.filter((line) => typeof line['route'] === 'string');

  it('answers a page asked again as the app wrote it, status, headers and bytes, with a request id and an access line of its own', async () => {
    const first = await get('/cl/sucursal/1');
    const again = await get('/cl/sucursal/1', { 'x-request-id': 'support-trace-42' });

    expect(first.status).toBe(200);
    expect(first.render).toMatch(/^render \d+ es /);
    expect(accessLinesOfApp()).toHaveLength(1);
    expect(replayLines).toEqual([
      expect.objectContaining({
        requestId: 'support-trace-42',
        method: 'GET',
        route: '(storefront page)',
        status: 200,
        msg: 'GET (storefront page) 200',
      }),
    ]);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(comparable(again.headers)['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers.get('x-request-id')).toBe('support-trace-42');
    expect(again.headers.get('content-length')).toBe(String(first.body.length));
    expect(first.headers.get('x-request-id')).not.toBe('support-trace-42');
  });

  it('replays the gzipped page to a browser asking as the first did, and never one encoding to another', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get('/cl/sucursal/1', gzip);
    const again = await get('/cl/sucursal/1', gzip);
    const plain = await get('/cl/sucursal/1');

    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(again.body.equals(first.body)).toBe(true);
    expect(gunzipSync(again.body).equals(plain.body)).toBe(true);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The plain page was asked differently: the app answered it.
    expect(accessLinesOfApp()).toHaveLength(2);
    expect(replayLines).toHaveLength(1);
  });

  it('leaves to the app a request with a cookie, a condition or credentials, or asked in any other way', async () => {
    const first = await get('/cl/sucursal/1');
    const etag = first.headers.get('etag') ?? '';
    const others = [
      await get('/cl/sucursal/1', { cookie: 'reserva_session=someone' }),
      await get('/cl/sucursal/1', { 'if-none-match': etag }),
      await get('/cl/sucursal/1', { authorization: 'Bearer x' }),
      await get('/cl/sucursal/1', { 'accept-language': 'en' }),
      await get('/cl/sucursal/1', { accept: 'text/html,application/xhtml+xml' }),
      await get('/cl/sucursal/1?services_id=1'),
      await get('/cl/sucursal/1', { host: 'otra.example' }),
    ];

    expect(replayLines).toHaveLength(0);
    expect(accessLinesOfApp()).toHaveLength(1 + others.length);
    expect(others[1]?.status).toBe(304);
  });

  it('never replays an answer the compress middleware re-encoded: a client taking deflate only', async () => {
    const deflate = { 'accept-encoding': 'deflate' };
    const first = await get('/cl/sucursal/1', deflate);
    const again = await get('/cl/sucursal/1', deflate);

    expect(first.headers.get('content-encoding')).toBe('deflate');
    expect(again.body.equals(first.body)).toBe(true);
    expect(replayLines).toHaveLength(0);
    expect(accessLinesOfApp()).toHaveLength(2);
  });

  it('forgets a page once the catalogue changes: the next request is the app’s, rendered anew', async () => {
    const before = await get('/cl/sucursal/1');
    await server.database.query('UPDATE services SET name = name WHERE id = 1');
    await vi.waitFor(() => {
      expect(pages.size()).toBe(0);
    });
    const after = await get('/cl/sucursal/1');

    expect(after.render).not.toBe(before.render);
    expect(replayLines).toHaveLength(0);
    expect(accessLinesOfApp()).toHaveLength(2);
  });

  it('leaves an aged page to the app, which answers it and renders it anew, and replays the new one', async () => {
    const before = await get('/cl/sucursal/1');
    now += 6_000;
    const aged = await get('/cl/sucursal/1');
    await vi.waitFor(async () => {
      expect((await get('/cl/sucursal/1')).render).not.toBe(before.render);
    });
    replayLines.length = 0;
    const renewed = await get('/cl/sucursal/1');

    expect(aged.render).toBe(before.render);
    expect(renewed.render).not.toBe(before.render);
    expect(replayLines).toHaveLength(1);
  });

  it('counts replayed requests at /metrics as the app counts its own, and its hits and misses', async () => {
    const figure = async (pattern: RegExp) => Number(pattern.exec(await metrics.registry.metrics())?.[1] ?? Number.NaN);
    const pagesAnswered = /reserva_http_request_duration_seconds_count\{operation_id="none",status="200"\} (\d+)/;
    const hits = /reserva_cache_hits_total\{cache="replays"\} (\d+)/;
    const misses = /reserva_cache_misses_total\{cache="replays"\} (\d+)/;
    const [answeredBefore, hitsBefore, missesBefore] = [
      await figure(pagesAnswered),
      await figure(hits),
      await figure(misses),
    ];
    await get('/cl/sucursal/1');
    await get('/cl/sucursal/1');
    now += 6_000;
    await get('/cl/sucursal/1');

    expect((await figure(pagesAnswered)) - answeredBefore).toBe(3);
    expect((await figure(hits)) - hitsBefore).toBe(1);
    // The first found the answer the test before remembered, of a page forgotten since; the third an aged page.
    expect((await figure(misses)) - missesBefore).toBe(2);
  });
});

describe("the API's kept answers replayed before the app while the route answers them again (issue 37)", () => {
  const NOW = '2026-12-01T12:00:00Z';
  const HOURS = `/service_providers/available_hours_sql_improved?start_date=2026-12-02&local=${String(DEMO_LOCATION.providencia)}&services=${String(DEMO_SERVICE.womensCut)}`;
  let server: TestServer;
  let replays: ReplayedAnswers;
  let listening: ServerType;
  let origin = '';
  const appLines: Record<string, unknown>[] = [];
  const replayLines: AccessLine[] = [];

  beforeAll(async () => {
    const replayLogger = linesInto(replayLines);
    // As the server runs them: a route's word that its answer holds is taken while the caches are unchanged (ADR 0148).
    const caches = observedCaches();
    replays = replayedAnswers(
      {
        logAccess: (line) => {
          logAccess(replayLogger, line);
        },
      },
      {},
      { changes: () => caches.changes(), now: () => Date.parse(NOW) },
    );
    server = await seededTestServer({
      clock: fixedClock(NOW),
      replays,
      caches,
      logger: linesInto(appLines),
    });
    ({ listening, origin } = await servedWithReplays(server, replays));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await server.dispose();
  });

  beforeEach(() => {
    appLines.length = 0;
    replayLines.length = 0;
  });

  const appAnswered = () => appLines.filter((line) => typeof line['route'] === 'string').length;

  it("answers the hours asked again with the route's answer as written, its Cache-Control: no-store included", async () => {
    const first = await send(origin, HOURS, { accept: 'application/json' });
    const again = await send(origin, HOURS, { accept: 'application/json' });

    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(again.body.equals(first.body)).toBe(true);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(replayLines).toEqual([
      expect.objectContaining({ route: '/service_providers/available_hours_sql_improved', status: 200 }),
    ]);
  });

  it('never replays hours a booking has since changed: the route, asked again, answers them anew', async () => {
    const before = await send(origin, HOURS, { accept: 'application/json' });
    await send(origin, HOURS, { accept: 'application/json' });
    const created = await send(
      origin,
      '/bookings',
      { accept: 'application/json', 'content-type': 'application/json' },
      JSON.stringify(createBookingBody()),
    );
    replayLines.length = 0;
    const after = await send(origin, HOURS, { accept: 'application/json' });
    const afterAgain = await send(origin, HOURS, { accept: 'application/json' });

    expect(created.status).toBe(201);
    expect(after.body.equals(before.body)).toBe(false);
    expect(afterAgain.body.equals(after.body)).toBe(true);
    // The first after the booking was the app's; the one after it a replay of the new hours.
    expect(replayLines).toHaveLength(1);
  });

  it('replays a strip of days asked again, and never after a booking has changed its agenda (ADR 0147)', async () => {
    const DAYS = `/service_providers/available_days_sql_improved?start_date=2026-12-02&end_date=2026-12-15&local=${String(DEMO_LOCATION.providencia)}&services=${String(DEMO_SERVICE.womensCut)}`;
    const first = await send(origin, DAYS, { accept: 'application/json' });
    const again = await send(origin, DAYS, { accept: 'application/json' });
    const created = await send(
      origin,
      '/bookings',
      { accept: 'application/json', 'content-type': 'application/json' },
      JSON.stringify(
        createBookingBody({
          bookings: [bookingItem({ start: '2026-12-03T11:00:00-03:00', end: '2026-12-03T11:45:00-03:00' })],
        }),
      ),
    );
    const after = [await send(origin, DAYS, { accept: 'application/json' })];
    after.push(await send(origin, DAYS, { accept: 'application/json' }));

    expect(first.status).toBe(200);
    expect(created.status).toBe(201);
    expect(again.body.equals(first.body)).toBe(true);
    expect(after.map((each) => each.body.equals(first.body))).toEqual([true, true]);
    // The second and the fourth were replayed; the third, after the booking, was the app's.
    expect(replayLines.map((line) => line.route)).toEqual([
      '/service_providers/available_days_sql_improved',
      '/service_providers/available_days_sql_improved',
    ]);
    expect(appAnswered()).toBe(3);
  });

  it('replays a kept answer gzipped once to the clients that take gzip, and never to those that take deflate only', async () => {
    const gzip = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const deflate = { accept: 'application/json', 'accept-encoding': 'deflate' };
    const plain = await send(origin, '/locations/1', { accept: 'application/json' });
    const zipped = [await send(origin, '/locations/1', gzip), await send(origin, '/locations/1', gzip)];
    const deflated = [await send(origin, '/locations/1', deflate), await send(origin, '/locations/1', deflate)];

    expect(zipped.map((each) => each.headers.get('content-encoding'))).toEqual(['gzip', 'gzip']);
    expect(zipped[1]?.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped[1]?.body ?? Buffer.alloc(0)).equals(plain.body)).toBe(true);
    expect(deflated.map((each) => each.headers.get('content-encoding'))).toEqual(['deflate', 'deflate']);
    expect(replayLines.map((line) => line.route)).toEqual(['/locations/:id']);
    expect(appAnswered()).toBe(4);
  });
});

describe('what is remembered of an offered answer', () => {
  const offered = (replays: ReplayedAnswers, request: Request) => {
    replays.offer(request, {
      status: 200,
      body: new TextEncoder().encode('{}'),
      contentEncoding: null,
      stillCurrent: () => true,
      route: '/locations/:id',
    });
  };

  it('remembers the answer the handler offered, and not one the app ended otherwise (a later failure’s 500)', async () => {
    const replays = replayedAnswers({ logAccess: () => undefined });
    const answering = (status: number) =>
      replays.remembering((request) => {
        offered(replays, request);
        return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
      });

    await answering(500)(new Request('http://127.0.0.1/locations/1'));
    expect(replays.figures().entries).toBe(0);
    await answering(200)(new Request('http://127.0.0.1/locations/1'));
    expect(replays.figures().entries).toBe(1);
  });
});
