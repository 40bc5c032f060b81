import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteDb } from '../engine/sqlite-db';
import type { SqliteDb } from '../engine/db';
import { migrate } from '../migrate';
import { createAdminSubmissionsRepository } from '../admin-submissions-repository';
import { createTempDir } from '../../../tests/support/test-app';
import { INDEX_CHUNK, indexQueuedSubmissions, SEARCH_INDEX_CHUNK_ROWS, startSearchIndexer } from './search-index-queue';

let cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  vi.useRealTimers();
});

async function setUp(): Promise<SqliteDb> {
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
async function insertContacts(db: SqliteDb, prefix: string, count: number): Promise<void> {
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

const queued = async (db: SqliteDb) => (await db.get<{ n: number }>('SELECT count(*) AS n FROM submission_search_queue'))!.n;
const indexed = async (db: SqliteDb, text: string) =>
  (await db.get<{ n: number }>('SELECT count(*) AS n FROM submission_search WHERE submission_search MATCH ?', [`"${text}"`]))!.n;
/** FTS5 compares the index with its table (rank 1: without it, only with itself); throws when a row is missing, extra or different. */
const integrityCheck = (db: SqliteDb) => db.exec(`INSERT INTO submission_search (submission_search, rank) VALUES ('integrity-check', 1)`);

describe('indexQueuedSubmissions', () => {
  it('moves the oldest queued rows into the index, as many as asked, in one transaction each', async () => {
    const db = await setUp();
    await insertContacts(db, 'Asha', 5);
    expect([await queued(db), await indexed(db, 'Asha')]).toEqual([5, 0]);

    expect(await indexQueuedSubmissions(db, 2)).toBe(2);
    expect([await queued(db), await indexed(db, 'Asha')]).toEqual([3, 2]);
    const left = await db.all<{ id: number }>('SELECT id FROM submission_search_queue ORDER BY id');
    expect(left.map((row) => row.id)).toEqual([3, 4, 5]);

    expect(await indexQueuedSubmissions(db, 10)).toBe(3);
    expect(await indexQueuedSubmissions(db, 10)).toBe(0);
    expect([await queued(db), await indexed(db, 'Asha')]).toEqual([0, 5]);
    await expect(integrityCheck(db)).resolves.toBeUndefined();
  });

  it('reads the queue for a chunk, not the whole table', async () => {
    const db = await setUp();
    await insertContacts(db, 'Asha', 3);
    await db.exec('ANALYZE');
    const plan = await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${INDEX_CHUNK}`, [2]);
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH q USING INTEGER PRIMARY KEY (rowid<?)',
      'SEARCH s USING INTEGER PRIMARY KEY (rowid=?)',
    ]);
  });

  it('keeps every row in the index or the queue, never both, through changes and deletes', async () => {
    const db = await setUp();
    await insertContacts(db, 'Asha', 2);
    await indexQueuedSubmissions(db);
    await insertContacts(db, 'Bilal', 2);
    const ids = await db.all<{ id: number }>('SELECT id FROM submissions ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const [asha0, asha1, bilal0, bilal1] = [1, 2, 3, 4];

    // Changed while indexed: the entry is replaced. Changed while queued: indexed as it is when it leaves.
    await db.run('UPDATE submissions SET name = ? WHERE id = ?', ['Chitra Iyer', asha0]);
    await db.run('UPDATE submissions SET name = ?, id = ? WHERE id = ?', ['Dev Shah', 100, bilal0]);
    // Deleted while indexed, and while queued.
    await db.run('DELETE FROM submissions WHERE id IN (?, ?)', [asha1, bilal1]);
    expect(await db.all('SELECT id FROM submission_search_queue')).toEqual([{ id: 100 }]);
    await expect(integrityCheck(db)).rejects.toThrow(); // row 100 is not indexed yet

    expect(await indexQueuedSubmissions(db)).toBe(1);
    expect(await indexed(db, 'Chitra')).toBe(1);
    expect(await indexed(db, 'Dev Shah')).toBe(1);
    // Their names are gone from the index (their e-mails stay with the renamed rows).
    for (const name of ['Asha 0', 'Asha 1', 'Bilal 0', 'Bilal 1']) expect(await indexed(db, name), name).toBe(0);
    await expect(integrityCheck(db)).resolves.toBeUndefined();
  });

  it('leaves nothing queued by a transaction that is rolled back', async () => {
    const db = await setUp();
    await expect(
      db.transaction(async () => {
        await insertContacts(db, 'Gone', 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await queued(db)).toBe(0);
  });

  it('lets staff search find a row from its commit, queued or indexed', async () => {
    const db = await setUp();
    const search = (query: string) =>
      createAdminSubmissionsRepository(db)
        .search({ kind: 'contact', query, sort: 'newest', limit: 20, offset: 0 })
        .then((result) => ({ total: result.total, names: result.items.map((item) => item.name) }));
    await insertContacts(db, 'Asha', 2);
    await indexQueuedSubmissions(db);
    await insertContacts(db, 'Ashwin', 1);
    expect(await search('Ash')).toEqual({ total: 3, names: ['Asha 1', 'Ashwin 0', 'Asha 0'] });
    expect(await search('ashwin0@')).toEqual({ total: 1, names: ['Ashwin 0'] });
  });
});

describe('startSearchIndexer', () => {
  it('indexes what was queued before it started, chunk after chunk, and what is queued later at its next tick', async () => {
    const db = await setUp();
    await insertContacts(db, 'Early', SEARCH_INDEX_CHUNK_ROWS * 2 + 3);
    const indexer = startSearchIndexer({ db, intervalMs: 20 });
    cleanups.push(() => indexer.stop());
    await vi.waitFor(async () => expect(await queued(db)).toBe(0));
    expect(await indexed(db, 'Early')).toBe(SEARCH_INDEX_CHUNK_ROWS * 2 + 3);

    await insertContacts(db, 'Later', 3);
    await vi.waitFor(async () => expect(await indexed(db, 'Later')).toBe(3));
    expect(await queued(db)).toBe(0);
    await expect(integrityCheck(db)).resolves.toBeUndefined();
  });

  it('logs a failure and tries again at the next tick', async () => {
    const db = await setUp();
    await insertContacts(db, 'Asha', 1);
    // The index's table made unwritable for a while, as a full disk would.
    await db.exec(`CREATE TRIGGER refuse BEFORE DELETE ON submission_search_queue BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const log = vi.fn();
    const indexer = startSearchIndexer({ db, intervalMs: 20, log });
    cleanups.push(() => indexer.stop());
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('staff search index'), { error: expect.stringContaining('disk full') }));
    expect(await queued(db)).toBe(1);
    await db.exec('DROP TRIGGER refuse');
    await vi.waitFor(async () => expect(await queued(db)).toBe(0));
    await expect(integrityCheck(db)).resolves.toBeUndefined();
  });

  it('stops its ticks, waiting for the chunk in progress', async () => {
    const db = await setUp();
    const indexer = startSearchIndexer({ db, intervalMs: 20 });
    await indexer.stop();
    await insertContacts(db, 'After', 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await queued(db)).toBe(1);
  });
});
