import { createServer } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { schemaMigrations } from '../persistence/migrate';
import { openPostgresDatabase } from '../persistence/pg-database';
import { health, type Health } from '../observability/health';
import { serverMetrics } from '../observability/metrics';
import { observedCaches } from '../observability/observed-caches';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import { NO_RATE_LIMITS, seededTestServer, type TestServer } from './test-server.test-support';

// The operational routes (issue 17 "Observe"; docs/adr/0061), through the Hono app on a PGlite
// holding the demo data: GET /healthz, GET /readyz (503 when the database is out of reach, a
// migration is missing, Redis does not answer, or the process is draining) and GET /metrics, off
// unless configured, behind a bearer token when one is set. They sit outside the contract, so they
// are requested from the app directly rather than through the contract-checked client.

/** Tuesday 2026-12-01, 08:00 in Santiago: the demo's today. */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;
const clock = { now: () => NOW };
const TOKEN = 'scraper-token-0123456789abcdef';

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 1);
      });
    });
  });
}

async function answer(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(path, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of the sample `series` (its name and labels, as the exposition writes them) in `exposition`; undefined when absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /healthz and GET /readyz', () => {
  let server: TestServer;
  let probes: Health;
  beforeAll(async () => {
    const database = await seededPglite();
    probes = health({ database });
    server = await seededTestServer({ clock, database, health: probes });
  }, 120_000);
  afterAll(async () => {
    await server.dispose();
  });

  it('says the process is alive', async () => {
    expect(await answer(server, '/healthz')).toMatchObject({ status: 200, text: JSON.stringify({ status: 'alive' }) });
  });

  it('says the process is ready when the database answers and every migration is applied, naming each check', async () => {
    const ready = await answer(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'applied' } });
  });

  // Last: draining does not end.
  it('answers 503 once the shutdown has begun draining, while the process still answers and is alive', async () => {
    probes.drain();
    expect(await answer(server, '/readyz')).toMatchObject({
      status: 503,
      text: JSON.stringify({ status: 'draining' }),
    });
    expect((await answer(server, '/healthz')).status).toBe(200);
    expect((await server.app.request('/companies/overview?website=salon-aurora')).status).toBe(200);
  });
});

describe('GET /readyz when something is wrong', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await seededTestServer({ clock });
  }, 120_000);
  afterAll(async () => {
    await server.dispose();
  });

  /** /readyz's answer over `probes`, on the same app shape as the server's. */
  async function readyz(probes: Parameters<typeof health>[0]) {
    const checked = health(probes);
    const app = new Hono();
    checked.mount(app);
    const response = await app.request('/readyz');
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('answers 503 naming the database unreachable when PostgreSQL cannot be reached', async () => {
    const unreachable = openPostgresDatabase(`postgres://postgres@127.0.0.1:${String(await closedPort())}/postgres`, {
      connectTimeoutMs: 500,
    });
    try {
      expect(await readyz({ database: unreachable })).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { database: 'unreachable', migrations: 'unknown' } },
      });
    } finally {
      await unreachable.close();
    }
  });

  it('answers 503 when the database does not answer within the check’s time', async () => {
    const silent = {
      query: () => new Promise<never>(() => undefined),
      exec: () => new Promise<never>(() => undefined),
    };
    expect(await readyz({ database: silent, timeoutMs: 100 })).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { database: 'unreachable', migrations: 'unknown' } },
    });
  });

  it('answers 503 naming the migrations this code expects and the database lacks', async () => {
    const expected = [...schemaMigrations(), { name: '9999-not-applied-yet', sql: 'SELECT 1' }];
    expect(await readyz({ database: server.database, migrations: expected })).toEqual({
      status: 503,
      body: {
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'pending' },
        pending_migrations: ['9999-not-applied-yet'],
      },
    });
  });

  it('checks Redis only when it is configured, and names it unreachable while still ready (200, degraded) when it does not answer, since the limits then count in the database (docs/adr/0086)', async () => {
    expect(await readyz({ database: server.database, redis: { ping: () => Promise.resolve() } })).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'applied', redis: 'ok' } },
    });
    expect(
      await readyz({
        database: server.database,
        redis: { ping: () => Promise.reject(new Error('The client is closed')) },
      }),
    ).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', migrations: 'applied', redis: 'unreachable' } },
    });
  });
});

