// Moving or cancelling a paid session (issue 20): what the manage page and the staff booking
// screen send. One schema each for the page and POST /api/manage/:token/*, and for staff
// POST /api/admin/bookings/:kind/:id/*, so both sides say the same thing.

import { z } from 'zod';
import { SESSION_WINDOWS } from '../options';
import { INDIVIDUAL_SLOT_TIMES } from '../slots';
import { ASSIGNMENT_MESSAGES, REASON_MAX, REASON_MIN } from './expert-assignment';
import { isoDateField, requiredFormatted, requiredText } from './fields';
import { SESSION_TIME_REQUIRED, SESSION_TIME_UNKNOWN, expertChoiceField } from './session-choice';

/**
 * A new time: a slot label for an individual session ('7:00 PM'), a window for a couple or
 * family ('6 PM to 9 PM'); which of the two the booking takes is checked by the server. Without
 * `expertId` the session stays with its expert; `any` lets the first free matching expert take it.
 */
export const rescheduleSchema = z.strictObject({
  sessionDate: isoDateField('Please select a date'),
  sessionTime: requiredFormatted(
    SESSION_TIME_REQUIRED,
    (time) => INDIVIDUAL_SLOT_TIMES.includes(time) || (SESSION_WINDOWS as readonly string[]).includes(time),
    SESSION_TIME_UNKNOWN,
  ),
  expertId: expertChoiceField.optional(),
});

/** The visitor's cancellation carries nothing: the rule decides the refund. */
export const cancelSchema = z.strictObject({});

const staffReason = requiredText(ASSIGNMENT_MESSAGES.reason, REASON_MAX, 'multi-line').min(REASON_MIN, { error: ASSIGNMENT_MESSAGES.reason });

/**
 * Staff act for the visitor, with a reason kept in the audit. `override` lifts the rule: a move
 * inside the window, a cancellation refunded in full whatever the time.
 */
export const staffRescheduleSchema = rescheduleSchema.extend({ reason: staffReason, override: z.boolean().optional().default(false) });
export const staffCancelSchema = z.strictObject({ reason: staffReason, override: z.boolean().optional().default(false) });

export type RescheduleRequest = z.input<typeof rescheduleSchema>;
export type StaffRescheduleRequest = z.input<typeof staffRescheduleSchema>;
export type StaffCancelRequest = z.input<typeof staffCancelSchema>;

/** What the manage page shows, as GET /api/manage/:token and both changes answer it. */
export type ManageAnswer = {
  booking: { kind: 'individual' | 'couple' | 'family-friends'; id: number; sessionType: string; durationMinutes: number; duration: string };
  state: 'booked' | 'cancelled';
  session: { startsAt: string; endsAt: string; date: string; time: string; window: boolean };
  expert: { id: number; name: string; imageSrc: string | null } | null;
  meetLink: string | null;
  inviteUrl: string;
  rule: { phase: 'open' | 'late' | 'started'; canReschedule: boolean; canCancel: boolean; refundPercent: number; deadline: string; words: string };
  payment: { amountPaise: number; refund: { state: 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED'; amountPaise: number } | null } | null;
  /** The query string to add to GET /api/slots (and /api/experts/matches) when choosing a new time. */
  slotQuery: string;
  lastChange: { action: 'reschedule' | 'cancel'; by: 'visitor' | 'staff'; at: string; reason: string | null } | null;
};

export const MANAGE_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in your booking e-mail.',
  over: 'This session is over, so this link no longer works.',
  cancelled: 'This session is cancelled.',
  notPaid: 'This booking is not paid yet, so there is nothing to change.',
  tooLateToMove: 'It is too late to move this session online. Please contact us.',
  started: 'This session has already started.',
  sameTime: 'That is already the time of your session.',
  noTime: 'This booking has no session time yet. Please contact us.',
  windowTaken: 'No expert is free in that window. Please choose another.',
} as const;
