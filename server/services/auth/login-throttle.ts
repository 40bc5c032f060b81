// Sign-in attempts, each counted in a fixed window, kept in memory (one server process per
// database is assumed, decision 004):
// - a browser with a device cookie for the username (device-cookies.ts) has its own
//   allowance of failures; once spent, it is treated like any other client;
// - any other client: failures per username, and attempts per address.
// So guessing a password stays slow for everyone, while a staff member's own browser goes
// on signing in whatever others try against their username.
//
// An attempt is counted as a failure before the password is checked and given back when
// it succeeds: concurrent guesses cannot all slip in while the first hash is computed.

export type LoginThrottleOptions = {
  windowMs?: number;
  /** Attempts from one address per window, from clients without a device cookie. */
  perIp?: number;
  /** Failed attempts for one username per window, from clients without a device cookie. */
  perUsername?: number;
  /** Failed attempts of one known browser per window. */
  perDevice?: number;
  now: () => Date;
};

export type LoginClient = {
  ip: string;
  username: string;
  /** The browser's device id for this username, when its device cookie is valid for it. */
  device: string | null;
};

export type LoginAttempt = {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): void;
};

export type LoginThrottle = {
  /** Counts this attempt before the password is checked; null when this client may not try now. */
  reserve(client: LoginClient): LoginAttempt | null;
};

type Counter = { count: number; resetAt: number };

export function createLoginThrottle({ windowMs = 15 * 60_000, perIp = 30, perUsername = 5, perDevice = 10, now }: LoginThrottleOptions): LoginThrottle {
  const byIp = new Map<string, Counter>();
  const byUsername = new Map<string, Counter>();
  const byDevice = new Map<string, Counter>();

  function current(map: Map<string, Counter>, key: string): Counter {
    const at = now().getTime();
    const existing = map.get(key);
    if (existing && existing.resetAt > at) return existing;
    // Old windows are dropped as they are met; a sweep keeps the maps from growing without bound.
    if (map.size > 10_000) for (const [k, v] of map) if (v.resetAt <= at) map.delete(k);
    const fresh = { count: 0, resetAt: at + windowMs };
    map.set(key, fresh);
    return fresh;
  }

  /** Takes one from `counter` unless `limit` is reached; the attempt gives it back on success. */
  function take(counter: Counter, limit: number, onSuccess: () => void): LoginAttempt | null {
    if (counter.count >= limit) return null;
    counter.count += 1;
    return { succeeded: onSuccess };
  }

  return {
    reserve({ ip, username, device }) {
      const user = username.toLowerCase();
      if (device !== null) {
        const key = `${user}\n${device}`;
        // A known browser that signs in starts afresh.
        const attempt = take(current(byDevice, key), perDevice, () => byDevice.delete(key));
        if (attempt) return attempt;
      }
      const address = current(byIp, ip);
      address.count += 1;
      if (address.count > perIp) return null;
      const failures = current(byUsername, user);
      return take(failures, perUsername, () => {
        failures.count = Math.max(0, failures.count - 1);
      });
    },
  };
}
