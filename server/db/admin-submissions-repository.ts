import type { Db } from './engine/db';
import { toStoredSubmission, type StoredSubmission, type SubmissionRow } from './submissions-repository';

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

export type AdminSubmissionsRepository = {
  search(search: SubmissionSearch): Promise<{ items: StoredSubmission[]; total: number }>;
  /** Deletes the record and writes the audit row in one transaction; false when there was none. */
  deleteAudited(kind: string, id: number, staffUsername: string, now: Date): Promise<boolean>;
  countByKind(since: string): Promise<Array<{ kind: string; total: number; recent: number }>>;
  perDay(since: string): Promise<Array<{ day: string; count: number }>>;
};

const COLUMNS = 'id, kind, name, email, phone, status, payload, created_at';

/** `%`, `_` and the escape character itself match only themselves. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The text as one FTS5 phrase: inside double quotes every character is literal, a quote is doubled. */
export function trigramPhrase(query: string): string {
  return `"${query.replace(/"/g, '""')}"`;
}

/** The trigram index only answers texts of three characters or more (code points, as it counts). */
export const TRIGRAM_MIN_LENGTH = 3;

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';

/**
 * `column` holds the LIKE pattern `pattern` (a placeholder for a text from likePattern), ignoring
 * the case of ASCII letters only: what staff search has always meant, on both engines.
 */
export function likeIgnoringAsciiCase(engine: Db['engine'], column: string, pattern = '@pattern'): string {
  // SQLite: LIKE ignores the case of ASCII letters and heeds every other (É is not é).
  if (engine === 'sqlite') return `${column} LIKE ${pattern} ESCAPE '\\'`;
  // PostgreSQL: LIKE heeds case and ILIKE ignores it for every letter of Unicode. The ILIKE is
  // what a trigram index (008) serves; the LIKE over both sides with their ASCII letters lowered
  // then keeps exactly the rows SQLite's LIKE would (ILIKE finds all of them and maybe more).
  const lowered = (text: string) => `translate(${text}, '${ASCII_UPPER}', '${ASCII_LOWER}')`;
  const text = `CAST(${pattern} AS TEXT)`;
  return `(${column} ILIKE ${text} ESCAPE '\\' AND ${lowered(column)} LIKE ${lowered(text)} ESCAPE '\\')`;
}

/** PostgreSQL: text cannot hold U+0000, so no stored row holds it, and a pattern may not carry it: such a search finds nothing. */
export function searchFindsNothing(engine: Db['engine'], query: string): boolean {
  return engine === 'postgres' && query.includes('\u0000');
}

// The day in India (UTC+05:30, no daylight saving) of an ISO-8601 UTC time, as 'YYYY-MM-DD'.
// SQLite: date() with a modifier.
const SQLITE_INDIA_DAY = `date(created_at, '+330 minutes')`;
// PostgreSQL: no date() of text; the same arithmetic on the text read as a UTC timestamp.
const POSTGRES_INDIA_DAY = `to_char((CAST(created_at AS timestamptz) AT TIME ZONE 'UTC') + INTERVAL '330 minutes', 'YYYY-MM-DD')`;

export function createAdminSubmissionsRepository(db: Db): AdminSubmissionsRepository {
  const like = (table = '') => `(${['name', 'phone', 'email'].map((column) => likeIgnoringAsciiCase(db.engine, `${table}${column}`)).join(' OR ')})`;
  // The CAST gives PostgreSQL the parameter's type, which `IS NULL` alone does not.
  const MATCH = `(CAST(@pattern AS TEXT) IS NULL OR ${like()})`;
  // No text, or text too short for the trigram index, or PostgreSQL: read the kind in date
  // order. (PostgreSQL: the trigram indexes of 008 are indexes of submissions itself, so the
  // planner picks them for the ILIKE of this same statement when they pay.)
  const pageSql = {
    newest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    oldest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY created_at ASC, id ASC LIMIT @limit OFFSET @offset`,
  };
  const countSql = `SELECT COUNT(*) AS total FROM submissions WHERE kind = @kind AND ${MATCH}`;
  // Three characters or more: the trigram index gives the candidate rows (CROSS JOIN keeps it
  // the outer loop), the LIKE keeps exactly the rows a scan would, and the page and the total
  // come from one statement. Only id and date are sorted; the page's rows are read afterwards.
  const indexedPage = (direction: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS.replace(/\w+/g, 's.$&')}, hit.total AS total
     FROM (
       SELECT s.id AS id, s.created_at AS created_at, COUNT(*) OVER () AS total
       FROM submission_search AS f CROSS JOIN submissions AS s ON s.id = f.rowid
       WHERE submission_search MATCH @phrase AND s.kind = @kind AND ${like('s.')}
       ORDER BY s.created_at ${direction}, s.id ${direction} LIMIT @limit OFFSET @offset
     ) AS hit CROSS JOIN submissions AS s ON s.id = hit.id
     ORDER BY hit.created_at ${direction}, hit.id ${direction}`;
  const indexedPageSql = { newest: indexedPage('DESC'), oldest: indexedPage('ASC') };
  const indexedCountSql = `SELECT COUNT(*) AS total
     FROM submission_search AS f CROSS JOIN submissions AS s ON s.id = f.rowid
     WHERE submission_search MATCH @phrase AND s.kind = @kind AND ${like('s.')}`;

  return {
    async search({ kind, query, sort, limit, offset }) {
      if (searchFindsNothing(db.engine, query)) return { items: [], total: 0 };
      // SQLite: the FTS5 table submission_search (008) answers through MATCH, a join by rowid.
      if (db.engine === 'sqlite' && [...query].length >= TRIGRAM_MIN_LENGTH) {
        const pattern = likePattern(query);
        const phrase = trigramPhrase(query);
        const rows = await db.all<SubmissionRow & { total: number }>(indexedPageSql[sort], { kind, pattern, phrase, limit, offset });
        // A page past the end carries no total; ask for it separately.
        const total =
          rows[0]?.total ?? (offset > 0 ? ((await db.get<{ total: number }>(indexedCountSql, { kind, pattern, phrase }))?.total ?? 0) : 0);
        return { items: rows.map(toStoredSubmission), total };
      }
      const pattern = query === '' ? null : likePattern(query);
      const rows = await db.all<SubmissionRow>(pageSql[sort], { kind, pattern, limit, offset });
      const total = (await db.get<{ total: number }>(countSql, { kind, pattern }))?.total ?? 0;
      return { items: rows.map(toStoredSubmission), total };
    },

    deleteAudited: (kind, id, staffUsername, now) =>
      db.transaction(async () => {
        const { changes } = await db.run('DELETE FROM submissions WHERE kind = ? AND id = ?', [kind, id]);
        if (changes !== 1) return false;
        await db.run('INSERT INTO deletion_audit (staff_username, kind, record_id, deleted_at) VALUES (?, ?, ?, ?)', [
          staffUsername,
          kind,
          id,
          now.toISOString(),
        ]);
        return true;
      }),

    async countByKind(since) {
      const rows = await db.all<{ kind: string; total: number; recent: number | null }>(
        `SELECT kind, COUNT(*) AS total, SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS recent FROM submissions GROUP BY kind`,
        [since],
      );
      return rows.map((row) => ({ ...row, recent: row.recent ?? 0 }));
    },

    perDay: (since) =>
      db.all<{ day: string; count: number }>(
        `SELECT ${db.engine === 'sqlite' ? SQLITE_INDIA_DAY : POSTGRES_INDIA_DAY} AS day, COUNT(*) AS count FROM submissions WHERE created_at >= ? GROUP BY day ORDER BY day`,
        [since],
      ),
  };
}
