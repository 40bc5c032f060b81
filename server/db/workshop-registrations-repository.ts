import type Database from 'better-sqlite3';
import type { SubmissionKindName } from '../../src/domain/submission-kinds';

// Workshop registrations are submissions of kind 'workshop-registration' (one table for
// every public form, see 002-submissions.sql); this reads them for the staff lists.

export const WORKSHOP_REGISTRATION_KIND = 'workshop-registration' satisfies SubmissionKindName;

export type WorkshopRegistrationRecord = {
  eventSlug: string;
  eventTitle: string;
  name: string;
  phone: string;
  email: string;
  submittedAt: string;
  /** The pass paid for (catalogue id) and its amount in paise, once paid. */
  pass?: string;
  amount?: number;
  paymentStatus: string;
};

export type StoredWorkshopRegistration = {
  id: number;
  status: string | null;
  createdAt: string;
  record: WorkshopRegistrationRecord;
};

type Row = { id: number; status: string | null; payload: string; created_at: string };

export type WorkshopRegistrationsRepository = {
  findById(id: number): StoredWorkshopRegistration | undefined;
  /** Newest first. */
  list(options: { limit: number; offset: number }): StoredWorkshopRegistration[];
  count(): number;
};

function toRegistration(row: Row): StoredWorkshopRegistration {
  return { id: row.id, status: row.status, createdAt: row.created_at, record: JSON.parse(row.payload) as WorkshopRegistrationRecord };
}

export function createWorkshopRegistrationsRepository(db: Database.Database): WorkshopRegistrationsRepository {
  const byId = db.prepare<[string, number], Row>('SELECT id, status, payload, created_at FROM submissions WHERE kind = ? AND id = ?');
  const list = db.prepare<[string, number, number], Row>(
    'SELECT id, status, payload, created_at FROM submissions WHERE kind = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const count = db.prepare<[string], { total: number }>('SELECT COUNT(*) AS total FROM submissions WHERE kind = ?');
  return {
    findById(id) {
      const row = byId.get(WORKSHOP_REGISTRATION_KIND, id);
      return row ? toRegistration(row) : undefined;
    },
    list: ({ limit, offset }) => list.all(WORKSHOP_REGISTRATION_KIND, limit, offset).map(toRegistration),
    count: () => count.get(WORKSHOP_REGISTRATION_KIND)?.total ?? 0,
  };
}
