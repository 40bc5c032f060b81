import { Router } from 'express';
import type { BlogsRepository } from '../db/blogs-repository';
import { buildRobotsTxt, buildSitemap } from '../services/content/sitemap';

export function robotsAndSitemapRouter(publicUrl: string, blogs: BlogsRepository): Router {
  const router = Router();
  const robots = buildRobotsTxt(publicUrl);

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });

  router.get('/sitemap.xml', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/xml').send(buildSitemap(publicUrl, await blogs.listNewestFirst()));
  });

  return router;
}
