import { Router, type Request } from 'express';
import { matchQuerySchema } from '../../src/domain/schemas/match-query';
import { notFound } from '../errors';
import { EXPERT_NOT_FOUND, type ExpertAnswers } from '../services/content/expert-answers';
import type { ExpertCalendarService } from '../services/experts/expert-calendar';
import { revalidateEveryTime } from '../http/cache-control';
import { sendSerialised } from '../http/send-serialised';

export function expertsRouter(answers: ExpertAnswers, calendar: ExpertCalendarService): Router {
  const router = Router();

  router.get('/experts', revalidateEveryTime, async (_req, res) => {
    // With its ETag: 304 to a client that already has this list.
    sendSerialised(res, await answers.listJson());
  });

  // Ahead of /experts/:id, which would take "matches" for an id. Not cached by the browser: free
  // times change (the server gives an answer again for a second at most: kept-briefly.ts).
  router.get('/experts/matches', async (req, res) => {
    sendSerialised(res, await calendar.matchesKept(matchQuerySchema.parse(req.query)));
  });

  router.get('/experts/:id', revalidateEveryTime, async (req: Request<{ id: string }>, res) => {
    const body = await answers.one(req.params.id);
    if (!body) throw notFound(EXPERT_NOT_FOUND);
    res.json(body);
  });

  return router;
}
