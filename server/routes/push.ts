import { Router } from 'express';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';
import type { PushSubscriptions } from '../services/push/push-subscriptions';

// Reminders on the visitor's device by Web Push (issue 20). The page asks for the key, the
// browser subscribes with it after the visitor's tap, and the page hands the subscription over
// with the booking's manage token, the only credential, as on the manage page.

export function pushRouter({ push, rateLimitPerMinute, rateCounts }: { push: PushSubscriptions; rateLimitPerMinute: number; rateCounts: RateCounts }): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'push', counts: rateCounts });

  router.get('/push/key', async (_req, res) => {
    res.json({ publicKey: await push.publicKey() });
  });

  router.post('/push/subscriptions', limit, async (req, res) => {
    const { created } = await push.subscribe(req.body);
    res.status(created ? 201 : 200).json({ subscribed: true });
  });

  router.delete('/push/subscriptions', limit, async (req, res) => {
    await push.unsubscribe(req.body);
    res.status(204).end();
  });

  return router;
}
