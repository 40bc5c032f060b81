import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { assessmentReport, contactMessage, individualBooking, individualSession, NOW, workshopRegistration } from '../../tests/support/fixtures';
import { createPaidBookings } from '../../tests/support/paid-bookings';
import { createTempPostgresDb } from '../../tests/support/postgres';
import { addStaff, signIn } from '../../tests/support/staff';
import { createTempDir } from '../../tests/support/test-app';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { seedDemoContent } from '../services/content/seed';
import { openDatabase } from './connection';
import { canonicalValue, CopyRefused, copySqliteToPostgres, inDependencyOrder, sourceTables, verifyCopy, type SourceTable } from './copy';
import type { PostgresDb, SqliteDb } from './engine/db';
import { openSqliteDb } from './engine/sqlite-db';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { createSubmissionsRepository } from './submissions-repository';

/** The newest migration's number: what an up-to-date database is at. */
const LATEST_MIGRATION = Math.max(...readdirSync(MIGRATIONS_DIR).map((name) => Number(name.slice(0, 3))).filter(Number.isFinite));

// The source is always SQLite (the copy reads a SQLite file), the target a real PostgreSQL: this
// file opens both itself and runs once, whatever engine the other server tests are run on.

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/**
 * A SQLite installation with rows in many tables, written through the real app: the demo
 * content, contact messages, bookings (one with its session set, one paid for), a workshop
 * registration, a risky self-assessment report (and its follow-up), a staff sign-in, a paid booking with its expert and reminders, the Web Push keys
 * and a status check of the payment. Returns the app's
 * database and a connection of the copy's own to the same file, as the command opens it.
 */
async function filledSqlite(): Promise<{ db: SqliteDb; source: BetterSqlite3.Database; file: string }> {
  const temp = createTempDir();
  const file = join(temp.dir, 'saathi.db');
  const db = openSqliteDb(file);
  cleanups.push(temp.remove, () => db.close());
  await migrate(db);
  await seedDemoContent(db);
  const app = createApp({ db, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: temp.dir, CLIENT_DIR: join(temp.dir, 'client') }), now: () => NOW });

  const post = (path: string, body: object) => request(app).post(path).set('Idempotency-Key', randomUUID()).send(body).expect(201);
  // Quotes, non-ASCII text and an emoji: text must reach PostgreSQL and hash the same.
  await post('/api/submissions/contact', contactMessage());
  await post('/api/submissions/contact', contactMessage({ fullName: "Ré'mi \"Quote\" Dsouza", message: 'मुझे नींद नहीं आती 😔\nline two' }));
  await post('/api/submissions/contact', contactMessage({ fullName: 'Third Visitor', phoneNumber: '9000000003' }));
  const booking = (await post('/api/submissions/individual', individualBooking())).body as { id: number; token: string };
  await request(app).put(`/api/bookings/individual/${booking.id}/session`).set('Authorization', `Bearer ${booking.token}`).send(individualSession()).expect(200);
  const payment = await request(app)
    .post('/api/payments')
    .set('Authorization', `Bearer ${booking.token}`)
    .send({ purpose: 'booking', kind: 'individual', id: booking.id, option: 'individual-60' })
    .expect(201);
  await post('/api/events/art-therapy-workshop/registrations', workshopRegistration());
  // Every answer 1, the self-harm question's too: a report in the crisis follow-up queue.
  await post('/api/submissions/depression', assessmentReport('depression'));
  await signIn(app, await addStaff(db, 'admin'));
  await request(app).get('/api/push/key').expect(200);
  await request(app).get(`/api/payments/${payment.body.merchantTransactionId as string}/status`).expect(200);
  await createPaidBookings(db).insertWithReminders({ startsAt: new Date('2026-11-27T05:00:00Z'), expertEmail: 'meera@example.in' }, NOW);

  const source = openDatabase(file);
  cleanups.push(() => {
    source.close();
  });
  return { db, source, file };
}

async function emptyPostgres(): Promise<PostgresDb> {
  const temp = await createTempPostgresDb();
  cleanups.push(temp.cleanup);
  if (temp.db.engine !== 'postgres') throw new Error('Not PostgreSQL');
  return temp.db;
}

const count = (db: BetterSqlite3.Database, table: string) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`).get()!.n;
const pgCount = async (db: PostgresDb, table: string) => (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}"`))!.n;

