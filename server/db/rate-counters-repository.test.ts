import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../tests/support/test-app';
import type { Db } from './engine/db';
import { openPostgresDb } from './engine/postgres-db';
import { openSqliteDb } from './engine/sqlite-db';
import { createRateCountersRepository, type RateCountersRepository } from './rate-counters-repository';

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let db: Db;
let counters: RateCountersRepository;

beforeEach(async () => {
  temp = await createTempDatabase();
  db = temp.db;
  counters = createRateCountersRepository(db);
});
afterEach(() => temp.cleanup());

const T0 = new Date('2026-11-25T10:00:00.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

describe('rate counters repository', () => {
  it('counts hits in a window that starts with the first and restarts once it has ended', async () => {
    expect(await counters.hit('posts', '203.0.113.7', T0, MINUTE)).toEqual({ hits: 1, windowEndsAt: '2026-11-25T10:01:00.000Z' });
    expect(await counters.hit('posts', '203.0.113.7', after(30_000), MINUTE)).toEqual({ hits: 2, windowEndsAt: '2026-11-25T10:01:00.000Z' });
    // Each scope and each key counts on its own.
    expect(await counters.hit('polls', '203.0.113.7', after(30_000), MINUTE)).toEqual({ hits: 1, windowEndsAt: '2026-11-25T10:01:30.000Z' });
    expect(await counters.hit('posts', '203.0.113.8', after(30_000), MINUTE)).toMatchObject({ hits: 1 });
    // At the window's end exactly, a new one starts.
    expect(await counters.hit('posts', '203.0.113.7', after(MINUTE), MINUTE)).toEqual({ hits: 1, windowEndsAt: '2026-11-25T10:02:00.000Z' });
  });

  it('counts without waiting for the disk only in its own transaction: the connection keeps its setting', async () => {
    // On PostgreSQL a pool of one connection: the count's own is the one asked afterwards.
    const single = temp.databaseUrl === undefined ? db : openPostgresDb(temp.databaseUrl, { max: 1 });
    const singleCounters = createRateCountersRepository(single);
    try {
      // The tests' cluster does not wait for the disk at all: this connection is told to.
      if (single.engine === 'postgres') await single.exec('SET synchronous_commit TO on');
      await Promise.all(Array.from({ length: 3 }, (_, i) => singleCounters.hit('posts', `203.0.113.${i}`, T0, MINUTE)));
      if (single.engine === 'postgres') expect(await single.get('SHOW synchronous_commit')).toEqual({ synchronous_commit: 'on' });
      expect(await counters.hit('posts', '203.0.113.0', T0, MINUTE)).toMatchObject({ hits: 2 });
    } finally {
      if (single !== db) await single.close();
    }
  });

  it('takes below the limit only, and a give-back counts in its own window only', async () => {
    const first = await counters.takeBelow('failures', 'admin', 2, T0, MINUTE);
    expect(first).toEqual({ hits: 1, windowEndsAt: '2026-11-25T10:01:00.000Z' });
    expect(await counters.takeBelow('failures', 'admin', 2, after(1000), MINUTE)).toMatchObject({ hits: 2 });
    expect(await counters.takeBelow('failures', 'admin', 2, after(2000), MINUTE)).toBeNull();
    // Refused: nothing was counted.
    expect(await db.get('SELECT hits FROM rate_counters WHERE scope = ? AND key = ?', ['failures', 'admin'])).toEqual({ hits: 2 });

    await counters.giveBack('failures', 'admin', first!.windowEndsAt);
    expect(await counters.takeBelow('failures', 'admin', 2, after(3000), MINUTE)).toMatchObject({ hits: 2 });

    // After the window: a fresh one, which an old give-back leaves alone.
    const fresh = await counters.takeBelow('failures', 'admin', 2, after(MINUTE), MINUTE);
    expect(fresh).toEqual({ hits: 1, windowEndsAt: '2026-11-25T10:02:00.000Z' });
    await counters.giveBack('failures', 'admin', first!.windowEndsAt);
    expect(await db.get('SELECT hits FROM rate_counters WHERE scope = ? AND key = ?', ['failures', 'admin'])).toEqual({ hits: 1 });
    await counters.giveBack('failures', 'admin', fresh!.windowEndsAt);
    await counters.giveBack('failures', 'admin', fresh!.windowEndsAt);
    expect(await db.get('SELECT hits FROM rate_counters WHERE scope = ? AND key = ?', ['failures', 'admin'])).toEqual({ hits: 0 });

    expect(await counters.takeBelow('failures', 'nobody', 0, T0, MINUTE)).toBeNull();
  });

  it('forgets a key, and deletes the windows that have ended', async () => {
    await counters.hit('device', 'admin\nabc', T0, MINUTE);
    await counters.hit('posts', 'old', T0, MINUTE);
    await counters.hit('posts', 'recent', after(30_000), MINUTE);
    await counters.forget('device', 'admin\nabc');
    expect(await counters.hit('device', 'admin\nabc', after(1000), MINUTE)).toMatchObject({ hits: 1 });

    expect(await counters.deleteEnded('po', after(MINUTE + 1000))).toBe(1);
    expect(await counters.deleteEnded('device', after(MINUTE + 1000))).toBe(1);
    expect(await db.all('SELECT scope, key FROM rate_counters')).toEqual([{ scope: 'posts', key: 'recent' }]);
  });

  it('loses no hit and lets no one past the limit when two instances count one key at once', async () => {
    // A second handle on the database, as another instance holds: a pool of its own on
    // PostgreSQL, a connection of its own to the file on SQLite.
    const other = temp.databaseUrl ? openPostgresDb(temp.databaseUrl) : openSqliteDb(join(temp.dir, 'saathi.db'));
    try {
      const elsewhere = createRateCountersRepository(other);
      const both = [counters, elsewhere];
      const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => both[i % 2]!.hit('posts', '203.0.113.7', T0, MINUTE)));
      expect(hits.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

      const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => both[i % 2]!.takeBelow('failures', 'admin', 5, T0, MINUTE)));
      expect(taken.filter((count) => count !== null)).toHaveLength(5);
      expect(await db.get('SELECT hits FROM rate_counters WHERE scope = ? AND key = ?', ['failures', 'admin'])).toEqual({ hits: 5 });
    } finally {
      await other.close();
    }
  });
});
