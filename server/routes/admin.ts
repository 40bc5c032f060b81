import { Router, type Request } from 'express';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { blogPostSchema } from '../../src/domain/schemas/blog-post';
import type { Config } from '../config';
import { createAdminSubmissionsRepository, type SubmissionSort } from '../db/admin-submissions-repository';
import type { BlogsRepository } from '../db/blogs-repository';
import { createLoginActivitiesRepository } from '../db/login-activities-repository';
import { createMailOutboxListing } from '../db/mail-outbox-listing';
import { createSubmissionsRepository } from '../db/submissions-repository';
import { WORKSHOP_REGISTRATION_KIND } from '../db/workshop-registrations-repository';
import { conflict, notFound } from '../errors';
import { presentSubmissionDetail, presentSubmissionSummary, submissionsCsv } from '../presenters/admin';
import { presentBlogPost } from '../presenters/content';
import type { AuthService } from '../services/auth/sessions';
import { submissionKindNames } from '../services/submissions/kinds';
import { neverStore } from './cache-control';
import { allow, sameOriginOnly, staffOf, staffSession } from './staff-auth';

// Every staff API route, top to bottom, with the roles that may use it next to it.
// The session check, the cross-site check and `no-store` apply to all of them.

export const BLOG_SLUG_TAKEN = 'A blog post with this URL already exists.';
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

export type AdminRouterDeps = {
  db: Database.Database;
  config: Config;
  auth: AuthService;
  blogs: BlogsRepository;
  now: () => Date;
};

export function adminRouter({ db, config, auth, blogs, now }: AdminRouterDeps): Router {
  const submissions = createSubmissionsRepository(db);
  const staffSubmissions = createAdminSubmissionsRepository(db);
  const activities = createLoginActivitiesRepository(db);
  const outbox = createMailOutboxListing(db);
  // The API's kind names -> the kind stored in the submissions table.
  const kinds = new Map<string, string>([
    ...submissionKindNames().map((kind): [string, string] => [kind, kind]),
    ['workshop-registrations', WORKSHOP_REGISTRATION_KIND],
  ]);

  function kindOf(req: Request<{ kind: string }>): string {
    const stored = kinds.get(req.params.kind);
    if (!stored) throw notFound('Not found');
    return stored;
  }

  function blogIdOf(req: Request<{ id: string }>): number {
    const parsed = idParam.safeParse(req.params.id);
    if (!parsed.success) throw notFound('Blog post not found');
    return parsed.data;
  }

  function slugIsFree(slug: string, exceptId?: number): void {
    const existing = blogs.findByBlogId(slug);
    if (existing && existing.id !== exceptId) throw conflict(BLOG_SLUG_TAKEN, { url: BLOG_SLUG_TAKEN });
  }

  const admin = Router();
  admin.use(neverStore, staffSession(auth, config), sameOriginOnly(config));

  // Dashboard
  admin.get('/summary', allow('admin', 'support'), (_req, res) => {
    const at = now().getTime();
    const counts = staffSubmissions.countByKind(new Date(at - DAY_MS).toISOString());
    const perDay = staffSubmissions.perDay(new Date(at - 30 * DAY_MS).toISOString());
    res.json({
      kinds: [...kinds].map(([kind, stored]) => {
        const found = counts.find((count) => count.kind === stored);
        return { kind, total: found?.total ?? 0, newSinceYesterday: found?.recent ?? 0 };
      }),
      perDay,
    });
  });

  // Audit and outbox
  admin.get('/login-activities', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: activities.listNewestFirst(pageSize, (page - 1) * pageSize), total: activities.count(), page });
  });

  admin.get('/emails', allow('admin'), (req, res) => {
    const { page, pageSize } = pageQuery.parse(req.query);
    res.json({ items: outbox.listNewestFirst(pageSize, (page - 1) * pageSize), total: outbox.count(), page });
  });

  // Blog management
  admin.get('/blogs', allow('admin', 'editor'), (_req, res) => {
    res.json({ items: blogs.listNewestFirst().map(presentBlogPost) });
  });

  admin.get('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    const post = blogs.findById(blogIdOf(req));
    if (!post) throw notFound('Blog post not found');
    res.json({ data: presentBlogPost(post) });
  });

  admin.post('/blogs', allow('admin', 'editor'), (req, res) => {
    const fields = blogPostSchema.parse(req.body);
    slugIsFree(fields.url);
    const at = now();
    const post = blogs.insert({
      blogId: fields.url,
      url: fields.url,
      title: fields.title,
      content: fields.content,
      category: fields.category,
      featuredImage: fields.featuredImage,
      author: `${config.site.productName} Team`,
      createdAt: at,
      submittedAt: at,
    });
    res.status(201).json({ data: presentBlogPost(post) });
  });

  admin.put('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    const id = blogIdOf(req);
    const existing = blogs.findById(id);
    if (!existing) throw notFound('Blog post not found');
    const fields = blogPostSchema.parse(req.body);
    slugIsFree(fields.url, id);
    const post = blogs.update(id, {
      blogId: fields.url,
      url: fields.url,
      title: fields.title,
      content: fields.content,
      category: fields.category,
      featuredImage: fields.featuredImage,
      author: existing.author,
      updatedAt: now(),
    });
    if (!post) throw notFound('Blog post not found');
    res.json({ data: presentBlogPost(post) });
  });

  admin.delete('/blogs/:id', allow('admin', 'editor'), (req: Request<{ id: string }>, res) => {
    if (!blogs.delete(blogIdOf(req))) throw notFound('Blog post not found');
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
