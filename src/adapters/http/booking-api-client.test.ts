import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { seededTestServer, type TestServer } from '../http-server/test-server.test-support';
import type { ApiClientOptions } from './api-transport';
import { bookingApiClient } from './booking-api-client';

// The HTTP client adapter (booking-wizard §7; storefront §7) against the reference server on the
// demo data, in process: the same requests a browser or the CLI sends, answered by the real app.

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer();
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const api = (options: Partial<ApiClientOptions> = {}) =>
  bookingApiClient({ baseUrl: 'http://reserva.test', fetch: (input, init) => server.app.fetch(new Request(input, init)), ...options });

describe('the Booking API client (booking-wizard §7: snake_case sent, camelCase read)', () => {
  it('reads answers with camelCase keys', async () => {
    const locations = (await api().listLocations(1))._unsafeUnwrap();
    expect(locations.map((location) => location.locationName)).toEqual(['Providencia', 'Las Condes']);
    expect(locations[0]).toMatchObject({ companyId: 1, companyWebAddress: 'salon-aurora', timeZone: 'America/Santiago' });
    expect(locations[0]?.schedule[0]).toMatchObject({ dayId: 1, longDay: 'Monday', isOpen: true });
  });

  it('asks for answers in the language it is given', async () => {
    const location = (await api({ language: 'es' }).getLocation(1))._unsafeUnwrap();
    expect(location.schedule[0]?.longDay).toBe('Lunes');
  });

  it("answers the API's refusal with its status, code, message and the fields at fault", async () => {
    expect((await api().getLocation(99))._unsafeUnwrapErr()).toEqual({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'LOCATION.NOT_FOUND',
      message: 'The location was not found.',
      attributes: [],
      retryAfterSeconds: null,
    });
    expect((await api().getLocation(0))._unsafeUnwrapErr()).toMatchObject({ status: 422, code: 'REQUEST.INVALID', attributes: [{ field: 'id' }] });
  });

  it('sends the api-key it is given on every call', async () => {
    expect((await api({ apiKey: DEMO_STAFF_API_KEY }).getLocation(1)).isOk()).toBe(true);
    expect((await api({ apiKey: 'not-a-staff-key-at-all' }).getLocation(1))._unsafeUnwrapErr()).toMatchObject({ status: 401, code: 'AUTH.INVALID_API_KEY' });
  });

  it('gives up after its timeout, and says so', async () => {
    const never: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : undefined;
        signal?.addEventListener('abort', () => { reject(signal.reason as Error); });
      });
    expect((await api({ fetch: never, timeoutMs: 50 }).getLocation(1))._unsafeUnwrapErr()).toMatchObject({ _tag: 'ApiUnreachable', reason: 'timeout' });
  });

  it('answers a network failure as unreachable, never by throwing', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:3000'));
    expect((await api({ fetch: down }).listLocations(1))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiUnreachable',
      reason: 'network',
      message: expect.stringContaining('ECONNREFUSED') as unknown,
    });
  });

  it('tells an answer outside the contract from a refusal', async () => {
    const broken: typeof fetch = () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect((await api({ fetch: broken }).listLocations(1))._unsafeUnwrapErr()).toMatchObject({ _tag: 'ApiMisbehaved', status: 502 });
  });
});
