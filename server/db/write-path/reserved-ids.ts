import type { PostgresDb } from '../engine/db';

/**
 * Speed-up (PostgreSQL): ids for new rows of `table`, taken from its sequence `size` at a time
 * and handed out one by one, so that a form post knows its record's id before it stores
 * anything and can send its whole transaction in one round trip (submission-service.ts).
 * The sequence never hands out an id twice, to this instance or another; what an instance
 * holds when it stops is never used (a gap in the ids, as a rolled-back insert leaves).
 * Across instances the ids are not in the order the rows came: lists order by created_at.
 */
export function reservedIds(db: PostgresDb, table: 'submissions' | 'follow_ups', size = 32): () => Promise<number> {
  let held: number[] = [];
  let taking: Promise<void> | undefined;

  async function take(): Promise<void> {
    const rows = await db.all<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence(?, 'id')) AS id FROM generate_series(1, ?)`,
      [table, size],
    );
    held = held.concat(rows.map((row) => row.id));
  }

  return async function nextId() {
    // Posts that find the block empty at once wait for one refill, not one each.
    while (held.length === 0) {
      taking ??= take().finally(() => (taking = undefined));
      await taking;
    }
    return held.shift()!;
  };
}
