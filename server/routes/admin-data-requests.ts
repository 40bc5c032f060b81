import { Router } from 'express';
import type { DataRequestList, DataRequestListItem, DataRequestStatus } from '../../src/domain/data-requests';
import type { StoredDataRequest } from '../db/data-requests-repository';
import { allow } from '../http/staff-auth';
import type { DataRequests } from '../services/data-requests/data-requests';

// Visitors' requests for a copy or erasure of their data, as staff follow them (admin only: they
// are about who asked what of the organisation's obligations, and the admin answers for those).
// The address shows masked: the request is done by the visitor's own link, staff only watch it.

const LIST_LIMIT = 200;

export function presentDataRequest(request: StoredDataRequest, at: Date): DataRequestListItem {
  const now = at.toISOString();
  const status: DataRequestStatus = request.state === 'done' ? 'done' : request.expiresAt <= now ? 'expired' : 'pending';
  return {
    id: request.id,
    type: request.type,
    status,
    email: request.emailHint,
    createdAt: request.createdAt,
    dueAt: request.dueAt,
    doneAt: request.doneAt,
    overdue: status === 'pending' && request.dueAt <= now,
    result: request.result,
  };
}

export function dataRequestRoutes({ dataRequests, deadlineDays, now }: { dataRequests: DataRequests; deadlineDays: number; now: () => Date }): Router {
  const routes = Router();

  routes.get('/data-requests', allow('admin'), async (_req, res) => {
    const at = now();
    const items = (await dataRequests.list(LIST_LIMIT)).map((request) => presentDataRequest(request, at));
    // Overdue first, then the newest: what the law is waiting on comes before the rest.
    items.sort((a, b) => Number(b.overdue) - Number(a.overdue));
    const answer: DataRequestList = { items, deadlineDays };
    res.json(answer);
  });

  return routes;
}
