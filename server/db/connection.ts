import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** The autocheckpoint of a connection that checkpoints its own commits (see below). */
export const WAL_AUTOCHECKPOINT_PAGES = 4000;

/**
 * Opens (and creates) the SQLite file with the settings the whole server relies on:
 * WAL so readers never wait for the writer, foreign keys enforced, and a busy timeout
 * so a second process (a CLI command next to the running server) waits instead of failing.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // NORMAL is durable in WAL mode except for the last commits on power loss, and much faster.
    db.pragma('synchronous = NORMAL');
    // A checkpoint copies the WAL into the database and syncs both files. Left to SQLite, it
    // runs inside the commit that crosses this size, on the thread that commits. A form post
    // writes ~25 pages (record, key, mail, their indexes, the search index), so at SQLite's
    // 1,000 pages every 40th post paid for one; at 4,000 (16 MB) they come a quarter as often,
    // and pages rewritten in between are copied once. This is what the CLI tools and the tests
    // get. The running server checkpoints in a worker thread instead (checkpointer.ts) and
    // raises this to a safety net; it comes back here if that worker fails.
    db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    // Form posts are committed in groups, each in its own savepoint. A savepoint keeps the old
    // content of every page it changes, to be able to undo it: past 64 KB, which one post
    // reaches, in a temporary file (~35 more pwrite calls per post), here in memory instead.
    db.pragma('temp_store = MEMORY');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
