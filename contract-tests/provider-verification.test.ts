import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlServerPorts } from '#adapters/http-server/server-composition-root';
import { serverUseCases } from '#adapters/http-server/server-use-cases';
import { createHttpApp } from '#adapters/http-server/hono-app';
import { demoLinks, UNBUILT_STOREFRONT } from '#adapters/http-server/test-server.test-support';
import { seededPglite } from '#adapters/persistence/demo/demo-databases.test-support';
import type { SqlDatabase } from '#adapters/persistence/sql-database';
import { systemClock } from '#adapters/system-clock';
import { PACTS_DIRECTORY, PROVIDER } from './consumer-pact.test-support';
import { googleStandIn } from './google-stand-in.test-support';
import { providerStateHandlers, type StateHandlers } from './provider-states.test-support';

// Provider verification (ADR 0024): the Pact Verifier replays every interaction of the committed
// pacts against the reference server, served on a real port over a fresh PGlite holding the demo
// data, after the state handlers have made each interaction's provider states true through the
// application's ports.

const pactFiles = readdirSync(PACTS_DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.join(PACTS_DIRECTORY, file));

interface PactFile {
  readonly provider: { readonly name: string };
  readonly interactions: readonly {
    readonly description: string;
    readonly providerStates?: readonly { readonly name: string }[];
  }[];
}

const pacts = pactFiles.map((file) => JSON.parse(readFileSync(file, 'utf8')) as PactFile);

let database: SqlDatabase;
let server: ServerType;
let baseUrl: string;
let stateHandlers: StateHandlers;
/** States a handler found false. Pact's proxy only logs a handler's error and carries on, so they are collected here. */
const unmetStates: string[] = [];

/** The handlers, each recording the error it throws before Pact's proxy swallows it. */
function recordingFailures(handlers: StateHandlers): StateHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([state, handler]) => {
      const recording: typeof handler = async (params) => {
        try {
          return await handler(params);
        } catch (error) {
          unmetStates.push(error instanceof Error ? error.message : String(error));
          throw error;
        }
      };
      return [state, recording];
    }),
  );
}

beforeAll(async () => {
  database = await seededPglite();
  const google = googleStandIn();
  const ports = sqlServerPorts({ database, clock: systemClock, oauthVerifier: google });
  stateHandlers = recordingFailures(providerStateHandlers({ ...ports, google }));
  const app = createHttpApp(serverUseCases(ports), { storefront: { directory: UNBUILT_STOREFRONT, links: demoLinks } });
  await new Promise<void>((listening) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      listening();
    });
  });
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((closed) => {
    server.close(() => {
      closed();
    });
  });
  await database.close();
});

describe(`the reference server as ${PROVIDER}`, () => {
  it('has committed pacts to verify, each naming it as their provider', () => {
    expect(pacts.length).toBeGreaterThan(0);
    for (const pact of pacts) expect(pact.provider.name).toBe(PROVIDER);
  });

  it('has a state handler for every provider state the pacts name', () => {
    const states = new Set(
      pacts.flatMap((pact) =>
        pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)),
      ),
    );
    expect([...states].filter((state) => !(state in stateHandlers))).toEqual([]);
  });

  it('honours every interaction of the committed pacts', async () => {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls: pactFiles,
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
    expect(unmetStates).toEqual([]);
    // Some 440 interactions, each with its provider state: about 70 s on a quiet two-core machine,
    // three times that beside other test processes.
  }, 300_000);
});
