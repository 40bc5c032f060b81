import { AsyncResource } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../tests/support/test-app';
import { createBlogsRepository } from './blogs-repository';
import { readCalendarRevision, readContentRevision } from './revision-counters';
import type { Db } from './engine/db';

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
/** The test's database, counting the reads of the revision that reach it. */
let db: Db;
let reads: number;

beforeEach(async () => {
  temp = await createTempDatabase();
  reads = 0;
  db = {
    ...temp.db,
    get: (sql, params) => {
      if (sql.includes('content_revision')) reads++;
      return temp.db.get(sql, params);
    },
  } as Db;
});
afterEach(() => temp.cleanup());

const addPost = (on: Db, blogId: string) => createBlogsRepository(on).insert({ blogId, title: blogId, content: '<p>x</p>', createdAt: new Date() });
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('readContentRevision', () => {
  it('moves with a post written by another connection', async () => {
    const before = await readContentRevision(db);
    const other = temp.openAnother();
    await addPost(other, 'elsewhere');
    expect(Number(await readContentRevision(db))).toBeGreaterThan(Number(before));
  });

  it('shares one read among the calls of one turn; a call after it was made reads again', async () => {
    const sameTurn = await Promise.all([readContentRevision(db), readContentRevision(db), readContentRevision(db)]);
    expect(new Set(sameTurn).size).toBe(1);
    expect(reads).toBe(1);

    // The first call's read has left once its turn is over: a write committed since, then a call.
    reads = 0;
    const first = readContentRevision(db);
    await nextTurn();
    await addPost(temp.openAnother(), 'after-the-read-left');
    const second = await readContentRevision(db);
    expect(Number(second)).toBeGreaterThan(Number(await first));
    expect(reads).toBe(2);
  });

  it('reads inside a transaction for the transaction alone, its own writes included', async () => {
    const before = await readContentRevision(db);
    // A call from outside any transaction, made while one runs (on SQLite it would wait for the
    // transaction to end, so only on PostgreSQL).
    const fromOutside = AsyncResource.bind(() => readContentRevision(db));
    let inside = '';
    let outside = before;
    await db.transaction(async () => {
      await addPost(db, 'inside');
      if (db.engine === 'postgres') [outside, inside] = await Promise.all([fromOutside(), readContentRevision(db)]);
      else inside = await readContentRevision(db);
    });
    expect(Number(inside)).toBeGreaterThan(Number(before));
    expect(outside).toBe(before);
  });
});

describe('readCalendarRevision', () => {
  it('moves with an expert, and with a session written, moved or deleted by another connection, a deleted booking’s included', async () => {
    const other = temp.openAnother();
    const revisions = [await readCalendarRevision(db)];
    const expert = await other.get<{ id: number }>(
      `INSERT INTO experts (original_id, name, uploaded_at) VALUES (1, 'Asha', '2026-11-20T06:00:00.000Z') RETURNING id`,
    );
    revisions.push(await readCalendarRevision(db));
    const booking = await other.get<{ id: number }>(
      `INSERT INTO submissions (kind, payload, created_at) VALUES ('individual', '{}', '2026-11-20T06:00:00.000Z') RETURNING id`,
    );
    await other.run(
      `INSERT INTO expert_sessions (expert_id, kind, submission_id, starts_at, ends_at, state, hold_expires_at, created_at)
       VALUES (?, 'individual', ?, '2026-11-27T05:00:00.000Z', '2026-11-27T06:00:00.000Z', 'confirmed', NULL, '2026-11-20T06:00:00.000Z')`,
      [expert?.id ?? null, booking?.id ?? null],
    );
    revisions.push(await readCalendarRevision(db));
    await other.run(`UPDATE expert_sessions SET starts_at = '2026-11-27T07:00:00.000Z', ends_at = '2026-11-27T08:00:00.000Z'`);
    revisions.push(await readCalendarRevision(db));
    // The booking deleted (staff, or a visitor's erasure): its session goes with it.
    await other.run('DELETE FROM submissions WHERE id = ?', [booking?.id ?? null]);
    revisions.push(await readCalendarRevision(db));
    expect(await db.get('SELECT COUNT(*) AS n FROM expert_sessions')).toEqual({ n: 0 });
    // "<content> <calendars>": the expert moved the first, each write to the sessions the second.
    expect(revisions).toEqual(['0 0', '1 0', '1 1', '1 2', '1 3']);
  });
});
