import { describe, expect, it } from 'vitest';
import type { LocationId } from '#domain/storefront/company.plain';
import { contractClient } from './contract-client';
import { locationPageReads } from './location-page-reads';
import { plainGetClient } from './plain-get-client';

// The location page's first reads ask the same requests and read the same answers through the plain
// GET client as through openapi-fetch (docs/adr/0080).

interface Asked {
  readonly url: string;
  readonly credentials: RequestCredentials;
  readonly language: string | null;
}

function answering(status: number, body: string) {
  const asked: Asked[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    asked.push({
      url: request.url,
      credentials: request.credentials,
      language: request.headers.get('accept-language'),
    });
    return Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  };
  return { fetch, asked };
}

const clients = {
  'openapi-fetch': contractClient,
  'the plain GET client': plainGetClient,
} as const;

describe.each(Object.entries(clients))('the location page’s reads through %s', (_name, client) => {
  it('asks for the services at the contract’s address with credentials and the language, and reads the answer', async () => {
    const { fetch, asked } = answering(200, '[{"id":3,"category":"Cortes","services":[]}]');
    const options = { baseUrl: 'http://storefront.test', language: 'es', fetch } as const;

    const groups = await locationPageReads(client(options), options).listServices(1 as LocationId, 'PROMO 10');

    expect(groups._unsafeUnwrap()).toEqual([{ id: 3, category: 'Cortes', services: [] }]);
    expect(asked).toEqual([
      {
        url: 'http://storefront.test/services?location_id=1&token=PROMO%2010',
        credentials: 'include',
        language: 'es',
      },
    ]);
  });

  it('asks for the location’s gift cards by its id, and reads them in camelCase (issue 31)', async () => {
    const product = {
      id: 31,
      name: 'Tarjeta regalo',
      fixed_amounts: [10000],
      free_amount: { minimum: 5000, maximum: 50000 },
      service: null,
      validity_months: 6,
      honoured_at: [5, 6],
      terms: 'No canjeable por dinero.',
    };
    const { fetch, asked } = answering(200, JSON.stringify([product]));
    const options = { baseUrl: 'http://storefront.test', fetch } as const;

    const products = await locationPageReads(client(options), options).listGiftCardProducts(5 as LocationId);

    expect(asked.map((request) => request.url)).toEqual(['http://storefront.test/gift_card_products?location_id=5']);
    expect(products._unsafeUnwrap()).toEqual([
      {
        id: 31,
        name: 'Tarjeta regalo',
        fixedAmounts: [10000],
        freeAmount: { minimum: 5000, maximum: 50000 },
        service: null,
        validityMonths: 6,
        honouredAt: [5, 6],
        terms: 'No canjeable por dinero.',
      },
    ]);
  });

  it('asks for a location by its path and reads a refusal in the contract’s Error shape', async () => {
    const { fetch, asked } = answering(404, '{"error":"No such location.","code":"LOCATION.NOT_FOUND"}');
    const options = { baseUrl: 'http://storefront.test', fetch } as const;

    const location = await locationPageReads(client(options), options).getLocation(7 as LocationId);

    expect(asked.map((request) => request.url)).toEqual(['http://storefront.test/locations/7']);
    expect(location._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'LOCATION.NOT_FOUND',
      message: 'No such location.',
    });
  });

  it('reads an answer that is not JSON as the API misbehaving', async () => {
    const { fetch } = answering(502, 'Bad Gateway');
    const options = { baseUrl: 'http://storefront.test', fetch } as const;

    const info = await locationPageReads(client(options), options).getCompanyBookingInfo('salon-aurora');

    expect(info._unsafeUnwrapErr()).toMatchObject({ _tag: 'ApiMisbehaved', status: 502 });
  });
});
