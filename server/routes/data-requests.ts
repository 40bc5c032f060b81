import { Router, type Request } from 'express';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';
import type { DataRequests } from '../services/data-requests/data-requests';

// A visitor's request for a copy or the erasure of their data, and the mailed link that confirms
// it (services/data-requests). The confirmation is a POST: mail scanners that follow links with a
// GET must not set an erasure off. A link used already answers 409, one expired 410, one never
// made 404: the page tells the visitor which.

export function dataRequestsRouter({ dataRequests, rateLimitPerMinute, rateCounts }: { dataRequests: DataRequests; rateLimitPerMinute: number; rateCounts: RateCounts }): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'data-requests', counts: rateCounts });

  router.post('/data-requests', limit, async (req, res) => {
    res.status(202).json(await dataRequests.request(req.body));
  });

  router.post('/data-requests/:token/confirm', limit, async (req: Request<{ token: string }>, res) => {
    res.json(await dataRequests.confirm(req.params.token));
  });

  return router;
}
