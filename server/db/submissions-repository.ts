import { rowLock, type Db } from './engine/db';
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

export function createSubmissionsRepository(db: Db): SubmissionsRepository {
  return {
    async insert(submission) {
      // Parameters by position: every form post runs this, and binding by name costs a property
      // lookup per parameter (and an object to look in).
      const row = await db.get<{ id: number }>(
        submission.id === undefined
          ? `INSERT INTO submissions (kind, name, email, phone, status, payload, created_at, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`
          : `INSERT INTO submissions (id, kind, name, email, phone, status, payload, created_at, language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          ...(submission.id === undefined ? [] : [submission.id]),
          submission.kind,
          submission.name,
          submission.email,
          submission.phone,
          submission.status,
          JSON.stringify(submission.payload),
          submission.createdAt,
          submission.language,
        ],
      );
      return row!.id;
    },

    async insertTogether(submissions) {
      await insertedTogether(
        db,
        'submissions',
        'id integer, kind text, name text, email text, phone text, status text, payload text, created_at text, language text',
        submissions.map((submission) => ({
          id: submission.id,
          kind: submission.kind,
          name: submission.name,
          email: submission.email,
          phone: submission.phone,
          status: submission.status,
          payload: JSON.stringify(submission.payload),
          created_at: submission.createdAt,
          language: submission.language,
        })),
      );
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
