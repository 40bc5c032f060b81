// The visitor's latest change to a form or a self-assessment, kept synchronously in
// localStorage until IndexedDB has committed it (decision 013). Every write to IndexedDB is
// asynchronous, and on a first visit the database code (Dexie) is still on its way when the
// first key is pressed: a tab closed in between would take the change with it. A localStorage
// write is done when setItem returns. Once the same change is committed, its copy here goes;
// the next read of the draft or the answers moves a copy that is still here into IndexedDB.
// No Dexie here: this module is on a form's first load.

import { DATABASE_NAME } from './outbox-probe';

/** The IndexedDB stores whose rows are kept here until committed (db.ts). */
export type PendingStore = 'drafts' | 'assessmentProgress';

const STORES: readonly PendingStore[] = ['drafts', 'assessmentProgress'];

/** Exactly what `keepChange` wrote, so that settling it never removes a later change. */
export type KeptChange = { readonly storageKey: string; readonly text: string };

export type PendingChange = {
  /** The row's content as it was changed: a draft's values, or a self-assessment's progress. */
  value: unknown;
  /** Epoch ms of the change; a row in IndexedDB newer than this supersedes it. */
  at: number;
  kept: KeptChange;
};

/** The page's localStorage, or null where there is none or it may not be used (blocked storage throws on access). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The name of `db`, or of this page's own database when none is given (tests pass their own). */
export function databaseNameOf(db: { readonly name: string } | undefined): string {
  return db?.name ?? DATABASE_NAME;
}

/** One entry per row: the database's name keeps a test's private database apart from the page's. */
function storageKeyOf(database: string, store: PendingStore, key: string): string {
  return `saathi-pending:${database}:${store}:${key}`;
}

/**
 * Keeps `value`, the new content of the row `key` of `store`, at once. Null when localStorage
 * refused it (none, full, blocked): the change then depends on the IndexedDB write alone, as
 * it did before.
 */
export function keepChange(database: string, store: PendingStore, key: string, value: unknown, at: number): KeptChange | null {
  const kept = { storageKey: storageKeyOf(database, store, key), text: JSON.stringify({ at, value }) };
  try {
    const local = storage();
    if (local === null) return null;
    local.setItem(kept.storageKey, kept.text);
    return kept;
  } catch {
    return null;
  }
}

function parsed(text: string): { at: number; value: unknown } | null {
  try {
    const entry: unknown = JSON.parse(text);
    if (typeof entry !== 'object' || entry === null || !('value' in entry) || !('at' in entry)) return null;
    return typeof entry.at === 'number' ? { at: entry.at, value: entry.value } : null;
  } catch {
    return null;
  }
}

/** The change of row `key` of `store` not yet known to be committed, if any. */
export function pendingChange(database: string, store: PendingStore, key: string): PendingChange | null {
  const storageKey = storageKeyOf(database, store, key);
  try {
    const text = storage()?.getItem(storageKey) ?? null;
    if (text === null) return null;
    const entry = parsed(text);
    // A damaged entry can never be read back: it only takes space.
    if (entry === null) storage()?.removeItem(storageKey);
    return entry && { ...entry, kept: { storageKey, text } };
  } catch {
    return null;
  }
}

/**
 * The change of row `key` of `store` that the row (last written at `rowUpdatedAt`, undefined
 * when there is none) has not superseded. A superseded copy is dropped. Strictly newer rows
 * only supersede: a change made in the same millisecond may still be on its way to the row.
 */
export function pendingChangeNewerThan(database: string, store: PendingStore, key: string, rowUpdatedAt: number | undefined): PendingChange | null {
  const pending = pendingChange(database, store, key);
  if (pending === null || rowUpdatedAt === undefined || rowUpdatedAt <= pending.at) return pending;
  settleChange(pending.kept);
  return null;
}

/** The change is in IndexedDB now: its copy goes, unless a later change has replaced it meanwhile. */
export function settleChange(kept: KeptChange | null): void {
  if (kept === null) return;
  try {
    const local = storage();
    if (local?.getItem(kept.storageKey) === kept.text) local.removeItem(kept.storageKey);
  } catch {
    // Left in place: the next read writes the same change again, or finds a newer row and drops it.
  }
}

/**
 * Forgets the pending change of row `key` (the visitor started over or discarded), or only one
 * made at or before `upTo`, which a row written at `upTo` supersedes.
 */
export function dropChange(database: string, store: PendingStore, key: string, upTo: number = Infinity): void {
  const pending = pendingChange(database, store, key);
  if (pending !== null && pending.at <= upTo) settleChange(pending.kept);
}

/** Forgets every change kept for `database` (the visitor erased what the device holds). */
export function dropAllChanges(database: string): void {
  try {
    const local = storage();
    if (local === null) return;
    const prefix = `saathi-pending:${database}:`;
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index)).filter((key): key is string => key?.startsWith(prefix) === true);
    for (const key of keys) local.removeItem(key);
  } catch {
    // Blocked storage holds nothing we could remove.
  }
}

/** Whether a change of the form or self-assessment `key` (its draft or its answers) is waiting here. */
export function holdsChange(database: string, key: string): boolean {
  try {
    const local = storage();
    return local !== null && STORES.some((store) => local.getItem(storageKeyOf(database, store, key)) !== null);
  } catch {
    return false;
  }
}
