import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTempPostgresDb, type TempPostgresDb } from '../../tests/support/postgres';
import { createTempDir } from '../../tests/support/test-app';
import { openDatabase } from './connection';
import { sqliteStoredTables } from './copy';
import type { Db, SqliteDb } from './engine/db';
import { openPostgresDb } from './engine/postgres-db';
import { openSqliteDb } from './engine/sqlite-db';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { indexQueuedSubmissions } from './write-path/search-index-queue';

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function freshDatabase(): { db: SqliteDb; dir: string } {
  const temp = createTempDir();
  const db = openSqliteDb(join(temp.dir, 'nested', 'saathi.db'));
  cleanups.push(async () => {
    await db.close();
    temp.remove();
  });
  return { db, dir: temp.dir };
}

/** A migrations folder of its own, with the given files (name -> SQL). */
function migrationsFolder(dir: string, files: Record<string, string>): string {
  const migrations = join(dir, 'migrations');
  mkdirSync(migrations, { recursive: true });
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(migrations, name), sql);
  return migrations;
}

/** The project's migrations that `keep` names, copied into a folder of the test's own. */
function copyMigrations(dir: string, keep: (name: string) => boolean): string {
  const migrations = migrationsFolder(dir, {});
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && keep(file))) {
    copyFileSync(join(MIGRATIONS_DIR, name), join(migrations, name));
  }
  return migrations;
}

async function tableNames(db: Db): Promise<string[]> {
  const sql =
    db.engine === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name";
  return (await db.all<{ name: string }>(sql)).map((row) => row.name);
}

