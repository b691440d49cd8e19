import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isUnavailable } from './unavailable';
import { migrate } from './migrate';
import { isDatabaseUnreachable, openPostgresDatabase, preparedStatementNames } from './pg-database';
import type { SqlDatabase } from './sql-database';
import { testEngines } from './test-databases.test-support';
import { readBack } from './read-back.test-support';

// The PostgreSQL adapter when the database goes away (issue 15 item 2; docs/adr/0049): a dropped
// connection never ends the process, fails what it was doing as Unavailable (which the HTTP edge
// answers 503), and the pool connects anew by itself; every other failure is left as it was.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');

/** An error as `pg` reports one from the server: its SQLSTATE in `code`. */
function serverError(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code });
}

describe('telling a database out of reach from any other failure', () => {
  it.each([
    ['a terminated backend (57P01)', serverError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', serverError('57P02')],
    ['a server starting up or shutting down (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', serverError('08006')],
    ['no connection slots left (53300)', serverError('53300')],
    ['the statement timeout (57014)', serverError('57014', 'canceling statement due to statement timeout')],
    [
      'nothing listening (ECONNREFUSED)',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection (ECONNRESET)', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'every address refusing',
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
    ],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection not made in time', new Error('Connection terminated due to connection timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['a server gone silent', new Error('Query read timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
  ])('reads %s as unreachable', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['an exclusion violation (23P01)', serverError('23P01')],
    ['a unique violation (23505)', serverError('23505')],
    ['a syntax error (42601)', serverError('42601')],
    ['a missing table (42P01)', serverError('42P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'boom'],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 1);
      });
    });
  });
}

describe('a pool whose server cannot be reached', () => {
  it('fails queries and transactions as Unavailable, promptly', async () => {
    const database = openPostgresDatabase(`postgres://postgres@127.0.0.1:${String(await closedPort())}/postgres`, {
      connectTimeoutMs: 1000,
    });
    try {
      await expect(database.query('SELECT 1')).rejects.toSatisfy(isUnavailable);
      await expect(database.transaction((transaction) => transaction.query('SELECT 1'))).rejects.toSatisfy(
        isUnavailable,
      );
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(postgres?.unavailable !== undefined)('a pool on PostgreSQL whose connections the server drops', () => {
  const name = `reserva_pg_faults_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  let admin: SqlDatabase;
  let url: string;

  beforeAll(async () => {
    admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  const terminateAll = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );

  it('fails a transaction whose backend is terminated in its midst as Unavailable, without an error event ending the process, and serves the next', async () => {
    const dropped: Error[] = [];
    const database = openPostgresDatabase(url, {
      maxConnections: 2,
      onIdleConnectionError: (error) => dropped.push(error),
    });
    try {
      await database.exec('CREATE TABLE IF NOT EXISTS marks (n integer)');
      // The backend dies while the transaction's connection is checked out and between statements:
      // its client emits 'error', which had no listener and ended the process (issue 15 item 2).
      const failed = database.transaction(async (transaction) => {
        await transaction.query('INSERT INTO marks VALUES (1)');
        await terminateAll();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await transaction.query('INSERT INTO marks VALUES (2)');
      });
      await expect(failed).rejects.toSatisfy(isUnavailable);
      // Nothing of it was kept, and the pool connects anew.
      expect(await readBack(database).query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).toEqual([{ n: 0 }]);
      await database.transaction((transaction) => transaction.query('INSERT INTO marks VALUES (3)'));
      expect(await readBack(database).query<{ n: number }>('SELECT n FROM marks')).toEqual([{ n: 3 }]);
    } finally {
      await database.close();
    }
  });

  it('fails a statement the backend is terminated under as Unavailable, reports idle connections dropped, and serves the next query', async () => {
    const dropped: Error[] = [];
    const database = openPostgresDatabase(url, {
      maxConnections: 2,
      onIdleConnectionError: (error) => dropped.push(error),
    });
    try {
      await database.query('SELECT 1');
      await terminateAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dropped.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
      // Its failure is awaited from the start, so that it is never left unhandled while the backends are terminated.
      const sleeping = expect(database.query('SELECT pg_sleep(5)')).rejects.toSatisfy(isUnavailable);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateAll();
      await sleeping;
      expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('ends a statement over DATABASE_STATEMENT_TIMEOUT_MS as Unavailable, leaves SQL errors as they are, and lets a migration run as long as it takes', async () => {
    const database = openPostgresDatabase(url, { maxConnections: 1, statementTimeoutMs: 200 });
    try {
      await expect(database.query('SELECT pg_sleep(1)')).rejects.toSatisfy(isUnavailable);
      await expect(database.transaction((transaction) => transaction.query('SELECT pg_sleep(1)'))).rejects.toSatisfy(
        isUnavailable,
      );
      const wrong = await database.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
      expect(isUnavailable(wrong)).toBe(false);
      expect(wrong).toMatchObject({ code: '42P01' });
      expect(await migrate(database, [{ name: '9999-slow', sql: 'SELECT pg_sleep(0.5)' }])).toEqual(['9999-slow']);
      // The exemption was the migration's own: the next statement is timed again.
      await expect(database.query('SELECT pg_sleep(1)')).rejects.toSatisfy(isUnavailable);
    } finally {
      await database.close();
    }
  });

  it('tells the metrics how many connections are open, handed out and waited for (docs/adr/0061)', async () => {
    const database = openPostgresDatabase(url, { maxConnections: 1 });
    try {
      expect(database.connectionUse?.()).toEqual({ open: 0, inUse: 0, waiting: 0 });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = database.transaction(() => held);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const queued = database.query('SELECT 1');
      expect(database.connectionUse?.()).toEqual({ open: 1, inUse: 1, waiting: 1 });
      release();
      await Promise.all([holding, queued]);
      expect(database.connectionUse?.()).toEqual({ open: 1, inUse: 0, waiting: 0 });
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(postgres?.unavailable !== undefined)('a transaction’s round trips on PostgreSQL', () => {
  it('sends BEGIN with a first statement that has no parameters, in one round trip, and answers its rows', async () => {
    const database = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const [first, second] = await database.transaction(async (transaction) => [
        await transaction.query("SELECT now()::text AS began, 'first' AS statement"),
        await transaction.query('SELECT now()::text AS began, $1::text AS statement', ['second']),
      ]);
      const row = (rows: readonly unknown[] | undefined) => rows?.[0] as { began: string; statement: string };
      expect(row(first).statement).toBe('first');
      expect(row(second).statement).toBe('second');
      // Both in one transaction: now() is its start.
      expect(row(second).began).toBe(row(first).began);
      // BEGIN with the first, the second, COMMIT.
      expect(sent).toHaveBeenCalledTimes(3);
    } finally {
      sent.mockRestore();
      await database.close();
    }
  });

  it('sends BEGIN on its own before a first statement with parameters', async () => {
    const database = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await database.transaction((transaction) => transaction.query('SELECT $1::int AS n', [1]));
      expect(sent).toHaveBeenCalledTimes(3);
    } finally {
      sent.mockRestore();
      await database.close();
    }
  });
});

describe('the statements a pool prepares (docs/adr/0144)', () => {
  it('names a statement with parameters from the second time its text is sent, the same name every time after', () => {
    const names = preparedStatementNames();
    const text = 'SELECT $1::int AS n';
    expect(names(text, [1])).toBeUndefined();
    const named = names(text, [2]);
    expect(named).toMatch(/^reserva_[0-9a-f]{32}$/);
    expect(names(text, [3])).toBe(named);
    names('SELECT $1::text AS t', ['a']);
    expect(names('SELECT $1::text AS t', ['b'])).not.toBe(named);
  });

  it('never names a statement without parameters: it may hold several, which only the simple protocol carries', () => {
    const names = preparedStatementNames();
    for (let sent = 0; sent < 3; sent += 1) expect(names('BEGIN; SELECT 1', [])).toBeUndefined();
  });

  it('names at most its limit of texts, the first ones sent twice; the others stay unnamed however often', () => {
    const names = preparedStatementNames(2);
    const texts = ['SELECT $1::int', 'SELECT $1::int + 1', 'SELECT $1::int + 2'];
    for (const text of texts) names(text, [1]);
    const [first, second, third] = texts.map((text) => names(text, [1]));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(third).toBeUndefined();
    expect(names(texts[2] as string, [1])).toBeUndefined();
    expect(names(texts[0] as string, [1])).toBe(first);
  });
});

describe.skipIf(postgres?.unavailable !== undefined)('prepared statements on PostgreSQL (docs/adr/0144)', () => {
  const preparedHere = (database: SqlDatabase) =>
    database.transaction(async (transaction) => {
      for (let sent = 0; sent < 3; sent += 1) {
        const [row] = await transaction.query('SELECT $1::int + 1 AS next', [sent]);
        expect(row).toEqual({ next: sent + 1 });
      }
      return (await transaction.query('SELECT statement FROM pg_prepared_statements')).map(
        (row) => (row as { statement: string }).statement,
      );
    });

  it('prepares a statement sent again on the connection it is sent on, answering as before', async () => {
    const database = openPostgresDatabase(adminUrl, { maxConnections: 1 });
    try {
      expect(await preparedHere(database)).toContain('SELECT $1::int + 1 AS next');
      // Outside the transaction, on the pool, the same text is answered by the same prepared statement.
      expect(await database.query('SELECT $1::int + 1 AS next', [41])).toEqual([{ next: 42 }]);
    } finally {
      await database.close();
    }
  });

  it('prepares nothing behind a pooler in transaction mode (DATABASE_DIRECT_URL given)', async () => {
    const database = openPostgresDatabase(adminUrl, { maxConnections: 1, directConnectionString: adminUrl });
    try {
      expect(await preparedHere(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
