import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom, requestIdOf, requestLogging, ROUTE_LABELS } from './request-logging';

// The access line and the request id (docs/adr/0060), on a small app of its own.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function appLogging() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const app = new Hono();
  app.use('*', requestLogging(logger, { pageRoutes: ['/:country{[a-z][a-z]}/*'] }));
  app.get('/bookings/:bookingId/:accessToken', (c) => c.json({ id: requestIdOf(c) }));
  app.get('/:country{[a-z][a-z]}/*', (c) => c.html('<p>page</p>'));
  app.post('/failing', () => {
    throw new Error('broken');
  });
  app.onError((_error, c) => c.json({ code: 'SERVER.UNEXPECTED' }, 500));
  return { app, lines };
}

describe('request ids', () => {
  it('keeps a sane X-Request-Id and makes a UUID for any other', () => {
    for (const sane of [
      'caller-1',
      'f3b2c1d0e9a8',
      'Root=1-67891233-abcdef012345678912345678',
      'a'.repeat(128),
      'abc+/=._:',
    ])
      expect(requestIdFrom(sane)).toBe(sane);
    for (const insane of [
      undefined,
      '',
      'a'.repeat(129),
      'two words',
      'line\nbreak',
      'ana@correo.example',
      '"quoted"',
      'ñandú',
    ]) {
      expect(requestIdFrom(insane)).toMatch(UUID);
    }
  });
});

describe('the access line', () => {
  it("logs one line per request with the route's template, never the path, and sends the id back", async () => {
    const { app, lines } = appLogging();
    const response = await app.request('/bookings/7/secret-token?email=ana%40correo.example', {
      headers: { [REQUEST_ID_HEADER]: 'caller-42' },
    });
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('caller-42');
    expect(await response.json()).toEqual({ id: 'caller-42' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: 'caller-42',
        method: 'GET',
        route: '/bookings/:bookingId/:accessToken',
        status: 200,
        durationMs: expect.any(Number) as number,
        msg: 'GET /bookings/:bookingId/:accessToken 200',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|correo/);
  });

  it('labels storefront pages and paths no route answers, and logs a failed request once with its 500', async () => {
    const { app, lines } = appLogging();
    const page = await app.request('/cl/bookings/7/secret-token/false');
    const missing = await app.request('/unknown/secret-token');
    const failed = await app.request('/failing', { method: 'POST' });
    expect([page.status, missing.status, failed.status]).toEqual([200, 404, 500]);
    for (const response of [page, missing, failed]) expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(lines.map((line) => [line['route'], line['status']])).toEqual([
      [ROUTE_LABELS.storefrontPage, 200],
      [ROUTE_LABELS.noRoute, 404],
      ['/failing', 500],
    ]);
    expect(lines.map((line) => line['requestId'])).toEqual(
      [page, missing, failed].map((response) => response.headers.get(REQUEST_ID_HEADER)),
    );
  });
});
