import { rowLock, type Db } from './engine/db';
import type { BookingKind } from '../../src/domain/submission-kinds';

export type PushUrgency = 'normal' | 'high';
export type PushDeliveryState = 'queued' | 'sent' | 'failed' | 'dropped';

/** A reminder's push, queued for every subscription its booking has. */
export type NewPushDeliveries = {
  reminderId: number;
  kind: BookingKind;
  submissionId: number;
  /** The JSON the service worker reads. */
  payload: string;
  urgency: PushUrgency;
  expiresAt: string;
  createdAt: string;
};

/** A queued delivery as the push worker takes it: with its subscription, when that still exists. */
export type DuePushDelivery = {
  id: number;
  payload: string;
  urgency: PushUrgency;
  expiresAt: string;
  attempts: number;
  /** The booking's status now ('Paid', 'Cancelled'); null when it is gone. */
  bookingStatus: string | null;
  subscription: { id: number; endpoint: string; p256dh: string; auth: string } | null;
};

type DueRow = {
  id: number;
  payload: string;
  urgency: PushUrgency;
  expires_at: string;
  attempts: number;
  booking_status: string | null;
  subscription_id: number | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
};

export type PushDeliveriesRepository = {
  /** One queued delivery per subscription of the booking; a reminder queued twice adds nothing. Returns how many were added. */
  queueForReminder(deliveries: NewPushDeliveries): Promise<number>;
  /**
   * Claims the earliest queued deliveries due at `now`, at most `limit`, earliest first: each is
   * leased until `leaseUntil` (its next_attempt_at), so no other worker takes it meanwhile.
   */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<DuePushDelivery[]>;
  markSent(id: number, sentAt: string): Promise<void>;
  /** Another attempt later: the attempt is counted and the error kept. */
  retryLater(id: number, nextAttemptAt: string, error: string): Promise<void>;
  /** Given up after the last attempt, or refused by the push service. */
  markFailed(id: number, error: string): Promise<void>;
  /** Not to be sent any more (subscription gone, booking not paid, session begun). */
  markDropped(id: number, reason: string): Promise<void>;
};

const toDue = (row: DueRow): DuePushDelivery => ({
  id: row.id,
  payload: row.payload,
  urgency: row.urgency,
  expiresAt: row.expires_at,
  attempts: row.attempts,
  bookingStatus: row.booking_status,
  subscription:
    row.subscription_id !== null && row.endpoint !== null && row.p256dh !== null && row.auth !== null
      ? { id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }
      : null,
});

// The claim moves next_attempt_at to the end of a lease, in the statement that picks the rows:
// a claimed delivery is not due for any other worker while it is being sent. The worker's
// outcome (sent, failed, dropped, or a retry at its own time) replaces the lease; a worker
// killed mid-send leaves it, and the delivery is due again when the lease ends (at least once).
const claimStatement = (lock: string) => `UPDATE push_deliveries SET next_attempt_at = @leaseUntil
  WHERE id IN (
    SELECT id FROM push_deliveries WHERE state = 'queued' AND next_attempt_at <= @now
    ORDER BY next_attempt_at, id LIMIT @limit${lock}
  )
  RETURNING id`;

export function createPushDeliveriesRepository(db: Db): PushDeliveriesRepository {
  // The due rows are locked as they are picked: without it, two instances' claims would pick the
  // same rows, and the second UPDATE, after waiting for the first, would lease and return them
  // again (its IN list was fixed before it waited).
  const claim = claimStatement(rowLock(db.engine, { skipLocked: true }));
  return {
    async queueForReminder(d) {
      // The CAST: PostgreSQL reads a bare parameter in a SELECT list as text, which an integer column refuses.
      const { changes } = await db.run(
        `INSERT INTO push_deliveries (subscription_id, reminder_id, payload, urgency, expires_at, state, next_attempt_at, created_at)
         SELECT id, CAST(? AS INTEGER), ?, ?, ?, 'queued', ?, ?
           FROM push_subscriptions WHERE kind = ? AND submission_id = ?
         ORDER BY id
         ON CONFLICT (subscription_id, reminder_id) DO NOTHING`,
        [d.reminderId, d.payload, d.urgency, d.expiresAt, d.createdAt, d.createdAt, d.kind, d.submissionId],
      );
      return changes;
    },
    async claimDue(now, leaseUntil, limit) {
      const claimed = await db.all<{ id: number }>(claim, { now, leaseUntil, limit });
      if (claimed.length === 0) return [];
      // LEFT JOINs: a delivery whose subscription or booking went meanwhile is still taken, to be dropped.
      const rows = await db.all<DueRow>(
        `SELECT d.id, d.payload, d.urgency, d.expires_at, d.attempts, b.status AS booking_status,
                s.id AS subscription_id, s.endpoint, s.p256dh, s.auth
           FROM push_deliveries d
           LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
           LEFT JOIN submissions b ON b.id = s.submission_id
          WHERE d.id IN (${claimed.map(() => '?').join(', ')})
          ORDER BY d.id`,
        claimed.map(({ id }) => id),
      );
      return rows.map(toDue);
    },
    async markSent(id, sentAt) {
      await db.run(
        `UPDATE push_deliveries SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ? AND state = 'queued'`,
        [sentAt, id],
      );
    },
    async retryLater(id, nextAttemptAt, error) {
      await db.run(
        `UPDATE push_deliveries SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'queued'`,
        [nextAttemptAt, error, id],
      );
    },
    async markFailed(id, error) {
      await db.run(
        `UPDATE push_deliveries SET state = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND state = 'queued'`,
        [error, id],
      );
    },
    async markDropped(id, reason) {
      await db.run(`UPDATE push_deliveries SET state = 'dropped', last_error = ? WHERE id = ? AND state = 'queued'`, [reason, id]);
    },
  };
}
