import { Router, type Request } from 'express';
import { z } from 'zod';
import { blogPostSchema } from '../../src/domain/schemas/blog-post';
import { presentBlogPost } from '../presenters/content';
import { BLOG_NOT_FOUND, type BlogService } from '../services/content/blog-service';
import { idOrNotFound } from './admin-params';
import { allow } from '../http/staff-auth';

// Blog management (admin, editor): the rules live in the blog service.

const previewBody = z.object({ content: z.string().max(200_000) });

export function adminBlogRoutes(blogs: BlogService): Router {
  const routes = Router();
  const blogIdOf = (req: Request<{ id: string }>) => idOrNotFound(req, BLOG_NOT_FOUND);

  routes.get('/blogs', allow('admin', 'editor'), async (_req, res) => {
    res.json({ items: (await blogs.listNewestFirst()).map(presentBlogPost) });
  });

  // The editor's preview: the content as it would be stored and shown, cleaned by the same
  // sanitiser as every save. Nothing is stored.
  routes.post('/blogs/preview', allow('admin', 'editor'), (req, res) => {
    const { content } = previewBody.parse(req.body);
    res.json({ html: blogs.preview(content) });
  });

  routes.get('/blogs/:id', allow('admin', 'editor'), async (req: Request<{ id: string }>, res) => {
    res.json({ data: presentBlogPost(await blogs.get(blogIdOf(req))) });
  });

  routes.post('/blogs', allow('admin', 'editor'), async (req, res) => {
    const fields = blogPostSchema.parse(req.body);
    res.status(201).json({ data: presentBlogPost(await blogs.create(fields)) });
  });

  routes.put('/blogs/:id', allow('admin', 'editor'), async (req: Request<{ id: string }>, res) => {
    // A missing post answers 404 before its body is checked.
    const existing = await blogs.get(blogIdOf(req));
    const fields = blogPostSchema.parse(req.body);
    res.json({ data: presentBlogPost(await blogs.update(existing, fields)) });
  });

  routes.delete('/blogs/:id', allow('admin', 'editor'), async (req: Request<{ id: string }>, res) => {
    await blogs.delete(blogIdOf(req));
    res.status(204).end();
  });

  return routes;
}
