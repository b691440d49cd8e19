import type { ServerType } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { listen } from './http-listener';
import { seededTestServer, type TestServer } from './test-server.test-support';

// Over Node's HTTP server, a request's headers reach the contract's validation and the handlers as
// Node parsed them, not as a Fetch `Headers` built for them (docs/adr/0170). Driven over a real
// socket, as the production server is, where the other suites ask the app in the process.

type ErrorBody = components['schemas']['Error'];

describe("a request's headers over a real socket (issue 37)", () => {
  let server: TestServer;
  let listening: ServerType;
  let origin = '';

  beforeAll(async () => {
    server = await seededTestServer({ clock: { now: () => Date.parse('2026-12-01T12:00:00Z') as never } });
    await new Promise<void>((resolve) => {
      listening = listen(
        server.app.fetch,
        { port: 0, hostname: '127.0.0.1', timeouts: { headersMs: 10_000, requestMs: 30_000 } },
        (info: AddressInfo) => {
          origin = `http://127.0.0.1:${String(info.port)}`;
          resolve();
        },
      );
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await server.dispose();
  });

  const create = (body: unknown, headers: Readonly<Record<string, string>>) =>
    fetch(`${origin}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('validates a header parameter: an Idempotency-Key too short is refused, naming it', async () => {
    const answer = await create(createBookingBody(), { 'Idempotency-Key': 'short' });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as ErrorBody;
    expect(body.code).toBe('REQUEST.INVALID');
    expect(body.attributes?.map((attribute) => attribute.field)).toContain('Idempotency-Key');
  });

  it('hands the handler the header: a create sent twice with one key books once and replays the first answer', async () => {
    const key = 'd7e2c3b8-4cae-4d2f-8a8b-3e6c9f1d5b24';
    const body = createBookingBody({
      bookings: [bookingItem({ start: '2026-12-10T12:00:00-03:00', end: '2026-12-10T12:45:00-03:00' })],
    });
    const first = await create(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const retry = await create(body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
  });

  it('answers a request whose headers are named as the keys every object has', async () => {
    const answer = await fetch(`${origin}/locations/${String(DEMO_LOCATION.providencia)}`, {
      headers: [
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['hasOwnProperty', 'w'],
        ['toString', 'v'],
      ],
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { id: number }).id).toBe(DEMO_LOCATION.providencia);
  });

  it('answers a request that sends Set-Cookie, the one header Node records as a list', async () => {
    const answered = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const asked = request(
        `${origin}/locations/${String(DEMO_LOCATION.providencia)}`,
        { headers: { 'set-cookie': ['a=1', 'b=2'], 'accept-language': 'en' } },
        (answer) => {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            body += chunk;
          });
          answer.on('end', () => {
            resolve({ status: answer.statusCode ?? 0, body });
          });
        },
      );
      asked.on('error', reject);
      asked.end();
    });
    expect(answered.status).toBe(200);
    expect((JSON.parse(answered.body) as { id: number }).id).toBe(DEMO_LOCATION.providencia);
  });
});
