import type { Db } from './engine/db';
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
export function createMailOutboxListing(db: Db) {
  return {
    /**
     * "Send again": a failed mail goes back to the queue with its attempts reset (its last
     * error stays until the next attempt), recorded in staff_actions; one transaction.
     */
    retryFailedAudited: (id: number, staffUsername: string, now: Date, smtpConfigured: boolean): Promise<'retried' | 'missing' | 'not_failed'> =>
      db.transaction(async () => {
        const at = now.toISOString();
        const found = await db.get<{ state: MailState }>('SELECT state FROM mail_outbox WHERE id = ?', [id]);
        if (!found) return 'missing';
        // Without an SMTP server the mail waits as not_configured, like every other.
        const { changes } = await db.run(
          `UPDATE mail_outbox SET state = ?, attempts = 0, next_attempt_at = ? WHERE id = ? AND state = 'failed'`,
          [smtpConfigured ? 'queued' : 'not_configured', at, id],
        );
        if (changes !== 1) return 'not_failed';
        await db.run(
          `INSERT INTO staff_actions (staff_username, action, kind, record_id, created_at) VALUES (?, 'mail_retry', 'emails', ?, ?)`,
          [staffUsername, id, at],
        );
        return 'retried';
      }),

    async listNewestFirst(limit: number, offset: number): Promise<MailDelivery[]> {
      const rows = await db.all<Row>(
        `SELECT id, to_address, subject, state, attempts, last_error, created_at, sent_at FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [limit, offset],
      );
      return rows.map((row) => ({
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

    async count(): Promise<number> {
      return (await db.get<{ total: number }>('SELECT COUNT(*) AS total FROM mail_outbox'))?.total ?? 0;
    },
  };
}
