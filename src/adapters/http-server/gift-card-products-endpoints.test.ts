import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// The gift cards a location sells, end to end (issue 31; docs/adr/0105): GET /gift_card_products
// through the Hono app, the use case and the SQL adapter on a PGlite holding the demo data. Every
// response is checked against the contract by the client that requests it.

type GiftCardProduct = components['schemas']['GiftCardProduct'];

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const get = (path: string) => server.client.get(path);

describe('GET /gift_card_products (issue 31: the location page’s gift cards)', () => {
  it("answers the salon's cards at Providencia in its order: amounts to pick from, and a women's cut", async () => {
    const response = await get(`/gift_card_products?location_id=${String(DEMO_LOCATION.providencia)}`);
    expect(response.status).toBe(200);
    const [amounts, cut] = response.body as GiftCardProduct[];
    expect(amounts).toEqual({
      id: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard,
      name: 'Tarjeta de regalo',
      fixed_amounts: [20000, 40000, 60000],
      free_amount: { minimum: 10000, maximum: 200000 },
      service: null,
      validity_months: 12,
      honoured_at: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
      terms: expect.stringMatching(/^Válida por 12 meses[^\n]*\nSe puede usar/) as unknown,
    });
    expect(cut).toMatchObject({
      id: DEMO_GIFT_CARD_PRODUCT.auroraWomensCut,
      name: 'Regala un corte',
      fixed_amounts: [],
      free_amount: null,
      service: { id: DEMO_SERVICE.womensCut, name: 'Corte de pelo mujer', price: 18000 },
    });
    expect(response.body).toHaveLength(2);
  });

  it('answers the barbershop’s card at Palermo, and none at Pocitos, which does not honour it', async () => {
    const palermo = await get(`/gift_card_products?location_id=${String(DEMO_LOCATION.palermo)}`);
    expect((palermo.body as GiftCardProduct[]).map((product) => [product.name, product.fixed_amounts])).toEqual([
      ['Tarjeta de regalo', [15000, 30000, 50000]],
    ]);
    const pocitos = await get(`/gift_card_products?location_id=${String(DEMO_LOCATION.pocitos)}`);
    expect({ status: pocitos.status, body: pocitos.body }).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for a closed or unknown location, and 400/422 for a missing or ill-written one, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await get(`/gift_card_products?location_id=${String(DEMO_LOCATION.vitacuraClosed)}`),
        404,
        'LOCATION.NOT_FOUND',
      );
      expectFailure(await get('/gift_card_products?location_id=999'), 404, 'LOCATION.NOT_FOUND');
      expectFailure(await get('/gift_card_products'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await get('/gift_card_products?location_id=uno'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await get('/gift_card_products?location_id=0'), 422, 'REQUEST.INVALID', 'location_id');
    });
  });
});
