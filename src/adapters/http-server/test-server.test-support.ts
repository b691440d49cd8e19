import type { ObservedCaches } from '../observability/observed-caches';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { components } from '../http/booking-api.generated';
import type { RateLimits } from '#application/abuse/admit-request';
import type { Clock } from '#application/ports/shared/clock';
import type { HumanCheck } from '#application/ports/server/human-check';
import type { OAuthVerifier } from '#application/ports/server/oauth-verifier';
import type { TokenGenerator } from '#application/ports/server/token-generator';
import { databaseFingerprint, seededPglite } from '../persistence/demo/demo-databases.test-support';
import { demoStorefronts } from '../persistence/demo/demo-catalogue-files';
import type { SqlDatabase } from '../persistence/sql-database';
import { systemClock } from '../system-clock';
import {
  contractCheckedClient,
  type CheckedResponse,
  type ContractCheckedClient,
} from './contract-checked-client.test-support';
import { createHttpApp, type HttpAppOptions } from './hono-app';
import { sqlServerPorts } from './server-composition-root';
import { keptAvailabilityAnswers, serverUseCases } from './server-use-cases';

// Test support: the server as the tests drive it, composed directly (tests never need the
// container): the server's use cases over the SQL adapters on a seeded PGlite.

/** A storefront directory that does not exist: the placeholder page answers. */
export const UNBUILT_STOREFRONT = '/nonexistent/reserva-storefront';

export const demoLinks = demoStorefronts().map((storefront) => ({
  label: `${storefront.companyName} — ${storefront.locationName}`,
  path: storefront.path,
}));

export interface TestServer {
  readonly app: Hono;
  readonly client: ContractCheckedClient;
  readonly database: SqlDatabase;
  dispose(): Promise<void>;
}

/**
 * No abuse limits: the endpoint suites send a day's worth of requests for one demo client within a
 * second. The limits' own suite (rate-limits-endpoints.test.ts) passes the limits it tests.
 */
export const NO_RATE_LIMITS: RateLimits = {
  bookingCreate: { perAddress: null, perClient: null },
  clientCheck: { perAddress: null, perClient: null },
  signIn: { perAddress: null, perClient: null },
  tokenLookup: { perAddress: null, perClient: null },
  humanCheckFallback: { perAddress: null, perClient: null },
};

/**
 * No practical cap on pending payments, for the same reason: the endpoint suites book online for
 * one demo client many times. The payments' own suite (payments-endpoints.test.ts) passes the cap it tests.
 */
export const NO_PENDING_PAYMENTS_CAP = 999;

/**
 * The server over the SQL adapters on a new PGlite holding the demo data — or on `database`, which
 * the server then owns and closes — reading `clock` (the machine's by default), with the development
 * human check unless `humanCheck` makes another over the server's database.
 */
export async function seededTestServer(
  options: Partial<HttpAppOptions> & {
    readonly clock?: Clock;
    readonly tokens?: TokenGenerator;
    readonly oauthVerifier?: OAuthVerifier;
    readonly rateLimits?: RateLimits;
    readonly humanCheck?: (database: SqlDatabase, clock: Clock) => HumanCheck;
    readonly pendingPaymentsPerClient?: number;
    readonly database?: SqlDatabase;
    /** Where the agendas and the hours answers report their figures, as the server's do for /metrics. */
    readonly caches?: ObservedCaches;
  } = {},
): Promise<TestServer> {
  const {
    clock = systemClock,
    tokens,
    oauthVerifier,
    rateLimits = NO_RATE_LIMITS,
    humanCheck,
    pendingPaymentsPerClient = NO_PENDING_PAYMENTS_CAP,
    caches,
    ...rest
  } = options;
  const { database = await seededPglite(), ...appOptions } = rest;
  const ports = sqlServerPorts({
    database,
    clock,
    ...(tokens === undefined ? {} : { tokens }),
    ...(oauthVerifier === undefined ? {} : { oauthVerifier }),
    ...(humanCheck === undefined ? {} : { humanCheck: humanCheck(database, clock) }),
    ...(caches === undefined ? {} : { caches }),
  });
  const answers = keptAvailabilityAnswers();
  caches?.observe('hours', answers.hoursAnswers.figures);
  caches?.observe('days', answers.daysAnswers.figures);
  const settings = { rateLimits, pendingPaymentsPerClient, ...answers };
  const app = createHttpApp(serverUseCases(ports, settings), {
    storefront: { directory: UNBUILT_STOREFRONT, links: demoLinks },
    ...appOptions,
  });
  return { app, client: contractCheckedClient(app), database, dispose: () => database.close() };
}

/** Runs bad requests and checks that the database holds exactly what it held before. */
export async function unchanged(server: TestServer, requests: () => Promise<void>): Promise<void> {
  const before = await databaseFingerprint(server.database);
  await requests();
  expect(await databaseFingerprint(server.database)).toEqual(before);
}

/** The response is the failure `code` with `status`, naming `field` (when given) among its attributes. */
export function expectFailure(response: CheckedResponse, status: number, code: string, field?: string): void {
  expect({ status: response.status, code: (response.body as components['schemas']['Error']).code }).toEqual({
    status,
    code,
  });
  if (field !== undefined)
    expect((response.body as components['schemas']['Error']).attributes?.map((attribute) => attribute.field)).toContain(
      field,
    );
}
