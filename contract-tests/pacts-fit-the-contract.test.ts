import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationAt } from '#adapters/http-server/contract-checked-client.test-support';
import { bookingApiValidator, type RawRequest } from '#adapters/http-server/contract-validation';
import type { ContractOperation } from '#adapters/http-server/contract';
import { PACTS_DIRECTORY } from './consumer-pact.test-support';

// Both ways to the contract (ADR 0005, ADR 0024): every request and response in the committed
// pacts is checked against openapi/booking-api.yaml with the validator the reference server uses.
// A request the pact expects to be refused as invalid (400, or 422 REQUEST.INVALID) must be
// refused by the document too, naming the same fields; every other request must fit it. So pacts,
// document and server cannot drift apart: the server is verified against the pacts, and both are
// checked against the document.

/** The body of a V4 pact request or response. */
interface PactBody {
  readonly content?: unknown;
  readonly contentType?: string;
}

interface PactInteraction {
  readonly description: string;
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly query?: Readonly<Record<string, readonly string[]>>;
    readonly headers?: Readonly<Record<string, readonly string[]>>;
    readonly body?: PactBody;
  };
  readonly response: {
    readonly status: number;
    readonly headers?: Readonly<Record<string, readonly string[]>>;
    readonly body?: PactBody;
  };
}

interface PactFile {
  readonly consumer: { readonly name: string };
  readonly interactions: readonly PactInteraction[];
}

const pacts = readdirSync(PACTS_DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(PACTS_DIRECTORY, file), 'utf8')) as PactFile);

/** The request's codes the validator itself answers: the pact expects the document to refuse the request. */
/** Codes the document's validation answers by itself: ROUTE.NOT_FOUND for a path parameter outside its range (ADR 0091). */
const REFUSED_BY_THE_DOCUMENT = new Set([
  'REQUEST.MALFORMED_JSON',
  'REQUEST.UNDECODABLE',
  'REQUEST.INVALID',
  'ROUTE.NOT_FOUND',
]);

/** The values of the path's parameters, read by the operation's template. */
function pathParameters(operation: ContractOperation, requestPath: string): Record<string, string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const pattern = new RegExp(
    `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`,
  );
  const values = pattern.exec(requestPath)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

/** Header names in lower case, each with its first value, as a server receives them. */
function singleValued(headers: Readonly<Record<string, readonly string[]>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, values]) => [name.toLowerCase(), values.join(', ')]),
  );
}

function rawRequest(operation: ContractOperation, request: PactInteraction['request']): RawRequest {
  const headers = singleValued(request.headers);
  return {
    path: pathParameters(operation, request.path),
    query: request.query ?? {},
    headers,
    contentType: request.body?.contentType ?? headers['content-type'],
    body: request.body?.content === undefined ? undefined : JSON.stringify(request.body.content),
  };
}

function errorCode(body: PactBody | undefined): string | undefined {
  const content = body?.content;
  return typeof content === 'object' && content !== null && typeof (content as { code?: unknown }).code === 'string'
    ? (content as { code: string }).code
    : undefined;
}

function attributeFields(body: PactBody | undefined): string[] {
  const attributes = (body?.content as { attributes?: readonly { field: string }[] } | undefined)?.attributes ?? [];
  return attributes.map((attribute) => attribute.field).sort();
}

describe('the committed pacts, both ways to openapi/booking-api.yaml', () => {
  const validator = bookingApiValidator();

  it('has pacts to check', () => {
    expect(pacts.length).toBeGreaterThan(0);
  });

  for (const pact of pacts) {
    describe(pact.consumer.name, () => {
      for (const interaction of pact.interactions) {
        const { request, response } = interaction;

        it(`${interaction.description}: the request is an operation of the document, and fits it unless the pact expects it refused`, () => {
          const operation = operationAt(request.method, request.path);
          expect(operation, `${request.method} ${request.path} is no operation of the document`).toBeDefined();
          if (operation === undefined) return;
          const validated = validator.validateRequest(operation.operationId, rawRequest(operation, request));
          const code = errorCode(response.body);
          if (code !== undefined && REFUSED_BY_THE_DOCUMENT.has(code)) {
            expect(validated.isErr(), `the document accepts the request the pact expects refused with ${code}`).toBe(
              true,
            );
            if (validated.isOk()) return;
            const rejection = validated.error;
            expect(rejection.code).toBe(code);
            expect(
              'faults' in rejection ? [...new Set(rejection.faults.map((fault) => fault.field))].sort() : [],
            ).toEqual(attributeFields(response.body));
          } else {
            expect(validated.isOk(), JSON.stringify(validated.isErr() ? validated.error : null)).toBe(true);
          }
        });

        it(`${interaction.description}: the response is one the document lets the operation answer`, () => {
          const operation = operationAt(request.method, request.path);
          if (operation === undefined)
            throw new Error(`${request.method} ${request.path} is no operation of the document`);
          expect(
            validator.validateResponse(operation.operationId, {
              status: response.status,
              headers: singleValued(response.headers),
              body: response.body?.content,
            }),
          ).toEqual([]);
        });
      }
    });
  }
});
