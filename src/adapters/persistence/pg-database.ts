import { createHash } from 'node:crypto';
import pg from 'pg';
import { Unavailable } from './unavailable';
import type { NotificationListener, SqlDatabase, SqlExecutor } from './sql-database';

/** numeric and bigint as JavaScript numbers, as PGlite is set to read them. */
const typeOverrides = new pg.TypeOverrides();
typeOverrides.setTypeParser(pg.types.builtins.NUMERIC, Number);
typeOverrides.setTypeParser(pg.types.builtins.INT8, Number);

// A database that cannot be reached now is told apart from every other failure (docs/adr/0049):
// its SQLSTATE, the socket's error code, or the driver's own words when the connection went away.

/** SQLSTATEs of a server that is going away, coming back, full or too slow to answer. */
const UNAVAILABLE_SQL_STATES = new Set([
  '57P01', // admin_shutdown: a terminated backend, a fast or smart shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** Socket errors: nothing listens, the connection was cut, the host cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` and `pg-pool` say when a connection ended, could not be made in time, or a query got no answer. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or while a query waited
  /^timeout exceeded when trying to connect$/, // no pooled connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server went silent
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout expired$/,
];

/** Whether `error` says the database cannot be reached now, rather than that a statement is wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (
    code !== undefined &&
    (code.startsWith('08') || UNAVAILABLE_SQL_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  )
    return true;
  if (error instanceof Error && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Connecting to a name with several addresses fails with every attempt's error.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnreachable)) return true;
  return false;
}

/** `error` as thrown to the repositories: Unavailable when the database cannot be reached, as it was otherwise. */
function translated(error: unknown): unknown {
  return error instanceof Unavailable || !isDatabaseUnreachable(error)
    ? error
    : new Unavailable('The database', { cause: error });
}

/** The name a statement is prepared under on each connection, or undefined to send it unnamed. */
type StatementNames = (text: string, params: readonly unknown[]) => string | undefined;

/** How many statement texts one pool prepares at most: each connection keeps a plan of each. */
export const PREPARED_STATEMENTS = 256;

/**
 * Statements prepared once per connection, rather than parsed and planned anew each time they are
 * sent (docs/adr/0144): a statement with parameters is named from the second time its text is sent,
 * by a digest of that text, so `pg` parses it once per connection and PostgreSQL keeps its plan.
 * The application's statements are a fixed set of texts sent again and again; texts made for one
 * use (a list of values spelled out) are seen once and stay unnamed, and at most `limit` texts are
 * ever named, so a connection's prepared statements stay bounded. A statement without parameters
 * may hold several statements (BEGIN with a first one), which only the simple protocol carries:
 * never named.
 */
export function preparedStatementNames(limit: number = PREPARED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text, params) => {
    if (params.length === 0) return undefined;
    const named = names.get(text);
    if (named !== undefined || names.size >= limit) return named;
    if (!seenOnce.has(text)) {
      // Forgotten all at once when full: a text sent again after that is only named later.
      if (seenOnce.size >= 4 * limit) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `reserva_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
    return name;
  };
}

function executor(
  client: pg.Pool | pg.PoolClient,
  queryTimeoutMs: number | undefined,
  names: StatementNames | undefined,
): SqlExecutor {
  return {
    async query(text: string, params: readonly unknown[] = []) {
      try {
        const name = names?.(text, params);
        const result = await client.query({
          text,
          values: [...params],
          ...(name === undefined ? {} : { name }),
          ...(queryTimeoutMs === undefined ? {} : { query_timeout: queryTimeoutMs }),
        });
        // Several statements without parameters (BEGIN and a first statement) answer one result each: the last is the caller's.
        const answered: pg.QueryResult | undefined = Array.isArray(result)
          ? (result as pg.QueryResult[]).at(-1)
          : result;
        const rows: readonly unknown[] = answered?.rows ?? [];
        return rows;
      } catch (error) {
        throw translated(error);
      }
    },
    // Scripts (migrations) wait as long as they take.
    async exec(script: string) {
      try {
        await client.query(script);
      } catch (error) {
        throw translated(error);
      }
    },
  };
}

/** PostgreSQL through a `pg` connection pool, shared safely by several server processes. */
export interface PostgresOptions {
  /** DATABASE_POOL_SIZE: connections at most; 10 by default. */
  readonly maxConnections?: number;
  /**
   * DATABASE_CONNECT_TIMEOUT_MS: how long a query waits for a connection, a new one or a pooled one
   * freed, before failing as unavailable; 5 s by default.
   */
  readonly connectTimeoutMs?: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: how long the server lets one statement run (statement_timeout),
   * 0 for no limit; 30 s by default. The client gives up on an answer 5 s after that, so a server
   * gone silent is not waited for forever. Scripts (`exec`, the migrations) have no limit.
   */
  readonly statementTimeoutMs?: number;
  /** Where to report a connection the server dropped while idle; one line on console.error by default. */
  readonly onIdleConnectionError?: (error: Error) => void;
  /**
   * DATABASE_DIRECT_URL: a connection string to the same database that keeps a session, given when
   * the pool's goes through a pooler in transaction mode (PgBouncer; docs/adr/0136). The listener
   * connects there, and the pool then sets nothing at connect: the statement timeout is set in each
   * transaction instead (`SET LOCAL`), since a pooler hands each transaction another session.
   */
  readonly directConnectionString?: string;
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** How much longer than the statement timeout the client waits for an answer. */
const ANSWER_GRACE_MS = 5_000;

function describeDropped(error: Error): string {
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
  return `An idle database connection was dropped (${code}${error.message}); the pool opens a new one when it needs one.`;
}

/** How long a dropped listening connection waits before it is opened again. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * Listens on `channel` over a connection of its own (a pooled one would LISTEN only while it sat in
 * the pool), opened again a second after it drops; resolves to a function that stops.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
  connectTimeoutMs: number,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: connectTimeoutMs });
    let listening = false;
    const lost = () => {
      if (!listening || stopped) return;
      listening = false;
      current = undefined;
      listener.interrupted();
      client.end().catch(() => undefined);
      retry = setTimeout(reopen, RELISTEN_AFTER_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw translated(error);
    }
    listening = true;
    current = client;
  };
  const reopen = () => {
    if (stopped) return;
    open().then(
      () => {
        if (stopped) void current?.end().catch(() => undefined);
        else listener.resumed();
      },
      () => {
        if (!stopped) retry = setTimeout(reopen, RELISTEN_AFTER_MS);
      },
    );
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/**
 * How a transaction begins. Behind a pooler in transaction mode a session's settings would stay on
 * whichever server connection it was sent to: the statement timeout goes with BEGIN, in one round trip.
 */
function beginning(statementTimeoutMs: number, behindPooler: boolean): string {
  return behindPooler && statementTimeoutMs !== 0
    ? `BEGIN; SET LOCAL statement_timeout = ${String(statementTimeoutMs)}`
    : 'BEGIN';
}

/**
 * A transaction's executor that sends `begin` with its first statement when that one has no
 * parameters — as one simple query, which may hold several statements: one round trip where there
 * were two (a create's first statement, its turn on the catalogue, is such; issue 37). A first
 * statement with parameters goes after `begin` on its own, as before.
 */
function beganWithFirstStatement(inside: SqlExecutor, begin: string): SqlExecutor {
  let begun = false;
  const beginning = async (text: string, params: readonly unknown[]) => {
    begun = true;
    if (params.length === 0) return inside.query(`${begin}; ${text}`);
    await inside.query(begin);
    return inside.query(text, params);
  };
  return {
    query: (text, params = []) => (begun ? inside.query(text, params) : beginning(text, params)),
    async exec(script) {
      if (!begun) {
        begun = true;
        await inside.query(begin);
      }
      await inside.exec(script);
    },
  };
}

export function openPostgresDatabase(connectionString: string, options: PostgresOptions = {}): SqlDatabase {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const queryTimeoutMs = statementTimeoutMs === 0 ? undefined : statementTimeoutMs + ANSWER_GRACE_MS;
  // PgBouncer refuses a connection that sets statement_timeout at start-up (08P01, "unsupported
  // startup parameter"); behind it a lone statement is bounded by the role's own statement_timeout
  // (docs/operations.md) and by the client's wait, a transaction's by its SET LOCAL.
  const behindPooler = options.directConnectionString !== undefined;
  const begin = beginning(statementTimeoutMs, behindPooler);
  // A pooler in transaction mode hands each statement whichever session is free, where a statement
  // prepared on another is unknown: behind one, every statement is sent unnamed (docs/adr/0144).
  const names = behindPooler ? undefined : preparedStatementNames();
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs === 0 || behindPooler ? {} : { statement_timeout: statementTimeoutMs }),
    // A peer that vanished without a word is found out by TCP, not only by the next query.
    keepAlive: true,
    types: typeOverrides,
  });
  // An idle connection the server drops (a restart, a terminated backend) is reported here; without
  // a listener Node would end the whole process. The pool replaces it on the next query. Once the
  // pool is closing, the server ending its connections is expected and not worth a word.
  let closing = false;
  const listening = new Set<() => Promise<void>>();
  pool.on('error', (error) => {
    if (!closing)
      (
        options.onIdleConnectionError ??
        ((dropped: Error) => {
          console.error(describeDropped(dropped));
        })
      )(error);
  });
  return {
    engine: 'postgresql',
    ...executor(pool, queryTimeoutMs, names),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw translated(error);
      }
      // A checked-out connection the server drops emits 'error' on its client, which would end the
      // process without a listener (the pool listens only while it is idle). The transaction's next
      // statement fails, and the connection is then discarded rather than pooled again.
      let dropped: Error | undefined;
      const onDropped = (error: Error) => {
        dropped ??= error;
      };
      client.on('error', onDropped);
      let discard: Error | undefined;
      try {
        const transaction = beganWithFirstStatement(executor(client, queryTimeoutMs, names), begin);
        const result = await work(transaction);
        await transaction.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that is gone, or may be mid-answer, is closed: the server rolls back what it
        // had begun. Otherwise it is rolled back here, and closed if even that fails.
        if (dropped !== undefined) {
          discard = dropped;
        } else if (error instanceof Unavailable) {
          discard = error;
        } else {
          try {
            await client.query('ROLLBACK');
          } catch (rollbackError) {
            discard = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          }
        }
        throw translated(error);
      } finally {
        client.removeListener('error', onDropped);
        client.release(discard ?? dropped);
      }
    },
    connectionUse: () => ({
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async listen(channel, listener) {
      // LISTEN needs a session of its own: a pooler in transaction mode would hand it back at once.
      const stop = await listenOn(
        options.directConnectionString ?? connectionString,
        channel,
        listener,
        options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      );
      // Closed while it connected: nothing may keep the process alive.
      if (closing) {
        await stop();
        throw new Error('The database was closed');
      }
      listening.add(stop);
      return async () => {
        listening.delete(stop);
        await stop();
      };
    },
    close: async () => {
      closing = true;
      await Promise.all([...listening].map((stop) => stop()));
      listening.clear();
      await pool.end();
    },
  };
}