// The first test starts this worker's PostgreSQL server; each migrates a fresh database.
describe('copySqliteToPostgres', { timeout: 30_000 }, () => {
  it('copies every table into an empty PostgreSQL database and verifies rows and checksums', async () => {
    const { source } = await filledSqlite();
    const target = await emptyPostgres();

    // Three rows a statement: many statements per table, and a last one that is not full.
    const result = await copySqliteToPostgres(source, target, { rowsPerInsert: 3 });

    const tables = sourceTables(source).map((table) => table.name);
    expect(tables).not.toContain('schema_migrations');
    // The staff sign-in was counted; counts are not copied.
    expect(count(source, 'rate_counters')).toBeGreaterThan(0);
    expect(tables).not.toContain('rate_counters');
    expect(tables.filter((name) => name.startsWith('submission_search') || name.startsWith('sqlite_'))).toEqual([]);
    expect(result.tables.map((table) => table.table).sort()).toEqual([...tables].sort());
    expect(result.migrations).toHaveLength(readdirSync(MIGRATIONS_DIR).filter((name) => !name.endsWith('.sqlite.sql')).length);
    // The app wrote into many tables: each of these has rows, and all of them arrived.
    for (const table of ['blogs', 'experts', 'submissions', 'idempotency_keys', 'mail_outbox', 'payments', 'sandbox_payments', 'users', 'sessions', 'login_activities', 'expert_sessions', 'session_reminders', 'server_keys', 'follow_ups']) {
      expect(count(source, table), table).toBeGreaterThan(0);
    }
    for (const table of tables) expect(await pgCount(target, table), table).toBe(count(source, table));
    expect(await target.get("SELECT COUNT(*) AS n FROM payments WHERE status_checked_at IS NOT NULL AND state = 'PENDING'")).toEqual({ n: 1 });
    expect(await pgCount(target, 'submissions')).toBe(7);

    expect(result.checks.map((check) => check.table).sort()).toEqual([...tables].sort());
    for (const check of result.checks) {
      expect(check, check.table).toMatchObject({ ok: true, sourceRows: count(source, check.table), targetRows: count(source, check.table) });
      expect(check.targetChecksum).toBe(check.sourceChecksum);
    }
    expect(result.sequences).toEqual(expect.arrayContaining(['blogs', 'experts', 'submissions', 'mail_outbox', 'payments', 'users']));
    expect(result.sequences).not.toContain('refunds');

    // The service moves: its next rows on PostgreSQL get ids past the copied ones.
    const lastId = source.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM submissions').get()!.id;
    const id = await createSubmissionsRepository(target).insert({
      kind: 'contact',
      name: 'After the move',
      email: null,
      phone: null,
      status: null,
      payload: {},
      createdAt: new Date().toISOString(),
      language: 'en',
    });
    expect(id).toBe(lastId + 1);
    for (const table of ['blogs', 'users', 'mail_outbox']) {
      const next = await target.get<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id`);
      expect(next!.id, table).toBeGreaterThan(count(source, table));
    }
  });

  it('copies the source as of one moment while the server goes on writing', async () => {
    const { db, source } = await filledSqlite();
    const target = await emptyPostgres();
    const before = count(source, 'submissions');

    const written: string[] = [];
    await expect(
      copySqliteToPostgres(source, target, {
        onTable: (table) => {
          // The server's connection, between two tables of the copy.
          db.connection.prepare("INSERT INTO submissions (kind, name, payload, created_at) VALUES ('contact', 'Meanwhile', '{}', '2026-11-25T00:00:00Z')").run();
          written.push(table);
        },
      }),
    ).resolves.toMatchObject({ checks: expect.not.arrayContaining([expect.objectContaining({ ok: false })]) });

    expect(written.length).toBeGreaterThan(5);
    expect(await pgCount(target, 'submissions')).toBe(before);
    expect(count(source, 'submissions')).toBe(before + written.length);
  });

  it('refuses a target that already holds rows, and leaves it as it was', async () => {
    const { source, db } = await filledSqlite();
    const target = await emptyPostgres();
    await copySqliteToPostgres(source, target);
    db.connection.prepare("UPDATE blogs SET title = 'Changed since' WHERE id = 1").run();
    const migrationsBefore = await target.all('SELECT * FROM schema_migrations ORDER BY version');
    const blogsBefore = await target.all('SELECT * FROM blogs ORDER BY id');

    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(CopyRefused);
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/not empty \(rows in schema_migrations, .*blogs.*\).*Nothing was written/);

    expect(await target.all('SELECT * FROM schema_migrations ORDER BY version')).toEqual(migrationsBefore);
    expect(await target.all('SELECT * FROM blogs ORDER BY id')).toEqual(blogsBefore);
    expect(await pgCount(target, 'submissions')).toBe(count(source, 'submissions'));
  });

  it('refuses a target holding rows in one of our tables only, though it has no migrations recorded', async () => {
    const { source } = await filledSqlite();
    const target = await emptyPostgres();
    await target.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('x', 'y')");

    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/not empty \(rows in meta\)/);
    expect(await target.get("SELECT to_regclass('schema_migrations') AS found")).toEqual({ found: null });
    expect(await target.all('SELECT * FROM meta')).toEqual([{ key: 'x', value: 'y' }]);
  });

  it('refuses a source behind the migrations, and migrates nothing into the target', async () => {
    const temp = createTempDir();
    cleanups.push(temp.remove);
    const older = join(temp.dir, 'migrations');
    mkdirSync(older);
    for (const name of readdirSync(MIGRATIONS_DIR).filter((name) => Number(name.slice(0, 3)) <= 15)) copyFileSync(join(MIGRATIONS_DIR, name), join(older, name));
    const db = openSqliteDb(join(temp.dir, 'saathi.db'));
    cleanups.push(() => db.close());
    await migrate(db, older);
    const target = await emptyPostgres();

    await expect(copySqliteToPostgres(db.connection, target)).rejects.toThrow(new RegExp(`at migration 15, this version of Saathi at migration ${LATEST_MIGRATION}: .*npm run seed`));
    expect(await target.get("SELECT to_regclass('schema_migrations') AS migrations, to_regclass('submissions') AS submissions")).toEqual({
      migrations: null,
      submissions: null,
    });
  });
});

describe('verifyCopy', { timeout: 30_000 }, () => {
  it('finds a value changed and a row missing after the copy, the counts alike or not', async () => {
    const { source } = await filledSqlite();
    const target = await emptyPostgres();
    await copySqliteToPostgres(source, target);

    await target.run("UPDATE submissions SET name = name || '.' WHERE id = (SELECT MIN(id) FROM submissions)");
    await target.run('DELETE FROM login_activities');
    // One character of one mail's subject: the counts agree, the checksum does not.
    await target.run("UPDATE mail_outbox SET subject = upper(subject) WHERE id = (SELECT MIN(id) FROM mail_outbox)");

    const checks = await verifyCopy(source, target);
    const failed = checks.filter((check) => !check.ok);
    expect(failed.map((check) => check.table).sort()).toEqual(['login_activities', 'mail_outbox', 'submissions']);
    const submissions = failed.find((check) => check.table === 'submissions')!;
    expect(submissions.sourceRows).toBe(submissions.targetRows);
    expect(submissions.sourceChecksum).not.toBe(submissions.targetChecksum);
    expect(failed.find((check) => check.table === 'login_activities')).toMatchObject({ targetRows: 0, sourceRows: count(source, 'login_activities') });
  });

  it('tells null, numbers and strings apart, and writes an integer the same from either engine', () => {
    expect(canonicalValue(7)).toBe(canonicalValue(7n));
    expect(new Set([canonicalValue(7), canonicalValue('7'), canonicalValue(null), canonicalValue(''), canonicalValue('null'), canonicalValue(7.5)]).size).toBe(6);
  });
});

describe('inDependencyOrder', { timeout: 30_000 }, () => {
  it('puts every table after the tables its foreign keys name', async () => {
    const { source } = await filledSqlite();
    const ordered = inDependencyOrder(sourceTables(source)).map((table) => table.name);
    const position = new Map(ordered.map((name, index) => [name, index]));
    const references = sourceTables(source).flatMap((table) => table.references.map((referenced) => [table.name, referenced] as const));
    expect(references.length).toBeGreaterThan(10);
    for (const [table, referenced] of references) expect(position.get(referenced)!, `${table} -> ${referenced}`).toBeLessThan(position.get(table)!);
  });

  it('refuses foreign keys that go round in a circle', () => {
    const table = (name: string, references: string[]): SourceTable => ({ name, columns: ['id'], primaryKey: ['id'], references });
    expect(() => inDependencyOrder([table('a', ['b']), table('b', ['c']), table('c', ['a'])])).toThrow(/circle: a -> b -> c -> a/);
  });
});
