import type { Db, SqlValue } from '../engine/db';

/**
 * Speed-up (PostgreSQL): many rows of one table in one statement, for the form posts that share
 * a commit (one-trip-batcher.ts): one statement to bind, run and answer per table, rather than
 * one per row (docs/BENCHMARKS.md, "The form post on PostgreSQL in one commit per batch"). The
 * values go as the statement's parameters, as a row's own insert sends them: nothing to escape
 * here, nor to parse there. Each row lists its values in the order of `columns`.
 *
 * A statement is prepared once per connection for each number of rows it carries, so the rows go
 * in chunks whose sizes are powers of two (50 rows: 32, 16 and 2): a handful of statements per
 * table, whatever the batches' sizes.
 */
export async function insertedTogether(db: Db, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<void> {
  if (db.engine !== 'postgres') throw new Error('Rows inserted together are a PostgreSQL speed-up');
  const statements: Promise<unknown>[] = [];
  for (let start = 0; start < rows.length; ) {
    const size = chunkSize(rows.length - start);
    const chunk = rows.slice(start, start + size);
    statements.push(db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${valuesList(columns.length, size)}`, chunk.flat()));
    start += size;
  }
  await Promise.all(statements);
}

/** The most rows one statement carries: 64 rows of a dozen columns stay far below PostgreSQL's 65,535 parameters. */
export const MOST_ROWS_A_STATEMENT = 64;

/** The largest power of two, at most MOST_ROWS_A_STATEMENT, that fits in what is left. */
export function chunkSize(left: number): number {
  let size = MOST_ROWS_A_STATEMENT;
  while (size > left) size /= 2;
  return size;
}

const valuesLists = new Map<string, string>();

/** `(?, ?), (?, ?)` for two rows of two columns; kept, as the statements are. */
function valuesList(columns: number, rows: number): string {
  const key = `${columns}x${rows}`;
  let list = valuesLists.get(key);
  if (list === undefined) {
    const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
    list = Array.from({ length: rows }, () => row).join(', ');
    valuesLists.set(key, list);
  }
  return list;
}
