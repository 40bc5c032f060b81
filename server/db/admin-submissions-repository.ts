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

/**
 * A page of matches and how many there are. Matches are counted only so far (COUNT_STEP, or the
 * next multiple of it past the page): counting every one of many thousands cost more than the
 * page itself. `more` says the count stopped there, so `total` is then a lower bound.
 */
export type SubmissionSearchResult = { items: StoredSubmission[]; total: number; more: boolean };

export type AdminSubmissionsRepository = {
  search(search: SubmissionSearch): Promise<SubmissionSearchResult>;
  /**
   * Every match of a search, in its order, `pageSize` rows at a time: what a CSV export streams.
   * Each page starts after the last row of the one before (its date and id), so a deep page
   * costs what the first does, and nothing holds the database between pages.
   */
  everyMatch(search: Pick<SubmissionSearch, 'kind' | 'query' | 'sort'>, pageSize?: number): AsyncGenerator<StoredSubmission[]>;
  /** Deletes the record and writes the audit row in one transaction; false when there was none. */
  deleteAudited(kind: string, id: number, staffUsername: string, now: Date): Promise<boolean>;
  countByKind(since: string): Promise<Array<{ kind: string; total: number; recent: number }>>;
  perDay(since: string): Promise<Array<{ day: string; count: number }>>;
};

const COLUMNS = 'id, kind, name, email, phone, status, payload, created_at, language';

/** Rows read at a time by everyMatch. */
export const EXPORT_PAGE_ROWS = 1_000;

/** Matches are counted up to this many (or the next multiple of it past the page asked for). */
export const COUNT_STEP = 100;

/** How far to count for a page: the first multiple of COUNT_STEP beyond its last row, so the pager always knows whether a next page exists. */
export function countLimit(offset: number, limit: number): number {
  return Math.ceil((offset + limit + 1) / COUNT_STEP) * COUNT_STEP;
}

/**
 * How many of the kind's rows, in date order, a search reads before it turns to the trigram
 * index: a text found at least once in a hundred rows fills its page within them (one in fifty
 * is a common surname), and those rows cost less to read than the trigram index to consult.
 */
export const DATE_ORDER_ROWS_PER_MATCH = 100;
/** Never more than this many rows read in date order, however deep the page. */
export const DATE_ORDER_MAX_ROWS = 20_000;

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

/**
 * PostgreSQL: a looser LIKE pattern than likePattern(query) for the trigram indexes: the query's
 * runs of letters and digits in order, with anything between them. Every text holding the query
 * matches it, so the exact test afterwards loses nothing. It spares the index the trigrams of
 * each word's start and end (pg_trgm pads words with blanks) that a space in the query brings
 * in: most names share those, and reading them took most of a search's time. With no run of
 * three characters it would ask the index for nothing, so the query's own pattern is kept.
 */
export function trigramCandidatesPattern(query: string): string {
  const runs = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return runs.some((run) => [...run].length >= TRIGRAM_MIN_LENGTH) ? `%${runs.join('%')}%` : likePattern(query);
}

/** PostgreSQL: text cannot hold U+0000, so no stored row holds it, and a pattern may not carry it: such a search finds nothing. */
export function searchFindsNothing(engine: Db['engine'], query: string): boolean {
  return engine === 'postgres' && query.includes('\u0000');
}

/** PostgreSQL: name, phone and e-mail as one text, exactly as the trigram index of 022 reads them. */
const POSTGRES_SEARCH_TEXT = (table: string) => `(coalesce(${table}name, '') || ' ' || coalesce(${table}phone, '') || ' ' || coalesce(${table}email, ''))`;

// The day in India (UTC+05:30, no daylight saving) of an ISO-8601 UTC time, as 'YYYY-MM-DD'.
// SQLite: date() with a modifier.
const SQLITE_INDIA_DAY = `date(created_at, '+330 minutes')`;
// PostgreSQL: no date() of text; the same arithmetic on the text read as a UTC timestamp.
const POSTGRES_INDIA_DAY = `to_char((CAST(created_at AS timestamptz) AT TIME ZONE 'UTC') + INTERVAL '330 minutes', 'YYYY-MM-DD')`;

