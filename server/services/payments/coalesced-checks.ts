// Asking a payment provider costs an outbound call and counts against its rate limits, and
// anyone holding a transaction id may poll its status. So a pending payment's checks are
// coalesced: at most one started per `minIntervalMs` (a page polls every 3 s at the most),
// however many server instances are polled. That interval is kept in the database, which every
// instance shares: a check is first claimed there (`claim`, one conditional UPDATE), and only
// the caller that wins it asks the provider. Within one process, callers arriving while a check
// is under way share it instead of each claiming: they get the provider's answer, and the
// database a write less.

/**
 * Claims the check of `key` at `at` (ISO-8601) unless the last claim was after `lastBefore`
 * (null: ignore the last claim); true when claimed.
 */
export type CheckClaim = (key: string, at: string, lastBefore: string | null) => Promise<boolean>;

export type CoalescedChecks<T> = {
  /**
   * The check under way in this process for `key`, or a new one from `check` once claimed;
   * undefined when the claim was not won (a check began less than `minIntervalMs` ago, here or
   * in another instance, and `force` is not set): the caller answers from what it has.
   */
  run(key: string, check: () => Promise<T>, options?: { force?: boolean }): Promise<T | undefined>;
};

/**
 * `now` is this process's clock, written into the claims: instances whose clocks disagree by a
 * skew shorten or lengthen the interval between their checks by as much.
 */
export function coalescedChecks<T>({ minIntervalMs, claim, now = Date.now }: { minIntervalMs: number; claim: CheckClaim; now?: () => number }): CoalescedChecks<T> {
  const running = new Map<string, Promise<T | undefined>>();

  async function claimThenCheck(key: string, check: () => Promise<T>, force: boolean): Promise<T | undefined> {
    const at = now();
    const won = await claim(key, new Date(at).toISOString(), force ? null : new Date(at - minIntervalMs).toISOString());
    return won ? check() : undefined;
  }

  return {
    run(key, check, { force = false } = {}) {
      const underWay = running.get(key);
      if (underWay) return underWay;
      const started = claimThenCheck(key, check, force).finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
  };
}
