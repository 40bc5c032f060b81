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
  const insertStatement = db.prepare<IdempotencyKeyRow>(
    `INSERT INTO idempotency_keys (key, kind, request_hash, submission_id, answered_id, created_at)
     VALUES (@key, @kind, @request_hash, @submission_id, @answered_id, @created_at)`,
  );

  return {
    findByKey(key) {
      const row = findStatement.get(key);
      return row ? toIdempotencyKey(row) : undefined;
    },

    insert(key) {
      insertStatement.run({
        key: key.key,
        kind: key.kind,
        request_hash: key.requestHash,
        submission_id: key.submissionId,
        answered_id: key.submissionId,
        created_at: key.createdAt,
      });
    },
  };
}
