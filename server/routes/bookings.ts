import { Router, type Request } from 'express';
import { notFound } from '../errors';
import type { BookingSessionService } from '../services/bookings/booking-session';
import { perMinuteLimit } from './rate-limit';

/** The booking's access token, sent as `Authorization: Bearer <token>`. */
export function bookingTokenOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization')?.trim() ?? '');
  return match?.[1];
}

export function bookingsRouter({ sessions, rateLimitPerMinute }: { sessions: BookingSessionService; rateLimitPerMinute: number }): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute);

  router.put('/bookings/:kind/:id/session', limit, (req: Request<{ kind: string; id: string }>, res) => {
    if (req.params.kind !== 'individual' || !/^\d{1,15}$/.test(req.params.id)) throw notFound();
    const answer = sessions.setIndividualSession(Number(req.params.id), bookingTokenOf(req), req.body);
    res.json(answer);
  });

  return router;
}
