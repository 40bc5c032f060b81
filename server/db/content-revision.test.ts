import { AsyncResource } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../tests/support/test-app';
import { createBlogsRepository } from './blogs-repository';
import { readContentRevision } from './content-revision';
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

  it('shares one read among the calls of one turn on PostgreSQL; a call after it was sent reads again', async () => {
    const sameTurn = await Promise.all([readContentRevision(db), readContentRevision(db), readContentRevision(db)]);
    expect(new Set(sameTurn).size).toBe(1);
    expect(reads).toBe(db.engine === 'postgres' ? 1 : 3);

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
