import type Database from 'better-sqlite3';

// New submissions wait in submission_search_queue until they are moved into the staff search
// index, many in one statement (migration 010 says why).

export type SubmissionSearchQueue = {
  /** Moves every queued submission into the index, inside the caller's transaction. */
  indexQueued(): void;
  /** The same in a transaction of its own, when anything is queued: before a staff search. */
  catchUp(): void;
};

export function createSubmissionSearchQueue(db: Database.Database): SubmissionSearchQueue {
  const indexStatement = db.prepare(
    `INSERT INTO submission_search (rowid, name, phone, email)
     SELECT s.id, s.name, s.phone, s.email FROM submission_search_queue AS q JOIN submissions AS s ON s.id = q.id`,
  );
  const emptyStatement = db.prepare('DELETE FROM submission_search_queue');
  const anyStatement = db.prepare<[], 1>('SELECT 1 FROM submission_search_queue LIMIT 1').pluck();

  function indexQueued(): void {
    indexStatement.run();
    emptyStatement.run();
  }
  const indexInOwnTransaction = db.transaction(indexQueued);

  return {
    indexQueued,
    catchUp() {
      if (anyStatement.get() === undefined) return;
      // IMMEDIATE: a submission committed by another connection meanwhile is queued after it.
      indexInOwnTransaction.immediate();
    },
  };
}
