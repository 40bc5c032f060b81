// Staff giving a booking its expert, or another one (issue 19): the day's schedule they read
// and the assignment they send. One schema for the staff form and PUT
// /api/admin/bookings/:kind/:id/expert, so both say the same thing.

import { z } from 'zod';
import { SESSION_KINDS } from '../expert-profile';
import { isIsoDate } from '../slots';
import type { BookingKind } from '../submission-kinds';
import { requiredText } from './fields';

export const ASSIGNMENT_MESSAGES = {
  expert: 'Please choose an expert',
  reason: 'Please say why (at least 3 characters)',
  kind: 'Please choose a kind of session',
  date: 'Please choose a valid date',
} as const;

export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const expertAssignmentSchema = z.object({
  expertId: z.number({ error: ASSIGNMENT_MESSAGES.expert }).int({ error: ASSIGNMENT_MESSAGES.expert }).positive({ error: ASSIGNMENT_MESSAGES.expert }),
  // Kept in staff_actions: why this expert, when the calendar would have chosen otherwise.
  reason: requiredText(ASSIGNMENT_MESSAGES.reason, REASON_MAX, 'multi-line').min(REASON_MIN, { error: ASSIGNMENT_MESSAGES.reason }),
  /** Assign even when the expert is not free then (outside their hours, or holding another session). */
  override: z.boolean().optional().default(false),
});

export type ExpertAssignmentRequest = z.input<typeof expertAssignmentSchema>;

/** GET /api/admin/schedule: a day, today in India when left out. */
export const scheduleQuerySchema = z.object({
  date: z.string().refine(isIsoDate, { error: ASSIGNMENT_MESSAGES.date }).optional(),
});

/** GET /api/admin/schedule/experts: who may take a kind of session. */
export const scheduleExpertsQuerySchema = z.object({
  kind: z.enum(SESSION_KINDS, { error: ASSIGNMENT_MESSAGES.kind }),
});

/** One booked session as the staff schedule lists it. */
export type ScheduledSession = {
  kind: BookingKind;
  id: number;
  /** 'YYYY-MM-DD' in India. */
  date: string;
  /** IST: the session's own times once an expert has it, else what was booked ('10:30 AM - 11:30 AM', '6 PM to 9 PM'). */
  time: string;
  /** The session's start as an ISO instant; null for a window nobody has a start in yet. */
  startsAt: string | null;
  expert: { id: number; name: string } | null;
  visitor: string;
  paid: boolean;
  meetLink: string | null;
};

export type Schedule = { date: string; sessions: ScheduledSession[]; unassigned: ScheduledSession[] };

/** An expert staff may choose for a kind of session. */
export type AssignableExpert = { id: number; name: string };
