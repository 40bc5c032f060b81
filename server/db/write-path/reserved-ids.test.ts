import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPostgresDb } from '../../../tests/support/postgres';
import type { PostgresDb } from '../engine/db';
import { migrate } from '../migrate';
import { reservedIds } from './reserved-ids';

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
});