async function appliedNames(db: Db): Promise<string[]> {
  return (await db.all<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version')).map((row) => row.name);
}

describe('openDatabase', () => {
  it('creates the folder and turns on WAL (checkpointed every 4,000 pages), foreign keys and a busy timeout', () => {
    const temp = createTempDir();
    const db = openDatabase(join(temp.dir, 'nested', 'saathi.db'));
    cleanups.push(() => {
      db.close();
      temp.remove();
    });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(4000);
  });
});

describe('migrate', () => {
  it('creates the content tables and records the migration', async () => {
    const { db } = freshDatabase();
    expect(await migrate(db)).toContain('001-content.sqlite.sql');
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['blogs', 'experts', 'meta', 'schema_migrations']));
    const indexes = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'blogs'");
    expect(indexes.map((i) => i.name)).toContain('blogs_created_at');
  });

  it('creates the submission, idempotency-key and mail outbox tables, submissions indexed by kind and date only', async () => {
    const { db } = freshDatabase();
    expect(await migrate(db)).toEqual(expect.arrayContaining(['002-submissions.sqlite.sql', '003-mail-outbox.sqlite.sql']));
    expect(await tableNames(db)).toEqual(expect.arrayContaining(['submissions', 'idempotency_keys', 'mail_outbox']));
    const indexes = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'submissions'");
    // Name, phone and e-mail are searched through the trigram index (008), not a B-tree (009).
    expect(indexes.map((i) => i.name)).toEqual(['submissions_kind_created_at']);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    const { db } = freshDatabase();
    const firstRun = await migrate(db);
    await db.run("INSERT INTO meta (key, value) VALUES ('k', 'v')");
    expect(await migrate(db)).toEqual([]);
    expect(await db.get('SELECT count(*) AS n FROM schema_migrations')).toEqual({ n: firstRun.length });
    expect(await db.get("SELECT value FROM meta WHERE key = 'k'")).toEqual({ value: 'v' });
  });

  it('keeps the versions an existing database recorded under the names its files had before', async () => {
    const { db, dir } = freshDatabase();
    const old = migrationsFolder(join(dir, 'old'), { '001-first.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);' });
    await migrate(db, old);
    const now = migrationsFolder(join(dir, 'now'), {
      '001-first.sqlite.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
      '001-first.postgres.sql': 'CREATE TABLE things (id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY);',
      '002-second.sql': 'ALTER TABLE things ADD COLUMN colour TEXT;',
    });
    expect(await migrate(db, now)).toEqual(['002-second.sql']);
    expect(await appliedNames(db)).toEqual(['001-first.sql', '002-second.sql']);
  });

  it('runs files in numeric order and rolls back a failing file completely', async () => {
    const { db, dir } = freshDatabase();
    const migrations = migrationsFolder(dir, {
      '002-second.sql': 'ALTER TABLE things ADD COLUMN colour TEXT;',
      '001-first.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
      '003-broken.sql': 'CREATE TABLE half (id INTEGER); THIS IS NOT SQL;',
      'notes.txt': 'ignored',
    });

    await expect(migrate(db, migrations)).rejects.toThrow();
    expect(await tableNames(db)).toContain('things');
    expect(await tableNames(db)).not.toContain('half');
    expect(await appliedNames(db)).toEqual(['001-first.sql', '002-second.sql']);
  });

  it('refuses two migrations with the same number', async () => {
    const { db, dir } = freshDatabase();
    const migrations = migrationsFolder(dir, { '001-a.sql': 'SELECT 1;', '001-b.sql': 'SELECT 1;' });
    await expect(migrate(db, migrations)).rejects.toThrow(/share the number 1/);
  });

  it("runs the engine's own file where a version has one per engine", async () => {
    const { db, dir } = freshDatabase();
    const migrations = migrationsFolder(dir, {
      '001-things.sqlite.sql': "CREATE TABLE things (engine TEXT); INSERT INTO things VALUES ('sqlite');",
      '001-things.postgres.sql': "CREATE TABLE things (engine TEXT); INSERT INTO things VALUES ('postgres');",
      '002-more.sql': "INSERT INTO things VALUES ('both');",
    });
    expect(await migrate(db, migrations)).toEqual(['001-things.sqlite.sql', '002-more.sql']);
    expect(await db.all('SELECT engine FROM things')).toEqual([{ engine: 'sqlite' }, { engine: 'both' }]);
  });

  it('refuses a version with a file for one engine only, before applying anything', async () => {
    const { db, dir } = freshDatabase();
    const migrations = migrationsFolder(dir, {
      '001-first.sql': 'CREATE TABLE things (id INTEGER);',
      '002-second.sqlite.sql': 'ALTER TABLE things ADD COLUMN colour TEXT;',
    });
    await expect(migrate(db, migrations)).rejects.toThrow('Migration 2 has 002-second.sqlite.sql but no 002-second.postgres.sql');
    expect(await tableNames(db)).not.toContain('things');
  });

  it('refuses a shared file beside engine files of the same number, and engine files of different names', async () => {
    const { db, dir } = freshDatabase();
    const beside = migrationsFolder(join(dir, 'beside'), {
      '001-a.sql': 'SELECT 1;',
      '001-a.sqlite.sql': 'SELECT 1;',
      '001-a.postgres.sql': 'SELECT 1;',
    });
    await expect(migrate(db, beside)).rejects.toThrow(/share the number 1/);
    const apart = migrationsFolder(join(dir, 'apart'), { '001-a.sqlite.sql': 'SELECT 1;', '001-b.postgres.sql': 'SELECT 1;' });
    await expect(migrate(db, apart)).rejects.toThrow(/share the number 1/);
  });

  it('indexes what the search queue of migration 010 still held, keeps the index in step by trigger after 012, and queues again after 028', async () => {
    const { db, dir } = freshDatabase();
    const before012 = copyMigrations(dir, (name) => name < '012');
    await migrate(db, before012);

    const insert = (name: string, email: string) =>
      db.get<{ id: number }>(
        `INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES ('contact', ?, ?, '9876543210', 'new', '{}', '2026-11-22T10:00:00.000Z') RETURNING id`,
        [name, email],
      );
    const queued = (await insert('Asha Rao', 'asha@example.in'))!.id;
    expect(await db.all('SELECT id FROM submission_search_queue')).toEqual([{ id: queued }]);

    // Up to 028, which brings a queue back (tested below).
    const before028 = copyMigrations(dir, (name) => name < '028');
    expect(await migrate(db, before028)).toContain('012-submission-search-by-trigger.sqlite.sql');
    expect(await tableNames(db)).not.toContain('submission_search_queue');

    const found = async (text: string) =>
      (await db.all<{ id: number }>('SELECT rowid AS id FROM submission_search WHERE submission_search MATCH ? ORDER BY rowid', [`"${text}"`])).map((row) => row.id);
    const added = (await insert('Bilal Khan', 'bilal@example.in'))!.id;
    expect(await found('Asha')).toEqual([queued]);
    expect(await found('Khan')).toEqual([added]);
    await db.run('UPDATE submissions SET name = ? WHERE id = ?', ['Chitra Iyer', added]);
    await db.run('DELETE FROM submissions WHERE id = ?', [queued]);
    expect(await found('Khan')).toEqual([]);
    expect(await found('Chitra')).toEqual([added]);
    expect(await found('Asha')).toEqual([]);
    // FTS5 compares the index with its table (asked with rank 1: without it, an external-content
    // index is only checked against itself) and throws when a row is missing, extra or different.
    await expect(db.exec(`INSERT INTO submission_search (submission_search, rank) VALUES ('integrity-check', 1)`)).resolves.toBeUndefined();

    // 028: what is indexed stays so; a new row waits in the queue until it joins the index.
    expect(await migrate(db, copyMigrations(dir, () => true))).toContain('028-submission-search-queue.sqlite.sql');
    const waiting = (await insert('Farah Ali', 'farah@example.in'))!.id;
    expect(await db.all('SELECT id FROM submission_search_queue')).toEqual([{ id: waiting }]);
    expect([await found('Farah'), await found('Chitra')]).toEqual([[], [added]]);
    expect(await indexQueuedSubmissions(db)).toBe(1);
    expect(await found('Farah')).toEqual([waiting]);
    await expect(db.exec(`INSERT INTO submission_search (submission_search, rank) VALUES ('integrity-check', 1)`)).resolves.toBeUndefined();
  });

  it('lets 014 rebuild the staff accounts for the expert role, keeping every account and its sessions', async () => {
    const { db, dir } = freshDatabase();
    await migrate(db, copyMigrations(dir, (name) => name < '014'));
    await db.run(`INSERT INTO users (id, username, password_hash, role, created_at, updated_at) VALUES (7, 'meera', 'scrypt$x', 'support', 'then', 'then')`);
    await db.run(`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ('abc', 7, 'then', 'then')`);

    expect(await migrate(db, copyMigrations(dir, () => true))).toContain('014-expert-accounts.sqlite.sql');
    expect(await db.all('SELECT id, username, role, expert_id FROM users')).toEqual([{ id: 7, username: 'meera', role: 'support', expert_id: null }]);
    expect(await db.all('SELECT token_hash, user_id FROM sessions')).toEqual([{ token_hash: 'abc', user_id: 7 }]);
    expect(db.connection.pragma('foreign_key_check')).toEqual([]);
    // The sessions still follow their user out.
    await db.run('DELETE FROM users WHERE id = 7');
    expect(await db.get('SELECT COUNT(*) AS n FROM sessions')).toEqual({ n: 0 });
  });
});

