import { describe, expect, it, vi } from 'vitest';
import type { SyncEngine } from './sync-engine';
import { WORKER_SYNC_BUDGET_MS, runWorkerSync } from './worker-sync';

function fakeEngine(dueTimes: (number | null)[]): SyncEngine & { syncs: number } {
  const engine = {
    syncs: 0,
    syncNow: vi.fn(async () => {
      engine.syncs += 1;
    }),
    retryNow: vi.fn(async () => {}),
    nextDueAt: vi.fn(async () => dueTimes.shift() ?? null),
  };
  return engine;
}

describe('the service worker’s sync', () => {
  it('resolves once nothing is left', async () => {
    const engine = fakeEngine([null]);
    await expect(runWorkerSync(engine, { lastChance: false })).resolves.toBeUndefined();
    expect(engine.syncs).toBe(1);
  });

  it('waits for a retry due soon, then sends again', async () => {
    let at = 0;
    const sleep = vi.fn(async (ms: number) => {
      at += ms;
    });
    const engine = fakeEngine([3_000, null]);
    await runWorkerSync(engine, { lastChance: false, now: () => at, sleep });
    expect(sleep).toHaveBeenCalledWith(3_000);
    expect(engine.syncs).toBe(2);
  });

  it('fails the event when items still wait, so the browser tries again later, except on its last chance', async () => {
    const far = WORKER_SYNC_BUDGET_MS + 60_000;
    await expect(runWorkerSync(fakeEngine([far]), { lastChance: false, now: () => 0 })).rejects.toThrow(/still waiting/);
    await expect(runWorkerSync(fakeEngine([far]), { lastChance: true, now: () => 0 })).resolves.toBeUndefined();
  });
});
