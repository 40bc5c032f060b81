import type { Request, RequestHandler, Response } from 'express';

type HeaderValue = string | number | readonly string[];
type HeaderChange = { name: string; value?: HeaderValue };

/** Any use of what the recorded middleware may not touch fails the start, naming it. */
function untouchable<T extends object>(what: string, allowed: T = {} as T): T {
  return new Proxy(allowed, {
    get(target, key) {
      if (key in target) return target[key as keyof T];
      throw new Error(`fixedHeaders: the middleware used ${what}.${String(key)}; its headers are not fixed`);
    },
    set(_target, key) {
      throw new Error(`fixedHeaders: the middleware set ${what}.${String(key)}; its headers are not fixed`);
    },
  });
}

/**
 * The headers a middleware sets alike on every answer, found once, at start-up, by running it
 * against a recording response, and then set on each answer directly. For helmet: its dozen
 * middlewares each set one fixed header, one after the other, on every request.
 *
 * Only for a middleware whose headers never vary: it may not read the request, may only set
 * and remove headers on the response, and must pass on at once without an error. Anything
 * else throws here, so a later option that makes a header vary (a CSP nonce) fails the start
 * instead of being frozen.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const changes: HeaderChange[] = [];
  const recorder = untouchable('res', {
    setHeader(name: string, value: HeaderValue) {
      changes.push({ name, value });
      return recorder;
    },
    removeHeader(name: string) {
      changes.push({ name });
    },
  });
  let passedOn = false;
  middleware(untouchable<Request>('req'), recorder as unknown as Response, (error?: unknown) => {
    if (error !== undefined) throw error;
    passedOn = true;
  });
  if (!passedOn) throw new Error('fixedHeaders: the middleware did not pass the request on at once; its headers are not fixed');

  return (_req, res, next) => {
    for (const { name, value } of changes) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}
