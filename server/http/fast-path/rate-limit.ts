import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { tooManyRequests } from '../../errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

const WINDOW_MS = 60_000;
const WINDOW_SECONDS = WINDOW_MS / 1000;

/** One address's minute: it starts with the address's first request. */
type Window = { hits: number; resetAt: number; partitionKey: string };

/** The draft's partition key: a short hash that tells the client which counter it is on without naming its address. */
function partitionKeyOf(key: string): string {
  return Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
}

/**
 * At most `limit` requests per minute from one address (IPv6 grouped by /56), with
 * the standard RateLimit and Retry-After headers (IETF draft 8). Every request counts,
 * replays included. Behind a reverse proxy, TRUST_PROXY must be set or every visitor
 * shares the proxy's address.
 *
 * The counts live in this process, a fixed window per address as express-rate-limit's
 * memory store keeps them, without its promise chain and per-request hashing: the limit
 * sits in front of every public form post, and with express-rate-limit itself paired runs
 * served 14% fewer form posts a second at 14% more CPU per post (docs/BENCHMARKS.md).
 */
export function perMinuteLimit(limit: number, now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, Window>();
  const policyName = `"${limit}-in-1min"`;
  let sweepAt = 0;

  return (req, res, next) => {
    const at = now();
    if (at >= sweepAt) {
      // Forget the addresses whose minute is over, once a minute: the map holds only recent visitors.
      for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
      sweepAt = at + WINDOW_MS;
    }
    const key = req.ip === undefined ? '' : ipKeyGenerator(req.ip);
    let window = windows.get(key);
    if (window === undefined || window.resetAt <= at) {
      window = { hits: 0, resetAt: at + WINDOW_MS, partitionKey: window?.partitionKey ?? partitionKeyOf(key) };
      windows.set(key, window);
    }
    window.hits += 1;

    const resetSeconds = Math.max(0, Math.ceil((window.resetAt - at) / 1000));
    res.setHeader('RateLimit', `${policyName}; r=${Math.max(limit - window.hits, 0)}; t=${resetSeconds}`);
    res.setHeader('RateLimit-Policy', `${policyName}; q=${limit}; w=${WINDOW_SECONDS}; pk=:${window.partitionKey}:`);
    if (window.hits > limit) {
      res.setHeader('Retry-After', String(resetSeconds));
      next(tooManyRequests(TOO_MANY_REQUESTS));
      return;
    }
    next();
  };
}
