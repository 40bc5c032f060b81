// Asking a payment provider costs an outbound call and counts against its rate limits, and
// anyone holding a transaction id may poll its status. So a pending payment's checks are
// coalesced: one in flight per transaction, shared by every caller who asks meanwhile, and
// at most one started per `minIntervalMs` (a page polls every 3 s at the most). Kept in this
// process, as the rate limits are.

export type CoalescedChecks<T> = {
  /**
   * The check under way for `key`, or a new one from `check`; undefined when one ended less
   * than `minIntervalMs` ago and `force` is not set (the caller answers from what it has).
   */
  run(key: string, check: () => Promise<T>, options?: { force?: boolean }): Promise<T> | undefined;
};

export function coalescedChecks<T>({ minIntervalMs, now = Date.now }: { minIntervalMs: number; now?: () => number }): CoalescedChecks<T> {
  const running = new Map<string, Promise<T>>();
  const endedAt = new Map<string, number>();
  let sweepAt = 0;

  return {
    run(key, check, { force = false } = {}) {
      const underWay = running.get(key);
      if (underWay) return underWay;
      const at = now();
      if (at >= sweepAt) {
        // Only recent checks matter: the map holds the transactions of the last interval.
        for (const [done, time] of endedAt) if (at - time >= minIntervalMs) endedAt.delete(done);
        sweepAt = at + minIntervalMs;
      }
      const last = endedAt.get(key);
      if (!force && last !== undefined && at - last < minIntervalMs) return undefined;
      const started = check().finally(() => {
        running.delete(key);
        endedAt.set(key, now());
      });
      running.set(key, started);
      return started;
    },
  };
}
