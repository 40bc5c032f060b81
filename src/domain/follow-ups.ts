// The crisis follow-up queue (staff): its states, the moves between them, and what the staff
// API answers about an item. Which reports enter it: assessments/risk.ts.

import { z } from 'zod';
import type { AssessmentId } from './assessments/assessment';

export const FOLLOW_UP_STATES = ['new', 'contacted', 'closed'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/**
 * Forward only: new → contacted → closed, and new → closed. A team needs the last one for a
 * report it will not call about (the same person's second report, someone already in our care,
 * a number that turns out not to be theirs): the notes must then say why. Nothing goes back: a
 * contact made stays made, and a closed item that needs more is a new conversation, in its notes.
 */
const MOVES: Readonly<Record<FollowUpState, readonly FollowUpState[]>> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};

/** Whether an item in `from` may be put in `to`; staying put (owner or notes only) always may. */
export function canMove(from: FollowUpState, to: FollowUpState): boolean {
  return from === to || MOVES[from].includes(to);
}

export const NOTES_MAX = 5000;
export const CLOSED_WITHOUT_CONTACT_NEEDS_NOTES = 'Say in the notes why this is closed without contact.';

/** PUT /api/admin/follow-ups/:id: any of the three; an owner of null gives the item up. */
export const followUpChangeSchema = z
  .strictObject({
    state: z.enum(FOLLOW_UP_STATES, { error: 'Choose new, contacted or closed' }).optional(),
    ownerId: z.number().int().positive().nullable().optional(),
    notes: z.string().trim().max(NOTES_MAX, { error: `At most ${NOTES_MAX} characters` }).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: 'Nothing to change' });

export type FollowUpChange = z.infer<typeof followUpChangeSchema>;

/** Which items a list shows: the open ones (new and contacted) by default. */
export const FOLLOW_UP_FILTERS = ['open', 'new', 'contacted', 'closed', 'all'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

/** A queue item as staff see it. */
export type FollowUpItem = {
  id: number;
  submissionId: number;
  test: AssessmentId;
  testTitle: string;
  name: string;
  email: string;
  phone: string;
  score: number;
  bandLabel: string;
  /** Why it is in the queue, in the team's words. */
  reasons: string[];
  state: FollowUpState;
  owner: FollowUpOwner | null;
  notes: string;
  createdAt: string;
  firstContactedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
  /** Still new, and older than the alert time (FOLLOW_UP_ALERT_HOURS). */
  overdue: boolean;
  /** Minutes since the report arrived. */
  ageMinutes: number;
  /** Minutes from the report to the first contact; null until contacted. */
  minutesToFirstContact: number | null;
};

/** Who may own an item: the admin and support accounts. */
export type FollowUpOwner = { id: number; username: string };

/** GET /api/admin/follow-ups: a page of items, and who may own one. */
export type FollowUpList = { items: FollowUpItem[]; total: number; page: number; alertHours: number; staff: FollowUpOwner[] };

/** GET /api/admin/follow-ups/:id: one item, and who may own it. */
export type FollowUpView = { data: FollowUpItem; alertHours: number; staff: FollowUpOwner[] };