export function createAdminSubmissionsRepository(db: Db): AdminSubmissionsRepository {
  const like = (table = '') => `(${['name', 'phone', 'email'].map((column) => likeIgnoringAsciiCase(db.engine, `${table}${column}`)).join(' OR ')})`;
  // The CAST gives PostgreSQL the parameter's type, which `IS NULL` alone does not.
  const MATCH = `(CAST(@pattern AS TEXT) IS NULL OR ${like()})`;
  const order = (direction: 'ASC' | 'DESC', table = '') => `${table}created_at ${direction}, ${table}id ${direction}`;

  // No text, or text too short for the trigram index: read the kind in date order.
  const datePageSql = {
    newest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY ${order('DESC')} LIMIT @limit OFFSET @offset`,
    oldest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH} ORDER BY ${order('ASC')} LIMIT @limit OFFSET @offset`,
  };
  // The page after the row at (@createdAt, @id), in the same order; `created_at` alone first, which the index serves.
  const datePageAfterSql = {
    newest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH}
             AND created_at <= @createdAt AND (created_at < @createdAt OR id < @id) ORDER BY ${order('DESC')} LIMIT @limit`,
    oldest: `SELECT ${COLUMNS} FROM submissions WHERE kind = @kind AND ${MATCH}
             AND created_at >= @createdAt AND (created_at > @createdAt OR id > @id) ORDER BY ${order('ASC')} LIMIT @limit`,
  };
  const dateCountSql = `SELECT COUNT(*) AS total FROM (SELECT 1 FROM submissions WHERE kind = @kind AND ${MATCH} LIMIT @countLimit) AS counted`;

  // A text of three characters or more is first sought among the kind's first @rows rows in
  // date order (the subquery's LIMIT keeps the trigram index out of it). A common text fills its
  // page there, and its count stops at the limit within a few thousand rows.
  // PostgreSQL: ILIKE lowers both its texts on every call; one call over the three columns
  // joined turns most rows away for the price of one, before the exact test of each column.
  const likeRecent =
    db.engine === 'sqlite' ? like() : `(${POSTGRES_SEARCH_TEXT('')} ILIKE CAST(@pattern AS TEXT) ESCAPE '\\' AND ${like()})`;
  const recent = (direction: 'ASC' | 'DESC', columns: string) =>
    `(SELECT ${columns} FROM submissions WHERE kind = @kind ORDER BY ${order(direction)} LIMIT @rows) AS recent`;
  const recentPage = (direction: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS.replace(/\w+/g, 's.$&')}
     FROM (SELECT id, created_at FROM ${recent(direction, 'id, created_at, name, phone, email')} WHERE ${likeRecent} ORDER BY ${order(direction)} LIMIT @limit OFFSET @offset) AS hit
     JOIN submissions AS s ON s.id = hit.id
     ORDER BY ${order(direction, 'hit.')}`;
  const recentPageSql = { newest: recentPage('DESC'), oldest: recentPage('ASC') };
  const recentCountSql = {
    newest: `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${recent('DESC', 'name, phone, email')} WHERE ${likeRecent} LIMIT @countLimit) AS counted`,
    oldest: `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${recent('ASC', 'name, phone, email')} WHERE ${likeRecent} LIMIT @countLimit) AS counted`,
  };

  // A rarer text: the trigram index gives the candidate rows, the LIKE keeps exactly the rows a
  // scan would, and the matches (fewer than one in a hundred of the kind) are all counted and
  // sorted by date, in one statement so the index is consulted once.
  // SQLite: the FTS5 table submission_search (008) answers through MATCH, joined by rowid (CROSS
  // JOIN keeps it the outer loop), and the rows still queued for it (028, at most a fraction of a
  // second's worth) are tested one by one beside it: a row is in one or the other, never both.
  // Only id and date are sorted; the page's rows are read afterwards.
  // PostgreSQL: the trigram GIN index of the three columns joined (022) serves the looser pattern
  // @candidates (trigramCandidatesPattern). The columns under the exact test are hidden from the
  // per-column indexes of 008 (`|| ''` changes no value), so the planner does not consult those too.
  const likeUnindexed = (table: string) =>
    `(${['name', 'phone', 'email'].map((column) => likeIgnoringAsciiCase(db.engine, `(${table}${column} || '')`)).join(' OR ')})`;
  const indexedHits =
    db.engine === 'sqlite'
      ? `(SELECT s.id, s.created_at FROM submission_search AS f CROSS JOIN submissions AS s ON s.id = f.rowid
           WHERE submission_search MATCH @phrase AND s.kind = @kind AND ${like('s.')}
         UNION ALL
         SELECT s.id, s.created_at FROM submission_search_queue AS q CROSS JOIN submissions AS s ON s.id = q.id
           WHERE s.kind = @kind AND ${like('s.')}) AS s`
      : `submissions AS s
         WHERE s.kind = @kind
           AND ${POSTGRES_SEARCH_TEXT('s.')} ILIKE CAST(@candidates AS TEXT)
           AND ${likeUnindexed('s.')}`;
  const indexedPage = (direction: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS.replace(/\w+/g, 's.$&')}, hit.total AS total
     FROM (
       SELECT s.id AS id, s.created_at AS created_at, COUNT(*) OVER () AS total FROM ${indexedHits}
       ORDER BY ${order(direction, 's.')} LIMIT @limit OFFSET @offset
     ) AS hit JOIN submissions AS s ON s.id = hit.id
     ORDER BY ${order(direction, 'hit.')}`;
  const indexed = {
    page: { newest: indexedPage('DESC'), oldest: indexedPage('ASC') },
    count: `SELECT COUNT(*) AS total FROM ${indexedHits}`,
  };

  const countOf = async (sql: string, params: Record<string, string | number | null>) => (await db.get<{ total: number }>(sql, params))?.total ?? 0;

  return {
    async search({ kind, query, sort, limit, offset }) {
      if (searchFindsNothing(db.engine, query)) return { items: [], total: 0, more: false };
      const counting = countLimit(offset, limit);
      // One row past the limit tells "exactly the limit" from "more than that".
      const counted = (total: number) => ({ total: Math.min(total, counting), more: total > counting });
      if ([...query].length < TRIGRAM_MIN_LENGTH) {
        const pattern = query === '' ? null : likePattern(query);
        const rows = await db.all<SubmissionRow>(datePageSql[sort], { kind, pattern, limit, offset });
        const { total, more } = counted(await countOf(dateCountSql, { kind, pattern, countLimit: counting + 1 }));
        return { items: rows.map(toStoredSubmission), total, more };
      }
      const pattern = likePattern(query);
      const indexedParams = { kind, pattern, phrase: trigramPhrase(query), candidates: trigramCandidatesPattern(query) };
      const rows = Math.min(DATE_ORDER_MAX_ROWS, DATE_ORDER_ROWS_PER_MATCH * (offset + limit));
      const recentRows = await db.all<SubmissionRow>(recentPageSql[sort], { kind, pattern, rows, limit, offset });
      if (recentRows.length === limit) {
        const recentTotal = counted(await countOf(recentCountSql[sort], { kind, pattern, rows: DATE_ORDER_MAX_ROWS, countLimit: counting + 1 }));
        // The count stopped short of its limit within those rows: count them all through the trigram index.
        const { total, more } = recentTotal.more ? recentTotal : { total: await countOf(indexed.count, indexedParams), more: false };
        return { items: recentRows.map(toStoredSubmission), total, more };
      }
      const indexedRows = await db.all<SubmissionRow & { total: number }>(indexed.page[sort], { ...indexedParams, limit, offset });
      // Every match is counted here (they are few); a page past the end carries no total, so ask for it.
      const total = indexedRows[0]?.total ?? (offset > 0 ? await countOf(indexed.count, indexedParams) : 0);
      return { items: indexedRows.map(toStoredSubmission), total: Number(total), more: false };
    },

    async *everyMatch({ kind, query, sort }, pageSize = EXPORT_PAGE_ROWS) {
      if (searchFindsNothing(db.engine, query)) return;
      // Every row of the kind passes the exact test once, in date order: the export reads them all
      // anyway, so the trigram index, which finds a few rows fast, has nothing to add.
      const pattern = query === '' ? null : likePattern(query);
      let rows = await db.all<SubmissionRow>(datePageSql[sort], { kind, pattern, limit: pageSize, offset: 0 });
      while (rows.length > 0) {
        yield rows.map(toStoredSubmission);
        if (rows.length < pageSize) return;
        const last = rows.at(-1)!;
        rows = await db.all<SubmissionRow>(datePageAfterSql[sort], { kind, pattern, limit: pageSize, createdAt: last.created_at, id: last.id });
      }
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
