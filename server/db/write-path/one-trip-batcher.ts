import type { PostgresDb } from '../engine/db';
import { gatherer } from './gather';

// Group commit on PostgreSQL (a speed-up). The form post's transaction is already sent whole,
// in one round trip (submission-service.ts); still, each post was a transaction of its own:
// a BEGIN and a COMMIT, a flush of the WAL to disk, and a wake-up of a connection's backend on
// each side, for three small inserts. The posts that arrive close together (gather.ts) now
// leave as one such transaction, their statements one after the other between one BEGIN and
// one COMMIT: nobody is answered before that COMMIT, so an answer still means stored on disk.
//
// When the batch fails, it is because one of its posts did (mostly a key stored before: a
// replay), or the connection did; the batch is then gone whole, and each of its posts is sent
// again in a transaction of its own, to be answered with its own outcome. The statements must
// therefore be safe to send again: they may only change the database.

export type OneTripBatcher = {
  /**
   * Sends `statements` (as transactionInOneTrip takes them: every statement started at once)
   * in the transaction of the batch being gathered. Resolves once stored; rejects with the
   * error of its own transaction when it was refused.
   */
  run(statements: () => readonly Promise<unknown>[]): Promise<void>;
};

type Pending = {
  statements: () => readonly Promise<unknown>[];
  resolve(): void;
  reject(error: unknown): void;
};

export function createOneTripBatcher(db: PostgresDb): OneTripBatcher {
  /** Never rejects: every outcome goes to the posts' own promises. */
  async function flush(batch: Pending[]): Promise<void> {
    try {
      await db.transactionInOneTrip(() => batch.flatMap((pending) => pending.statements()));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => db.transactionInOneTrip(pending.statements).then(pending.resolve, pending.reject)));
    }
  }

  const add = gatherer<Pending>((batch) => void flush(batch));

  return {
    run(statements) {
      return new Promise<void>((resolve, reject) => add({ statements, resolve, reject }));
    },
  };
}