/** What both engines' schemas must agree on, per table: columns, NOT NULL columns, unique column lists and foreign keys. */
type TableShape = { columns: string[]; notNull: string[]; unique: string[]; foreignKeys: string[] };
type Shape = Record<string, TableShape>;

const foreignKey = (from: string, table: string, to: string, onDelete: string) => `${from} -> ${table}(${to}) ON DELETE ${onDelete}`;

async function sqliteShape(db: SqliteDb): Promise<Shape> {
  const connection = db.connection;
  const shape: Shape = {};
  for (const name of sqliteStoredTables(connection)) {
    const columns = connection.pragma(`table_info(${name})`) as Array<{ name: string; notnull: number; pk: number }>;
    const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    const indexes = connection.pragma(`index_list(${name})`) as Array<{ name: string; unique: number; origin: string }>;
    const unique = indexes
      .filter((index) => index.unique === 1 && index.origin !== 'pk')
      .map((index) => (connection.pragma(`index_info(${index.name})`) as Array<{ seqno: number; name: string }>).sort((a, b) => a.seqno - b.seqno).map((column) => column.name).join(','));
    const foreignKeys = connection.pragma(`foreign_key_list(${name})`) as Array<{ table: string; from: string; to: string; on_delete: string }>;
    shape[name] = {
      columns: columns.map((column) => column.name).sort(),
      // A primary key is NOT NULL on PostgreSQL; on SQLite an INTEGER one is the rowid, never NULL.
      notNull: columns.filter((column) => column.notnull === 1 || column.pk > 0).map((column) => column.name).sort(),
      unique: [primaryKey.join(','), ...unique].sort(),
      foreignKeys: foreignKeys.map((key) => foreignKey(key.from, key.table, key.to, key.on_delete)).sort(),
    };
  }
  return shape;
}

