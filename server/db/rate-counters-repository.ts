import type { Db } from './engine/db';

// Counts in fixed windows (migration 020), shared by every instance on the database. Each
// operation is one statement, so two instances counting the same key at once never lose a hit
// or both slip under a limit: SQLite runs one statement at a time, and PostgreSQL's upsert
// takes the row's lock and, on a conflict, updates the row as the other left it. The upserts
// need SQLite 3.35 (RETURNING); better-sqlite3 brings a newer one.

/** A key's count in its current window. */
export type WindowCount = {
  hits: number;
  /** When the window ends (ISO-8601); the next hit after it starts a new one. */
  windowEndsAt: string;
};

export type RateCountersRepository = {
  /** Counts `hits` hits (one unless given), starting a new window when there is none or it has ended: the count after them. */
  hit(scope: string, key: string, now: Date, windowMs: number, hits?: number): Promise<WindowCount>;
  /**
   * Counts one hit unless `limit` hits are counted in the current window already: the count
   * after it, or null when refused (and nothing counted).
   */
  takeBelow(scope: string, key: string, limit: number, now: Date, windowMs: number): Promise<WindowCount | null>;
  /** Takes back one hit counted in the window that ends at `windowEndsAt`; nothing once that window has given way to another. */
  giveBack(scope: string, key: string, windowEndsAt: string): Promise<void>;
  /** Forgets the key's count: its next hit starts afresh. */
  forget(scope: string, key: string): Promise<void>;
  /**
   * Deletes the counts whose windows have ended among the scopes starting with `scopes`: how
   * many. Each user sweeps its own scopes by its own clock.
   */
  deleteEnded(scopes: string, now: Date): Promise<number>;
};

/**
 * The upsert both counting statements share: first hits insert a window, hits in a window that
 * has ended start a new one, any others add to it. Every expression of the SET reads the row as
 * it was, on both engines.
 */
const UPSERT_HIT = `INSERT INTO rate_counters (scope, key, window_ends_at, hits) VALUES (@scope, @key, @endsAt, @hits)
  ON CONFLICT (scope, key) DO UPDATE SET
    hits = CASE WHEN rate_counters.window_ends_at <= @now THEN excluded.hits ELSE rate_counters.hits + excluded.hits END,
    window_ends_at = CASE WHEN rate_counters.window_ends_at <= @now THEN excluded.window_ends_at ELSE rate_counters.window_ends_at END`;

type CountRow = { hits: number; window_ends_at: string };

/** Counts the hits and answers the count after them. */
const COUNT_HITS = `${UPSERT_HIT} RETURNING hits, window_ends_at`;

const toCount = (row: CountRow): WindowCount => ({ hits: row.hits, windowEndsAt: row.window_ends_at });

export function createRateCountersRepository(db: Db): RateCountersRepository {
  const times = (now: Date, windowMs: number) => ({ now: now.toISOString(), endsAt: new Date(now.getTime() + windowMs).toISOString() });

  return {
    async hit(scope, key, now, windowMs, hits = 1) {
      const params = { scope, key, hits, ...times(now, windowMs) };
      // Speed-up (PostgreSQL): the count's commit does not wait for its flush to disk. Every
      // form post waits for its count, and the flush was a second one, after the post's own, on
      // its way (docs/BENCHMARKS.md). Should the database's machine stop, the counts of its last
      // moments may be lost: a few more requests let through, in a minute that has to start
      // again anyway. The count is visible to every instance once committed, as before.
      if (db.engine === 'postgres') {
        let counted: CountRow | undefined;
        await db.transactionInOneTrip(() => [
          db.run('SET LOCAL synchronous_commit TO OFF'),
          db.get<CountRow>(COUNT_HITS, params).then((row) => void (counted = row)),
        ]);
        return toCount(counted!);
      }
      const row = await db.get<CountRow>(COUNT_HITS, params);
      return toCount(row!);
    },

    async takeBelow(scope, key, limit, now, windowMs) {
      // A first hit is always taken below: a limit under one takes nothing.
      if (limit < 1) return null;
      // The update's WHERE refuses the hit at the limit: then no row is written, and none returned.
      const row = await db.get<CountRow>(
        `${UPSERT_HIT}
         WHERE rate_counters.window_ends_at <= @now OR rate_counters.hits < @limit
         RETURNING hits, window_ends_at`,
        { scope, key, limit, hits: 1, ...times(now, windowMs) },
      );
      return row ? toCount(row) : null;
    },

    async giveBack(scope, key, windowEndsAt) {
      await db.run('UPDATE rate_counters SET hits = hits - 1 WHERE scope = ? AND key = ? AND window_ends_at = ? AND hits > 0', [scope, key, windowEndsAt]);
    },

    async forget(scope, key) {
      await db.run('DELETE FROM rate_counters WHERE scope = ? AND key = ?', [scope, key]);
    },

    async deleteEnded(scopes, now) {
      return (
        await db.run('DELETE FROM rate_counters WHERE substr(scope, 1, @length) = @scopes AND window_ends_at <= @now', {
          scopes,
          length: scopes.length,
          now: now.toISOString(),
        })
      ).changes;
    },
  };
}
