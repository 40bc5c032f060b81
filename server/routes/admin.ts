import { Router, type Request } from 'express';
import { z } from 'zod';
import { blogPostSchema } from '../../src/domain/schemas/blog-post';
import { calendarRequestSchema } from '../../src/domain/schemas/calendar-request';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS } from '../../src/domain/submission-kinds';
import type { Config } from '../config';
import type { SubmissionSort } from '../db/admin-submissions-repository';
import type { Repositories } from '../db/repositories';
import { conflict, notFound } from '../errors';
import {
  paymentsCsv,
  presentLoginActivity,
  presentPaymentDetail,
  presentPaymentSummary,
  presentSubmissionDetail,
  presentSubmissionSummary,
  submissionsCsv,
} from '../presenters/admin';
import { presentBlogPost } from '../presenters/content';
import type { AuthService } from '../services/auth/sessions';
import { BLOG_NOT_FOUND, type BlogService } from '../services/content/blog-service';
import type { MailNudge } from '../services/mail/outbox';
import type { StaffMeetings } from '../services/meetings/staff-meetings';
import type { PaymentService } from '../services/payments/payment-service';
import { neverStore } from './cache-control';
import { allow, sameOriginOnly, staffOf, staffSession } from './staff-auth';

// Every staff API route, top to bottom, with the roles that may use it next to it.
// The session check, the cross-site check and `no-store` apply to all of them.

export const PAYMENT_NOT_FOUND = 'Payment test submission not found';
export const MAIL_NOT_FOUND = 'E-mail not found';
export const MAIL_NOT_FAILED = 'Only a failed e-mail can be sent again.';
const DAY_MS = 24 * 60 * 60_000;
const CSV_LIMIT = 10_000;

const listQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
  sort: z.enum(['newest', 'oldest']).optional().default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
const pageQuery = listQuery.pick({ page: true, pageSize: true });
const idParam = z.coerce.number().int().positive();
const previewBody = z.object({ content: z.string().max(200_000) });

export type AdminRouterDeps = {
  config: Config;
  auth: AuthService;
  blogs: BlogService;
  repositories: Pick<Repositories, 'submissions' | 'staffSubmissions' | 'loginActivities' | 'mailOutboxListing' | 'payments'>;
  /** The staff meeting tool of /test/form. */
  staffMeetings: StaffMeetings;
  now: () => Date;
  /** The mail worker, told when staff actions queue mails. */
  mail?: MailNudge;
  /** The payment service, for the staff test payment. */
  payments?: PaymentService;
};

