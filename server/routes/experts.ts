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

  // Ahead of /experts/:id, which would take "matches" for an id. Not cached by the browser: free
  // times change (the server gives an answer again for a second at most: kept-briefly.ts).
  router.get('/experts/matches', async (req, res) => {
    const { json, etag } = await calendar.matchesKept(matchQuerySchema.parse(req.query));
    res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: etag }).send(json);
  });

  router.get('/experts/:id', revalidateEveryTime, async (req: Request<{ id: string }>, res) => {
    const body = await answers.one(req.params.id);
    if (!body) throw notFound(EXPERT_NOT_FOUND);
    res.json(body);
  });

  return router;
}
