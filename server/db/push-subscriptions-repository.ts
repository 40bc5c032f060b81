import type Database from 'better-sqlite3';
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
  save(subscription: NewPushSubscription): boolean;
  /** Removes the booking's subscription at that endpoint (its queued deliveries dropped); false when there was none. */
  remove(kind: BookingKind, submissionId: number, endpoint: string): boolean;
  /**
   * Removes a subscription the push service no longer knows, dropping its queued deliveries
   * first (they keep their row, state `dropped`).
   */
  drop(id: number): void;
  findFor(kind: BookingKind, submissionId: number): PushSubscriptionRow[];
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

export function createPushSubscriptionsRepository(db: Database.Database): PushSubscriptionsRepository {
  const existing = db.prepare<[string, number, string], { id: number }>(
    'SELECT id FROM push_subscriptions WHERE kind = ? AND submission_id = ? AND endpoint = ?',
  );
  const insert = db.prepare<[string, number, string, string, string, string]>(
    'INSERT INTO push_subscriptions (kind, submission_id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateKeys = db.prepare<[string, string, number]>('UPDATE push_subscriptions SET p256dh = ?, auth = ? WHERE id = ?');
  const dropQueued = db.prepare<[number]>(`UPDATE push_deliveries SET state = 'dropped' WHERE subscription_id = ? AND state = 'queued'`);
  const removeById = db.prepare<[number]>('DELETE FROM push_subscriptions WHERE id = ?');
  const findFor = db.prepare<[string, number], Row>(
    'SELECT id, kind, submission_id, endpoint, p256dh, auth, created_at FROM push_subscriptions WHERE kind = ? AND submission_id = ? ORDER BY id',
  );

  const save = db.transaction((subscription: NewPushSubscription): boolean => {
    const found = existing.get(subscription.kind, subscription.submissionId, subscription.endpoint);
    if (found) {
      updateKeys.run(subscription.p256dh, subscription.auth, found.id);
      return false;
    }
    insert.run(subscription.kind, subscription.submissionId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.createdAt);
    return true;
  });
  // Queued deliveries are marked first: once the row is gone they could no longer be told apart.
  const drop = db.transaction((id: number) => {
    dropQueued.run(id);
    removeById.run(id);
  });
  const remove = db.transaction((kind: BookingKind, submissionId: number, endpoint: string): boolean => {
    const found = existing.get(kind, submissionId, endpoint);
    if (found) drop(found.id);
    return found !== undefined;
  });

  return {
    save: (subscription) => save(subscription),
    remove: (kind, submissionId, endpoint) => remove(kind, submissionId, endpoint),
    drop: (id) => drop(id),
    findFor: (kind, submissionId) => findFor.all(kind, submissionId).map(toSubscription),
  };
}
