import { Router, type Request } from 'express';
import type { EventsService } from '../services/events/events-service';
import { languageOfContent } from '../../src/i18n/language';
import { idempotencyKeyOf } from './submissions';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';

export function eventsRouter({ events, rateLimitPerMinute, rateCounts }: { events: EventsService; rateLimitPerMinute: number; rateCounts: RateCounts }): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'events', counts: rateCounts });

  router.get('/events/:slug', async (req: Request<{ slug: string }>, res) => {
    res.json(await events.view(req.params.slug));
  });

  router.post('/events/:slug/registrations', limit, async (req: Request<{ slug: string }>, res) => {
    const key = idempotencyKeyOf(req);
    const { id, token, replayed } = await events.register(req.params.slug, key, req.body, languageOfContent(req.get('Content-Language')));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ id, token });
  });

  return router;
}
