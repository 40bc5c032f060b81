import { Router, type Request } from 'express';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import { conflict, notFound } from '../errors';
import { presentLoginActivity } from '../presenters/admin';
import { nudgeWorker, type MailNudge } from '../services/mail/outbox';
import { idOf, pageQuery } from './admin-params';
import { STAFF_KINDS } from './admin-submissions';
import { allow, staffOf } from '../http/staff-auth';

// What has happened: the dashboard's counts (admin, support; with the follow-up queue's open and overdue items), the sign-in audit and the mail
// outbox with its retry (admin).

export const MAIL_NOT_FOUND = 'E-mail not found';
export const MAIL_NOT_FAILED = 'Only a failed e-mail can be sent again.';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export function adminActivityRoutes({
  repositories: { staffSubmissions, loginActivities, mailOutboxListing: outbox, payments, followUps },
  config,
  now,
  mail,
}: {
  repositories: Pick<Repositories, 'staffSubmissions' | 'loginActivities' | 'mailOutboxListing' | 'payments' | 'followUps'>;
  config: Config;
  now: () => Date;
  /** The mail worker, told when a retry queues a mail. */
  mail: MailNudge | undefined;
}): Router {
  const routes = Router();

  routes.get('/summary', allow('admin', 'support'), async (_req, res) => {
    const at = now().getTime();
    const [counts, perDay, paid, followUpCounts] = await Promise.all([
      staffSubmissions.countByKind(new Date(at - DAY_MS).toISOString()),
      staffSubmissions.perDay(new Date(at - 30 * DAY_MS).toISOString()),
      payments.countForStaff(new Date(at - DAY_MS).toISOString()),
      followUps.counts(new Date(at - config.followUpAlertHours * HOUR_MS).toISOString()),
    ]);
    res.json({
      kinds: [
        ...[...STAFF_KINDS].map(([kind, stored]) => {
          const found = counts.find((count) => count.kind === stored);
          return { kind, total: found?.total ?? 0, newSinceYesterday: found?.recent ?? 0 };
        }),
        { kind: 'payments', total: paid.total, newSinceYesterday: paid.recent },
      ],
      perDay,
      // The dashboard's flag: a person at risk not yet called back within FOLLOW_UP_ALERT_HOURS.
      followUps: followUpCounts,
    });
  });

  routes.get('/login-activities', allow('admin'), async (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    const activities = await loginActivities.listNewestFirst(pageSize, (page - 1) * pageSize);
    res.json({ items: activities.map(presentLoginActivity), total: await loginActivities.count(), page });
  });

  routes.get('/emails', allow('admin'), async (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: await outbox.listNewestFirst(pageSize, (page - 1) * pageSize), total: await outbox.count(), page });
  });

  routes.post('/emails/:id/retry', allow('admin'), async (req: Request<{ id: string }>, res) => {
    const id = idOf(req);
    const outcome = id === undefined ? 'missing' : await outbox.retryFailedAudited(id, staffOf(res).username, now(), Boolean(config.smtpUrl));
    if (outcome === 'missing') throw notFound(MAIL_NOT_FOUND);
    if (outcome === 'not_failed') throw conflict(MAIL_NOT_FAILED);
    nudgeWorker(mail);
    res.status(204).end();
  });

  return routes;
}
