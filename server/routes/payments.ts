import { Router, type Request } from 'express';
import type { PaymentService } from '../services/payments/payment-service';
import { bookingTokenOf } from './bookings';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';

/**
 * Status polls an address may make per minute, as a multiple of its form posts: a status page
 * polls every 3 s at the most (20 a minute), and a few visitors may share one address.
 */
export const STATUS_POLLS_PER_POST = 4;

export function paymentsRouter({
  payments,
  rateLimitPerMinute,
  rateCounts,
}: {
  payments: PaymentService;
  rateLimitPerMinute: number;
  rateCounts: RateCounts;
}): Router {
  const router = Router();
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'payments', counts: rateCounts });
  const pollLimit = perMinuteLimit(rateLimitPerMinute * STATUS_POLLS_PER_POST, { name: 'payment-status', counts: rateCounts });

  router.post('/payments', limit, async (req, res) => {
    res.status(201).json(await payments.start(req.body, bookingTokenOf(req)));
  });

  router.get('/payments/:txn/status', pollLimit, async (req: Request<{ txn: string }>, res) => {
    const answer = await payments.status(req.params.txn);
    res.status(answer.code === 'TRANSACTION_NOT_FOUND' && answer.data === null ? 404 : 200).json(answer);
  });

  router.post('/payments/callback/:provider', async (req: Request<{ provider: string }>, res) => {
    const answer = await payments.callback(req.params.provider, { headers: req.headers, body: req.body });
    res.json({ code: answer.code });
  });

  return router;
}
