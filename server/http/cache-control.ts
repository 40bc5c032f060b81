import type { RequestHandler } from 'express';

/**
 * Public content may be stored but must be revalidated; the service worker keeps
 * its own stale-while-revalidate copy for offline reading.
 */
export const revalidateEveryTime: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-cache');
  next();
};

/** The default for the API: answers may carry personal data, so nothing keeps a copy. */
export const neverStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
