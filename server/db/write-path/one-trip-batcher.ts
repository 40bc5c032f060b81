import type { PostgresDb } from '../engine/db';
import { gatherer } from './gather';

// Group commit on PostgreSQL (a speed-up). The form post's transaction is already sent whole,
// in one round trip (submission-service.ts); still, each post was a transaction of its own:
// a BEGIN and a COMMIT, a flush of the WAL to disk, and a wake-up of a connection's backend on
// each side, for three small inserts. The posts that arrive close together (gather.ts) now
// leave as one such transaction, between one BEGIN and one COMMIT, their rows inserted a table
// at a time (inserted-together.ts): nobody is answered before that COMMIT, so an answer still
// means stored on disk.
//
// When the batch fails, it is because one of its posts did (mostly a key stored before: a
// replay), or the connection did; the batch is then gone whole, and each of its posts is sent
// again in a transaction of its own, row by row, to be answered with its own outcome (and the
// error each row's own statement gives). A post alone is sent that way from the start. The
// statements must therefore be safe to send again: they may only change the database.

/** How the items' rows are sent; every statement is started at once, as transactionInOneTrip takes them. */
export type OneTripStatements<Item> = {
  /** Several items' rows, in as few statements as can be (one per table). */
  together(items: readonly Item[]): readonly Promise<unknown>[];
  /** One item's rows, each its own statement. */
  alone(item: Item): readonly Promise<unknown>[];
};

export type OneTripBatcher<Item> = {
  /**
   * Stores `item` in the transaction of the batch being gathered. Resolves once committed;
   * rejects with the error of its own transaction when it was refused.
   */
  run(item: Item): Promise<void>;
};

type Pending<Item> = {
  item: Item;
  resolve(): void;
  reject(error: unknown): void;
};

export function createOneTripBatcher<Item>(db: PostgresDb, statements: OneTripStatements<Item>): OneTripBatcher<Item> {
  const alone = (pending: Pending<Item>) => db.transactionInOneTrip(() => statements.alone(pending.item)).then(pending.resolve, pending.reject);

  /** Never rejects: every outcome goes to the items' own promises. */
  async function flush(batch: Pending<Item>[]): Promise<void> {
    if (batch.length === 1) {
      await alone(batch[0]!);
      return;
    }
    try {
      await db.transactionInOneTrip(() => statements.together(batch.map((pending) => pending.item)));
      for (const pending of batch) pending.resolve();
    } catch {
      await Promise.all(batch.map(alone));
    }
  }

  const add = gatherer<Pending<Item>>((batch) => void flush(batch));

  return {
    run(item) {
      return new Promise<void>((resolve, reject) => add({ item, resolve, reject }));
    },
  };
}
