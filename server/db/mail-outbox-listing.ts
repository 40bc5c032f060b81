import type Database from 'better-sqlite3';
import type { MailState } from './mail-outbox-repository';

export type MailDelivery = {
  id: number;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

type Row = { id: number; to_address: string; subject: string; state: MailState; attempts: number; last_error: string | null; created_at: string; sent_at: string | null };

/** The outbox as staff see it: delivery state only, never the bodies. */
export function createMailOutboxListing(db: Database.Database) {
  const list = db.prepare<[number, number], Row>(
    `SELECT id, to_address, subject, state, attempts, last_error, created_at, sent_at FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM mail_outbox');
  return {
    listNewestFirst(limit: number, offset: number): MailDelivery[] {
      return list.all(limit, offset).map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        sentAt: row.sent_at,
      }));
    },
    count: () => count.get()?.total ?? 0,
  };
}
