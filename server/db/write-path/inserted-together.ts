import type { Db } from '../engine/db';

/**
 * Speed-up (PostgreSQL): many rows of one table in one statement, for the form posts that share
 * a commit (one-trip-batcher.ts). The rows go as one JSON text, which json_to_recordset turns
 * back into rows of the given columns: one statement to bind, run and answer per table, rather
 * than one per row (docs/BENCHMARKS.md, "The form post on PostgreSQL in one commit per batch").
 * `columns` names the table's columns with their types ("id integer, kind text"), and each row
 * is an object keyed by column name. SQLite has no use for it: its inserts run in the process.
 */
export async function insertedTogether(db: Db, table: string, columns: string, rows: readonly Record<string, string | number | null>[]): Promise<void> {
  if (db.engine !== 'postgres') throw new Error('Rows inserted together are a PostgreSQL speed-up');
  if (rows.length === 0) return;
  const names = columns.split(',').map((column) => column.trim().split(' ')[0]).join(', ');
  await db.run(`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset(CAST(? AS json)) AS r(${columns})`, [JSON.stringify(rows)]);
}
