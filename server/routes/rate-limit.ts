import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { tooManyRequests } from '../errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/**
 * At most `limit` requests per minute from one address (IPv6 grouped by /56), with
 * the standard RateLimit and Retry-After headers. Every request counts, replays
 * included. Behind a reverse proxy, TRUST_PROXY must be set or every visitor
 * shares the proxy's address.
 */
export function perMinuteLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests(TOO_MANY_REQUESTS)),
  });
}
