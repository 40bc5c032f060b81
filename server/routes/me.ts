import { Router, type Response } from 'express';
import type { StaffExpert } from '../../src/domain/content';
import { expertScheduleSchema } from '../../src/domain/schemas/expert';
import type { OwnSessions } from '../../src/domain/staff';
import type { Config } from '../config';
import type { ExpertOwnSessions } from '../db/expert-own-sessions';
import type { ExpertsRepository } from '../db/experts-repository';
import { forbidden, notFound } from '../errors';
import { neverStore } from '../http/cache-control';
import { allow, sameOriginOnly, staffOf, staffSession } from '../http/staff-auth';
import { presentOwnSession } from '../presenters/expert-own-sessions';
import type { AuthService } from '../services/auth/sessions';
import { EXPERT_NOT_FOUND } from '../services/content/expert-answers';

// An expert's own corner of the staff API, under /api/me: their sessions and their calendar.
// Only role expert may call it, and the expert is always the one the account stands for
// (users.expert_id): no route takes an expert's id, so none can name someone else's.
// The same session, cross-site and no-store rules as /api/admin apply.

export type MeRouterDeps = {
  config: Config;
  auth: AuthService;
  experts: Pick<ExpertsRepository, 'findById' | 'updateSchedule'>;
  ownSessions: ExpertOwnSessions;
  now: () => Date;
};

const scheduleOf = (expert: StaffExpert) => ({ hours: expert.hours, timeOff: expert.timeOff });

export function meRouter({ config, auth, experts, ownSessions, now }: MeRouterDeps): Router {
  const me = Router();
  me.use(neverStore, staffSession(auth, config), sameOriginOnly(config), allow('expert'));

  /** The signed-in expert's own record. */
  async function ownExpert(res: Response): Promise<StaffExpert> {
    const { expertId } = staffOf(res);
    // The table's CHECK gives every expert account an expert; this only satisfies the type.
    if (expertId === null) throw forbidden();
    const expert = await experts.findById(expertId);
    if (!expert) throw notFound(EXPERT_NOT_FOUND);
    return expert;
  }

  me.get('/sessions', async (_req, res) => {
    const expert = await ownExpert(res);
    const answer: OwnSessions = {
      expert: { id: expert.id, name: expert.name },
      sessions: (await ownSessions.upcoming(expert.id, now())).map(presentOwnSession),
    };
    res.json(answer);
  });

  me.get('/availability', async (_req, res) => {
    res.json(scheduleOf(await ownExpert(res)));
  });

  me.put('/availability', async (req, res) => {
    const expert = await ownExpert(res);
    const schedule = expertScheduleSchema.parse(req.body);
    const updated = await experts.updateSchedule(expert.id, schedule);
    if (!updated) throw notFound(EXPERT_NOT_FOUND);
    res.json(scheduleOf(updated));
  });

  const router = Router();
  router.use('/me', me);
  return router;
}
