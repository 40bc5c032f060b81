import type { Response } from 'express';

/**
 * 201 with a JSON body, written straight. `res.json` would also hash the body into an ETag
 * and check the request's freshness, on every answer: of no use to a write, whose answer no
 * cache keeps or revalidates (the API's answers are `no-store`). With `res.json`, and the
 * form posts mounted in the API router instead of on the app (server/app.ts), paired runs
 * served 12% fewer form posts a second at 14% more CPU per post (docs/BENCHMARKS.md).
 */
export function sendCreated(res: Response, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = 201;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
