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

/** The bodies of GET /api/experts and /api/experts/:id, which pages are also rendered with. */
export function expertAnswers(experts: ExpertsRepository) {
  return {
    list: () => ({ data: experts.listByOriginalId().map(presentExpert) }),
    /** Undefined when no expert has that id. */
    one(rawId: string) {
      const id = parseExpertId(rawId);
      const expert = id === undefined ? undefined : experts.findById(id);
      return expert ? { data: presentExpert(expert) } : undefined;
    },
  };
}

export const EXPERT_NOT_FOUND = 'Expert not found';

export type ExpertAnswers = ReturnType<typeof expertAnswers>;

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
