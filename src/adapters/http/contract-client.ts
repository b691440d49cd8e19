import createClient from 'openapi-fetch';
import { requestHeaders, type ApiClientOptions, type ContractClient } from './api-transport';
import type { paths } from './booking-api.generated';

// The contract's client, openapi-fetch, in a module of its own: the storefront's first page asks
// without it (plain-get-client.ts, docs/adr/0080) and loads it with the rest of bookingApiClient.

export function contractClient(options: ApiClientOptions): ContractClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    headers: requestHeaders(options),
    // Lists of ids are comma-separated (ADR 0014: style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}
