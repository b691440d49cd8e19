import type { Hono } from 'hono';
import { pendingMigrations, schemaMigrations, type Migration } from '../persistence/migrate';
import type { SqlExecutor } from '../persistence/sql-database';
import { withinTimeout } from './within-timeout';

// GET /healthz and GET /readyz (issue 17 "Observe"; docs/adr/0061), for a load balancer or an
// orchestrator. /healthz says the process is alive and answering; it never looks at the database,
// so a database outage (which the server waits through, ADR 0049) never gets the process restarted.
// /readyz says whether this process should be sent requests: the database answers, every migration
// is applied — and the process is not shutting down. When REDIS_URL is set it names Redis's state
// too, but Redis away leaves the process ready, `degraded` (200): the abuse limits count in the
// database meanwhile (docs/adr/0086), and a Redis shared by every replica would otherwise take them
// all out of the load balancer at once. Their bodies name each check's state and nothing more: no
// address, no error text.

/** How long each check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessProbes {
  readonly database: SqlExecutor;
  /** The abuse limits' Redis, when REDIS_URL is set (ADR 0038). */
  readonly redis?: { ping(): Promise<void> };
  /** The migrations this code expects applied; the schema's own by default. */
  readonly migrations?: readonly Migration[];
  readonly timeoutMs?: number;
}

export type CheckState = 'ok' | 'unreachable';

/** What GET /readyz answers, 200 when `status` is `ready` or `degraded`, 503 otherwise. */
export type Readiness =
  | { readonly status: 'draining' }
  | {
      /** `degraded`: serving, but Redis is out of reach (docs/adr/0086). */
      readonly status: 'ready' | 'degraded' | 'not_ready';
      readonly checks: {
        readonly database: CheckState;
        /** `unknown` while the database is out of reach. */
        readonly migrations: 'applied' | 'pending' | 'unknown';
        /** Present only when REDIS_URL is set. */
        readonly redis?: CheckState;
      };
      /** The migrations not applied yet, by name; present only when some are. */
      readonly pending_migrations?: readonly string[];
    };

export interface Health {
  /** The shutdown calls this first: from then on /readyz answers 503, so no new requests are sent here. */
  drain(): void;
  readonly draining: boolean;
  readiness(): Promise<Readiness>;
  /** Serves GET /healthz and GET /readyz on `app`. */
  mount(app: Hono): void;
}

const settled = <T>(work: Promise<T>): Promise<{ readonly ok: true; readonly value: T } | { readonly ok: false }> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    () => ({ ok: false as const }),
  );

/** The process's health over `probes`. */
export function health(probes: ReadinessProbes): Health {
  const timeoutMs = probes.timeoutMs ?? CHECK_TIMEOUT_MS;
  const migrations = probes.migrations ?? schemaMigrations();
  let draining = false;

  async function readiness(): Promise<Readiness> {
    if (draining) return { status: 'draining' };
    // The migrations' read is the database's check too: one round trip answers both.
    const [pending, redis] = await Promise.all([
      settled(withinTimeout(pendingMigrations(probes.database, migrations), timeoutMs)),
      probes.redis === undefined ? undefined : settled(withinTimeout(probes.redis.ping(), timeoutMs)),
    ]);
    const checks = {
      database: pending.ok ? ('ok' as const) : ('unreachable' as const),
      migrations: !pending.ok
        ? ('unknown' as const)
        : pending.value.length === 0
          ? ('applied' as const)
          : ('pending' as const),
      ...(redis === undefined ? {} : { redis: redis.ok ? ('ok' as const) : ('unreachable' as const) }),
    };
    const serving = checks.database === 'ok' && checks.migrations === 'applied';
    return {
      status: !serving ? 'not_ready' : (checks.redis ?? 'ok') === 'ok' ? 'ready' : 'degraded',
      checks,
      ...(pending.ok && pending.value.length > 0 ? { pending_migrations: pending.value } : {}),
    };
  }

  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    readiness,
    mount(app) {
      app.get('/healthz', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'alive' }, 200);
      });
      app.get('/readyz', async (c) => {
        c.header('Cache-Control', 'no-store');
        const answer = await readiness();
        return c.json(answer, answer.status === 'ready' || answer.status === 'degraded' ? 200 : 503);
      });
    },
  };
}
