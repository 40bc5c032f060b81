import { chmodSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

// An online copy of the database (npm run backup): SQLite's backup API copies the pages while the
// server keeps serving, and the copy is whole as of one moment (what the WAL holds included).
// It is written under a temporary name and renamed once checked, so DATA_DIR/backups never holds
// half a backup under a backup's name.

export const BACKUP_FOLDER = 'backups';

export type Backup = { file: string; pages: number; tables: number };

/** '2026-11-25T04:05:06.789Z' -> 'saathi-20261125T040506Z.db' */
export function backupFileName(at: Date): string {
  return `saathi-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}.db`;
}

export async function backupDatabase(db: Database.Database, dataDir: string, at: Date = new Date()): Promise<Backup> {
  const folder = join(dataDir, BACKUP_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, backupFileName(at));
  const partial = `${file}.partial`;
  try {
    const { totalPages } = await db.backup(partial);
    const tables = checked(partial);
    // Every visitor's records are in it: readable by the server's user only, like the database.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, pages: totalPages, tables };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * The copy becomes one self-contained file (rollback journal, not WAL, so no -wal or -shm file
 * goes with it), opens and passes SQLite's own check; returns how many tables it holds.
 */
function checked(file: string): number {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup failed its check: ${String(result)}`);
    return copy.prepare<[], { tables: number }>("SELECT COUNT(*) AS tables FROM sqlite_master WHERE type = 'table'").get()?.tables ?? 0;
  } finally {
    copy.close();
  }
}
