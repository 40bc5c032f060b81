import { Router, type Request } from 'express';
import { matchQuerySchema } from '../../src/domain/schemas/match-query';
import { notFound } from '../errors';
import { EXPERT_NOT_FOUND, type ExpertAnswers } from '../services/content/expert-answers';
import type { ExpertCalendarService } from '../services/experts/expert-calendar';
import { revalidateEveryTime } from '../http/cache-control';

export function expertsRouter(answers: ExpertAnswers, calendar: ExpertCalendarService): Router {
  const router = Router();

  router.get('/experts', revalidateEveryTime, async (_req, res) => {
    const { json, etag } = await answers.listJson();
    // With the ETag set, send() answers 304 to a client that already has this list.
    res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: etag }).send(json);
  });

  // Ahead of /experts/:id, which would take "matches" for an id. Not cached: free times change.
  router.get('/experts/matches', async (req, res) => {
    res.json(await calendar.matches(matchQuerySchema.parse(req.query)));
  });

  router.get('/experts/:id', revalidateEveryTime, async (req: Request<{ id: string }>, res) => {
    const body = await answers.one(req.params.id);
    if (!body) throw notFound(EXPERT_NOT_FOUND);
    res.json(body);
  });

  return router;
}
