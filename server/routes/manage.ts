import { Router, type Request } from 'express';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';
import type { BookingChanges } from '../services/bookings/booking-changes';
import { requestHash } from '../services/submissions/request-hash';
import { idempotencyKeyOf } from './submissions';

// The visitor's own booking, through the link in every booking mail (issue 20): see it, move
// it, cancel it. The token in the path is the only credential (manage-links.ts). Changes carry
// an Idempotency-Key like the form posts: a double tap or a retry after a timeout changes once.

type TokenParams = { token: string };

export function manageRouter({ changes, rateLimitPerMinute, rateCounts }: { changes: BookingChanges; rateLimitPerMinute: number; rateCounts: RateCounts }): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'manage', counts: rateCounts });
  const keyed = (req: Request) => ({ key: idempotencyKeyOf(req), hash: requestHash(req.body ?? {}) });

  router.get('/manage/:token', limit, async (req: Request<TokenParams>, res) => {
    res.json(await changes.view(req.params.token));
  });

  // The session as a calendar file: the invite as it stands now (moved: the new time; cancelled: a CANCEL).
  router.get('/manage/:token/invite.ics', limit, async (req: Request<TokenParams>, res) => {
    const invite = await changes.invite(req.params.token);
    res.type(invite.contentType).attachment(invite.filename).send(invite.content);
  });

  router.post('/manage/:token/reschedule', limit, async (req: Request<TokenParams>, res) => {
    res.json(await changes.reschedule(req.params.token, req.body, keyed(req)));
  });

  router.post('/manage/:token/cancel', limit, async (req: Request<TokenParams>, res) => {
    res.json(await changes.cancel(req.params.token, req.body ?? {}, keyed(req)));
  });

  return router;
}