const POSTGRES_DELETE_ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

async function postgresShape(db: Db): Promise<Shape> {
  const columns = await db.all<{ table: string; name: string; nullable: string }>(
    `SELECT table_name AS "table", column_name AS name, is_nullable AS nullable
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const unique = await db.all<{ table: string; columns: string }>(
    `SELECT c.relname AS "table",
            array_to_string(ARRAY(
              SELECT a.attname FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k (attnum, position)
              JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.position
            ), ',') AS columns
     FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indrelid JOIN pg_namespace AS n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND i.indisunique`,
  );
  const foreignKeys = await db.all<{ table: string; from: string; target: string; to: string; action: string }>(
    `SELECT c.relname AS "table", a.attname AS "from", t.relname AS target, ta.attname AS "to", k.confdeltype AS action
     FROM pg_constraint AS k
     JOIN pg_class AS c ON c.oid = k.conrelid JOIN pg_namespace AS n ON n.oid = c.relnamespace
     JOIN pg_attribute AS a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
     JOIN pg_class AS t ON t.oid = k.confrelid
     JOIN pg_attribute AS ta ON ta.attrelid = k.confrelid AND ta.attnum = k.confkey[1]
     WHERE n.nspname = 'public' AND k.contype = 'f'`,
  );
  const shape: Shape = {};
  for (const column of columns) {
    const table = (shape[column.table] ??= { columns: [], notNull: [], unique: [], foreignKeys: [] });
    table.columns.push(column.name);
    if (column.nullable === 'NO') table.notNull.push(column.name);
  }
  for (const index of unique) shape[index.table]!.unique.push(index.columns);
  for (const key of foreignKeys) shape[key.table]!.foreignKeys.push(foreignKey(key.from, key.target, key.to, POSTGRES_DELETE_ACTIONS[key.action]!));
  for (const table of Object.values(shape)) {
    table.columns.sort();
    table.notNull.sort();
    table.unique.sort();
    table.foreignKeys.sort();
  }
  return shape;
}

describe('migrate on PostgreSQL', () => {
  let postgres: TempPostgresDb;
  let applied: string[];
  beforeAll(async () => {
    postgres = await createTempPostgresDb();
    applied = await migrate(postgres.db);
  }, 60_000);
  afterAll(() => postgres?.cleanup());

  it('applies every version, each from its PostgreSQL file or the shared one, once', async () => {
    const versions = [...new Set(readdirSync(MIGRATIONS_DIR).map((file) => file.slice(0, 3)).filter((prefix) => /^\d{3}$/.test(prefix)))];
    expect(applied).toHaveLength(versions.length);
    expect(applied.every((name) => !name.endsWith('.sqlite.sql'))).toBe(true);
    expect(applied).toContain('001-content.postgres.sql');
    expect(applied).toContain('009-drop-unused-submission-indexes.sql');
    expect(await migrate(postgres.db)).toEqual([]);
  });

  it('has the same tables, columns, NOT NULL columns, unique column lists and foreign keys as SQLite', async () => {
    const { db } = freshDatabase();
    await migrate(db);
    const sqlite = await sqliteShape(db);
    const pg = await postgresShape(postgres.db);
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
    for (const table of Object.keys(sqlite)) expect({ table, ...pg[table] }).toEqual({ table, ...sqlite[table] });
  });

  it('lets two processes migrate one database at once: each version is applied once', async () => {
    const fresh = await createTempPostgresDb();
    cleanups.push(() => fresh.cleanup());
    const second = openPostgresDb(fresh.url);
    cleanups.push(() => second.close());
    const [one, other] = await Promise.all([migrate(fresh.db), migrate(second)]);
    expect([...one, ...other].sort()).toEqual([...applied].sort());
  }, 60_000);

  it('searches name, phone and e-mail with ILIKE through the trigram index of the three joined', async () => {
    const { db } = postgres;
    await db.run(`INSERT INTO submissions (kind, name, email, phone, payload, created_at) VALUES ('contact', 'Asha Rao', 'asha@example.in', '9876543210', '{}', 'now')`);
    const joined = `(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))`;
    const search = `SELECT name FROM submissions WHERE kind = 'contact' AND ${joined} ILIKE @pattern ESCAPE '\\'`;
    expect(await db.all(search, { pattern: '%SHA r%' })).toEqual([{ name: 'Asha Rao' }]);
    expect(await db.all(search, { pattern: '%76543%' })).toEqual([{ name: 'Asha Rao' }]);
    const plan = await db.transaction(async () => {
      // A handful of rows is read fastest by a scan (or through the kind's index): the planner
      // must be told to show the trigram path.
      await db.exec('SET LOCAL enable_seqscan = off');
      return db.all<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM submissions WHERE ${joined} ILIKE @pattern`, { pattern: '%sha%' });
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('submissions_search_text_trigrams');
    // The per-column indexes of 008 are gone (023): no query read them, every post paid for them.
    const columnIndexes = await db.all(`SELECT indexname FROM pg_indexes WHERE tablename = 'submissions' AND indexname LIKE 'submissions_%_trigrams' AND indexname <> 'submissions_search_text_trigrams'`);
    expect(columnIndexes).toEqual([]);
  });

  it('forgets the request hash of a deleted submission, as the SQLite trigger does', async () => {
    const { db } = postgres;
    const { id } = (await db.get<{ id: number }>(`INSERT INTO submissions (kind, payload, created_at) VALUES ('contact', '{}', 'now') RETURNING id`))!;
    await db.run(`INSERT INTO idempotency_keys (key, kind, request_hash, submission_id, answered_id, created_at) VALUES ('k1', 'contact', 'hash', ?, ?, 'now')`, [id, id]);
    await db.run('DELETE FROM submissions WHERE id = ?', [id]);
    expect(await db.get(`SELECT request_hash, submission_id, answered_id FROM idempotency_keys WHERE key = 'k1'`)).toEqual({ request_hash: null, submission_id: null, answered_id: id });
    await expect(db.run(`INSERT INTO submissions (kind, payload, created_at) VALUES ('contact', 'not json', 'now')`)).rejects.toThrow(/check/);
  });

  it('finds a username whatever its case and keeps it unique so; an expert account needs its expert', async () => {
    const { db } = postgres;
    await db.run(`INSERT INTO users (username, password_hash, role, created_at, updated_at) VALUES ('Meera', 'scrypt$x', 'support', 'now', 'now')`);
    expect(await db.get('SELECT username FROM users WHERE username = ?', ['MEERA'])).toEqual({ username: 'Meera' });
    await expect(db.run(`INSERT INTO users (username, password_hash, role, created_at, updated_at) VALUES ('meera', 'scrypt$y', 'admin', 'now', 'now')`)).rejects.toThrow(/unique/);
    await expect(db.run(`INSERT INTO users (username, password_hash, role, created_at, updated_at) VALUES ('ravi', 'scrypt$y', 'expert', 'now', 'now')`)).rejects.toThrow(/check/);
  });

  it('seeds the workshop on a Sunday four to five weeks ahead, with an ISO creation time', async () => {
    const event = (await postgres.db.get<{ date: string; created_at: string }>(`SELECT date, created_at FROM events WHERE slug = 'art-therapy-workshop'`))!;
    const day = new Date(`${event.date}T00:00:00Z`);
    expect(day.getUTCDay()).toBe(0);
    const daysAhead = (day.getTime() - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(daysAhead).toBeGreaterThanOrEqual(28);
    expect(daysAhead).toBeLessThan(35);
    expect(event.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
