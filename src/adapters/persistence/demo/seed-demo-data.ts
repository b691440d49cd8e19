import type { SqlDatabase, SqlExecutor } from '../sql-database';

// Seeding the demo data: each part is a list of tables and their rows with fixed ids, inserted in
// order (parents first) in one transaction. A row whose key is already there is left as it is, so
// seeding again changes nothing, and a later part (bookings, reviews, users…) adds its own tables
// without touching what an earlier part seeded.

/** A jsonb value: sent as JSON text and cast, which both engines read the same way. */
export interface JsonbValue {
  readonly jsonb: unknown;
}

export function jsonb(value: unknown): JsonbValue {
  return { jsonb: value };
}

/** Bytes (a bytea column, such as a secret's digest) are sent as they are. */
export type DemoValue = string | number | boolean | null | JsonbValue | Uint8Array;
export type DemoRow = Readonly<Record<string, DemoValue>>;

export interface DemoTable {
  readonly table: string;
  /** Every row names the same columns. */
  readonly rows: readonly DemoRow[];
}

export interface DemoDataPart {
  readonly name: string;
  /** In insertion order: a table comes after the tables it references. */
  readonly tables: readonly DemoTable[];
}

// Any constant will do; it only has to be the same in every process that seeds this database.
const DEMO_SEED_LOCK = 727_372_502;

const identifier = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!identifier.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

function isJsonb(value: DemoValue): value is JsonbValue {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array);
}

async function insertTable(transaction: SqlExecutor, { table, rows }: DemoTable): Promise<number> {
  const [first] = rows;
  if (first === undefined) return 0;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const names = Object.keys(row);
    if (names.length !== columns.length || names.some((name, index) => name !== columns[index])) {
      throw new Error(`A demo row of ${table} names other columns than the first: ${names.join(', ')}`);
    }
    const placeholders = columns.map((column) => {
      const value = row[column] ?? null;
      params.push(isJsonb(value) ? JSON.stringify(value.jsonb) : value);
      return isJsonb(value) ? `$${String(params.length)}::text::jsonb` : `$${String(params.length)}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const inserted = await transaction.query(
    `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES ${tuples.join(', ')}
     ON CONFLICT DO NOTHING RETURNING 1 AS inserted`,
    params,
  );
  return inserted.length;
}

/**
 * Rows with fixed ids do not move an identity's sequence: move it past them, so that rows created
 * later (by the API) get ids of their own. Sequences ignore rollbacks, so this runs once every
 * insert has succeeded.
 */
async function moveSequencesPastFixedIds(transaction: SqlExecutor, tables: readonly DemoTable[]): Promise<void> {
  const withIds = new Set(
    tables.filter((table) => table.rows[0] !== undefined && 'id' in table.rows[0]).map((table) => table.table),
  );
  for (const table of withIds) {
    await transaction.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${quoted(table)}))`, [
      table,
    ]);
  }
}

/** Seeds `parts` in order, all or nothing; answers how many rows were new (0 on a database already seeded). */
export async function seedDemoData(database: SqlDatabase, parts: readonly DemoDataPart[]): Promise<number> {
  return database.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    const tables = parts.flatMap((part) => part.tables);
    let inserted = 0;
    for (const table of tables) inserted += await insertTable(transaction, table);
    await moveSequencesPastFixedIds(transaction, tables);
    return inserted;
  });
}
