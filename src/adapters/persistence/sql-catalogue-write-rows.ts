import { isoWeekdayOf, WEEKDAYS, type WeeklyHours } from '#domain/catalogue-file/catalogue';
import { idRows } from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';

// How a catalogue's rows are written (docs/adr/0077): an entity upserted by its key, its links
// gathered and inserted one statement a table, and rows made before catalogue files adopted.

/** Inserts or updates one row by its key columns, answering its id. */
export async function upsert(
  executor: SqlExecutor,
  table: string,
  keys: readonly string[],
  values: Readonly<Record<string, unknown>>,
  only?: string,
): Promise<number> {
  const columns = Object.keys(values);
  const updates = columns.filter((column) => !keys.includes(column)).map((column) => `${column} = EXCLUDED.${column}`);
  const [row] = idRows(
    await executor.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, at) => `$${String(at + 1)}`).join(', ')})
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}${only === undefined ? '' : ` WHERE ${only}`}
       RETURNING id`,
      columns.map((column) => values[column]),
    ),
  );
  if (row === undefined)
    throw new Error(`${table}: the key ${JSON.stringify(keys.map((key) => values[key]))} belongs to another company`);
  return row.id;
}

/**
 * The rows of link tables a catalogue is written with, by table, gathered while its entities are
 * upserted and inserted at the end one statement per table (`insertLinks`): an apply sends a few
 * dozen statements rather than hundreds, and holds the company's creates waiting that much less
 * (docs/adr/0085).
 */
export class Links {
  private readonly tables = new Map<string, { readonly columns: string; readonly rows: unknown[][] }>();

  /** Adds a row to `table`, whose `columns` are `name type` pairs separated by commas, in the row's order. */
  add(table: string, columns: string, row: readonly unknown[]): void {
    const rows = this.tables.get(table)?.rows ?? [];
    if (rows.length === 0) this.tables.set(table, { columns, rows });
    rows.push([...row]);
  }

  /** Inserts every table's rows, each table in one statement (`ON CONFLICT DO NOTHING` where `ignoringDuplicates`). */
  async insert(executor: SqlExecutor, ignoringDuplicates: ReadonlySet<string>): Promise<void> {
    for (const [table, { columns, rows }] of this.tables) {
      const typed = columns.split(',').map((column) => column.trim().split(/\s+/) as [string, string]);
      await executor.query(
        `INSERT INTO ${table} (${typed.map(([name]) => name).join(', ')})
         SELECT * FROM unnest(${typed.map(([, type], at) => `$${String(at + 1)}::${type}[]`).join(', ')})${
           ignoringDuplicates.has(table) ? ' ON CONFLICT DO NOTHING' : ''
         }`,
        typed.map((_, at) => rows.map((row) => row[at])),
      );
    }
  }
}

/** Rows made before catalogue files, named by their made-up keys among `slugs`, take those keys as their slugs. */
export async function adopt(
  executor: SqlExecutor,
  table: string,
  prefix: string,
  companyId: number,
  slugs: readonly string[],
) {
  await executor.query(
    `UPDATE ${table} SET slug = '${prefix}-' || id
      WHERE company_id = $1 AND slug IS NULL AND '${prefix}-' || id = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM ${table} taken WHERE taken.company_id = $1 AND taken.slug = '${prefix}-' || ${table}.id)`,
    [companyId, slugs],
  );
}

export function hoursRowsOf(hours: WeeklyHours): { weekday: number; from: string; to: string }[] {
  return WEEKDAYS.flatMap((weekday) =>
    (hours[weekday] ?? []).map(([from, to]) => ({ weekday: isoWeekdayOf(weekday), from, to })),
  );
}
