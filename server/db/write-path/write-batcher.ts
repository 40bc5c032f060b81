import type { SqliteDb } from '../engine/db';
import { gatherer } from './gather';

// Group commit. A commit costs far more than the rows it writes (the WAL frames of every
// index page touched, the pwrite calls), so the writes that arrive close together share one
// IMMEDIATE transaction. With one transaction per form post instead, paired runs served half
// as many posts a second at twice the CPU per post (docs/BENCHMARKS.md). A write that throws
// takes back only its own rows, and is answered with its own error. Nobody is answered before
// the shared commit, so an answer still means the data is in the WAL.
//
// Which writes share a batch: those that arrive close together (gather.ts).
//
// Savepoints only when needed: the batch first runs its writes one after the other, without
// a savepoint each. A savepoint is not free (two more statements, and a copy of every page it
// changes, to be able to undo it): ~10 µs of a contact post's ~250 of CPU. Almost every batch
// has no write that throws; when one does, that attempt is rolled back whole and the batch
// runs again, each write in its own savepoint, as if the first attempt had never been. The
// writes must therefore be safe to run a second time after a rollback: they may only change
// the database. And, as in any transaction, they may await nothing but the database: the
// batch holds SQLite's one connection until it commits.
//
// SQLite's: it has one writer, so writes that would otherwise queue for the lock share it. On
// PostgreSQL the form post's batch is sent whole in one round trip (one-trip-batcher.ts).

export type WriteBatcher = {
  /**
   * Runs `write` inside the transaction of the batch being gathered; resolves with its result once
   * that transaction has committed, or rejects with its error (or the batch's, when the
   * transaction as a whole fails: then nothing of the batch is stored).
   */
  run<T>(write: () => Promise<T>): Promise<T>;
};

type Pending = {
  write: () => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Thrown out of the first attempt when one of its writes threw: the batch runs again in savepoints. */
class WriteRefused extends Error {}

export function createWriteBatcher(db: SqliteDb): WriteBatcher {
  /**
   * One attempt at the batch, in one IMMEDIATE transaction (db.transaction on SQLite): its
   * writes straight, or (`savepoints`) each in its own nested db.transaction, a savepoint. The
   * lock taken up front means another process cannot write between a write's reads and its inserts.
   */
  function attempt(batch: Pending[], savepoints: boolean): Promise<Outcome[]> {
    return db.transaction(async () => {
      const outcomes: Outcome[] = [];
      for (const pending of batch) {
        try {
          outcomes.push({ ok: true, value: savepoints ? await db.transaction(pending.write) : await pending.write() });
        } catch (error) {
          // Some errors (a full disk, I/O) make SQLite end the whole transaction: then the
          // writes before this one are gone too, and the whole batch must fail.
          if (!db.connection.inTransaction) throw error;
          if (!savepoints) {
            // Without a savepoint, the rows this write changed before it threw cannot be told from
            // the others: the attempt is rolled back whole (by the throw) and the batch runs again.
            throw new WriteRefused();
          }
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }

  async function commit(batch: Pending[]): Promise<Outcome[]> {
    try {
      return await attempt(batch, false);
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error;
      return attempt(batch, true);
    }
  }

  /** Never rejects: every outcome, the batch's failure too, goes to the writes' own promises. */
  async function flush(batch: Pending[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await commit(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  const add = gatherer<Pending>((batch) => void flush(batch));

  return {
    run<T>(write: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        add({ write, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
