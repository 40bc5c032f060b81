import type { Db } from './engine/db';
import type { BookingKind } from '../../src/domain/submission-kinds';

/** A browser's push subscription for one booking: where to send, and the keys to encrypt with. */
export type NewPushSubscription = {
  kind: BookingKind;
  submissionId: number;
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
  createdAt: string;
};

export type PushSubscriptionRow = NewPushSubscription & { id: number };

type Row = { id: number; kind: BookingKind; submission_id: number; endpoint: string; p256dh: string; auth: string; created_at: string };

export type PushSubscriptionsRepository = {
  /**
   * Stores the subscription; true when it is new. The same endpoint again for the booking
   * keeps its row and takes the keys given now (a browser may renew them).
   */
  save(subscription: NewPushSubscription): Promise<boolean>;
  /** Removes the booking's subscription at that endpoint (its queued deliveries dropped); false when there was none. */
  remove(kind: BookingKind, submissionId: number, endpoint: string): Promise<boolean>;
  /**
   * Removes a subscription the push service no longer knows, dropping its queued deliveries
   * first (they keep their row, state `dropped`).
   */
  drop(id: number): Promise<void>;
  findFor(kind: BookingKind, submissionId: number): Promise<PushSubscriptionRow[]>;
};

const toSubscription = (row: Row): PushSubscriptionRow => ({
  id: row.id,
  kind: row.kind,
  submissionId: row.submission_id,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  createdAt: row.created_at,
});

const EXISTING = 'SELECT id FROM push_subscriptions WHERE kind = ? AND submission_id = ? AND endpoint = ?';

export function createPushSubscriptionsRepository(db: Db): PushSubscriptionsRepository {
  // Queued deliveries are marked first: once the row is gone they could no longer be told apart.
  const drop = (id: number) =>
    db.transaction(async () => {
      await db.run(`UPDATE push_deliveries SET state = 'dropped' WHERE subscription_id = ? AND state = 'queued'`, [id]);
      await db.run('DELETE FROM push_subscriptions WHERE id = ?', [id]);
    });

  return {
    save: (subscription) =>
      db.transaction(async () => {
        const found = await db.get<{ id: number }>(EXISTING, [subscription.kind, subscription.submissionId, subscription.endpoint]);
        if (found) {
          await db.run('UPDATE push_subscriptions SET p256dh = ?, auth = ? WHERE id = ?', [subscription.p256dh, subscription.auth, found.id]);
          return false;
        }
        await db.run('INSERT INTO push_subscriptions (kind, submission_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
          subscription.kind,
          subscription.submissionId,
          subscription.endpoint,
          subscription.p256dh,
          subscription.auth,
          subscription.createdAt,
        ]);
        return true;
      }),
    remove: (kind, submissionId, endpoint) =>
      db.transaction(async () => {
        const found = await db.get<{ id: number }>(EXISTING, [kind, submissionId, endpoint]);
        if (found) await drop(found.id);
        return found !== undefined;
      }),
    drop,
    async findFor(kind, submissionId) {
      const rows = await db.all<Row>(
        'SELECT id, kind, submission_id, endpoint, p256dh, auth, created_at FROM push_subscriptions WHERE kind = ? AND submission_id = ? ORDER BY id',
        [kind, submissionId],
      );
      return rows.map(toSubscription);
    },
  };
}
