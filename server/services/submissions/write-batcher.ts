import type Database from 'better-sqlite3';

// Group commit. A commit costs far more than the rows it writes (the WAL frames of every
// index page touched, the pwrite calls), so the writes that arrive in one turn of the event
// loop share one IMMEDIATE transaction. Each write runs in its own savepoint: one that throws
// takes back only its own rows, and is answered with its own error. Nobody is answered before
// the shared commit, so an answer still means the data is in the WAL.

export type WriteBatcher = {
  /**
   * Runs `write` inside the transaction of this turn's batch; resolves with its result once
   * that transaction has committed, or rejects with its error (or the batch's, when the
   * transaction as a whole fails: then nothing of the batch is stored).
   */
  run<T>(write: () => T): Promise<T>;
};

type Pending = {
  write: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createWriteBatcher(db: Database.Database): WriteBatcher {
  let queue: Pending[] = [];

  // Called inside the batch's transaction, better-sqlite3 runs this as a SAVEPOINT.
  const inSavepoint = db.transaction((write: () => unknown) => write());

  const commitAll = db.transaction((batch: Pending[]): Outcome[] =>
    batch.map((pending) => {
      try {
        return { ok: true, value: inSavepoint(pending.write) };
      } catch (error) {
        // Some errors (a full disk, I/O) make SQLite end the whole transaction: then the
        // writes before this one are gone too, and the whole batch must fail.
        if (!db.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );

  function flush(): void {
    const batch = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock up front: another process cannot write between a
      // write's reads and its inserts.
      outcomes = commitAll.immediate(batch);
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
    run<T>(write: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        // setImmediate runs after the poll phase: every request read in this turn is in.
        if (queue.length === 0) setImmediate(flush);
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
