import type { SqlExecutor } from './sql-database';

/**
 * Tests read back rows they just wrote, in the shape their assertions state: a row of another shape
 * fails those assertions, so they name it rather than decode it. Production code never does this:
 * it decodes every row through stored-rows.ts's rowDecoder (ADR 0054).
 */
export function readBack(executor: SqlExecutor): {
  query<Row>(text: string, params?: readonly unknown[]): Promise<readonly Row[]>;
} {
  return {
    async query<Row>(text: string, params?: readonly unknown[]) {
      return (await executor.query(text, params)) as readonly Row[];
    },
  };
}
