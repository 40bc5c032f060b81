import { rowLock, type Db, type SqlValue } from './engine/db';
import { insertedTogether } from './write-path/inserted-together';
import type { SubmissionColumns } from '../../src/domain/staff';
import { isLanguage, type Language } from '../../src/i18n/language';

/** A row of `submissions`: the columns every submission has, its record as JSON text, and when it came. */
export type SubmissionRow = SubmissionColumns & {
  payload: string;
  created_at: string;
  language: string;
};

export type NewSubmission = {
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: string | null;
  /** The validated record, including submittedAt. */
  payload: Record<string, unknown>;
  createdAt: string;
  /** The language of the page it was sent from: the visitor's mails are written in it. */
  language: Language;
};

export type StoredSubmission = Omit<NewSubmission, 'payload'> & { id: number; payload: Record<string, unknown> };

export type SubmissionsRepository = {
  /** Returns the new row's id: `id` when given (one taken from the table's sequence beforehand). */
  insert(submission: NewSubmission & { id?: number }): Promise<number>;
  /** PostgreSQL only: several submissions, their ids taken beforehand, in one statement (see insertedTogether). */
  insertTogether(submissions: readonly (NewSubmission & { id: number })[]): Promise<void>;
  findById(kind: string, id: number): Promise<StoredSubmission | undefined>;
  /** The language a submission was sent in, for a mail made later without the record; English when it is gone. */
  languageOf(kind: string, id: number): Promise<Language>;
  /**
   * Inside a transaction that reads a submission and changes it on what it read (a booking being
   * moved, cancelled or given an expert): another such transaction waits here until this one
   * ends, then reads what it left.
   */
  lockForChange(kind: string, id: number): Promise<void>;
  /** Replaces the stored record of one submission; false when there is no such row. */
  updatePayload(kind: string, id: number, payload: Record<string, unknown>): Promise<boolean>;
  /** Sets the status column and the stored record together (a booking becoming Paid). */
  updateStatusAndPayload(kind: string, id: number, status: string, payload: Record<string, unknown>): Promise<boolean>;
};

const COLUMNS = 'id, kind, name, email, phone, status, payload, created_at, language';

export function toStoredSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

/** The columns a new submission sets, its id first (absent when the table gives it one). */
const INSERTED = ['id', 'kind', 'name', 'email', 'phone', 'status', 'payload', 'created_at', 'language'];
const INSERT_WITH_ID = `INSERT INTO submissions (${INSERTED.join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;
const INSERT_NUMBERED_BY_TABLE = `INSERT INTO submissions (${INSERTED.slice(1).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;

/**
 * A new submission's values in the order of INSERTED. By position, not by name: every form post
 * sends them, and binding by name costs a property lookup per parameter (and an object to look in).
 */
function insertedValues(submission: NewSubmission & { id?: number }): SqlValue[] {
  return [
    submission.id ?? null,
    submission.kind,
    submission.name,
    submission.email,
    submission.phone,
    submission.status,
    JSON.stringify(submission.payload),
    submission.createdAt,
    submission.language,
  ];
}

export function createSubmissionsRepository(db: Db): SubmissionsRepository {
  return {
    async insert(submission) {
      const values = insertedValues(submission);
      const row = await db.get<{ id: number }>(
        submission.id === undefined ? INSERT_NUMBERED_BY_TABLE : INSERT_WITH_ID,
        submission.id === undefined ? values.slice(1) : values,
      );
      return row!.id;
    },

    async insertTogether(submissions) {
      await insertedTogether(db, 'submissions', INSERTED, submissions.map(insertedValues));
    },

    async findById(kind, id) {
      const row = await db.get<SubmissionRow>(`SELECT ${COLUMNS} FROM submissions WHERE kind = ? AND id = ?`, [kind, id]);
      return row ? toStoredSubmission(row) : undefined;
    },

    async languageOf(kind, id) {
      const row = await db.get<{ language: string }>(`SELECT language FROM submissions WHERE kind = ? AND id = ?`, [kind, id]);
      return isLanguage(row?.language) ? row.language : 'en';
    },

    async lockForChange(kind, id) {
      if (!db.inTransaction()) throw new Error('A submission is locked for a change only inside a transaction');
      // SQLite: rowLock adds nothing, a write transaction already keeps every other writer out.
      // PostgreSQL: FOR UPDATE holds the row until this transaction ends.
      await db.get(`SELECT id FROM submissions WHERE kind = ? AND id = ?${rowLock(db.engine, { skipLocked: false })}`, [kind, id]);
    },

    async updatePayload(kind, id, payload) {
      const { changes } = await db.run(`UPDATE submissions SET payload = ? WHERE kind = ? AND id = ?`, [JSON.stringify(payload), kind, id]);
      return changes === 1;
    },

    async updateStatusAndPayload(kind, id, status, payload) {
      const { changes } = await db.run(`UPDATE submissions SET status = ?, payload = ? WHERE kind = ? AND id = ?`, [
        status,
        JSON.stringify(payload),
        kind,
        id,
      ]);
      return changes === 1;
    },
  };
}
