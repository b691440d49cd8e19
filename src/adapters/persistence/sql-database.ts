// What the repositories need of a SQL database. The same SQL runs on embedded PGlite and on
// PostgreSQL through `pg` (docs/adr/0006-persist-in-embedded-pglite-by-default-and-postgresql-at-scale.md);
// this is the only seam between them.

export interface SqlExecutor {
  /**
   * One statement with $1… parameters; the rows it returns, as the driver read them. What they hold
   * is for the caller to decode (`rowDecoder` in stored-rows.ts, ADR 0054): nothing here vouches for it.
   */
  query(text: string, params?: readonly unknown[]): Promise<readonly unknown[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface SqlDatabase extends SqlExecutor {
  readonly engine: 'pglite' | 'postgresql';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (transaction: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The connection pool's use now, for the metrics (docs/adr/0061); absent where there is no pool
   * (PGlite: one connection, its queries queued inside it).
   */
  connectionUse?(): ConnectionUse;
  /**
   * Hears the notifications sent on `channel` (NOTIFY, pg_notify) by any connection, this process's
   * or another's, each once its transaction commits (docs/adr/0071). Resolves once listening, to a
   * function that stops. On PostgreSQL the listening connection is one of its own, opened again when
   * dropped: `listener.interrupted` says notifications may have been missed, `listener.resumed` that
   * they are heard again. Absent where the engine cannot listen.
   */
  listen?(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
}

/** What a `listen` tells. */
export interface NotificationListener {
  notified(payload: string): void;
  /** The listening connection was lost: notifications sent from now until `resumed` are missed. */
  interrupted(): void;
  /** Listening again after an interruption. */
  resumed(): void;
}

/** How busy a connection pool is. */
export interface ConnectionUse {
  /** Connections open, idle or handed out. */
  readonly open: number;
  /** Connections handed out to a query or a transaction. */
  readonly inUse: number;
  /** Queries and transactions waiting for a connection. */
  readonly waiting: number;
}

/** A failure PostgreSQL reported, with its SQLSTATE (e.g. 23P01 for an exclusion violation). */
export interface PostgresError {
  readonly code: string;
  readonly constraint?: string;
}

/** Whether `error` is PostgreSQL's report of `sqlState` (on either engine). */
export function isPostgresError(error: unknown, sqlState: string): error is PostgresError {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === sqlState;
}

/** SQLSTATEs the repositories translate into domain outcomes. */
export const SQL_STATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;
