// What the background workers (mail, reminders, refund checks) share: rounds of work run one
// at a time, on a timer and when nudged, and a stop that waits for the round in progress so
// the database is never closed under it. A nudge or tick during a round asks for one more.

export type WorkerRounds = {
  /**
   * Look for work soon (after a commit that made some): once the current turn of the event
   * loop is over, so the request that made it is answered first and a burst of commits makes
   * one look. Never throws.
   */
  nudge(): void;
  /** Runs rounds until one finds nothing asked of it; resolves then. */
  drain(): Promise<void>;
  /** Stops the timer and waits for the round in progress, if any. */
  stop(): Promise<void>;
};

export function startWorkerRounds({
  round,
  intervalMs,
  onError,
}: {
  /** One round of work; `stopped()` turns true when the worker is stopping and a long round should end early. */
  round: (stopped: () => boolean) => Promise<void>;
  intervalMs: number;
  /** A round that throws is logged; the next tick or nudge tries again. */
  onError: (error: unknown) => void;
}): WorkerRounds {
  let stopped = false;
  let running = false;
  let again = false;
  let current: Promise<void> = Promise.resolve();
  const isStopped = () => stopped;

  async function loop(): Promise<void> {
    try {
      while (again && !stopped) {
        again = false;
        try {
          await round(isStopped);
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      // Set in the same step that last read `again`: a nudge after this starts a new loop.
      running = false;
    }
  }

  /** Asks for one more round; the returned promise settles when no round is left. */
  function run(): Promise<void> {
    if (stopped) return current;
    again = true;
    if (!running) {
      running = true;
      current = loop();
    }
    return current;
  }

  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();

  let nudged = false;
  return {
    nudge() {
      if (nudged) return;
      nudged = true;
      setImmediate(() => {
        nudged = false;
        void run();
      });
    },
    drain: () => run(),
    async stop() {
      if (stopped) return current;
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
