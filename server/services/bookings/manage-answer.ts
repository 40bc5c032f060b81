import { changePolicyWords, changeRuleAt, type ChangePolicy, type ChangeRule } from '../../../src/domain/change-policy';
import { matchAnswersOf, type MatchAnswers } from '../../../src/domain/matching';
import { isCatalogueId } from '../../../src/domain/pricing';
import { MANAGE_MESSAGES, type ManageAnswer } from '../../../src/domain/schemas/manage';
import { sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import { conflict, gone, notFound } from '../../errors';
import { PAID } from '../payments/paid-for';
import { BOOKING_NOT_FOUND } from '../experts/staff-assignment';
import { payloadText } from '../payments/payload-text';
import { BOOKING_STATUS_CANCELLED } from './booking-kinds';
import { bookedSessionOf, type BookedSession } from './booked-session';
import type { ChangePorts } from './booking-changes';
import type { ManageLinks } from './manage-links';

// A paid booking as its manage link opens it and as the manage page shows it (issue 20): the
// session as it stands, the rule at this moment, the refund. Read inside the change
// transactions too, so a change answers what it left.

/** The query GET /api/slots and /api/experts/matches take for this booking (concerns repeat). */
function slotQueryOf(kind: BookingKind, duration: string, answers: MatchAnswers): string {
  const query = new URLSearchParams({ kind });
  if (isCatalogueId(duration)) query.set('duration', duration);
  if (answers.language) query.set('language', answers.language);
  if (answers.gender) query.set('gender', answers.gender);
  for (const concern of answers.concerns) query.append('concerns', concern);
  return query.toString();
}

export const isWindow = (kind: BookingKind) => kind !== 'individual';

export function createManageAnswers({
  repositories: { submissions, experts, expertSessions, bookingChanges },
  policy,
  links,
  refunds,
}: {
  repositories: Pick<Repositories, 'submissions' | 'experts' | 'expertSessions' | 'bookingChanges'>;
  policy: ChangePolicy;
  links: ManageLinks;
  refunds: Pick<ChangePorts['refunds'], 'forPayment'>;
}) {
  /** A paid or cancelled booking; 404 for anything else, so a link tells a stranger nothing. */
  async function bookingOf(kind: BookingKind, id: number): Promise<StoredSubmission> {
    const booking = await submissions.findById(kind, id);
    if (!booking || (booking.status !== PAID && booking.status !== BOOKING_STATUS_CANCELLED)) throw notFound(MANAGE_MESSAGES.invalid);
    return booking;
  }

  /** The booking staff act on: 404 unknown, 409 not paid. */
  async function staffBooking(kind: BookingKind, id: number): Promise<void> {
    const booking = await submissions.findById(kind, id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== PAID && booking.status !== BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.notPaid);
  }

  async function currentSession(kind: BookingKind, booking: StoredSubmission): Promise<BookedSession> {
    const session = await bookedSessionOf(expertSessions, kind, booking);
    if (!session) throw conflict(MANAGE_MESSAGES.noTime);
    return session;
  }

  function ruleFor(booking: StoredSubmission, session: BookedSession, at: Date): ChangeRule {
    const rule = changeRuleAt(policy, session.startsAt, at);
    if (booking.status === BOOKING_STATUS_CANCELLED) return { ...rule, canReschedule: false, canCancel: false, refundPercent: 0 };
    return rule;
  }

  async function answerFor(kind: BookingKind, booking: StoredSubmission, at: Date): Promise<ManageAnswer> {
    const session = await currentSession(kind, booking);
    const rule = ruleFor(booking, session, at);
    const expert = session.expertId === null ? undefined : await experts.findById(session.expertId);
    const duration = payloadText(booking.payload.sessionDuration);
    const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
    const payment = await bookingChanges.paymentFor(kind, booking.id);
    const refund = payment ? (await refunds.forPayment(payment.id))[0] : undefined;
    const last = await bookingChanges.lastFor(kind, booking.id);
    const token = links.tokenFor(kind, booking.id);
    const answers = matchAnswersOf(kind, booking.payload);
    return {
      booking: { kind, id: booking.id, sessionType: sessionTypeOf(kind), durationMinutes: minutes, duration },
      state: booking.status === BOOKING_STATUS_CANCELLED ? 'cancelled' : 'booked',
      session: {
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        date: payloadText(booking.payload.sessionDate),
        time: payloadText(booking.payload.sessionTime),
        window: isWindow(kind),
      },
      expert: expert ? { id: expert.id, name: expert.name, imageSrc: expert.imageSrc || null } : null,
      meetLink: payloadText(booking.payload.meetLink) || null,
      inviteUrl: `/api/manage/${token}/invite.ics`,
      rule: {
        phase: rule.phase,
        canReschedule: rule.canReschedule,
        canCancel: rule.canCancel,
        refundPercent: rule.refundPercent,
        deadline: rule.deadline.toISOString(),
        words: changePolicyWords(policy),
      },
      payment: payment ? { amountPaise: payment.amountPaise, refund: refund ? { state: refund.state, amountPaise: refund.amountPaise } : null } : null,
      slotQuery: slotQueryOf(kind, duration, answers),
      lastChange: last ? { action: last.action, by: last.actor, at: last.at, reason: last.actor === 'staff' ? last.reason : null } : null,
    };
  }

  /** The booking a link opens, while its session is not over; 404 / 410 otherwise. */
  async function openBooking(token: string, at: Date): Promise<{ kind: BookingKind; booking: StoredSubmission }> {
    const target = links.bookingOf(token);
    if (!target) throw notFound(MANAGE_MESSAGES.invalid);
    const booking = await bookingOf(target.kind, target.id);
    if ((await currentSession(target.kind, booking)).endsAt.getTime() <= at.getTime()) throw gone(MANAGE_MESSAGES.over);
    return { kind: target.kind, booking };
  }

  return { bookingOf, staffBooking, currentSession, ruleFor, answerFor, openBooking };
}

export type ManageAnswers = ReturnType<typeof createManageAnswers>;
