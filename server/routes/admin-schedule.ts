import { Router, type Request } from 'express';
import { expertAssignmentSchema, scheduleExpertsQuerySchema, scheduleQuerySchema } from '../../src/domain/schemas/expert-assignment';
import { isBookingKind } from '../../src/domain/submission-kinds';
import { notFound } from '../errors';
import { allow, staffOf } from '../http/staff-auth';
import { BOOKING_NOT_FOUND, type StaffAssignment } from '../services/experts/staff-assignment';
import type { StaffSchedule } from '../services/experts/staff-schedule';
import type { BookingChanges } from '../services/bookings/booking-changes';
import { idOf } from './admin-params';

// Running the day (admin, support; issue 19): the sessions of a date with their experts, the
// paid bookings still waiting for one, and giving a booking its expert with a reason. Mounted
// before the submission routes, whose /:kind/:id would otherwise answer for these paths.

export function adminScheduleRoutes({
  schedule,
  assignment,
  changes,
}: {
  schedule: StaffSchedule;
  assignment: StaffAssignment;
  changes: BookingChanges;
}): Router {
  const routes = Router();

  routes.get('/schedule', allow('admin', 'support'), (req, res) => {
    const { date } = scheduleQuerySchema.parse(req.query);
    res.json(schedule.schedule(date));
  });

  // Support cannot read /experts (profiles, addresses): only who may be chosen.
  routes.get('/schedule/experts', allow('admin', 'support'), (req, res) => {
    const { kind } = scheduleExpertsQuerySchema.parse(req.query);
    res.json({ items: schedule.assignable(kind) });
  });

  routes.put('/bookings/:kind/:id/expert', allow('admin', 'support'), (req: Request<{ kind: string; id: string }>, res) => {
    const { kind } = req.params;
    const id = idOf(req);
    // An unknown booking answers 404 before the body is checked.
    if (!isBookingKind(kind) || id === undefined || !assignment.has(kind, id)) throw notFound(BOOKING_NOT_FOUND);
    const body = expertAssignmentSchema.parse(req.body);
    res.json({ data: assignment.assign({ kind, id, ...body, staffUsername: staffOf(res).username }) });
  });

  // Acting for the visitor (issue 20): the visitor's rule, or an override with a reason; audited.
  routes.post('/bookings/:kind/:id/reschedule', allow('admin', 'support'), async (req: Request<{ kind: string; id: string }>, res) => {
    const { kind } = req.params;
    const id = idOf(req);
    if (!isBookingKind(kind) || id === undefined) throw notFound(BOOKING_NOT_FOUND);
    const { userId, username } = staffOf(res);
    res.json({ data: await changes.staffReschedule(kind, id, req.body, { userId, username }) });
  });

  routes.post('/bookings/:kind/:id/cancel', allow('admin', 'support'), async (req: Request<{ kind: string; id: string }>, res) => {
    const { kind } = req.params;
    const id = idOf(req);
    if (!isBookingKind(kind) || id === undefined) throw notFound(BOOKING_NOT_FOUND);
    const { userId, username } = staffOf(res);
    res.json({ data: await changes.staffCancel(kind, id, req.body, { userId, username }) });
  });

  return routes;
}