describe('GET /metrics', () => {
  let off: TestServer;
  let on: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    off = await seededTestServer({ clock });
    const database = await seededPglite();
    // Sign-ins limited to one per address, to see a refusal counted.
    const rateLimits = {
      ...NO_RATE_LIMITS,
      signIn: { perAddress: { maxHits: 1, windowSeconds: 900 }, perClient: null },
    };
    const caches = observedCaches();
    on = await seededTestServer({
      clock,
      database,
      rateLimits,
      trustedProxies: 1,
      caches,
      metrics: serverMetrics({ database, token: null, caches }),
    });
    const guardedDatabase = await seededPglite();
    guarded = await seededTestServer({
      clock,
      database: guardedDatabase,
      metrics: serverMetrics({ database: guardedDatabase, token: TOKEN }),
    });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([off.dispose(), on.dispose(), guarded.dispose()]);
  });

  const create = (server: TestServer, body: unknown) =>
    server.app.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('is not there unless RESERVA_METRICS=on: 404', async () => {
    expect((await answer(off, '/metrics')).status).toBe(404);
  });

  it('serves the exposition text with the request, booking, outbox, payment and process metrics', async () => {
    expect((await off.app.request('/companies/overview?website=salon-aurora')).status).toBe(200);
    expect((await on.app.request('/companies/overview?website=salon-aurora')).status).toBe(200);
    const scraped = await answer(on, '/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'reserva_http_request_duration_seconds',
      'reserva_bookings_created_total',
      'reserva_bookings_refused_total',
      'reserva_bookings_cancelled_total',
      'reserva_bookings_confirmed_total',
      'reserva_rate_limit_refusals_total',
      'reserva_outbox_backlog',
      'reserva_outbox_oldest_age_seconds',
      'reserva_payments_pending',
      'reserva_payments_expired',
      'reserva_metrics_database_up',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(scraped.text).toContain(`# TYPE ${name} `);
    }
    expect(
      sample(
        scraped.text,
        'reserva_http_request_duration_seconds_count{operation_id="getCompanyOverview",status="200"}',
      ),
    ).toBe(1);
    expect(sample(scraped.text, 'reserva_metrics_database_up')).toBe(1);
    expect(sample(scraped.text, 'reserva_payments_pending')).toBeGreaterThanOrEqual(0);
    // PGlite has no pool to report.
    expect(scraped.text).not.toContain('reserva_database_connections_in_use');
  });

  it('reports each cache’s entries, weight within its budget, hits, misses and evictions, moving as hours are asked (ADR 0135)', async () => {
    const figure = (text: string, name: string, cache: string) =>
      sample(text, `${name}{cache="${cache}"}`) ?? Number.NaN;
    const before = (await answer(on, '/metrics')).text;
    // The agenda cache keeps once it listens to the database, a moment after the server is made: ask until it does.
    const hours = `/service_providers/available_hours_sql_improved?start_date=2026-12-03&local=${String(DEMO_LOCATION.providencia)}&services=${String(DEMO_SERVICE.womensCut)}&providers_array=${String(DEMO_PROVIDER.camila)}`;
    let after = before;
    for (let asked = 0; asked < 50 && !(figure(after, 'reserva_cache_hits_total', 'hours') >= 1); asked += 1) {
      expect((await on.app.request(hours)).status).toBe(200);
      after = (await answer(on, '/metrics')).text;
    }

    // A location's catalogue is read beside its agenda; the directory is reported too, asked or not.
    expect(figure(after, 'reserva_cache_budget_bytes', 'directory')).toBe(1024);
    for (const cache of ['agendas', 'catalogues', 'hours']) {
      expect(figure(after, 'reserva_cache_entries', cache)).toBeGreaterThanOrEqual(1);
      expect(figure(after, 'reserva_cache_weight_bytes', cache)).toBeGreaterThan(0);
      expect(figure(after, 'reserva_cache_weight_bytes', cache)).toBeLessThanOrEqual(
        figure(after, 'reserva_cache_budget_bytes', cache),
      );
      expect(figure(after, 'reserva_cache_misses_total', cache)).toBeGreaterThan(
        figure(before, 'reserva_cache_misses_total', cache) || 0,
      );
      expect(figure(after, 'reserva_cache_hits_total', cache)).toBeGreaterThan(
        figure(before, 'reserva_cache_hits_total', cache) || 0,
      );
      expect(figure(after, 'reserva_cache_evictions_total', cache)).toBe(0);
    }
    expect(after).toContain('# TYPE reserva_cache_hits_total counter');
    expect(after).toMatch(/# HELP reserva_cache_hits_total .*Hit ratio/);
  });

  it('labels requests no contract operation answered with a fixed label', async () => {
    // Not an API path, nor a storefront page (those start with a two-letter country).
    expect((await on.app.request('/nothing-here')).status).toBe(404);
    const scraped = await answer(on, '/metrics');
    expect(
      sample(scraped.text, 'reserva_http_request_duration_seconds_count{operation_id="none",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts a booking made, and a booking refused by its code', async () => {
    const read = async () => (await answer(on, '/metrics')).text;
    const before = await read();
    const chosen = bookingItem({
      start: '2026-12-03T11:00:00-03:00',
      end: '2026-12-03T11:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    expect((await create(on, createBookingBody({ bookings: [chosen] }))).status).toBe(201);
    const afterCreated = await read();
    expect(sample(afterCreated, 'reserva_bookings_created_total')).toBe(
      (sample(before, 'reserva_bookings_created_total') ?? 0) + 1,
    );
    expect((await create(on, createBookingBody({ bookings: [chosen] }))).status).toBe(409);
    const afterRefused = await read();
    expect(sample(afterRefused, 'reserva_bookings_refused_total{code="BOOKING.SLOT_TAKEN"}')).toBe(1);
    expect(sample(afterRefused, 'reserva_bookings_created_total')).toBe(
      sample(afterCreated, 'reserva_bookings_created_total'),
    );
    expect(
      sample(afterRefused, 'reserva_http_request_duration_seconds_count{operation_id="createBooking",status="409"}'),
    ).toBe(1);
  });

  it('counts a cancellation once, however often it is asked for, and an attendance confirmed', async () => {
    const read = async () => (await answer(on, '/metrics')).text;
    const first = bookingItem({
      start: '2026-12-04T11:00:00-03:00',
      end: '2026-12-04T11:45:00-03:00',
      provider_id: DEMO_PROVIDER.camila,
    });
    const made = (await (await create(on, createBookingBody({ bookings: [first] }))).json()) as {
      bookings: { confirmation_code: string }[];
    };
    const code = made.bookings[0]?.confirmation_code ?? '';
    const change = (path: string) =>
      on.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ confirmation_code: code }),
      });
    const before = await read();
    expect((await change('/bookings/confirm_booking')).status).toBe(200);
    expect((await change('/bookings/confirm_booking')).status).toBe(200);
    expect((await change('/bookings/cancel_booking')).status).toBe(200);
    expect((await change('/bookings/cancel_booking')).status).toBe(200);
    const after = await read();
    expect(sample(after, 'reserva_bookings_confirmed_total')).toBe(
      (sample(before, 'reserva_bookings_confirmed_total') ?? 0) + 1,
    );
    expect(sample(after, 'reserva_bookings_cancelled_total')).toBe(
      (sample(before, 'reserva_bookings_cancelled_total') ?? 0) + 1,
    );
  });

  it('counts the requests refused for going over an abuse limit', async () => {
    const signIn = () =>
      on.app.request('/users/sign_in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ user: { email: 'alguien@correo.example', password: 'not-the-password' } }),
      });
    expect((await signIn()).status).not.toBe(429);
    expect((await signIn()).status).toBe(429);
    expect(
      sample((await answer(on, '/metrics')).text, 'reserva_rate_limit_refusals_total{operation_id="signIn"}'),
    ).toBe(1);
  });

  it('asks for the bearer token when RESERVA_METRICS_TOKEN is set: 401 without it or with another', async () => {
    const missing = await answer(guarded, '/metrics');
    expect(missing.status).toBe(401);
    expect(missing.text).not.toContain(TOKEN);
    expect((await answer(guarded, '/metrics', { authorization: 'Bearer another-token-0123456789' })).status).toBe(401);
    expect((await answer(guarded, '/metrics', { authorization: TOKEN })).status).toBe(401);
    const granted = await answer(guarded, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(granted.status).toBe(200);
    expect(granted.text).toContain('# TYPE reserva_bookings_created_total counter');
  });
});
