import type Database from 'better-sqlite3';
import type { StoredSubmission } from './submissions-repository';

// What staff do with stored submissions: search one kind, read one, delete one (with
// an audit row that names the kind and id only), and count them for the dashboard.

export type SubmissionSort = 'newest' | 'oldest';

export type SubmissionSearch = {
  kind: string;
  /** Matched against name, phone and e-mail; wildcards typed by staff are literal. */
  query: string;
  sort: SubmissionSort;
  limit: number;
  offset: number;
};

type SubmissionRow = {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: string | null;
  payload: string;
  created_at: string;
};

export type AdminSubmissionsRepository = {
  search(search: SubmissionSearch): { items: StoredSubmission[]; total: number };
  /** Deletes the record and writes the audit row in one transaction; false when there was none. */
  deleteAudited(kind: string, id: number, staffUsername: string, now: Date): boolean;
  countByKind(since: string): Array<{ kind: string; total: number; recent: number }>;
  perDay(since: string): Array<{ day: string; count: number }>;
};

const COLUMNS = 'id, kind, name, email, phone, status, payload, created_at';

/** `%`, `_` and the escape character itself match only themselves. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function toStored(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export function createAdminSubmissionsRepository(db: Database.Database): AdminSubmissionsRepository {
  const MATCH = `(@pattern IS NULL OR name LIKE @pattern ESCAPE '\\' OR phone LIKE @pattern ESCAPE '\\' OR email LIKE @pattern ESCAPE '\\')`;
  type Params = { kind: string; pattern: string | null; limit: number; offset: number };
  const pageStatements = {
    newest: db.prepare<Params, SubmissionRow>(
      `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ),
    oldest: db.prepare<Params, SubmissionRow>(
      `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY created_at ASC, id ASC LIMIT @limit OFFSET @offset`,
    ),
  };
  const countStatement = db.prepare<{ kind: string; pattern: string | null }, { total: number }>(
    `SELECT COUNT(*) AS total FROM submissions WHERE kind = @kind AND ${MATCH}`,
  );
  const deleteStatement = db.prepare<[string, number]>('DELETE FROM submissions WHERE kind = ? AND id = ?');
  const auditStatement = db.prepare<[string, string, number, string]>(
    'INSERT INTO deletion_audit (staff_username, kind, record_id, deleted_at) VALUES (?, ?, ?, ?)',
  );
  const countsStatement = db.prepare<[string], { kind: string; total: number; recent: number }>(
    `SELECT kind, COUNT(*) AS total, SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS recent FROM submissions GROUP BY kind`,
  );
  const perDayStatement = db.prepare<[string], { day: string; count: number }>(
    `SELECT date(created_at, '+330 minutes') AS day, COUNT(*) AS count FROM submissions WHERE created_at >= ? GROUP BY day ORDER BY day`,
  );

  const deleteTransaction = db.transaction((kind: string, id: number, staffUsername: string, at: string) => {
    if (deleteStatement.run(kind, id).changes !== 1) return false;
    auditStatement.run(staffUsername, kind, id, at);
    return true;
  });

  return {
    search({ kind, query, sort, limit, offset }) {
      const pattern = query === '' ? null : likePattern(query);
      const items = pageStatements[sort].all({ kind, pattern, limit, offset }).map(toStored);
      const total = countStatement.get({ kind, pattern })?.total ?? 0;
      return { items, total };
    },
    deleteAudited: (kind, id, staffUsername, now) => deleteTransaction.immediate(kind, id, staffUsername, now.toISOString()),
    countByKind: (since) => countsStatement.all(since).map((row) => ({ ...row, recent: row.recent ?? 0 })),
    perDay: (since) => perDayStatement.all(since),
  };
}
