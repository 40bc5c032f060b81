import type { RateCountersRepository } from '../../db/rate-counters-repository';

// Sign-in attempts, each counted in a fixed window, in the database (rate_counters): several
// server instances may share one PostgreSQL database, and a guesser spreading tries over them
// must meet one count. On SQLite too, so there is one way of counting, tested on both; sign-in
// is rare enough that its few statements cost nothing that matters.
// - a browser with a device cookie for the username (device-cookies.ts) has its own
//   allowance of failures; once spent, it is treated like any other client;
// - any other client: failures per username, and attempts per address.
// So guessing a password stays slow for everyone, while a staff member's own browser goes
// on signing in whatever others try against their username.
//
// An attempt is counted as a failure before the password is checked and given back when
// it succeeds: concurrent guesses cannot all slip in while the first hash is computed (each
// count is one statement, rate-counters-repository.ts).

export type LoginThrottleOptions = {
  counters: RateCountersRepository;
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
  succeeded(): Promise<void>;
};

export type LoginThrottle = {
  /** Counts this attempt before the password is checked; null when this client may not try now. */
  reserve(client: LoginClient): Promise<LoginAttempt | null>;
};

/** The counts' scopes in rate_counters. */
const SIGN_IN = 'sign-in:';
const BY_ADDRESS = `${SIGN_IN}address`;
const BY_USERNAME = `${SIGN_IN}username`;
const BY_DEVICE = `${SIGN_IN}device`;

export function createLoginThrottle({ counters, windowMs = 15 * 60_000, perIp = 30, perUsername = 5, perDevice = 10, now }: LoginThrottleOptions): LoginThrottle {
  let sweepAt = 0;

  return {
    async reserve({ ip, username, device }) {
      const at = now();
      if (at.getTime() >= sweepAt) {
        // Counts whose window has ended are met again as fresh ones; once a window, this
        // instance deletes the sign-in ones, so the table holds recent ones only.
        sweepAt = at.getTime() + windowMs;
        await counters.deleteEnded(SIGN_IN, at);
      }
      const user = username.toLowerCase();
      if (device !== null) {
        const key = `${user}\n${device}`;
        // A known browser that signs in starts afresh.
        if (await counters.takeBelow(BY_DEVICE, key, perDevice, at, windowMs)) return { succeeded: () => counters.forget(BY_DEVICE, key) };
      }
      const address = await counters.hit(BY_ADDRESS, ip, at, windowMs);
      if (address.hits > perIp) return null;
      const failures = await counters.takeBelow(BY_USERNAME, user, perUsername, at, windowMs);
      if (!failures) return null;
      return { succeeded: () => counters.giveBack(BY_USERNAME, user, failures.windowEndsAt) };
    },
  };
}
