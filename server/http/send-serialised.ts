import type { Response } from 'express';
import type { SerialisedAnswer } from '../services/content/kept-by-revision';

/**
 * Sends an answer serialised once (kept-by-revision.ts, kept-briefly.ts) as JSON, with its ETag:
 * send() then answers 304 to a client that already has these bytes, and hashes nothing.
 */
export function sendSerialised(res: Response, { json, etag }: Pick<SerialisedAnswer<unknown>, 'json' | 'etag'>): void {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: etag }).send(json);
}
