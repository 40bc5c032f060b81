import { Router, type Request } from 'express';
import type { ExpertsRepository } from '../db/experts-repository';
import { notFound } from '../errors';
import { presentExpert } from '../presenters/content';
import { revalidateEveryTime } from './cache-control';

/** Only plain positive integers name an expert; "1.5", "1e3" or "abc" name none. */
function parseExpertId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

export function expertsRouter(experts: ExpertsRepository): Router {
  const router = Router();

  router.get('/experts', revalidateEveryTime, (_req, res) => {
    res.json({ data: experts.listByOriginalId().map(presentExpert) });
  });

  router.get('/experts/:id', revalidateEveryTime, (req: Request<{ id: string }>, res) => {
    const id = parseExpertId(req.params.id);
    const expert = id === undefined ? undefined : experts.findById(id);
    if (!expert) throw notFound('Expert not found');
    res.json({ data: presentExpert(expert) });
  });

  return router;
}
