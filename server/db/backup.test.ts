import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../../tests/support/test-app';
import { openSqliteDb } from './engine/sqlite-db';
import type { SqliteDb } from './engine/db';
import { migrate } from './migrate';
import { BACKUP_FOLDER, backupDatabase, backupFileName } from './backup';

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A migrated SQLite database in a temporary folder: backups are SQLite's alone. */
async function tempDatabase(): Promise<{ db: SqliteDb; dir: string }> {
  const temp = createTempDir();
  const db = openSqliteDb(join(temp.dir, 'saathi.db'));
  cleanups.push(temp.remove, () => db.close());
  await migrate(db);
  return { db, dir: temp.dir };
}

describe('backupDatabase', () => {
  it('copies the live database, what the WAL holds included, into DATA_DIR/backups', async () => {
    const { db: sqlite, dir } = await tempDatabase();
    const db = sqlite.connection;
    const insert = db.prepare("INSERT INTO submissions (kind, name, payload, created_at) VALUES ('contact', ?, '{}', '2026-11-25T00:00:00Z')");
    for (let index = 0; index < 500; index++) insert.run(`Visitor ${index}`);

    const at = new Date('2026-11-25T04:05:06.789Z');
    const backup = await backupDatabase(db, dir, at);
    // Written while the server goes on writing: the copy is the database as of the backup.
    insert.run('After the backup');

    expect(backup.file).toBe(join(dir, BACKUP_FOLDER, 'saathi-20261125T040506Z.db'));
    expect(readdirSync(join(dir, BACKUP_FOLDER))).toEqual(['saathi-20261125T040506Z.db']);
    expect(statSync(join(dir, BACKUP_FOLDER)).mode & 0o777).toBe(0o700);
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    const copy = new Database(backup.file, { readonly: true });
    try {
      expect(copy.prepare('SELECT COUNT(*) FROM submissions').pluck().get()).toBe(500);
      expect(copy.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(
        db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get(),
      );
    } finally {
      copy.close();
    }
    expect(backup.tables).toBeGreaterThan(10);
  });

  it('names each backup by its time, so a later one never replaces an earlier one', async () => {
    const { db, dir } = await tempDatabase();
    await backupDatabase(db.connection, dir, new Date('2026-11-25T04:05:06Z'));
    await backupDatabase(db.connection, dir, new Date('2026-11-26T04:05:06Z'));
    expect(readdirSync(join(dir, BACKUP_FOLDER)).sort()).toEqual(['saathi-20261125T040506Z.db', 'saathi-20261126T040506Z.db']);
    expect(backupFileName(new Date('2026-01-02T03:04:05.006Z'))).toBe('saathi-20260102T030405Z.db');
  });
});
