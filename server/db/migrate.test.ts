import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { createTempDir } from '../../tests/support/test-app';
import { openDatabase } from './connection';
import { migrate, MIGRATIONS_DIR } from './migrate';

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
});

function freshDatabase(): { db: Database.Database; dir: string } {
  const temp = createTempDir();
  const db = openDatabase(join(temp.dir, 'nested', 'saathi.db'));
  cleanups.push(() => {
    db.close();
    temp.remove();
  });
  return { db, dir: temp.dir };
}

function tableNames(db: Database.Database): string[] {
  return db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name);
}

describe('openDatabase', () => {
  it('creates the folder and turns on WAL (checkpointed every 4,000 pages), foreign keys and a busy timeout', () => {
    const { db } = freshDatabase();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(4000);
  });
});

describe('migrate', () => {
  it('creates the content tables and records the migration', () => {
    const { db } = freshDatabase();
    expect(migrate(db)).toContain('001-content.sql');
    expect(tableNames(db)).toEqual(expect.arrayContaining(['blogs', 'experts', 'meta', 'schema_migrations']));
    const indexes = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blogs'").all();
    expect(indexes.map((i) => i.name)).toContain('blogs_created_at');
  });

  it('creates the submission, idempotency-key and mail outbox tables, submissions indexed by kind and date only', () => {
    const { db } = freshDatabase();
    expect(migrate(db)).toEqual(expect.arrayContaining(['002-submissions.sql', '003-mail-outbox.sql']));
    expect(tableNames(db)).toEqual(expect.arrayContaining(['submissions', 'idempotency_keys', 'mail_outbox']));
    const indexes = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'submissions'")
      .all()
      .map((i) => i.name);
    // Name, phone and e-mail are searched through the trigram index (008), not a B-tree (009).
    expect(indexes).toEqual(['submissions_kind_created_at']);
  });

  it('is idempotent: a second run applies nothing and keeps the data', () => {
    const { db } = freshDatabase();
    const firstRun = migrate(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('k', 'v')").run();
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: firstRun.length });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'k'").get()).toEqual({ value: 'v' });
  });

  it('runs files in numeric order and rolls back a failing file completely', () => {
    const { db, dir } = freshDatabase();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '002-second.sql'), 'ALTER TABLE things ADD COLUMN colour TEXT;');
    writeFileSync(join(migrations, '001-first.sql'), 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    writeFileSync(join(migrations, '003-broken.sql'), 'CREATE TABLE half (id INTEGER); THIS IS NOT SQL;');
    writeFileSync(join(migrations, 'notes.txt'), 'ignored');

    expect(() => migrate(db, migrations)).toThrow();
    expect(tableNames(db)).toContain('things');
    expect(tableNames(db)).not.toContain('half');
    const applied = db.prepare<[], { name: string }>('SELECT name FROM schema_migrations ORDER BY version').all();
    expect(applied.map((row) => row.name)).toEqual(['001-first.sql', '002-second.sql']);
  });

  it('refuses two migrations with the same number', () => {
    const { db, dir } = freshDatabase();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '001-a.sql'), 'SELECT 1;');
    writeFileSync(join(migrations, '001-b.sql'), 'SELECT 1;');
    expect(() => migrate(db, migrations)).toThrow(/share the number 1/);
  });

  it('indexes what the search queue of migration 010 still held, and keeps the index in step by trigger after 012', () => {
    const { db, dir } = freshDatabase();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
    const copy = (name: string) => copyFileSync(join(MIGRATIONS_DIR, name), join(migrations, name));
    files.filter((name) => name < '012').forEach(copy);
    migrate(db, migrations);

    const insert = db.prepare<[string, string]>(
      `INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES ('contact', ?, ?, '9876543210', 'new', '{}', '2026-11-22T10:00:00.000Z')`,
    );
    const queued = Number(insert.run('Asha Rao', 'asha@example.in').lastInsertRowid);
    expect(db.prepare('SELECT id FROM submission_search_queue').pluck().all()).toEqual([queued]);

    files.filter((name) => name >= '012').forEach(copy);
    expect(migrate(db, migrations)).toContain('012-submission-search-by-trigger.sql');
    expect(tableNames(db)).not.toContain('submission_search_queue');

    const found = (text: string) => db.prepare<[string], number>('SELECT rowid FROM submission_search WHERE submission_search MATCH ? ORDER BY rowid').pluck().all(`"${text}"`);
    const added = Number(insert.run('Bilal Khan', 'bilal@example.in').lastInsertRowid);
    expect(found('Asha')).toEqual([queued]);
    expect(found('Khan')).toEqual([added]);
    db.prepare('UPDATE submissions SET name = ? WHERE id = ?').run('Chitra Iyer', added);
    db.prepare('DELETE FROM submissions WHERE id = ?').run(queued);
    expect(found('Khan')).toEqual([]);
    expect(found('Chitra')).toEqual([added]);
    expect(found('Asha')).toEqual([]);
    // FTS5 compares the index with its table and throws when a row is missing, extra or different.
    expect(() => db.exec(`INSERT INTO submission_search (submission_search) VALUES ('integrity-check')`)).not.toThrow();
  });

  it('lets 014 rebuild the staff accounts for the expert role, keeping every account and its sessions', () => {
    const { db, dir } = freshDatabase();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
    const copy = (name: string) => copyFileSync(join(MIGRATIONS_DIR, name), join(migrations, name));
    files.filter((name) => name < '014').forEach(copy);
    migrate(db, migrations);
    db.prepare(`INSERT INTO users (id, username, password_hash, role, created_at, updated_at) VALUES (7, 'meera', 'scrypt$x', 'support', 'then', 'then')`).run();
    db.prepare(`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ('abc', 7, 'then', 'then')`).run();

    files.filter((name) => name >= '014').forEach(copy);
    expect(migrate(db, migrations)).toContain('014-expert-accounts.sql');
    expect(db.prepare('SELECT id, username, role, expert_id FROM users').all()).toEqual([{ id: 7, username: 'meera', role: 'support', expert_id: null }]);
    expect(db.prepare('SELECT token_hash, user_id FROM sessions').all()).toEqual([{ token_hash: 'abc', user_id: 7 }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // The sessions still follow their user out.
    db.prepare('DELETE FROM users WHERE id = 7').run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });
});
