import { Router, type Request } from 'express';
import type { StoredRefund } from '../db/refunds-repository';
import type { Repositories } from '../db/repositories';
import { notFound } from '../errors';
import { paymentsCsv, presentPaymentDetail, presentPaymentSummary } from '../presenters/admin';
import type { PaymentService } from '../services/payments/payment-service';
import { CSV_LIMIT, idOrNotFound, listQuery } from './admin-params';
import { allow, staffOf } from '../http/staff-auth';

// Payments (admin, support): list, CSV export, detail, and an audited "delete" that removes
// the payer's personal data and keeps the money trail
// (docs/decisions/010-payments-in-the-staff-area.md); and the ₹1 test payment (admin).

export const PAYMENT_NOT_FOUND = 'Payment test submission not found';

/** A refund as staff see it beside its payment; the provider's own ids and the schedule stay inside. */
export function presentRefund(refund: StoredRefund) {
  return {
    merchantRefundId: refund.merchantRefundId,
    amountPaise: refund.amountPaise,
    state: refund.state,
    reason: refund.reason,
    createdAt: refund.createdAt,
    completedAt: refund.completedAt,
    lastError: refund.lastError,
  };
}

export function adminPaymentRoutes({
  payments,
  refunds,
  paymentService,
  now,
}: {
  payments: Repositories['payments'];
  refunds: Repositories['refunds'];
  /** The payment service, for the staff test payment; without it the route is not there. */
  paymentService: PaymentService | undefined;
  now: () => Date;
}): Router {
  const routes = Router();
  const paymentIdOf = (req: Request<{ id: string }>) => idOrNotFound(req, PAYMENT_NOT_FOUND);

  // The ₹1 test payment of /admin/testPage: the server sets purpose and amount.
  routes.post('/test-payments', allow('admin'), async (_req, res) => {
    if (!paymentService) throw notFound('Not found');
    res.status(201).json(await paymentService.startTest(staffOf(res).username));
  });

  routes.get('/payments.csv', allow('admin', 'support'), async (req, res) => {
    const { q, sort } = listQuery.parse(req.query);
    const { items } = await payments.search({ query: q, sort, limit: CSV_LIMIT, offset: 0 });
    res.type('text/csv; charset=utf-8');
    res.attachment('payments.csv');
    res.send(paymentsCsv(items));
  });

  routes.get('/payments', allow('admin', 'support'), async (req, res) => {
    const { q, sort, page, pageSize } = listQuery.parse(req.query);
    const { items, total } = await payments.search({ query: q, sort, limit: pageSize, offset: (page - 1) * pageSize });
    res.json({ items: items.map(presentPaymentSummary), total, page });
  });

  routes.get('/payments/:id', allow('admin', 'support'), async (req: Request<{ id: string }>, res) => {
    const found = await payments.findById(paymentIdOf(req));
    if (!found || found.redactedAt !== null) throw notFound(PAYMENT_NOT_FOUND);
    const paymentRefunds = await refunds.listForPayment(found.id);
    res.json({ data: presentPaymentDetail(found), refunds: paymentRefunds.map(presentRefund) });
  });

  routes.delete('/payments/:id', allow('admin', 'support'), async (req: Request<{ id: string }>, res) => {
    if (!(await payments.redactAudited(paymentIdOf(req), staffOf(res).username, now()))) throw notFound(PAYMENT_NOT_FOUND);
    res.status(204).end();
  });

  return routes;
}
