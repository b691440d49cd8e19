import pg from 'pg';
import type { SqlDatabase, SqlExecutor } from './sql-database';

/** numeric and bigint as JavaScript numbers, as PGlite is set to read them. */
const typeOverrides = new pg.TypeOverrides();
typeOverrides.setTypeParser(pg.types.builtins.NUMERIC, Number);
typeOverrides.setTypeParser(pg.types.builtins.INT8, Number);

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, [...params]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      await client.query(script);
    },
  };
}

/** PostgreSQL through a `pg` connection pool, shared safely by several server processes. */
export interface PostgresOptions {
  readonly maxConnections?: number;
  /** Where to report an idle connection the server dropped; console.error by default. */
  readonly onIdleConnectionError?: (error: Error) => void;
}

export function openPostgresDatabase(connectionString: string, options: PostgresOptions = {}): SqlDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types: typeOverrides,
  });
  // An idle connection the server drops (a restart, a terminated backend) is reported here; without
  // a listener Node would end the whole process. The pool replaces it on the next query. Once the
  // pool is closing, the server ending its connections is expected and not worth a word.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) (options.onIdleConnectionError ?? console.error)(error);
  });
  return {
    engine: 'postgresql',
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
