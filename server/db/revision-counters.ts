import type { Db } from './engine/db';

/**
 * Counters the database's own triggers move with every row written, deleted or changed, by any
 * connection, so that what is built from those rows can be kept until they move:
 * - the content's revision (migration 018), with every blog or expert. On SQLite it replaced
 *   `PRAGMA data_version` plus a count kept in this process; reading the row costs the same
 *   (about 5 µs through the Db, either way) and, unlike data_version, it does not move with
 *   commits that touched no content. On PostgreSQL it is how one instance learns of a post or
 *   an expert written by another;
 * - the calendars' revision (migration 027), with every session an expert holds or is given.
 *   The calendars are read with the experts' hours, which are content: both counters are read
 *   together, in one statement (one read transaction on SQLite, one round trip on PostgreSQL).
 */
const COUNTERS = {
  content: 'SELECT revision FROM content_revision WHERE id = 1',
  calendars: `SELECT CAST((SELECT revision FROM content_revision WHERE id = 1) AS TEXT) || ' ' ||
    CAST((SELECT revision FROM calendar_revision WHERE id = 1) AS TEXT) AS revision`,
} as const;

type Counter = keyof typeof COUNTERS;

const read = async (db: Db, counter: Counter) => String((await db.get<{ revision: number | string }>(COUNTERS[counter]))?.revision ?? 0);

/** A read not yet sent, per counter and database, that the calls of this turn of the event loop share. */
const unsent: Record<Counter, WeakMap<Db, Promise<string>>> = { content: new WeakMap(), calendars: new WeakMap() };

function readRevision(db: Db, counter: Counter): Promise<string> {
  // Speed-up (outside a transaction): the read is made by every public list, page and match, a
  // round trip on PostgreSQL and a read transaction on SQLite (9.5% of the server's CPU on the
  // matches GET). The calls of one turn of the event loop share one read, made once the turn is
  // over: after every one of them arrived, so none is answered with a revision older than its
  // own call. A transaction reads its own.
  if (db.inTransaction()) return read(db, counter);
  const waiting = unsent[counter];
  let shared = waiting.get(db);
  if (!shared) {
    shared = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      waiting.delete(db);
      return read(db, counter);
    });
    waiting.set(db, shared);
  }
  return shared;
}

/** The content's revision: it moves with every blog or expert written. */
export const readContentRevision = (db: Db): Promise<string> => readRevision(db, 'content');

/**
 * The calendars' revision, as "<content> <calendars>": it moves with every expert written and with
 * every session an expert holds, is given, moves or gives up.
 */
export const readCalendarRevision = (db: Db): Promise<string> => readRevision(db, 'calendars');
