import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheFigures } from '#application/shared/weighted-lru';
import type { BookingUseCases } from '../http-server/routes/bookings';
import type { ConnectionUse, SqlDatabase } from '../persistence/sql-database';
import { readOperationalFigures } from '../persistence/sql-operational-figures';
import type { ObservedCaches } from './observed-caches';
import { withinTimeout } from './within-timeout';

// Prometheus metrics at GET /metrics (issue 17 "Observe"; docs/adr/0061), with prom-client. Each
// server gets a registry of its own rather than prom-client's global one, so test servers in one
// process never share counters. What the server does is counted where it happens — requests by the
// middleware, bookings by wrapping the use cases that make, cancel and confirm them — and what the
// database holds (the outbox, the payments) is read at each scrape.

/** The label of every request no operation of the contract answered: the storefront, the operational routes, a 404. */
export const NOT_AN_OPERATION = 'none';

/** How long a scrape waits for the database's figures before reporting them unknown. */
const FIGURES_TIMEOUT_MS = 2_000;

export interface MetricsOptions {
  /** The database whose outbox, payments and connection pool are reported. */
  readonly database: SqlDatabase;
  /** RESERVA_METRICS_TOKEN: the bearer token a scrape must present; null: none needed. */
  readonly token: string | null;
  /** The in-memory caches whose size, weight, hits, misses and evictions are reported (docs/adr/0135). */
  readonly caches?: ObservedCaches;
}

/** The booking use cases whose outcomes are counted. */
type CountedUseCases = Pick<BookingUseCases, 'createBooking' | 'cancelBookings' | 'confirmAttendances'>;

export interface ServerMetrics {
  /** Where every metric is registered; the exposition text is `registry.metrics()`. */
  readonly registry: Registry;
  /** Middleware timing each request, labelled with the contract operation `operationOf` names and the status answered. */
  timeRequests(operationOf: (c: Context) => string | undefined): MiddlewareHandler;
  /** Counts a request answered outside the app's middleware (a replayed answer, replayed-answers.ts) as timeRequests would. */
  readonly observeRequest: (operationId: string | undefined, status: number, seconds: number) => void;
  /** `useCases` with the bookings made, refused, cancelled and confirmed counted as they answer. */
  countBookings<U extends CountedUseCases>(useCases: U): U;
  /** Serves GET /metrics on `app`, asking for the bearer token when one is configured. */
  mount(app: Hono): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header presents `token` as a bearer token; compared in constant time. */
function presents(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(sha256(presented), sha256(token));
}

/**
 * Each cache's figures, read at each scrape, labelled `cache` (agendas, catalogues, directory, hours, pages): this process's
 * own, so sum() across replicas. The counters are set to the cache's own counts, which only grow.
 */
function registerCacheMetrics(caches: ObservedCaches, registers: Registry[]): void {
  const labelNames = ['cache'] as const;
  const gauge = (name: string, help: string, read: (figures: CacheFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        for (const [cache, figures] of caches.figures()) this.set({ cache }, read(figures));
      },
    });
  const counter = (name: string, help: string, read: (figures: CacheFigures) => number) =>
    new Counter({
      name,
      help,
      labelNames,
      registers,
      collect() {
        this.reset();
        for (const [cache, figures] of caches.figures()) this.inc({ cache }, read(figures));
      },
    });
  gauge(
    'reserva_cache_entries',
    'Entries an in-memory cache keeps now, by cache (agendas, catalogues, directory, hours, pages).',
    (figures) => figures.entries,
  );
  gauge(
    'reserva_cache_weight_bytes',
    'Estimated bytes the entries of an in-memory cache hold now (ADR 0135), by cache; at most its budget.',
    (figures) => figures.weight,
  );
  gauge(
    'reserva_cache_budget_bytes',
    'Estimated bytes an in-memory cache may hold (RESERVA_AGENDA_CACHE_MB, RESERVA_HOURS_CACHE_MB, RESERVA_PAGE_CACHE_MB).',
    (figures) => figures.budget,
  );
  counter(
    'reserva_cache_hits_total',
    'Lookups an in-memory cache answered from what it kept, by cache. Hit ratio: rate(hits) / (rate(hits) + rate(misses)).',
    (figures) => figures.hits,
  );
  counter(
    'reserva_cache_misses_total',
    'Lookups an in-memory cache had to work out anew (nothing kept, or too old), by cache. Hit ratio: rate(hits) / (rate(hits) + rate(misses)).',
    (figures) => figures.misses,
  );
  counter(
    'reserva_cache_evictions_total',
    'Entries an in-memory cache dropped, least recently used first, to stay within its budget (not those forgotten because they changed), by cache.',
    (figures) => figures.evictions,
  );
  counter(
    'reserva_cache_turned_away_total',
    'Entries an in-memory cache did not keep, offered while it was full under a key not offered lately (admission on second sight, ADR 0169), by cache.',
    (figures) => figures.turnedAway,
  );
}

