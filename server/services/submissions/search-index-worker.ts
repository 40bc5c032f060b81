import type { SqliteDb } from '../../db/engine/db';
import { indexQueuedSubmissions, SEARCH_INDEX_CHUNK_ROWS } from '../../db/write-path/search-index-queue';
import type { Log } from '../../log';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';

/** How often the server looks for submissions queued for the staff search index. */
export const SEARCH_INDEX_INTERVAL_MS = 250;

/**
 * SQLite: moves the submissions queued for the staff search index into it (the speed-up of
 * write-path/search-index-queue.ts), at start (rows another process queued meanwhile) and every
 * `intervalMs`: chunk after chunk until the queue is empty, each its own transaction, so form
 * posts take their turns between them. A failure is logged and tried again at the next tick.
 */
export function startSearchIndexer({
  db,
  log = () => {},
  intervalMs = SEARCH_INDEX_INTERVAL_MS,
}: {
  db: SqliteDb;
  log?: Log;
  intervalMs?: number;
}): WorkerRounds {
  return startWorkerRounds({
    round: async (stopped) => {
      while (!stopped() && (await indexQueuedSubmissions(db)) === SEARCH_INDEX_CHUNK_ROWS);
    },
    intervalMs,
    onError: (error) =>
      log('Queued submissions could not join the staff search index; trying again', { error: error instanceof Error ? error.message : String(error) }),
  });
}
