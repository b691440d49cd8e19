import type { SqlDatabase, SqlExecutor } from './sql-database';

/**
 * `database`, recording in `sent` the first 60 characters of every statement sent through it or its
 * transactions, its whitespace folded, with each transaction's BEGIN and its COMMIT or ROLLBACK; any
 * statement `fails` picks is not sent and fails instead, as a lost connection would.
 */
export function recordedStatements(
  database: SqlDatabase,
  sent: string[],
  fails: (text: string) => boolean = () => false,
): SqlDatabase {
  const recording = (executor: SqlExecutor): SqlExecutor => ({
    query: (text, params) => {
      const folded = text.replace(/\s+/g, ' ').trim();
      sent.push(folded.slice(0, 60));
      if (fails(folded)) return Promise.reject(new Error('The line went quiet'));
      return executor.query(text, params);
    },
    exec: (script) => executor.exec(script),
  });
  return {
    ...database,
    ...recording(database),
    transaction: (work) => {
      sent.push('BEGIN');
      return database
        .transaction((transaction) => work(recording(transaction)))
        .then(
          (result) => {
            sent.push('COMMIT');
            return result;
          },
          (error: unknown) => {
            sent.push('ROLLBACK');
            throw error;
          },
        );
    },
  };
}
