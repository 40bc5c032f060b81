import type { Db } from './engine/db';

/**
 * The content's revision (migration 018): a counter the database's own triggers move with every
 * row of blogs or experts written, deleted or changed, by any connection. Both engines read it
 * the same way. On SQLite this replaced `PRAGMA data_version` plus a count kept in this process;
 * reading the row costs the same (about 5 µs through the Db, either way) and, unlike
 * data_version, it does not move with commits that touched no content. On PostgreSQL it is how
 * one instance learns of a post or an expert written by another.
 */
const REVISION = 'SELECT revision FROM content_revision WHERE id = 1';

const read = async (db: Db) => String((await db.get<{ revision: number }>(REVISION))?.revision ?? 0);

/** A read not yet sent, per database, that the calls of this turn of the event loop share. */
const unsent = new WeakMap<Db, Promise<string>>();

export function readContentRevision(db: Db): Promise<string> {
  // Speed-up (PostgreSQL, outside a transaction): on PostgreSQL the read is a round trip, made
  // by every public list, page and match. The calls of one turn of the event loop share one
  // read, sent once the turn is over: after every one of them arrived, so none is answered
  // with a revision older than its own call. A transaction reads its own.
  if (db.engine !== 'postgres' || db.inTransaction()) return read(db);
  let shared = unsent.get(db);
  if (!shared) {
    shared = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      unsent.delete(db);
      return read(db);
    });
    unsent.set(db, shared);
  }
  return shared;
}
