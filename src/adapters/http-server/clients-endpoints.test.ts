import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { requester, type Schemas } from './account-endpoints.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// Identifying an existing client end to end (issue 3 check_client_company; storefront §3 Existing
// client check response, §5, §8; ADR 0020), against the clinic's demo patients.

let server: TestServer;
const api = requester(() => server);
const check = (identificador: string, type: number, locationId: number = DEMO_LOCATION.nunoa) =>
  api.get(
    `/check_client_company?identificador=${encodeURIComponent(identificador)}&identificador_type=${String(type)}&location_id=${String(locationId)}`,
  );

beforeAll(async () => {
  server = await seededTestServer();
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('GET /check_client_company (storefront §3, §5, §8)', () => {
  it('knows a patient by RUT with or without dots, by email in any case and by phone with or without country code', async () => {
    for (const [identificador, type] of [
      ['12.345.678-5', 0],
      ['12345678-5', 0],
      ['Rosa.Diaz@correo.example', 1],
      ['+56 9 1111 2222', 2],
      ['911112222', 2],
    ] as const) {
      expect((await check(identificador, type)).body).toEqual({
        valid_id: true,
        can_book: true,
      } satisfies Schemas['ClientCompanyCheck']);
    }
  });

  it('knows a patient the clinic stopped from booking, who cannot book', async () => {
    expect((await check('9.876.543-3', 0)).body).toEqual({ valid_id: true, can_book: false });
  });

  it('answers valid_id false, not 404, for someone the company does not know, also at another company’s location', async () => {
    expect((await check('nadie@correo.example', 1)).body).toEqual({ valid_id: false, can_book: false });
    expect((await check('12.345.678-5', 0, DEMO_LOCATION.providencia)).body).toEqual({
      valid_id: false,
      can_book: false,
    });
  });

  it('refuses an identifier the identification rules refuse with 422 naming identificador, in Spanish when asked, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await check('1', 0), 422, 'REQUEST.INVALID', 'identificador');
      expectFailure(await check('rosa@', 1), 422, 'REQUEST.INVALID', 'identificador');
      expectFailure(await check('12345678', 2), 422, 'REQUEST.INVALID', 'identificador');
      const spanish = await api.get(
        '/check_client_company?identificador=1&identificador_type=0&location_id=4',
        undefined,
        { 'accept-language': 'es' },
      );
      expect((spanish.body as Schemas['Error']).attributes).toEqual([
        { field: 'identificador', messages: ['debe tener al menos 2 caracteres'] },
      ]);
    });
  });

  it('refuses missing, mistyped and unknown parameters with 400, and 404 for a closed location, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await api.get('/check_client_company?identificador=x&location_id=4'),
        400,
        'REQUEST.UNDECODABLE',
        'identificador_type',
      );
      expectFailure(await check('12.345.678-5', 3), 400, 'REQUEST.UNDECODABLE', 'identificador_type');
      expectFailure(
        await api.get('/check_client_company?identificador=ab&identificador_type=0&location_id=4&rut=1'),
        400,
        'REQUEST.UNDECODABLE',
        'rut',
      );
      expectFailure(await check('', 0), 422, 'REQUEST.INVALID', 'identificador');
      expectFailure(await check('12.345.678-5', 0, DEMO_LOCATION.vitacuraClosed), 404, 'LOCATION.NOT_FOUND');
    });
  });
});
