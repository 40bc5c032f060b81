import { Router } from 'express';
import type { Db } from '../db/engine/db';
import { neverStore } from '../http/cache-control';

export function healthRouter(db: Db): Router {
  const router = Router();

  router.get('/health', neverStore, async (_req, res) => {
    try {
      await db.get('SELECT 1');
    } catch {
      res.status(503).json({ error: 'The database is not answering.' });
      return;
    }
    res.json({ status: 'ok' });
  });

  return router;
}
