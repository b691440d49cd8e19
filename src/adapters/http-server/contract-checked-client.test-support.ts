import type { Hono } from 'hono';
import { bookingApiContract, type ContractOperation } from './contract';
import { bookingApiValidator, type ContractValidator } from './contract-validation';

// Test support: a client for a Hono app that checks every response it sees against the contract
// (ADR 0005: every response the test suite sees is validated against the document). A response
// the contract does not allow fails the test that received it, naming what is wrong. Later slices
// get this for free by requesting through it.

export interface CheckedResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body; the text for any other body; undefined for none. */
  readonly body: unknown;
}

export interface ContractCheckedClient {
  request(path: string, init?: RequestInit): Promise<CheckedResponse>;
  get(path: string, headers?: Readonly<Record<string, string>>): Promise<CheckedResponse>;
  /** The operations answered so far, by operation id, to show what the suite covered. */
  readonly answered: ReadonlySet<string>;
}

interface PathMatcher {
  readonly operation: ContractOperation;
  readonly pattern: RegExp;
  readonly templated: number;
}

let indexed: readonly PathMatcher[] | undefined;

function matchers(): readonly PathMatcher[] {
  indexed ??= [...bookingApiContract().operations.values()]
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      templated: (operation.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.templated - b.templated);
  return indexed;
}

/** The operation a method and path reach, static paths first as the server routes them. */
export function operationAt(method: string, path: string): ContractOperation | undefined {
  const lower = method.toLowerCase();
  return matchers().find((matcher) => matcher.operation.method === lower && matcher.pattern.test(path))?.operation;
}

export function contractCheckedClient(
  app: Hono,
  validator: ContractValidator = bookingApiValidator(),
): ContractCheckedClient {
  const answered = new Set<string>();
  async function request(path: string, init: RequestInit = {}): Promise<CheckedResponse> {
    const response = await app.request(path, init);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    const body: unknown = text === '' ? undefined : isJson ? (JSON.parse(text) as unknown) : text;
    const method = init.method ?? 'GET';
    const operation = operationAt(method, new URL(path, 'http://localhost').pathname);
    const headers = Object.fromEntries(response.headers.entries());
    const problems =
      operation !== undefined
        ? validator.validateResponse(operation.operationId, { status: response.status, headers, body })
        : isJson || response.status >= 400
          ? validator.validateSchema('Error', body)
          : [];
    if (problems.length > 0) {
      throw new Error(
        `${method} ${path} answered ${String(response.status)}, which the contract does not allow:\n  ${problems.join('\n  ')}\nBody: ${text.slice(0, 2000)}`,
      );
    }
    if (operation !== undefined) answered.add(operation.operationId);
    return { status: response.status, headers: response.headers, body };
  }
  return {
    request,
    get: (path, headers = {}) => request(path, { headers }),
    answered,
  };
}
