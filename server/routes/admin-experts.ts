import { Router, type Request } from 'express';
import { expertSchema } from '../../src/domain/schemas/expert';
import type { Repositories } from '../db/repositories';
import { notFound } from '../errors';
import { presentStaffExpert } from '../presenters/admin';
import { EXPERT_NOT_FOUND } from '../services/content/expert-answers';
import { idOrNotFound } from './admin-params';
import { allow, staffOf } from '../http/staff-auth';

// Experts as data (admin): the profiles, calendars and the active flag the public pages and
// the booking wizards read. There is no delete: sessions name their expert, so an expert who
// leaves is made inactive (PUT with `active: false`). Every write is audited in staff_actions.

export function adminExpertRoutes({ experts, now }: { experts: Repositories['experts']; now: () => Date }): Router {
  const routes = Router();
  const expertIdOf = (req: Request<{ id: string }>) => idOrNotFound(req, EXPERT_NOT_FOUND);

  routes.get('/experts', allow('admin'), async (_req, res) => {
    res.json({ items: (await experts.listByOriginalId()).map(presentStaffExpert) });
  });

  routes.get('/experts/:id', allow('admin'), async (req: Request<{ id: string }>, res) => {
    const expert = await experts.findById(expertIdOf(req));
    if (!expert) throw notFound(EXPERT_NOT_FOUND);
    res.json({ data: presentStaffExpert(expert) });
  });

  routes.post('/experts', allow('admin'), async (req, res) => {
    const fields = expertSchema.parse(req.body);
    const created = await experts.createAudited(fields, staffOf(res).username, now());
    res.status(201).json({ data: presentStaffExpert(created) });
  });

  routes.put('/experts/:id', allow('admin'), async (req: Request<{ id: string }>, res) => {
    // A missing expert answers 404 before the body is checked.
    const id = expertIdOf(req);
    if (!(await experts.findById(id))) throw notFound(EXPERT_NOT_FOUND);
    const fields = expertSchema.parse(req.body);
    const updated = await experts.updateAudited(id, fields, staffOf(res).username, now());
    if (!updated) throw notFound(EXPERT_NOT_FOUND);
    res.json({ data: presentStaffExpert(updated) });
  });

  return routes;
}