/** A registry of the server's metrics over `options.database`, with Node's default process metrics. */
export function serverMetrics(options: MetricsOptions): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'reserva_http_request_duration_seconds',
    help: 'How long the server took to answer a request, by the contract operation it answered (none outside the API) and the status.',
    labelNames: ['operation_id', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'reserva_rate_limit_refusals_total',
    help: 'Requests refused with 429 for going over an abuse limit (ADR 0038), by contract operation.',
    labelNames: ['operation_id'] as const,
    registers,
  });
  const bookingsCreated = new Counter({
    name: 'reserva_bookings_created_total',
    help: 'Bookings made (a replayed request makes none).',
    registers,
  });
  const bookingsRefused = new Counter({
    name: 'reserva_bookings_refused_total',
    help: 'Requests to book that the create use case refused, by the error code answered.',
    labelNames: ['code'] as const,
    registers,
  });
  const bookingsCancelled = new Counter({
    name: 'reserva_bookings_cancelled_total',
    help: 'Bookings cancelled through their confirmation codes (not those an unpaid payment released).',
    registers,
  });
  const bookingsConfirmed = new Counter({
    name: 'reserva_bookings_confirmed_total',
    help: 'Bookings whose client confirmed attendance through the confirmation links.',
    registers,
  });

  // Read once per scrape, shared by every server process: aggregate with max(), not sum().
  const figuresRead = new Gauge({
    name: 'reserva_metrics_database_up',
    help: '1 when this scrape read the database figures below, 0 when it could not (they are then NaN).',
    registers,
  });
  const outboxBacklog = new Gauge({
    name: 'reserva_outbox_backlog',
    help: 'Mails owed and not yet sent nor given up (the notification outbox).',
    registers,
  });
  const outboxOldestAge = new Gauge({
    name: 'reserva_outbox_oldest_age_seconds',
    help: 'How long the oldest mail still owed has waited; 0 with none.',
    registers,
  });
  const paymentsPending = new Gauge({
    name: 'reserva_payments_pending',
    help: 'Online payments holding their bookings: waiting for the client (a card, or another after a refusal) or the provider.',
    registers,
  });
  const paymentsExpired = new Gauge({
    name: 'reserva_payments_expired',
    help: 'Online payments ever expired unpaid (their bookings released), as the database holds them.',
    registers,
  });
  const figureGauges = [outboxBacklog, outboxOldestAge, paymentsPending, paymentsExpired];

  // PostgreSQL's pool; PGlite has none (one connection, queries queued inside it), so nothing is reported for it.
  const connectionUse = options.database.connectionUse?.bind(options.database);
  if (connectionUse !== undefined) {
    const poolGauge = (name: string, help: string, read: (use: ConnectionUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(connectionUse()));
        },
      });
    poolGauge('reserva_database_connections_open', 'Connections the PostgreSQL pool holds open.', (use) => use.open);
    poolGauge(
      'reserva_database_connections_in_use',
      'Pooled connections handed out to a query or transaction.',
      (use) => use.inUse,
    );
    poolGauge(
      'reserva_database_connections_waiting',
      'Queries and transactions waiting for a pooled connection.',
      (use) => use.waiting,
    );
  }

  if (options.caches !== undefined) registerCacheMetrics(options.caches, registers);

  async function readFigures(): Promise<void> {
    try {
      const figures = await withinTimeout(readOperationalFigures(options.database), FIGURES_TIMEOUT_MS);
      outboxBacklog.set(figures.outboxBacklog);
      outboxOldestAge.set(figures.outboxOldestAgeSeconds);
      paymentsPending.set(figures.paymentsPending);
      paymentsExpired.set(figures.paymentsExpired);
      figuresRead.set(1);
    } catch {
      // The database out of reach is readyz's to say; the scrape still reports everything else.
      for (const gauge of figureGauges) gauge.set(Number.NaN);
      figuresRead.set(0);
    }
  }

  function observeRequest(operation: string | undefined, status: number, seconds: number): void {
    const operationId = operation ?? NOT_AN_OPERATION;
    requestDuration.observe({ operation_id: operationId, status: String(status) }, seconds);
    if (status === 429) rateLimitRefusals.inc({ operation_id: operationId });
  }

  return {
    registry,
    timeRequests(operationOf) {
      return async (c, next) => {
        const started = process.hrtime.bigint();
        try {
          await next();
        } finally {
          observeRequest(operationOf(c), c.res.status, Number(process.hrtime.bigint() - started) / 1e9);
        }
      };
    },
    observeRequest,
    countBookings(useCases) {
      const counted: CountedUseCases = {
        createBooking: (request) =>
          useCases
            .createBooking(request)
            .map((created) => {
              if (!created.replayed) bookingsCreated.inc(created.bookings.length);
              return created;
            })
            .mapErr((refusal) => {
              bookingsRefused.inc({ code: refusal.code });
              return refusal;
            }),
        cancelBookings: (request) =>
          useCases.cancelBookings(request).map((changed) => {
            const before = new Map(changed.group.bookings.map((booking) => [booking.id, booking]));
            bookingsCancelled.inc(
              changed.bookings.filter(
                (booking) => booking.status === 'cancelled' && before.get(booking.id)?.status !== 'cancelled',
              ).length,
            );
            return changed;
          }),
        confirmAttendances: (request) =>
          useCases.confirmAttendances(request).map((changed) => {
            const before = new Map(changed.group.bookings.map((booking) => [booking.id, booking]));
            bookingsConfirmed.inc(
              changed.bookings.filter(
                (booking) => booking.clientConfirmedAt !== null && before.get(booking.id)?.clientConfirmedAt === null,
              ).length,
            );
            return changed;
          }),
      };
      return { ...useCases, ...counted };
    },
    mount(app) {
      app.get('/metrics', async (c) => {
        c.header('Cache-Control', 'no-store');
        if (options.token !== null && !presents(c.req.header('authorization'), options.token)) {
          c.header('WWW-Authenticate', 'Bearer realm="metrics"');
          return c.text('The metrics need Authorization: Bearer <RESERVA_METRICS_TOKEN>.\n', 401);
        }
        await readFigures();
        c.header('Content-Type', registry.contentType);
        return c.body(await registry.metrics(), 200);
      });
    },
  };
}
