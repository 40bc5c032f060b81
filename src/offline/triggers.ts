// When the page sends: at start, on reconnect, when the visitor comes back to the tab, at
// the next planned retry, after each submit, and (with every tab closed) from the service
// worker through Background Sync. This module is on every page's first load, so the
// database and the engine are imported only when first needed: once the page is idle, and
// only if the outbox holds something (outbox-probe.ts), or when the visitor sends or retries.

import type { SaathiDb } from './db';
import { whenIdle } from './idle';
import { outboxMayHoldItems } from './outbox-probe';
import { OUTBOX_SYNC_TAG } from './worker-sync';

type Shared = typeof import('./shared');

/** Never poll faster than this, even when a retry is already due (another tab may be sending it). */
const MIN_PLAN_DELAY_MS = 2_000;
/** setTimeout's own limit. */
const MAX_PLAN_DELAY_MS = 2 ** 31 - 1;

let loading: Promise<Shared> | null = null;
let started = false;
let planned: ReturnType<typeof setTimeout> | undefined;
const onLoaded = new Set<(shared: Shared) => void>();

/**
 * The database code (Dexie, the engine): imported once, on first need. Loading it also starts
 * this page's sync triggers that wait for it (`whenOutboxInUse`).
 */
export function loadShared(): Promise<Shared> {
  if (loading === null) {
    loading = import('./shared');
    loading.then(
      (shared) => {
        for (const listener of onLoaded) listener(shared);
        onLoaded.clear();
      },
      () => {},
    );
  }
  return loading;
}

/**
 * The database to use: `db` when given (tests pass their own), else this page's, which loads
 * on first use. Forms ask for it from effects and handlers, never while rendering, so Dexie and
 * the opening of the database come after the page has hydrated, in tasks of their own.
 */
export function deviceDb(db?: SaathiDb): Promise<SaathiDb> {
  return db ? Promise.resolve(db) : loadShared().then((shared) => shared.sharedDb());
}

/** Whether this page has asked for the database code yet (it may still be arriving). */
export function databaseCodeRequested(): boolean {
  return loading !== null;
}

/**
 * Calls `use` with the database code once this page has it: at once if it is loaded, else
 * whenever something loads it (a save, a send). Never loads it itself. Returns a cancel.
 */
export function whenDatabaseCodeLoaded(use: (shared: Shared) => void): () => void {
  let active = true;
  const deliver = (shared: Shared) => {
    if (active) use(shared);
  };
  if (loading !== null) loading.then(deliver, () => {});
  else onLoaded.add(deliver);
  return () => {
    active = false;
    onLoaded.delete(deliver);
  };
}

/**
 * Calls `use` with the database code once this page has it: at once if it is loaded, once the
 * idle page's probe finds items waiting, or whenever a send loads it. Returns a cancel.
 */
export function whenOutboxInUse(use: (shared: Shared) => void): () => void {
  const cancelLoaded = whenDatabaseCodeLoaded(use);
  const cancelIdle = whenIdle(() => void loadIfInUse());
  return () => {
    cancelLoaded();
    cancelIdle();
  };
}

let probing: Promise<boolean> | null = null;

/** Loads the database code if the outbox may hold anything; true when it is (or was already) loaded. */
async function loadIfInUse(): Promise<boolean> {
  if (loading !== null) return true;
  probing ??= outboxMayHoldItems().finally(() => (probing = null));
  if (!(await probing)) return false;
  await loadShared();
  return true;
}

/** For the page's own triggers (start, reconnect, tab shown): nothing to do while the outbox is empty. */
async function runIfInUse(action: (shared: Shared) => Promise<void>): Promise<void> {
  if (await loadIfInUse()) await run(action);
}

async function run(action: (shared: Shared) => Promise<void>): Promise<void> {
  try {
    const shared = await loadShared();
    if (!shared.hasDeviceStorage()) return;
    await action(shared);
    await plan(shared);
  } catch (error) {
    // Nothing is lost: the items stay in the outbox for the next trigger.
    console.warn('Sending saved submissions failed for now', error);
  }
}

/** Arms one timer for the next due retry, and hands the worker the job in case this tab closes. */
async function plan(shared: Shared): Promise<void> {
  if (!started) return;
  const next = await shared.sharedEngine().nextDueAt();
  // Plans may overlap (a change seen while sending); the last one wins, without a stray timer.
  clearTimeout(planned);
  planned = undefined;
  if (next === null || !started) return;
  void registerBackgroundSync();
  const delay = Math.min(MAX_PLAN_DELAY_MS, Math.max(MIN_PLAN_DELAY_MS, next - Date.now()));
  planned = setTimeout(requestSync, delay);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No active worker yet, or Background Sync switched off: the page's own triggers remain.
  }
}

/** Sends whatever is due now, loading the engine first if need be. */
export function requestSync(): void {
  void run((shared) => shared.sharedEngine().syncNow());
}

/** "Retry now": the item (or every waiting item) goes at once, whatever its backoff said. */
export function retryNow(id?: string): void {
  void run((shared) => shared.sharedEngine().retryNow(id === undefined ? undefined : (item) => item.id === id));
}

/** Starts every trigger of this page; returns a function that stops them. */
export function startSyncTriggers(win: Window = window): () => void {
  started = true;
  const doc = win.document;
  let stopWatching = () => {};
  let stopped = false;

  // Items that failed for want of a connection go at once; a busy or failing server keeps its backoff.
  const onOnline = () => void runIfInUse((shared) => shared.sharedEngine().retryNow((item) => item.lastStatus === 0));
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void runIfInUse((shared) => shared.sharedEngine().syncNow());
  };
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisible);

  const stopWaiting = whenOutboxInUse((shared) => {
    if (stopped) return;
    requestSync();
    // Another tab or the worker may queue or settle items: re-plan this tab's timer when they do.
    stopWatching = shared.watchOpenItems(() => void plan(shared).catch(() => {}));
  });

  return () => {
    stopped = true;
    started = false;
    stopWaiting();
    stopWatching();
    clearTimeout(planned);
    win.removeEventListener('online', onOnline);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
