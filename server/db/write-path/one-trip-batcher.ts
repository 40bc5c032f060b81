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
//
// One such transaction is in flight at a time, of at most MOST_POSTS_A_TRANSACTION posts; the
// posts gathered meanwhile wait for it, and go together in the next, in the order they came.
// Clients answered together post again together: sent whole, a burst was one transaction, and
// the server sat idle while the database stored it (4 of every 11 ms at 50 connections), then the
// database while the server read the next burst. Sent in parts, one after the other, the first
// part's posts are answered, and their next ones read, while the next part commits. Paired at 50
// connections: +26.8% posts a second (10 of 10 pairs); at 200, +3.0% and a lower p99, for more
// of the server's CPU a post. The same parts sent at once gained 4.4% (docs/BENCHMARKS.md).

/** The most posts one transaction holds: half a burst at 50 connections (see above). */
export const MOST_POSTS_A_TRANSACTION = 25;

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

export function createOneTripBatcher<Item>(db: PostgresDb, statements: OneTripStatements<Item>, most = MOST_POSTS_A_TRANSACTION): OneTripBatcher<Item> {
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

  // The posts gathered while a transaction is in flight, in the order they came; `sending` while
  // their turns are taken.
  const waiting: Pending<Item>[] = [];
  let sending = false;
  async function sendInTurn(): Promise<void> {
    sending = true;
    while (waiting.length > 0) await flush(waiting.splice(0, most));
    sending = false;
  }

  const add = gatherer<Pending<Item>>((gathered) => {
    waiting.push(...gathered);
    if (!sending) void sendInTurn();
  });

  return {
    run(item) {
      return new Promise<void>((resolve, reject) => add({ item, resolve, reject }));
    },
  };
}
