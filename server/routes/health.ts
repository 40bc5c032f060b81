import { Router } from 'express';
import type Database from 'better-sqlite3';
import { neverStore } from '../http/cache-control';

export function healthRouter(db: Database.Database): Router {
  const ping = db.prepare('SELECT 1');
  const router = Router();

  router.get('/health', neverStore, (_req, res) => {
    try {
      ping.get();
    } catch {
      res.status(503).json({ error: 'The database is not answering.' });
      return;
    }
    res.json({ status: 'ok' });
  });

  return router;
}
