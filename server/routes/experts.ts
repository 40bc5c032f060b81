import { Router, type Request } from 'express';
import { notFound } from '../errors';
import { EXPERT_NOT_FOUND, type ExpertAnswers } from '../services/content/expert-answers';
import { revalidateEveryTime } from '../http/cache-control';

export function expertsRouter(answers: ExpertAnswers): Router {
  const router = Router();

  router.get('/experts', revalidateEveryTime, (_req, res) => {
    res.json(answers.list());
  });

  router.get('/experts/:id', revalidateEveryTime, (req: Request<{ id: string }>, res) => {
    const body = answers.one(req.params.id);
    if (!body) throw notFound(EXPERT_NOT_FOUND);
    res.json(body);
  });

  return router;
}
