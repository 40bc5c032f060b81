import { afterEach, describe, expect, it } from 'vitest';
import { createAdminSubmissionsRepository } from '../admin-submissions-repository';
import { indexed, insertContacts, integrityCheck, migratedSqlite, queued } from '../../../tests/support/search-index';
import { INDEX_CHUNK, indexQueuedSubmissions } from './search-index-queue';

let cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const setUp = () => migratedSqlite(cleanups);

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
