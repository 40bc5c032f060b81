import type { Db } from './engine/db';
import { rowLock } from './engine/db';

// Deletes the submissions past their retention period (server/services/retention), each with a
// deletion_audit row like a staff deletion: which kind, which id, when, and `retention` as the
// one who did it. The record's contents go with it, as do its child rows (mails, sessions,
// reminders, push subscriptions, follow-ups: ON DELETE CASCADE); a payment keeps its row with
// submission_id NULL, so the money trail stays.

/** The name deletion_audit gives the retention worker, where a staff deletion names the staff member. */
export const RETENTION_AUDIT_USERNAME = 'retention';

/**
 * Rows deleted per transaction: a first purge of a large table is many short transactions, so it
 * never holds SQLite's write lock, or PostgreSQL's row locks, for long.
 */
export const RETENTION_BATCH_SIZE = 500;

const PAID_STATUS = 'Paid';
/** A successful payment: the money arrived, whatever became of the booking since (a refund is its own row). */
const PAYMENT_SUCCESS = 'SUCCESS';

export type RetentionPurge = {
  kinds: readonly string[];
  /** ISO time: rows created before it are deleted. */
  before: string;
  /**
   * Bookings and registrations: only those never paid for, and with no payment started since
   * `before` either (the visitor may be paying right now).
   */
  unpaidOnly: boolean;
};

export type RetentionRepository = {
  /**
   * Deletes every row of `kinds` created before `before` (of bookings, only the unpaid), batch by
   * batch, auditing each; stops between batches once `stopped()` is true. Counts per kind.
   */
  purge(purge: RetentionPurge, now: Date, stopped?: () => boolean): Promise<Record<string, number>>;
};

export function createRetentionRepository(db: Db, batchSize = RETENTION_BATCH_SIZE): RetentionRepository {
  /** One transaction: up to batchSize rows deleted and audited. */
  async function purgeBatch({ kinds, before, unpaidOnly }: RetentionPurge, now: Date): Promise<Array<{ id: number; kind: string }>> {
    const unpaid = unpaidOnly
      ? ` AND (status IS NULL OR status <> ?)
          AND NOT EXISTS (
            SELECT 1 FROM payments
            WHERE payments.submission_id = submissions.id AND (payments.state = ? OR payments.created_at >= ?)
          )`
      : '';
    const params = [...kinds, before, ...(unpaidOnly ? [PAID_STATUS, PAYMENT_SUCCESS, before] : []), batchSize];
    return db.transaction(async () => {
      // RETURNING names only the rows this statement deleted: when two instances purge at once,
      // a row is deleted by one of them, and audited once. PostgreSQL: SKIP LOCKED lets the
      // other pass over the rows being deleted (or settled by a payment) and take the next;
      // what it skips is looked at again in the next purge.
      const deleted = await db.all<{ id: number; kind: string }>(
        `DELETE FROM submissions WHERE id IN (
           SELECT id FROM submissions
           WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND created_at < ?${unpaid}
           ORDER BY id LIMIT ?${rowLock(db.engine, { skipLocked: true })}
         ) RETURNING id, kind`,
        params,
      );
      if (deleted.length > 0) {
        const at = now.toISOString();
        await db.run(
          `INSERT INTO deletion_audit (staff_username, kind, record_id, deleted_at) VALUES ${deleted.map(() => '(?, ?, ?, ?)').join(', ')}`,
          deleted.flatMap((row) => [RETENTION_AUDIT_USERNAME, row.kind, row.id, at]),
        );
      }
      return deleted;
    });
  }

  return {
    async purge(purge, now, stopped = () => false) {
      const counts: Record<string, number> = {};
      if (purge.kinds.length === 0) return counts;
      for (;;) {
        const deleted = await purgeBatch(purge, now);
        for (const row of deleted) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
        if (deleted.length < batchSize || stopped()) return counts;
      }
    },
  };
}
