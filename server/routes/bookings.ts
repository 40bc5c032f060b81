import { Router, type Request } from 'express';
import { notFound } from '../errors';
import type { BookingSessionService } from '../services/bookings/booking-session';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';

/** The booking's access token, sent as `Authorization: Bearer <token>`. */
export function bookingTokenOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization')?.trim() ?? '');
  return match?.[1];
}

type BookingParams = { kind: string; id: string };

/** The individual booking's id from the path; anything else is not a route of ours. */
function individualIdOf(req: Request<BookingParams>): number {
  if (req.params.kind !== 'individual' || !/^\d{1,15}$/.test(req.params.id)) throw notFound();
  return Number(req.params.id);
}

export function bookingsRouter({
  sessions,
  rateLimitPerMinute,
  rateCounts,
}: {
  sessions: BookingSessionService;
  rateLimitPerMinute: number;
  rateCounts: RateCounts;
}): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'bookings', counts: rateCounts });

  router.put('/bookings/:kind/:id/session', limit, async (req: Request<BookingParams>, res) => {
    const answer = await sessions.setIndividualSession(individualIdOf(req), bookingTokenOf(req), req.body);
    res.json(answer);
  });

  // Starting again: the payment under way no longer holds the session fixed.
  router.delete('/bookings/:kind/:id/payment', limit, async (req: Request<BookingParams>, res) => {
    await sessions.abandonIndividualPayments(individualIdOf(req), bookingTokenOf(req));
    res.status(204).end();
  });

  return router;
}
