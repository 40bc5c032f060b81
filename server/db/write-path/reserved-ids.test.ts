import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempPostgresDb } from '../../../tests/support/postgres';
import type { PostgresDb } from '../engine/db';
import { migrate } from '../migrate';
import { MOST_IDS_A_BLOCK, reservedIds } from './reserved-ids';

describe('reservedIds on PostgreSQL', () => {
  let opened: Awaited<ReturnType<typeof createTempPostgresDb>>;
  let db: PostgresDb;
  beforeAll(async () => {
    opened = await createTempPostgresDb();
    if (opened.db.engine !== 'postgres') throw new Error('expected PostgreSQL');
    db = opened.db;
    await migrate(db);
  }, 60_000);
  afterAll(() => opened?.cleanup());

  it('hands out each id once, across blocks and across two holders, and never one the table has used', async () => {
    const { id: used } = (await db.get<{ id: number }>(
      `INSERT INTO submissions (kind, payload, created_at) VALUES ('contact', '{}', '2026-11-25T10:00:00.000Z') RETURNING id`,
    ))!;
    const first = reservedIds(db, 'submissions', 4);
    const second = reservedIds(db, 'submissions', 4);
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first() : second())));
    expect(new Set(ids).size).toBe(10);
    expect(ids.every((id) => id > used)).toBe(true);
    const { id: next } = (await db.get<{ id: number }>(
      `INSERT INTO submissions (kind, payload, created_at) VALUES ('contact', '{}', '2026-11-25T10:00:00.000Z') RETURNING id`,
    ))!;
    expect(ids).not.toContain(next);
  });

  it('takes one block for the ids asked for at once', async () => {
    const next = reservedIds(db, 'submissions', 8);
    const ids = await Promise.all(Array.from({ length: 8 }, () => next()));
    expect(Math.max(...ids) - Math.min(...ids)).toBe(7);
  });

  /** The database, with the size of every block taken from it noted. */
  function noting(blocks: number[]): PostgresDb {
    return {
      ...db,
      all<Row>(sql: string, params?: Parameters<PostgresDb['all']>[1]) {
        if (sql.includes('nextval') && Array.isArray(params)) blocks.push(Number(params[1]));
        return db.all<Row>(sql, params);
      },
    };
  }

  it('takes the next block once half of this one is handed out, before anyone needs it', async () => {
    const blocks: number[] = [];
    const next = reservedIds(noting(blocks), 'submissions', 4);
    await next();
    await next();
    expect(blocks).toEqual([4]);
    await next();
    await vi.waitFor(() => expect(blocks).toEqual([4, 4]));
    const ids = [await next(), await next(), await next()];
    expect(new Set(ids).size).toBe(3);
    expect(blocks).toEqual([4, 4]);
  });

  it('takes bigger blocks after a burst found the block empty, up to the most a block holds', async () => {
    const blocks: number[] = [];
    const next = reservedIds(noting(blocks), 'submissions', 2);
    const ids = await Promise.all(Array.from({ length: 40 }, () => next()));
    expect(new Set(ids).size).toBe(40);
    expect(blocks[0]).toBe(2);
    expect(Math.max(...blocks)).toBeGreaterThan(2);
    expect(blocks.every((size, i) => i === 0 || size >= blocks[i - 1]!)).toBe(true);

    const largeBlocks: number[] = [];
    const large = reservedIds(noting(largeBlocks), 'submissions', MOST_IDS_A_BLOCK);
    const burst = await Promise.all(Array.from({ length: MOST_IDS_A_BLOCK * 2 + 1 }, () => large()));
    expect(new Set(burst).size).toBe(MOST_IDS_A_BLOCK * 2 + 1);
    expect(largeBlocks.length).toBeGreaterThan(2);
    expect(largeBlocks.every((size) => size === MOST_IDS_A_BLOCK)).toBe(true);
  });
});
