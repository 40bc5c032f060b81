// Login attempts per IP address and failed attempts per username, each in a fixed
// window. Kept in memory: one server process per database is assumed (decision 004).

export type LoginThrottleOptions = {
  windowMs?: number;
  /** Attempts from one address per window, successful ones included. */
  perIp?: number;
  /** Failed attempts for one username per window. */
  perUsername?: number;
  now: () => Date;
};

type Counter = { count: number; resetAt: number };

export type LoginThrottle = {
  /** Counts this attempt; false when the address or the username is over its limit. */
  allow(ip: string, username: string): boolean;
  recordFailure(username: string): void;
  recordSuccess(username: string): void;
};

export function createLoginThrottle({ windowMs = 15 * 60_000, perIp = 30, perUsername = 5, now }: LoginThrottleOptions): LoginThrottle {
  const byIp = new Map<string, Counter>();
  const byUsername = new Map<string, Counter>();

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

  const userKey = (username: string) => username.toLowerCase();

  return {
    allow(ip, username) {
      const ipCounter = current(byIp, ip);
      ipCounter.count += 1;
      if (ipCounter.count > perIp) return false;
      return current(byUsername, userKey(username)).count < perUsername;
    },
    recordFailure(username) {
      current(byUsername, userKey(username)).count += 1;
    },
    recordSuccess(username) {
      byUsername.delete(userKey(username));
    },
  };
}
