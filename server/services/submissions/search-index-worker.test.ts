import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_INDEX_CHUNK_ROWS } from '../../db/write-path/search-index-queue';
import { indexed, insertContacts, integrityCheck, migratedSqlite, queued } from '../../../tests/support/search-index';
import { startSearchIndexer } from './search-index-worker';

let cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const setUp = () => migratedSqlite(cleanups);

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
