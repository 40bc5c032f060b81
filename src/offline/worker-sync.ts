// The service worker's share of sending: the browser wakes it with a Background Sync event
// once the device is online, even with every tab of the site closed.

import type { SyncEngine } from './sync-engine';

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'saathi-outbox';

/** How long one sync event keeps the worker busy waiting for retries that are nearly due. */
export const WORKER_SYNC_BUDGET_MS = 2 * 60_000;

export type WorkerSyncOptions = {
  /** The browser's last planned retry of this event: there is no point in failing it. */
  lastChance: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Sends what is due, waits for retries due within the budget and sends again. Rejects when
 * items are still waiting at the end, so that the browser fires the event again later.
 */
export async function runWorkerSync(
  engine: SyncEngine,
  { lastChance, now = Date.now, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }: WorkerSyncOptions,
): Promise<void> {
  const deadline = now() + WORKER_SYNC_BUDGET_MS;
  for (;;) {
    await engine.syncNow();
    const next = await engine.nextDueAt();
    if (next === null) return;
    if (next > deadline) break;
    await sleep(Math.max(1_000, next - now()));
    if (now() >= deadline) break;
  }
  if (!lastChance) throw new Error('Submissions are still waiting to be sent; the browser will try again.');
}
