import type { Db, SqlValue } from './engine/db';
import { insertedTogether } from './write-path/inserted-together';

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
  findByKey(key: string): Promise<IdempotencyKey | undefined>;
  insert(key: NewIdempotencyKey): Promise<void>;
  /** PostgreSQL only: several keys in one statement (see insertedTogether). */
  insertTogether(keys: readonly NewIdempotencyKey[]): Promise<void>;
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

const INSERTED = ['key', 'kind', 'request_hash', 'submission_id', 'answered_id', 'created_at'];
const INSERT = `INSERT INTO idempotency_keys (${INSERTED.join(', ')}) VALUES (?, ?, ?, ?, ?, ?)`;

/**
 * A new key's values in the order of INSERTED: answered_id starts as the submission's id and
 * outlives it. By position: every form post sends them, and binding by name costs a property
 * lookup per parameter.
 */
function insertedValues(key: NewIdempotencyKey): SqlValue[] {
  return [key.key, key.kind, key.requestHash, key.submissionId, key.submissionId, key.createdAt];
}

export function createIdempotencyKeysRepository(db: Db): IdempotencyKeysRepository {
  return {
    async findByKey(key) {
      const row = await db.get<IdempotencyKeyRow>(
        'SELECT key, kind, request_hash, submission_id, answered_id, created_at FROM idempotency_keys WHERE key = ?',
        [key],
      );
      return row ? toIdempotencyKey(row) : undefined;
    },

    async insert(key) {
      await db.run(INSERT, insertedValues(key));
    },

    async insertTogether(keys) {
      await insertedTogether(db, 'idempotency_keys', INSERTED, keys.map(insertedValues));
    },
  };
}
