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
  const stateOf = db.prepare<[number], { state: MailState }>('SELECT state FROM mail_outbox WHERE id = ?');
  const retryStatement = db.prepare<[string, string, number]>(
    `UPDATE mail_outbox SET state = ?, attempts = 0, next_attempt_at = ? WHERE id = ? AND state = 'failed'`,
  );
  const actionStatement = db.prepare<[string, number, string]>(
    `INSERT INTO staff_actions (staff_username, action, kind, record_id, created_at) VALUES (?, 'mail_retry', 'emails', ?, ?)`,
  );
  const retryTransaction = db.transaction((id: number, staffUsername: string, at: string, smtpConfigured: boolean): 'retried' | 'missing' | 'not_failed' => {
    const found = stateOf.get(id);
    if (!found) return 'missing';
    // Without an SMTP server the mail waits as not_configured, like every other.
    if (retryStatement.run(smtpConfigured ? 'queued' : 'not_configured', at, id).changes !== 1) return 'not_failed';
    actionStatement.run(staffUsername, id, at);
    return 'retried';
  });
  return {
    /**
     * "Send again": a failed mail goes back to the queue with its attempts reset (its last
     * error stays until the next attempt), recorded in staff_actions; one transaction.
     */
    retryFailedAudited: (id: number, staffUsername: string, now: Date, smtpConfigured: boolean) =>
      retryTransaction.immediate(id, staffUsername, now.toISOString(), smtpConfigured),
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