export function adminRouter({ config, auth, blogs, repositories, staffMeetings, now, mail, payments: paymentService }: AdminRouterDeps): Router {
  const { submissions, staffSubmissions, loginActivities: activities, mailOutboxListing: outbox, payments } = repositories;
  // The API's kind names -> the kind stored in the submissions table.
  const kinds = new Map<string, string>(SUBMISSION_KIND_NAMES.map((kind) => [SUBMISSION_KINDS[kind].staffKind, kind]));

  function kindOf(req: Request<{ kind: string }>): string {
    const stored = kinds.get(req.params.kind);
    if (!stored) throw notFound('Not found');
    return stored;
  }

  function blogIdOf(req: Request<{ id: string }>): number {
    const parsed = idParam.safeParse(req.params.id);
    if (!parsed.success) throw notFound(BLOG_NOT_FOUND);
    return parsed.data;
  }

  const admin = Router();
  admin.use(neverStore, staffSession(auth, config), sameOriginOnly(config));

  // Dashboard
  admin.get('/summary', allow('admin', 'support'), (_req, res) => {
    const at = now().getTime();
    const counts = staffSubmissions.countByKind(new Date(at - DAY_MS).toISOString());
    const perDay = staffSubmissions.perDay(new Date(at - 30 * DAY_MS).toISOString());
    const paid = payments.countForStaff(new Date(at - DAY_MS).toISOString());
    res.json({
      kinds: [
        ...[...kinds].map(([kind, stored]) => {
          const found = counts.find((count) => count.kind === stored);
          return { kind, total: found?.total ?? 0, newSinceYesterday: found?.recent ?? 0 };
        }),
        { kind: 'payments', total: paid.total, newSinceYesterday: paid.recent },
      ],
      perDay,
    });
  });

  // Audit and outbox
  admin.get('/login-activities', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: activities.listNewestFirst(pageSize, (page - 1) * pageSize).map(presentLoginActivity), total: activities.count(), page });
  });

  admin.get('/emails', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: outbox.listNewestFirst(pageSize, (page - 1) * pageSize), total: outbox.count(), page });
  });

  admin.post('/emails/:id/retry', allow('admin'), (req: Request<{ id: string }>, res) => {
    const id = idParam.safeParse(req.params.id);
    const outcome = id.success ? outbox.retryFailedAudited(id.data, staffOf(res).username, now(), Boolean(config.smtpUrl)) : 'missing';
    if (outcome === 'missing') throw notFound(MAIL_NOT_FOUND);
    if (outcome === 'not_failed') throw conflict(MAIL_NOT_FAILED);
    try {
      mail?.nudge();
    } catch {
      // Queued; the worker's poll sends it.
    }
    res.status(204).end();
  });

  // Blog management
  admin.get('/blogs', allow('admin', 'editor'), (_req, res) => {
    res.json({ items: blogs.listNewestFirst().map(presentBlogPost) });
  });

  // The editor's preview: the content as it would be stored and shown, cleaned by the same
  // sanitiser as every save. Nothing is stored.
  admin.post('/blogs/preview', allow('admin', 'editor'), (req, res) => {
    const { content } = previewBody.parse(req.body);
    res.json({ html: blogs.preview(content) });
  });

  admin.get('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    res.json({ data: presentBlogPost(blogs.get(blogIdOf(req))) });
  });

  admin.post('/blogs', allow('admin', 'editor'), (req, res) => {
    const fields = blogPostSchema.parse(req.body);
    res.status(201).json({ data: presentBlogPost(blogs.create(fields)) });
  });

  admin.put('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    // A missing post answers 404 before its body is checked.
    const existing = blogs.get(blogIdOf(req));
    const fields = blogPostSchema.parse(req.body);
    res.json({ data: presentBlogPost(blogs.update(existing, fields)) });
  });

  admin.delete('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    blogs.delete(blogIdOf(req));
    res.status(204).end();
  });

  // The meeting tool of /test/form: a video link and invitations to the attendees.
  admin.post('/meetings', allow('admin'), async (req, res) => {
    const request = calendarRequestSchema.parse(req.body);
    res.status(201).json(await staffMeetings.create(request));
  });

  // The ₹1 test payment of /admin/testPage: the server sets purpose and amount.
  admin.post('/test-payments', allow('admin'), async (_req, res) => {
    if (!paymentService) throw notFound('Not found');
    res.status(201).json(await paymentService.startTest(staffOf(res).username));
  });

  // Payments: list, CSV export, detail, and an audited "delete" that removes the payer's
  // personal data and keeps the money trail (docs/decisions/010-payments-in-the-staff-area.md).
  function paymentIdOf(req: Request<{ id: string }>): number {
    const parsed = idParam.safeParse(req.params.id);
    if (!parsed.success) throw notFound(PAYMENT_NOT_FOUND);
    return parsed.data;
  }

  admin.get('/payments.csv', allow('admin', 'support'), (req, res) => {
    const { q, sort } = listQuery.parse(req.query);
    const { items } = payments.search({ query: q, sort, limit: CSV_LIMIT, offset: 0 });
    res.type('text/csv; charset=utf-8');
    res.attachment('payments.csv');
    res.send(paymentsCsv(items));
  });

  admin.get('/payments', allow('admin', 'support'), (req, res) => {
    const { q, sort, page, pageSize } = listQuery.parse(req.query);
    const { items, total } = payments.search({ query: q, sort, limit: pageSize, offset: (page - 1) * pageSize });
    res.json({ items: items.map(presentPaymentSummary), total, page });
  });

  admin.get('/payments/:id', allow('admin', 'support'), (req: Request<{ id: string }>, res) => {
    const found = payments.findById(paymentIdOf(req));
    if (!found || found.redactedAt !== null) throw notFound(PAYMENT_NOT_FOUND);
    res.json({ data: presentPaymentDetail(found) });
  });

  admin.delete('/payments/:id', allow('admin', 'support'), (req: Request<{ id: string }>, res) => {
    if (!payments.redactAudited(paymentIdOf(req), staffOf(res).username, now())) throw notFound(PAYMENT_NOT_FOUND);
    res.status(204).end();
  });

  // Submissions of every kind: lists, CSV export, details, audited deletion
  admin.get('/:kind.csv', allow('admin', 'support'), (req: Request<{ kind: string }>, res) => {
    const kind = kindOf(req);
    const { q, sort } = listQuery.parse(req.query);
    const { items } = staffSubmissions.search({ kind, query: q, sort: sort as SubmissionSort, limit: CSV_LIMIT, offset: 0 });
    res.type('text/csv; charset=utf-8');
    res.attachment(`${kind}.csv`);
    res.send(submissionsCsv(kind, items));
  });

  admin.get('/:kind', allow('admin', 'support'), (req: Request<{ kind: string }>, res) => {
    const kind = kindOf(req);
    const { q, sort, page, pageSize } = listQuery.parse(req.query);
    const { items, total } = staffSubmissions.search({ kind, query: q, sort, limit: pageSize, offset: (page - 1) * pageSize });
    res.json({ items: items.map(presentSubmissionSummary), total, page });
  });

  admin.get('/:kind/:id', allow('admin', 'support'), (req: Request<{ kind: string; id: string }>, res) => {
    const kind = kindOf(req);
    const id = idParam.safeParse(req.params.id);
    const found = id.success ? submissions.findById(kind, id.data) : undefined;
    if (!found) throw notFound('Submission not found');
    res.json({ data: presentSubmissionDetail(found) });
  });

  admin.delete('/:kind/:id', allow('admin', 'support'), (req: Request<{ kind: string; id: string }>, res) => {
    const kind = kindOf(req);
    const id = idParam.safeParse(req.params.id);
    if (!id.success || !staffSubmissions.deleteAudited(kind, id.data, staffOf(res).username, now())) {
      throw notFound('Submission not found');
    }
    res.status(204).end();
  });

  const router = Router();
  router.use('/admin', admin);
  return router;
}
