import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The package exports PactV4 as `Pact`.
import {
  Pact as PactV4,
  SpecificationVersion,
  type Matchers,
  type TemplateHeaders,
  type TemplateQuery,
} from '@pact-foundation/pact';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingApiClient } from '#adapters/http/booking-api-client';

// Test support: the consumer side of the contract tests (ADR 0024). Each interaction is data — the
// provider states it needs, the request the real HTTP client adapter sends and the answer it reads
// — plus what the consumer does: one call of a Booking API port, through the adapter, against
// Pact's mock server. A consumer's test file lists its interactions; this file turns them into
// tests, writes the consumer's pact and checks it against the one committed in pacts/.

/** The provider, as every pact names it. */
export const PROVIDER = 'reserva-booking-api';

/** Where the committed pacts are: what backend teams verify their providers against. */
export const PACTS_DIRECTORY = path.join(import.meta.dirname, 'pacts');

/** Set to 1 to write the consumer tests' pacts over the committed ones instead of comparing them. */
export const UPDATE_PACTS_VARIABLE = 'RESERVA_UPDATE_PACTS';

/**
 * Gives Pact's mock server time to record the request it has already answered. Under load (the
 * provider verification runs beside the consumer tests), pact 16.3+ can read its matches before the
 * native mock server has recorded them and report a request it answered as "expected but not
 * received" (pact-foundation/pact-reference#535, pact-foundation/pact-js#1835, open upstream).
 */
function bookkeepingCaughtUp(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

/** A provider state: a sentence saying what must be true, and the data it names. */
export interface ProviderState {
  readonly state: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

export interface InteractionRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, or one a provider state completes (`fromProviderState`, for an id the provider makes). */
  readonly path: string | Matchers.Matcher<string>;
  readonly query?: TemplateQuery;
  readonly headers?: TemplateHeaders;
  /** A JSON body, with matchers where a value is not the point. */
  readonly body?: unknown;
}

export interface InteractionResponse {
  readonly status: number;
  readonly headers?: TemplateHeaders;
  /** A JSON body, with matchers where a value is not the point. */
  readonly body?: unknown;
  /** A binary body, the file's bytes: Pact matches the provider's by its content type only (a PDF made at signing cannot be equal). */
  readonly binaryBody?: { readonly contentType: string; readonly file: string };
}

/** One interaction a consumer relies on, and how the consumer makes it happen. */
export interface ContractInteraction {
  /** What the consumer asks for, as a sentence; unique within a pact. */
  readonly uponReceiving: string;
  readonly given: readonly ProviderState[];
  readonly request: InteractionRequest;
  readonly response: InteractionResponse;
  /** The api-key the consumer presents in this interaction, in place of the one it usually does. */
  readonly apiKey?: string;
  /** The session cookie the browser would send in this interaction (`authorization=…`); none otherwise. */
  readonly cookie?: string;
  /** The call through the port, and what the consumer must read from its answer. */
  readonly consumerDoes: (api: BookingApiClient) => Promise<void>;
}

/** A provider state sentence with the data it names. */
export function given(state: string, params: ProviderState['params'] = {}): ProviderState {
  return { state, params };
}

export interface ConsumerPactOptions {
  /** The consumer's name in its pact (`reserva-storefront`, `reserva-cli`). */
  readonly consumer: string;
  /** The HTTP client adapter as this consumer configures it, pointed at `baseUrl` (with `apiKey` when an interaction names one). */
  readonly client: (baseUrl: string, apiKey: string | undefined, cookie?: string) => BookingApiClient;
  readonly interactions: readonly ContractInteraction[];
}

export function pactFileName(consumer: string): string {
  return `${consumer}-${PROVIDER}.json`;
}

/** The pact as it is compared: the interactions in a stable order, keys as Pact writes them. */
export function comparablePact(text: string): unknown {
  const pact = JSON.parse(text) as { interactions?: { description?: string }[] };
  // Code-unit order, the same on every machine (localeCompare follows the machine's locale data).
  const description = (interaction: { description?: string }) => interaction.description ?? '';
  const interactions = [...(pact.interactions ?? [])].sort((a, b) =>
    description(a) < description(b) ? -1 : description(a) > description(b) ? 1 : 0,
  );
  return { ...pact, interactions };
}

/**
 * Declares one test per interaction, each driving the consumer's adapter against Pact's mock
 * server, and a last check that the pact they wrote is the one committed in pacts/.
 */
export function describeConsumerPact(options: ConsumerPactOptions): void {
  const { consumer, interactions } = options;
  const written = mkdtempSync(path.join(tmpdir(), `reserva-pact-${consumer}-`));
  const pact = new PactV4({
    consumer,
    provider: PROVIDER,
    dir: written,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });

  const descriptions = interactions.map((interaction) => interaction.uponReceiving);
  const repeated = descriptions.filter((description, index) => descriptions.indexOf(description) !== index);
  if (repeated.length > 0)
    throw new Error(`${consumer} describes more than one interaction as: ${repeated.join('; ')}`);

  describe(`${consumer}'s pact with ${PROVIDER}`, () => {
    afterAll(() => {
      rmSync(written, { recursive: true, force: true });
    });

    for (const interaction of interactions) {
      it(interaction.uponReceiving, async () => {
        let builder = pact.addInteraction();
        for (const { state, params } of interaction.given) builder = builder.given(state, params);
        const { request, response } = interaction;
        await builder
          .uponReceiving(interaction.uponReceiving)
          .withRequest(request.method, request.path, (requestBuilder) => {
            if (request.query !== undefined) requestBuilder.query(request.query);
            if (request.headers !== undefined) requestBuilder.headers(request.headers);
            if (request.body !== undefined) requestBuilder.jsonBody(request.body);
          })
          .willRespondWith(response.status, (responseBuilder) => {
            if (response.headers !== undefined) responseBuilder.headers(response.headers);
            if (response.body !== undefined) responseBuilder.jsonBody(response.body);
            if (response.binaryBody !== undefined)
              responseBuilder.binaryFile(response.binaryBody.contentType, response.binaryBody.file);
          })
          .executeTest(async (mockServer) => {
            await interaction.consumerDoes(options.client(mockServer.url, interaction.apiKey, interaction.cookie));
            await bookkeepingCaughtUp();
          });
      });
    }

    it(`writes the pact committed as pacts/${pactFileName(consumer)}`, () => {
      const files = readdirSync(written);
      expect(files).toEqual([pactFileName(consumer)]);
      const produced = readFileSync(path.join(written, pactFileName(consumer)), 'utf8');
      const committedFile = path.join(PACTS_DIRECTORY, pactFileName(consumer));
      if (process.env[UPDATE_PACTS_VARIABLE] === '1') {
        writeFileSync(committedFile, `${JSON.stringify(comparablePact(produced), null, 2)}\n`);
        return;
      }
      let committed: string;
      try {
        committed = readFileSync(committedFile, 'utf8');
      } catch {
        throw new Error(
          `pacts/${pactFileName(consumer)} is not committed: run ${UPDATE_PACTS_VARIABLE}=1 npm run test:contract`,
        );
      }
      expect(
        comparablePact(committed),
        `pacts/${pactFileName(consumer)} is stale: run ${UPDATE_PACTS_VARIABLE}=1 npm run test:contract and commit it`,
      ).toEqual(comparablePact(produced));
    });
  });
}
