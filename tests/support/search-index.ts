import { join } from 'node:path';
import type { SqliteDb } from '../../server/db/engine/db';
import { openSqliteDb } from '../../server/db/engine/sqlite-db';
import { migrate } from '../../server/db/migrate';
import { createTempDir } from './test-app';

// What the tests of SQLite's staff search queue share (server/db/write-path/search-index-queue.ts
// and the worker that drains it): a migrated database file, rows written as another process
// would write them, and what the queue and the index hold.

/** A migrated SQLite database in a temporary folder; `cleanups` gets what closes and removes it. */
export async function migratedSqlite(cleanups: (() => void | Promise<void>)[]): Promise<SqliteDb> {
  const temp = createTempDir();
  const db = openSqliteDb(join(temp.dir, 'search.db'));
  cleanups.push(async () => {
    await db.close();
    temp.remove();
  });
  await migrate(db);
  return db;
}

/** `count` contact rows named "<prefix> <n>", in one transaction (as another process might write them). */
export async function insertContacts(db: SqliteDb, prefix: string, count: number): Promise<void> {
  await db.transaction(async () => {
    for (let n = 0; n < count; n++) {
      await db.run(`INSERT INTO submissions (kind, name, phone, email, payload, created_at) VALUES ('contact', ?, '9876543210', ?, '{}', ?)`, [
        `${prefix} ${n}`,
        `${prefix.toLowerCase()}${n}@example.in`,
        new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
      ]);
    }
  });
}

/** How many rows wait in the queue. */
export const queued = async (db: SqliteDb) => (await db.get<{ n: number }>('SELECT count(*) AS n FROM submission_search_queue'))!.n;

/** How many rows the index finds `text` in. */
export const indexed = async (db: SqliteDb, text: string) =>
  (await db.get<{ n: number }>('SELECT count(*) AS n FROM submission_search WHERE submission_search MATCH ?', [`"${text}"`]))!.n;

/** FTS5 compares the index with its table (rank 1: without it, only with itself); throws when a row is missing, extra or different. */
export const integrityCheck = (db: SqliteDb) => db.exec(`INSERT INTO submission_search (submission_search, rank) VALUES ('integrity-check', 1)`);
