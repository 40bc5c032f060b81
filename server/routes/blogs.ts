import { Router, type Request } from 'express';
import type { BlogsRepository } from '../db/blogs-repository';
import { notFound } from '../errors';
import { presentBlogPost } from '../presenters/content';
import { revalidateEveryTime } from './cache-control';

export function blogsRouter(blogs: BlogsRepository): Router {
  const router = Router();

  router.get('/blogs', revalidateEveryTime, (_req, res) => {
    res.json({ data: blogs.listNewestFirst().map(presentBlogPost) });
  });

  router.get('/blogs/:blogId', revalidateEveryTime, (req: Request<{ blogId: string }>, res) => {
    const post = blogs.findByBlogId(req.params.blogId);
    if (!post) throw notFound('Blog post not found');
    res.json({ data: presentBlogPost(post) });
  });

  return router;
}
