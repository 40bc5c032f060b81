import type Database from 'better-sqlite3';

type IdempotencyKeyRow = {
  key: string;
  kind: string;
  request_hash: string | null;
  submission_id: number | null;
  answered_id: number;
  created_at: string;
};

export type IdempotencyKey = {
  key: string;
  kind: string;
  /** NULL once the submission it created has been deleted. */
  requestHash: string | null;
  /** The stored submission; NULL once it has been deleted. */
  submissionId: number | null;
  /** The id the first request was answered with; kept after deletion. */
  answeredId: number;
  createdAt: string;
};

export type NewIdempotencyKey = { key: string; kind: string; requestHash: string; submissionId: number; createdAt: string };

export type IdempotencyKeysRepository = {
  findByKey(key: string): IdempotencyKey | undefined;
  insert(key: NewIdempotencyKey): void;
};

function toIdempotencyKey(row: IdempotencyKeyRow): IdempotencyKey {
  return {
    key: row.key,
    kind: row.kind,
    requestHash: row.request_hash,
    submissionId: row.submission_id,
    answeredId: row.answered_id,
    createdAt: row.created_at,
  };
}

export function createIdempotencyKeysRepository(db: Database.Database): IdempotencyKeysRepository {
  const findStatement = db.prepare<[string], IdempotencyKeyRow>(
    'SELECT key, kind, request_hash, submission_id, answered_id, created_at FROM idempotency_keys WHERE key = ?',
  );
  // Parameters by position: every form post runs this, and binding by name costs a property
  // lookup per parameter (and an object to look in).
  const insertStatement = db.prepare<[string, string, string, number, number, string]>(
    `INSERT INTO idempotency_keys (key, kind, request_hash, submission_id, answered_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );

  return {
    findByKey(key) {
      const row = findStatement.get(key);
      return row ? toIdempotencyKey(row) : undefined;
    },

    insert(key) {
      // answered_id starts as the submission's id and outlives it.
      insertStatement.run(key.key, key.kind, key.requestHash, key.submissionId, key.submissionId, key.createdAt);
    },
  };
}
