import type { PostgresDb } from '../engine/db';

/** The most ids a block holds: what an instance that stops leaves unused, at worst. */
export const MOST_IDS_A_BLOCK = 1024;

/**
 * Speed-up (PostgreSQL): ids for new rows of `table`, taken from its sequence a block at a time
 * and handed out one by one, so that a form post knows its record's id before it stores
 * anything and can send its whole transaction in one round trip (submission-service.ts).
 * The sequence never hands out an id twice, to this instance or another; what an instance
 * holds when it stops is never used (a gap in the ids, as a rolled-back insert leaves).
 * Across instances the ids are not in the order the rows came: lists order by created_at.
 *
 * The next block is taken once half of the one before is handed out, so that a burst of posts
 * does not wait for it: the posts that waited came to their commit a round trip after the
 * rest of their burst, in a batch of their own. A burst that still finds the block empty
 * doubles the blocks taken after it, up to MOST_IDS_A_BLOCK.
 */
export function reservedIds(db: PostgresDb, table: 'submissions' | 'follow_ups', size = 32): () => Promise<number> {
  let held: number[] = [];
  let blockSize = size;
  let taken = false;
  /** Set when a post found the block empty after a first one: the next block is taken bigger. */
  let ranOut = false;
  let taking: Promise<void> | undefined;

  async function take(): Promise<void> {
    if (ranOut) {
      blockSize = Math.min(blockSize * 2, MOST_IDS_A_BLOCK);
      ranOut = false;
    }
    const rows = await db.all<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence(?, 'id')) AS id FROM generate_series(1, ?)`,
      [table, blockSize],
    );
    held = held.concat(rows.map((row) => row.id));
    taken = true;
  }

  /** One refill at a time: the posts that need it share it. */
  const refill = () => (taking ??= take().finally(() => (taking = undefined)));

  return async function nextId() {
    while (held.length === 0) {
      if (taken) ranOut = true;
      await refill();
    }
    const id = held.shift()!;
    // Taken ahead of need: a failure here is met again, and answered, by the post that waits for it.
    if (held.length < blockSize / 2) refill().catch(() => {});
    return id;
  };
}
