import { requestHeaders, type ApiClientOptions, type ContractClient } from './api-transport';

// The GETs of the location page's first reads (location-page-reads.ts) without openapi-fetch
// (docs/adr/0080): those answers come from the page (ADR 0028), so its first paint needs no HTTP
// client library; the contract's client (openapi-fetch) loads with the rest of bookingApiClient at
// the first other call. Only what those reads use: path parameters, a flat query (lists
// comma-separated, ADR 0014), credentials and the client's headers; the answer as openapi-fetch
// gives it to `call` (api-transport.ts): the parsed body under `data` or `error`, and the response.

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

interface GetInit {
  readonly params?: {
    readonly path?: Readonly<Record<string, unknown>>;
    readonly query?: Readonly<Record<string, QueryValue>>;
  };
  readonly signal?: AbortSignal;
}

function address(baseUrl: string, template: string, init: GetInit): string {
  const pathname = template.replace(/\{(\w+)\}/g, (_placeholder, name: string) =>
    encodeURIComponent(String(init.params?.path?.[name])),
  );
  // Encoded as openapi-fetch encodes them (a space as %20, a list's values comma-separated).
  const query = Object.entries(init.params?.query ?? {})
    .flatMap(([name, value]) =>
      value === undefined || value === null
        ? []
        : [
            `${encodeURIComponent(name)}=${(Array.isArray(value) ? value : [value]).map((item: string | number | boolean) => encodeURIComponent(item)).join(',')}`,
          ],
    )
    .join('&');
  return `${baseUrl.replace(/\/$/, '')}${pathname}${query === '' ? '' : `?${query}`}`;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A client answering the contract's GETs as openapi-fetch does, for the calls that need no more. */
export function plainGetClient(options: ApiClientOptions): Pick<ContractClient, 'GET'> {
  const send = options.fetch ?? globalThis.fetch;
  const get = async (template: string, init: GetInit) => {
    const request = new Request(address(options.baseUrl, template, init), {
      credentials: 'include',
      headers: requestHeaders(options),
      ...(init.signal === undefined ? {} : { signal: init.signal }),
    });
    const response = await send(request);
    const body = parsed(await response.text());
    return response.ok ? { data: body, response } : { error: body, response };
  };
  // openapi-fetch's GET is typed by the contract's paths; the reads calling this one are checked against it.
  return { GET: get } as unknown as Pick<ContractClient, 'GET'>;
}
