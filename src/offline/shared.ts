// The one database and the one engine of this page (or of the service worker). Loaded on
// demand: the home page renders before any of this arrives.

import { liveQuery } from 'dexie';
import { openSaathiDb, type OutboxItem, type SaathiDb } from './db';
import { createSyncEngine, type SyncEngine } from './sync-engine';

// Pages follow their queries through this one, so that Dexie stays in this chunk.
export { liveQuery };

let db: SaathiDb | undefined;
let engine: SyncEngine | undefined;

export function sharedDb(): SaathiDb {
  db ??= openSaathiDb();
  return db;
}

export function sharedEngine(): SyncEngine {
  // Late-bound so that the current `fetch` is used (a test may stub it).
  engine ??= createSyncEngine({ db: sharedDb(), fetch: (input, init) => globalThis.fetch(input, init) });
  return engine;
}

/** Whether this context can keep data at all (no IndexedDB: some private modes, old test setups). */
export function hasDeviceStorage(): boolean {
  return typeof indexedDB !== 'undefined';
}

export type OutboxSummary = {
  /** Queued or being sent. */
  waiting: number;
  /** Refused by the server: the visitor has to act. */
  needsAttention: number;
  /** The kind of the oldest item that needs the visitor or is waiting, for a link to its page. */
  firstKind: string | null;
};

export const EMPTY_SUMMARY: OutboxSummary = { waiting: 0, needsAttention: 0, firstKind: null };

export function summarise(items: readonly OutboxItem[]): OutboxSummary {
  const open = items.filter((item) => item.state !== 'sent').sort((a, b) => a.createdAt - b.createdAt);
  const failed = open.filter((item) => item.state === 'failed');
  return {
    waiting: open.length - failed.length,
    needsAttention: failed.length,
    firstKind: (failed[0] ?? open[0])?.kind ?? null,
  };
}

/** Calls `listener` with the outbox's summary now and after every change, from any tab or the worker. */
export function watchOutboxSummary(listener: (summary: OutboxSummary) => void): () => void {
  if (!hasDeviceStorage()) return () => {};
  const database = sharedDb();
  const subscription = liveQuery(() => database.outbox.where('state').anyOf('queued', 'sending', 'failed').toArray()).subscribe({
    next: (items) => listener(summarise(items)),
    error: () => listener(EMPTY_SUMMARY),
  });
  return () => subscription.unsubscribe();
}

/** Calls `listener` whenever an item is queued, claimed or settled anywhere. */
export function watchOpenItems(listener: () => void): () => void {
  if (!hasDeviceStorage()) return () => {};
  const database = sharedDb();
  const subscription = liveQuery(() => database.outbox.where('state').anyOf('queued', 'sending').toArray()).subscribe({
    next: () => listener(),
    error: () => {},
  });
  return () => subscription.unsubscribe();
}
