import { Router, type Request } from 'express';
import { notFound } from '../errors';
import type { BlogAnswers } from '../services/content/blog-answers';
import { BLOG_NOT_FOUND } from '../services/content/blog-service';
import { revalidateEveryTime } from '../http/cache-control';
import { sendSerialised } from '../http/send-serialised';

/** `answers` is the app's one instance, shared with the page renderer: one list kept, not two. */
export function blogsRouter(answers: BlogAnswers): Router {
  const router = Router();

  router.get('/blogs', revalidateEveryTime, async (_req, res) => {
    // With its ETag: 304 to a client that already has this list.
    sendSerialised(res, await answers.listJson());
  });

  router.get('/blogs/:blogId', revalidateEveryTime, async (req: Request<{ blogId: string }>, res) => {
    const body = await answers.one(req.params.blogId);
    if (!body) throw notFound(BLOG_NOT_FOUND);
    res.json(body);
  });

  return router;
}
