import type { Db } from './engine/db';
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
  findById(id: number): Promise<StoredWorkshopRegistration | undefined>;
  /** Newest first. */
  list(options: { limit: number; offset: number }): Promise<StoredWorkshopRegistration[]>;
  count(): Promise<number>;
};

function toRegistration(row: Row): StoredWorkshopRegistration {
  return { id: row.id, status: row.status, createdAt: row.created_at, record: JSON.parse(row.payload) as WorkshopRegistrationRecord };
}

export function createWorkshopRegistrationsRepository(db: Db): WorkshopRegistrationsRepository {
  return {
    async findById(id) {
      const row = await db.get<Row>('SELECT id, status, payload, created_at FROM submissions WHERE kind = ? AND id = ?', [
        WORKSHOP_REGISTRATION_KIND,
        id,
      ]);
      return row ? toRegistration(row) : undefined;
    },
    async list({ limit, offset }) {
      const rows = await db.all<Row>(
        'SELECT id, status, payload, created_at FROM submissions WHERE kind = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        [WORKSHOP_REGISTRATION_KIND, limit, offset],
      );
      return rows.map(toRegistration);
    },
    async count() {
      return (await db.get<{ total: number }>('SELECT COUNT(*) AS total FROM submissions WHERE kind = ?', [WORKSHOP_REGISTRATION_KIND]))?.total ?? 0;
    },
  };
}
