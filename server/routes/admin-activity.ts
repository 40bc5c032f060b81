import { Router, type Request } from 'express';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import { conflict, notFound } from '../errors';
import { presentLoginActivity } from '../presenters/admin';
import { nudgeWorker, type MailNudge } from '../services/mail/outbox';
import { idOf, pageQuery } from './admin-params';
import { STAFF_KINDS } from './admin-submissions';
import { allow, staffOf } from '../http/staff-auth';

// What has happened: the dashboard's counts (admin, support), the sign-in audit and the mail
// outbox with its retry (admin).

export const MAIL_NOT_FOUND = 'E-mail not found';
export const MAIL_NOT_FAILED = 'Only a failed e-mail can be sent again.';
const DAY_MS = 24 * 60 * 60_000;

export function adminActivityRoutes({
  repositories: { staffSubmissions, loginActivities, mailOutboxListing: outbox, payments },
  config,
  now,
  mail,
}: {
  repositories: Pick<Repositories, 'staffSubmissions' | 'loginActivities' | 'mailOutboxListing' | 'payments'>;
  config: Config;
  now: () => Date;
  /** The mail worker, told when a retry queues a mail. */
  mail: MailNudge | undefined;
}): Router {
  const routes = Router();

  routes.get('/summary', allow('admin', 'support'), async (_req, res) => {
    const at = now().getTime();
    const counts = staffSubmissions.countByKind(new Date(at - DAY_MS).toISOString());
    const perDay = staffSubmissions.perDay(new Date(at - 30 * DAY_MS).toISOString());
    const paid = await payments.countForStaff(new Date(at - DAY_MS).toISOString());
    res.json({
      kinds: [
        ...[...STAFF_KINDS].map(([kind, stored]) => {
          const found = counts.find((count) => count.kind === stored);
          return { kind, total: found?.total ?? 0, newSinceYesterday: found?.recent ?? 0 };
        }),
        { kind: 'payments', total: paid.total, newSinceYesterday: paid.recent },
      ],
      perDay,
    });
  });

  routes.get('/login-activities', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: loginActivities.listNewestFirst(pageSize, (page - 1) * pageSize).map(presentLoginActivity), total: loginActivities.count(), page });
  });

  routes.get('/emails', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: outbox.listNewestFirst(pageSize, (page - 1) * pageSize), total: outbox.count(), page });
  });

  routes.post('/emails/:id/retry', allow('admin'), (req: Request<{ id: string }>, res) => {
    const id = idOf(req);
    const outcome = id === undefined ? 'missing' : outbox.retryFailedAudited(id, staffOf(res).username, now(), Boolean(config.smtpUrl));
    if (outcome === 'missing') throw notFound(MAIL_NOT_FOUND);
    if (outcome === 'not_failed') throw conflict(MAIL_NOT_FAILED);
    nudgeWorker(mail);
    res.status(204).end();
  });

  return routes;
}
