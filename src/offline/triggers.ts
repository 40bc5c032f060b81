// When the page sends: at start, on reconnect, when the visitor comes back to the tab, at
// the next planned retry, after each submit, and (with every tab closed) from the service
// worker through Background Sync. This module is on the home page's first load, so the
// database and the engine are imported only when first needed, after the page is idle.

import { whenIdle } from './idle';
import { OUTBOX_SYNC_TAG } from './worker-sync';

type Shared = typeof import('./shared');

/** Never poll faster than this, even when a retry is already due (another tab may be sending it). */
const MIN_PLAN_DELAY_MS = 2_000;
/** setTimeout's own limit. */
const MAX_PLAN_DELAY_MS = 2 ** 31 - 1;

let loading: Promise<Shared> | null = null;
let started = false;
let planned: ReturnType<typeof setTimeout> | undefined;

function loadShared(): Promise<Shared> {
  loading ??= import('./shared');
  return loading;
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
  const onOnline = () => void run((shared) => shared.sharedEngine().retryNow((item) => item.lastStatus === 0));
  const onVisible = () => {
    if (doc.visibilityState === 'visible') requestSync();
  };
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisible);

  const cancelIdle = whenIdle(() => {
    requestSync();
    // Another tab or the worker may queue or settle items: re-plan this tab's timer when they do.
    void loadShared().then((shared) => {
      if (stopped) return;
      stopWatching = shared.watchOpenItems(() => void plan(shared).catch(() => {}));
    });
  });

  return () => {
    stopped = true;
    started = false;
    cancelIdle();
    stopWatching();
    clearTimeout(planned);
    win.removeEventListener('online', onOnline);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
