import { createHash } from 'node:crypto';
import type { NextFunction, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { RateCountersRepository } from '../../db/rate-counters-repository';
import { gatherer } from '../../db/write-path/gather';
import { tooManyRequests } from '../../errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

const WINDOW_MS = 60_000;
const WINDOW_SECONDS = WINDOW_MS / 1000;
/** The scopes of these limits' counts in rate_counters start with this. */
const PER_MINUTE = 'per-minute:';

/** One address's minute under one limit: it starts with the address's first request. */
export type MinuteCount = { hits: number; resetAt: number; partitionKey: string };

/** One limit's counts: counts a request of `key` (an address) at `at`, and answers its minute so far. */
export type MinuteCounter = { hit(key: string, at: number): MinuteCount | Promise<MinuteCount> };

/**
 * Where the per-minute limits keep their counts, chosen where the app is built (app.ts): this
 * process's memory, or the database every instance shares. `counter(scope)` is one limit's.
 */
export type RateCounts = { counter(scope: string): MinuteCounter };

/** The draft's partition key: a short hash that tells the client which counter it is on without naming its address. */
function partitionKeyOf(key: string): string {
  return Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
}

/**
 * The counts in this process: a fixed window per address as express-rate-limit's memory store
 * keeps them, without its promise chain and per-request hashing. The counter answers at once,
 * so a limit counted here costs a request no promise: the limit sits in front of every public
 * form post, and with express-rate-limit itself paired runs served 14% fewer form posts a
 * second at 14% more CPU per post (docs/BENCHMARKS.md).
 */
export function memoryRateCounts(): RateCounts {
  return {
    counter() {
      const windows = new Map<string, MinuteCount>();
      let sweepAt = 0;
      return {
        hit(key, at) {
          if (at >= sweepAt) {
            // Forget the addresses whose minute is over, once a minute: the map holds only recent visitors.
            for (const [address, window] of windows) if (window.resetAt <= at) windows.delete(address);
            sweepAt = at + WINDOW_MS;
          }
          let window = windows.get(key);
          if (window === undefined || window.resetAt <= at) {
            window = { hits: 0, resetAt: at + WINDOW_MS, partitionKey: window?.partitionKey ?? partitionKeyOf(key) };
            windows.set(key, window);
          }
          window.hits += 1;
          return window;
        },
      };
    },
  };
}

/**
 * The counts in the database (rate_counters), outside any transaction: every instance on the
 * database meets the same count. Once a minute this process deletes the counts whose window has
 * ended, so the table holds recent visitors only.
 *
 * Speed-up: the hits that arrive close together are gathered as the form posts are (gather.ts),
 * and each address's hits among them are added in one upsert; each learns its own place in the
 * count, so the limit holds exactly as with one upsert per hit. A flood from one address (or
 * many visitors behind one carrier's address) costs the database one statement per burst, not
 * one per request; and a burst's posts go on to their commit together, rather than its first
 * one alone, a round trip ahead of the rest (docs/BENCHMARKS.md). A lone request waits one idle
 * turn of the event loop more.
 */
export function databaseRateCounts(counters: RateCountersRepository): RateCounts {
  let sweepAt = 0;
  return {
    counter(scope) {
      type Waiting = { key: string; at: number; resolve: (count: MinuteCount) => void; reject: (error: unknown) => void };

      async function write(key: string, hits: Waiting[]): Promise<void> {
        const at = hits[hits.length - 1]!.at;
        try {
          if (at >= sweepAt) {
            sweepAt = at + WINDOW_MS;
            await counters.deleteEnded(PER_MINUTE, new Date(at));
          }
          const count = await counters.hit(scope, key, new Date(at), WINDOW_MS, hits.length);
          const resetAt = Date.parse(count.windowEndsAt);
          const partitionKey = partitionKeyOf(key);
          const first = count.hits - hits.length;
          hits.forEach((hit, index) => hit.resolve({ hits: first + index + 1, resetAt, partitionKey }));
        } catch (error) {
          for (const hit of hits) hit.reject(error);
        }
      }

      const add = gatherer<Waiting>((batch) => {
        const byKey = new Map<string, Waiting[]>();
        for (const hit of batch) {
          const hits = byKey.get(hit.key);
          if (hits) hits.push(hit);
          else byKey.set(hit.key, [hit]);
        }
        for (const [key, hits] of byKey) void write(key, hits);
      });

      return {
        hit(key, at) {
          return new Promise<MinuteCount>((resolve, reject) => add({ key, at, resolve, reject }));
        },
      };
    },
  };
}

export type PerMinuteLimitOptions = {
  /** The limit's name; its counts are kept apart from every other limit's (scope `per-minute:<name>`). */
  name: string;
  counts: RateCounts;
  now?: () => number;
};

/**
 * At most `limit` requests per minute from one address (IPv6 grouped by /56), with
 * the standard RateLimit and Retry-After headers (IETF draft 8). Every request counts,
 * replays included. Behind a reverse proxy, TRUST_PROXY must be set or every visitor
 * shares the proxy's address.
 */
export function perMinuteLimit(limit: number, { name, counts, now = Date.now }: PerMinuteLimitOptions): RequestHandler {
  const counter = counts.counter(`${PER_MINUTE}${name}`);
  const policyName = `"${limit}-in-1min"`;

  /** Tells the client where it stands, and passes the request on or refuses it. */
  function answer(res: Response, next: NextFunction, at: number, window: MinuteCount): void {
    const resetSeconds = Math.max(0, Math.ceil((window.resetAt - at) / 1000));
    res.setHeader('RateLimit', `${policyName}; r=${Math.max(limit - window.hits, 0)}; t=${resetSeconds}`);
    res.setHeader('RateLimit-Policy', `${policyName}; q=${limit}; w=${WINDOW_SECONDS}; pk=:${window.partitionKey}:`);
    if (window.hits > limit) {
      res.setHeader('Retry-After', String(resetSeconds));
      next(tooManyRequests(TOO_MANY_REQUESTS));
      return;
    }
    next();
  }

  return (req, res, next) => {
    const at = now();
    const key = req.ip === undefined ? '' : ipKeyGenerator(req.ip);
    const counted = counter.hit(key, at);
    if (counted instanceof Promise) {
      // The database's count: a failure to count is the request's error (500, logged), never a pass.
      void counted.then((window) => answer(res, next, at, window), next);
      return;
    }
    answer(res, next, at, counted);
  };
}
