import type { SqliteDb } from '../engine/db';

// SQLite's staff search index (the FTS5 table submission_search) takes new submissions from a
// queue, a few hundred at a time, instead of one by one inside each form post (migration 028).
// FTS5 writes a segment of its own for every row it is given between two statements; the same
// rows given together share one. Paired against the trigger feeding the index, the contact post
// served 11.7% more posts a second (6 of 6) at 9.0% less CPU a post (docs/BENCHMARKS.md, "The
// staff search index off the form post"). Staff search reads the queued rows beside the index
// (admin-submissions-repository.ts), so nothing waits to be found. The server's worker
// (services/submissions/search-index-worker.ts) moves the queue into the index.

/**
 * Rows indexed per transaction. The write lock is held meanwhile (~2 ms for this many), so the
 * form posts queued behind it wait no longer than for one of their own group commits.
 */
export const SEARCH_INDEX_CHUNK_ROWS = 256;

/**
 * The queued rows up to an id, into the index. CROSS JOIN keeps the queue the outer loop: from
 * `q.id <= ?` SQLite would otherwise read every submission up to that id (the whole table, at
 * every chunk) and look each up in the queue.
 */
export const INDEX_CHUNK = `INSERT INTO submission_search (rowid, name, phone, email)
  SELECT s.id, s.name, s.phone, s.email FROM submission_search_queue AS q CROSS JOIN submissions AS s ON s.id = q.id WHERE q.id <= ?`;

/**
 * Moves the oldest `rows` queued submissions into the search index, in one transaction; resolves
 * with how many it moved (fewer than `rows`: the queue is empty now, but for rows queued since).
 */
export async function indexQueuedSubmissions(db: SqliteDb, rows: number = SEARCH_INDEX_CHUNK_ROWS): Promise<number> {
  // A read first: an empty queue costs no write lock.
  if (!(await db.get('SELECT 1 FROM submission_search_queue LIMIT 1'))) return 0;
  return db.transaction(async () => {
    const chunk = await db.get<{ last: number | null; moved: number }>(
      'SELECT max(id) AS last, count(*) AS moved FROM (SELECT id FROM submission_search_queue ORDER BY id LIMIT ?)',
      [rows],
    );
    if (!chunk || chunk.last === null) return 0;
    await db.run(INDEX_CHUNK, [chunk.last]);
    await db.run('DELETE FROM submission_search_queue WHERE id <= ?', [chunk.last]);
    return chunk.moved;
  });
}
