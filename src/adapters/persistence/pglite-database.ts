import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SqlDatabase, SqlExecutor } from './sql-database';

/** numeric and bigint as JavaScript numbers, as the pg adapter reads them, so rows look the same. */
const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
};

function executor(target: PGlite | Transaction): SqlExecutor {
  return {
    async query(text: string, params: readonly unknown[] = []) {
      const result = await target.query(text, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

function create(options: { readonly dataDir?: string; readonly loadDataDir?: Blob | File }): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist }, parsers });
}

function wrap(pglite: PGlite): SqlDatabase & { clone(): Promise<SqlDatabase> } {
  return {
    engine: 'pglite',
    ...executor(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(executor(transaction))),
    close: () => pglite.close(),
    // One process owns the database: every change is this process's, heard at its commit, and
    // nothing can interrupt the listening.
    async listen(channel, listener) {
      const unlisten = await pglite.listen(channel, (payload) => {
        listener.notified(payload);
      });
      return () => unlisten();
    },
    // PGlite's own clone() keeps the extensions but not the parsers, so numeric columns would come
    // back as text: clone by dumping and loading the data directory with the same options instead.
    clone: async () => wrap(await create({ loadDataDir: await pglite.dumpDataDir('none') })),
  };
}

/**
 * An embedded PostgreSQL (PGlite, WebAssembly) with btree_gist, in `dataDir` on disk, or in memory
 * when no directory is given; in memory, `from` starts it as a copy of a `dump()`. One process owns
 * it; PGlite runs one query or transaction at a time. `clone()` copies an in-memory database, and
 * loading a dump is much faster than creating and migrating one.
 */
export async function openPgliteDatabase(
  options: { readonly dataDir?: string; readonly from?: Blob } = {},
): Promise<SqlDatabase & { clone(): Promise<SqlDatabase>; dump(): Promise<Blob> }> {
  const pglite = await create(
    options.dataDir !== undefined
      ? { dataDir: options.dataDir }
      : options.from !== undefined
        ? { loadDataDir: options.from }
        : {},
  );
  return { ...wrap(pglite), dump: () => pglite.dumpDataDir('none') };
}
