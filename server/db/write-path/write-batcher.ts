import type { SqliteDb } from '../engine/db';

// Group commit. A commit costs far more than the rows it writes (the WAL frames of every
// index page touched, the pwrite calls), so the writes that arrive close together share one
// IMMEDIATE transaction. With one transaction per form post instead, paired runs served half
// as many posts a second at twice the CPU per post (docs/BENCHMARKS.md). A write that throws
// takes back only its own rows, and is answered with its own error. Nobody is answered before
// the shared commit, so an answer still means the data is in the WAL.
//
// Which writes share a batch: those of the turn of the event loop in which the first arrives,
// and of the turns after it, for as long as each turn brings more (at most GATHER_TURNS more).
// Posts come in bursts: clients that were answered together send their next posts together,
// and a burst rarely reaches the server within one turn. A batch closed after the first turn
// left the rest of the burst to wait for its commit, and then for a batch of their own: those
// posts were the slowest percent. Gathering them cut the 99th percentile at 50 connections by
// 1-6 ms in paired runs here (e.g. 28.5 -> 22.5 ms), throughput within the noise; at 10 and
// at 200 connections too (10.5 -> 9.5 ms, 82.5 -> 73 ms). A turn that brings nothing
// closes the batch, so a lone post waits one idle turn of the loop more: a poll of the
// sockets, tens of microseconds (one client posting in a loop: within the noise, ~0.7 ms a post).
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
// SQLite only: it has one writer, so writes that would otherwise queue for the lock share it.
// PostgreSQL runs transactions beside each other, and a batch there would only make them wait.

/** At most this many turns of the event loop after the first one a batch waits for more writes. */
export const GATHER_TURNS = 4;

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
  let queue: Pending[] = [];

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

  /**
   * Closes the batch once a turn of the event loop has brought no more writes, or after
   * GATHER_TURNS more turns. setImmediate runs after the poll phase, in which the requests
   * that reached the server during the turn are read, so each check sees every write of its turn.
   */
  function gatherThenFlush(): void {
    let seen = 0;
    let turns = 0;
    const check = () => {
      if (queue.length > seen && turns < GATHER_TURNS) {
        seen = queue.length;
        turns += 1;
        setImmediate(check);
      } else {
        void flush();
      }
    };
    setImmediate(check);
  }

  /** Never rejects: every outcome, the batch's failure too, goes to the writes' own promises. */
  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
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

  return {
    run<T>(write: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) gatherThenFlush();
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
