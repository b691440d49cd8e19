import type { Client } from 'openapi-fetch';
import { errAsync, ResultAsync } from 'neverthrow';
import type { ApiFailure, ApiResult, RefusedAttribute } from '#application/ports/client/api-result';
import type { operations, paths } from './booking-api.generated';

// The transport under the HTTP client adapter: an openapi-fetch client typed by the contract
// (contract-client.ts), sending credentials and the optional api-key, giving up after the timeout,
// and turning every answer into a Result (booking-wizard §7: "60 s timeout; credentials sent; optional api-key").

export interface ApiClientOptions {
  /** Where the API is: the storefront's own origin in the browser, RESERVA_API_URL for the CLI. */
  readonly baseUrl: string;
  /** Sent as the `api-key` header on every call (support staff). */
  readonly apiKey?: string | null;
  /** Milliseconds before a call is abandoned; 60 s by default. */
  readonly timeoutMs?: number;
  /** The fetch to use; the platform's by default. */
  readonly fetch?: typeof globalThis.fetch;
  /** The language answers are written in (`Accept-Language`). */
  readonly language?: 'en' | 'es';
}

export const DEFAULT_TIMEOUT_MS = 60_000;

export type ContractClient = Client<paths>;

/** The headers every call sends: the optional api-key and the language answers are written in. */
export function requestHeaders(options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.apiKey !== undefined && options.apiKey !== null) headers['api-key'] = options.apiKey;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  return headers;
}

/**
 * The JSON body operation `Op` answers with `Status`, exactly as the contract types it (openapi-fetch's
 * own `data` type drops array-ness through its read-only mapping).
 */
export type ResponseBody<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { readonly content: { readonly 'application/json': infer Body } }
  ? Body
  : null;

/** What openapi-fetch answers: the parsed body under `data` or `error`, and the response. */
interface Answered {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

function isErrorBody(body: unknown): body is { error: string; code: string; attributes?: RefusedAttribute[] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string' &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

function retryAfter(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

function unreachable(error: unknown, timeoutMs: number): ApiFailure {
  const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return timedOut
    ? {
        _tag: 'ApiUnreachable',
        reason: 'timeout',
        message: `The API did not answer within ${String(timeoutMs / 1000)} s.`,
      }
    : { _tag: 'ApiUnreachable', reason: 'network', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Runs one call with the timeout, and reads its answer: the body of a 2xx, typed `Data` (the
 * contract's; null for a 204), or the API's refusal in the contract's Error shape.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the contract's body type, which openapi-fetch's typing of `data` loses
export function call<Data>(
  options: ApiClientOptions,
  send: (signal: AbortSignal) => Promise<Answered>,
): ApiResult<{ readonly data: Data; readonly response: Response }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return ResultAsync.fromPromise(send(AbortSignal.timeout(timeoutMs)), (error) =>
    unreachable(error, timeoutMs),
  ).andThen((answered) => {
    const { response } = answered;
    if (response.ok) return ResultAsync.fromSafePromise(Promise.resolve({ data: answered.data as Data, response }));
    if (isErrorBody(answered.error)) {
      return errAsync<never, ApiFailure>({
        _tag: 'ApiRefusal',
        status: response.status,
        code: answered.error.code,
        message: answered.error.error,
        attributes: answered.error.attributes ?? [],
        retryAfterSeconds: retryAfter(response),
      });
    }
    return errAsync<never, ApiFailure>({
      _tag: 'ApiMisbehaved',
      status: response.status,
      message: `The API answered ${String(response.status)} without an Error body.`,
    });
  });
}
