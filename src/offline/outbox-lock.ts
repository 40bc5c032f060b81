// One sender at a time across tabs and the service worker. The idempotency key already
// makes a double send harmless on the server; the lock keeps a phone on one bar of signal
// from paying for the same upload twice and keeps the attempt counts honest.

import type { SaathiDb } from './db';

export const OUTBOX_LOCK_NAME = 'saathi-outbox';

/**
 * Runs `task` when no other context is sending, and resolves whether it ran. A context that
 * finds the lock taken does nothing: the holder sends everything that is due.
 * `keepAlive` extends the hold before each long step; false means the hold was lost.
 */
export type OutboxLock = (task: (keepAlive: () => Promise<boolean>) => Promise<void>) => Promise<boolean>;

/** The Web Locks API: released by the browser itself when a tab closes or a worker stops. */
export function webLock(locks: LockManager): OutboxLock {
  return async (task) =>
    (await locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task(async () => true);
      return true;
    })) as boolean;
}

export type LeaseOptions = {
  now?: () => number;
  /** How long a hold lasts without `keepAlive`; longer than one request's timeout. */
  ttlMs?: number;
  owner?: string;
};

/**
 * A lease row in the same database, taken by compare-and-set inside a read-write transaction
 * (IndexedDB runs those one at a time). A holder that dies stops renewing, and the lease
 * expires by itself.
 */
export function leaseLock(db: SaathiDb, { now = Date.now, ttlMs = 30_000, owner = crypto.randomUUID() }: LeaseOptions = {}): OutboxLock {
  const take = () =>
    db.transaction('rw', db.leases, async () => {
      const at = now();
      const lease = await db.leases.get(OUTBOX_LOCK_NAME);
      if (lease && lease.owner !== owner && lease.expiresAt > at) return false;
      await db.leases.put({ name: OUTBOX_LOCK_NAME, owner, expiresAt: at + ttlMs });
      return true;
    });
  const release = () =>
    db.transaction('rw', db.leases, async () => {
      const lease = await db.leases.get(OUTBOX_LOCK_NAME);
      if (lease?.owner === owner) await db.leases.delete(OUTBOX_LOCK_NAME);
    });

  return async (task) => {
    if (!(await take())) return false;
    try {
      await task(take);
    } finally {
      await release();
    }
    return true;
  };
}

/** Web Locks where the browser has them (pages and workers alike), the lease otherwise. */
export function defaultOutboxLock(db: SaathiDb): OutboxLock {
  // Pages and workers both have `navigator.locks`; Node (the tests) has neither.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? webLock(locks) : leaseLock(db);
}
