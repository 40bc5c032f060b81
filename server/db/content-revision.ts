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

export async function readContentRevision(db: Db): Promise<string> {
  return String((await db.get<{ revision: number }>(REVISION))?.revision ?? 0);
}
