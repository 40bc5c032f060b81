import { Router, type Request } from 'express';
import { z } from 'zod';
import { CLOSED_WITHOUT_CONTACT_NEEDS_NOTES, FOLLOW_UP_FILTERS, canMove, followUpChangeSchema, type FollowUpList, type FollowUpView } from '../../src/domain/follow-ups';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import { badRequest, conflict, notFound } from '../errors';
import { presentFollowUp } from '../presenters/follow-ups';
import { allow, staffOf } from '../http/staff-auth';
import { idOrNotFound, pageQuery } from './admin-params';

// The crisis follow-up queue (admin, support): risky self-assessment reports whose senders left
// contact details, each to be called back. Editors and experts get 403, as from every record
// list: the queue names people and why they are at risk.

export const FOLLOW_UP_NOT_FOUND = 'Follow-up not found';
export const OWNER_NOT_STAFF = 'Choose an admin or support account';
export const CANNOT_GO_BACK = 'A follow-up only moves forward: new, contacted, closed.';

const HOUR_MS = 60 * 60_000;
const listQuery = pageQuery.extend({ state: z.enum(FOLLOW_UP_FILTERS).optional().default('open') });

export function followUpRoutes({ followUps, config, now }: { followUps: Repositories['followUps']; config: Config; now: () => Date }): Router {
  const routes = Router();
  const staffOnly = allow('admin', 'support');
  /** New items that arrived before this are overdue. */
  const overdueBefore = (at: Date) => new Date(at.getTime() - config.followUpAlertHours * HOUR_MS).toISOString();

  routes.get('/follow-ups', staffOnly, async (req, res) => {
    const { state, page, pageSize } = listQuery.parse(req.query);
    const at = now();
    const cutoff = overdueBefore(at);
    const [{ items, total }, staff] = await Promise.all([followUps.list(state, cutoff, pageSize, (page - 1) * pageSize), followUps.staff()]);
    const answer: FollowUpList = { items: items.map((item) => presentFollowUp(item, at, cutoff)), total, page, alertHours: config.followUpAlertHours, staff };
    res.json(answer);
  });

  // One item, for its screen (the team's notice links there): with who may own it.
  routes.get('/follow-ups/:id', staffOnly, async (req: Request<{ id: string }>, res) => {
    const at = now();
    const [item, staff] = await Promise.all([followUps.findById(idOrNotFound(req, FOLLOW_UP_NOT_FOUND)), followUps.staff()]);
    if (!item) throw notFound(FOLLOW_UP_NOT_FOUND);
    const answer: FollowUpView = { data: presentFollowUp(item, at, overdueBefore(at)), alertHours: config.followUpAlertHours, staff };
    res.json(answer);
  });

  routes.put('/follow-ups/:id', staffOnly, async (req: Request<{ id: string }>, res) => {
    const id = idOrNotFound(req, FOLLOW_UP_NOT_FOUND);
    const change = followUpChangeSchema.parse(req.body);
    if (change.ownerId != null && !(await followUps.staff()).some((member) => member.id === change.ownerId)) {
      throw badRequest(OWNER_NOT_STAFF, { ownerId: OWNER_NOT_STAFF });
    }
    const at = now();
    const updated = await followUps.updateAudited(
      id,
      (current) => {
        const state = change.state ?? current.state;
        if (!canMove(current.state, state)) throw conflict(CANNOT_GO_BACK, { state: CANNOT_GO_BACK });
        // Closing without a call is a decision someone may have to explain later.
        if (current.state === 'new' && state === 'closed' && !(change.notes ?? current.notes)) {
          throw badRequest(CLOSED_WITHOUT_CONTACT_NEEDS_NOTES, { notes: CLOSED_WITHOUT_CONTACT_NEEDS_NOTES });
        }
        return change;
      },
      staffOf(res).username,
      at,
    );
    if (!updated) throw notFound(FOLLOW_UP_NOT_FOUND);
    res.json({ data: presentFollowUp(updated, at, overdueBefore(at)) });
  });

  return routes;
}
