import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

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
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
