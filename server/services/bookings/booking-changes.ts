import { refundPaiseFor } from '../../../src/domain/change-policy';
import type { StaffExpert } from '../../../src/domain/content';
import {
  MANAGE_MESSAGES,
  cancelSchema,
  rescheduleSchema,
  staffCancelSchema,
  staffRescheduleSchema,
  type ManageAnswer,
} from '../../../src/domain/schemas/manage';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { MailAttachment } from '../../db/mail-outbox-repository';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import { HttpError, conflict } from '../../errors';
import { nudgeWorker, type MailNudge, type OutgoingMail } from '../mail/outbox';
import type { ExpertCalendarService } from '../experts/expert-calendar';
import { BOOKING_STATUS_CANCELLED } from './booking-kinds';
import type { BookedSession } from './booked-session';
import { createManageAnswers } from './manage-answer';
import type { ManageLinks } from './manage-links';
import { createNewSessionFinder, type NewTime } from './new-session';
import { createChangeLog, staffOverride, type Keyed } from './change-log';

// A paid session moved or cancelled (issue 20), by the visitor through the manage link or by
// staff for them. Everything a change writes happens in one transaction (IMMEDIATE on SQLite):
// the new expert session (the old slot is free the moment it commits), the stored time or the
// cancelled status, the reminders, the refund's row, the audit and every mail with its invite.
// The refund itself is asked of the provider after the commit (a network call has no place in
// a transaction); its row makes that happen once, whatever the number of taps and retries.
//
// PostgreSQL: transactions run side by side, so each change first locks the booking's row
// (lockForChange). Two changes of one booking then run one after the other, and the second reads
// what the first left: a second post of the same Idempotency-Key finds the first's
// booking_changes row and replays, a different change starts from the moved or cancelled
// booking. A move also locks the calendars first (lockCalendars), as every hold does.

/** Who asks for a change. Staff give a reason; `override` lifts the rule (and refunds in full). */
export type ChangeActor =
  | { by: 'visitor' }
  | { by: 'staff'; userId: number; username: string; reason: string; override: boolean };

/** A refund as the change service sees it; the refunds service keeps the rest. */
export type RefundView = { id: number; state: 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED'; amountPaise: number };

/** What a change needs of the parts beside it. */
export type ChangePorts = {
  reminders: {
    /** Inside the transaction: the session's reminders for `startsAt` replace those it had. */
    reschedule(kind: BookingKind, id: number, startsAt: Date, at: Date): Promise<unknown>;
    /** Inside the transaction: no reminder goes out for the booking any more. */
    cancel(kind: BookingKind, id: number, at: Date): Promise<unknown>;
  };
  refunds: {
    /** Inside the transaction: the payment's one refund (the existing one when it has one). */
    request(paymentId: number, amountPaise: number, reason: string, at: Date): Promise<RefundView>;
    /** After the commit: asks the provider; never throws. */
    send(refundId: number): Promise<unknown>;
    forPayment(paymentId: number): Promise<readonly RefundView[]>;
  };
  mails: {
    rescheduled(change: RescheduledMailInput): OutgoingMail[];
    cancelled(change: CancelledMailInput): OutgoingMail[];
    /** The booking's calendar invite as it stands, for the visitor. */
    invite(kind: BookingKind, booking: StoredSubmission, times: { startsAt: Date; endsAt: Date }, sequence: number, method: 'REQUEST' | 'CANCEL', audience: 'visitor', at: Date): MailAttachment;
  };
};

type MailContext = { kind: BookingKind; booking: StoredSubmission; actor: ChangeActor; sequence: number; at: Date };
export type RescheduledMailInput = MailContext & {
  before: BookedSession;
  after: { startsAt: Date; endsAt: Date; expert: StaffExpert | null };
  previousExpert: StaffExpert | null;
};
export type CancelledMailInput = MailContext & { before: BookedSession; expert: StaffExpert | null; refundPaise: number; refundPercent: number };

/** The refund to ask the provider about after the commit: one it has not answered yet. */
const unanswered = (refund: RefundView | undefined): number | null => (refund?.state === 'REQUESTED' ? refund.id : null);

/** How long a cancel waits for the provider before answering with the refund still REQUESTED. */
const REFUND_WAIT_MS = 8_000;

/** Asks the provider for the refund, but answers the visitor within REFUND_WAIT_MS whatever it does. */
async function sendRefund(refunds: ChangePorts['refunds'], refundId: number | null): Promise<void> {
  if (refundId === null) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REFUND_WAIT_MS);
    timer.unref();
  });
  await Promise.race([refunds.send(refundId).then(() => undefined, () => undefined), waited]);
  clearTimeout(timer);
}

export function createBookingChanges({
  db,
  repositories: { submissions, experts, expertSessions, bookingChanges, staffActions, mailOutbox },
  config,
  calendar,
  links,
  ports,
  mail,
  now,
}: {
  db: Db;
  repositories: Pick<Repositories, 'submissions' | 'experts' | 'expertSessions' | 'bookingChanges' | 'staffActions' | 'mailOutbox'>;
  config: Pick<Config, 'site' | 'smtpUrl' | 'mailFrom'>;
  calendar: ExpertCalendarService;
  links: ManageLinks;
  ports: ChangePorts;
  mail?: MailNudge;
  now: () => Date;
}) {
  const { bookingOf, staffBooking, currentSession, ruleFor, answerFor, openBooking } = createManageAnswers({
    repositories: { submissions, experts, expertSessions, bookingChanges },
    policy: config.site.changePolicy,
    links,
    refunds: ports.refunds,
  });
  const newSession = createNewSessionFinder({ calendar, repositories: { experts } });

  const log = createChangeLog({ repositories: { bookingChanges, staffActions, mailOutbox }, config });

  const rescheduleInTransaction = (kind: BookingKind, id: number, input: NewTime, actor: ChangeActor, keyed: Keyed, at: Date): Promise<ManageAnswer> =>
    db.transaction(async () => {
      // The calendars first, then the booking: the order every booking write takes them in.
      await expertSessions.lockCalendars();
      await submissions.lockForChange(kind, id);
      const booking = await bookingOf(kind, id);
      if (await log.replayed(keyed, kind, id, 'reschedule')) return answerFor(kind, booking, at);
      if (booking.status === BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.cancelled);
      const before = await currentSession(kind, booking);
      const rule = ruleFor(booking, before, at);
      if (rule.phase === 'started') throw conflict(MANAGE_MESSAGES.started);
      if (!rule.canReschedule && !staffOverride(actor)) throw conflict(MANAGE_MESSAGES.tooLateToMove);

      // The booking's own session must not stand in its way; the transaction restores it if we throw.
      await expertSessions.release(kind, id);
      const after = await newSession(kind, booking, input, before, staffOverride(actor), at);
      if (after.startsAt === before.startsAt.toISOString() && (after.expert?.id ?? null) === before.expertId) throw conflict(MANAGE_MESSAGES.sameTime);
      if (after.expert) {
        await expertSessions.put(
          { expertId: after.expert.id, kind, submissionId: id, startsAt: after.startsAt, endsAt: after.endsAt, state: 'confirmed', holdExpiresAt: null },
          at,
        );
      }
      await submissions.updatePayload(kind, id, { ...booking.payload, sessionDate: input.sessionDate, sessionTime: after.stored });
      const moved = await bookingOf(kind, id);
      const startsAt = new Date(after.startsAt);
      await ports.reminders.reschedule(kind, id, startsAt, at);

      const previousExpert = before.expertId === null ? null : ((await experts.findById(before.expertId)) ?? null);
      const span = { fromStartsAt: before.startsAt.toISOString(), toStartsAt: after.startsAt, fromExpertId: before.expertId, toExpertId: after.expert?.id ?? null };
      const moves = { before, after: { startsAt, endsAt: new Date(after.endsAt), expert: after.expert }, previousExpert };
      await log.write(kind, id, 'reschedule', actor, keyed, span, (sequence) => ports.mails.rescheduled({ kind, booking: moved, actor, sequence, at, ...moves }), at);
      return answerFor(kind, moved, at);
    });

  const cancelInTransaction = (kind: BookingKind, id: number, actor: ChangeActor, keyed: Keyed, at: Date): Promise<{ answer: ManageAnswer; refundId: number | null }> =>
    db.transaction(async () => {
      // A cancellation frees time and checks nobody's: the booking's lock is enough.
      await submissions.lockForChange(kind, id);
      const booking = await bookingOf(kind, id);
      if (await log.replayed(keyed, kind, id, 'cancel')) {
        // A retry after a timeout: the refund the first attempt wrote is asked about again, never made twice.
        const payment = await bookingChanges.paymentFor(kind, id);
        const refund = payment ? (await ports.refunds.forPayment(payment.id))[0] : undefined;
        return { answer: await answerFor(kind, booking, at), refundId: unanswered(refund) };
      }
      if (booking.status === BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.cancelled);
      const before = await currentSession(kind, booking);
      const rule = ruleFor(booking, before, at);
      if (!rule.canCancel && !staffOverride(actor)) throw conflict(MANAGE_MESSAGES.started);
      const refundPercent = staffOverride(actor) ? 100 : rule.refundPercent;

      await submissions.updateStatusAndPayload(kind, id, BOOKING_STATUS_CANCELLED, { ...booking.payload, cancelledAt: at.toISOString() });
      await expertSessions.release(kind, id);
      await ports.reminders.cancel(kind, id, at);
      const payment = await bookingChanges.paymentFor(kind, id);
      const refundPaise = payment ? refundPaiseFor(payment.amountPaise, refundPercent) : 0;
      const refund =
        payment && refundPaise > 0
          ? await ports.refunds.request(payment.id, refundPaise, actor.by === 'staff' ? `Cancelled by staff: ${actor.reason}` : 'Cancelled by the visitor', at)
          : undefined;

      const cancelled = await bookingOf(kind, id);
      const expert = before.expertId === null ? null : ((await experts.findById(before.expertId)) ?? null);
      const span = { fromStartsAt: before.startsAt.toISOString(), toStartsAt: null, fromExpertId: before.expertId, toExpertId: null };
      const refunded = { refundPaise: refund?.amountPaise ?? 0, refundPercent };
      await log.write(kind, id, 'cancel', actor, keyed, span, (sequence) => ports.mails.cancelled({ kind, booking: cancelled, actor, sequence, at, before, expert, ...refunded }), at);
      return { answer: await answerFor(kind, cancelled, at), refundId: unanswered(refund) };
    });

  async function reschedule(kind: BookingKind, id: number, input: NewTime, actor: ChangeActor, keyed: Keyed): Promise<ManageAnswer> {
    const answer = await rescheduleInTransaction(kind, id, input, actor, keyed, now());
    nudgeWorker(mail);
    return answer;
  }

  async function cancel(kind: BookingKind, id: number, actor: ChangeActor, keyed: Keyed): Promise<ManageAnswer> {
    const { refundId } = await cancelInTransaction(kind, id, actor, keyed, now());
    nudgeWorker(mail);
    await sendRefund(ports.refunds, refundId);
    // Read again: the refund's state is what the provider said.
    return answerFor(kind, await bookingOf(kind, id), now());
  }

  return {
    /** GET /api/manage/:token. */
    async view(token: string): Promise<ManageAnswer> {
      const at = now();
      const { kind, booking } = await openBooking(token, at);
      return answerFor(kind, booking, at);
    },

    /** GET /api/manage/:token/invite.ics: the session's one calendar event as it stands (a CANCEL once cancelled). */
    async invite(token: string): Promise<MailAttachment> {
      const at = now();
      const { kind, booking } = await openBooking(token, at);
      const method = booking.status === BOOKING_STATUS_CANCELLED ? 'CANCEL' : 'REQUEST';
      const session = await currentSession(kind, booking);
      return ports.mails.invite(kind, booking, session, await bookingChanges.inviteSequence(kind, booking.id), method, 'visitor', at);
    },

    /** POST /api/manage/:token/reschedule: the visitor, within the rule. */
    async reschedule(token: string, body: unknown, keyed: Keyed): Promise<ManageAnswer> {
      const { kind, booking } = await openBooking(token, now());
      const input = rescheduleSchema.parse(body);
      return reschedule(kind, booking.id, input, { by: 'visitor' }, keyed);
    },

    /** POST /api/manage/:token/cancel: the visitor; the rule decides the refund. */
    async cancel(token: string, body: unknown, keyed: Keyed): Promise<ManageAnswer> {
      const { kind, booking } = await openBooking(token, now());
      cancelSchema.parse(body);
      return cancel(kind, booking.id, { by: 'visitor' }, keyed);
    },

    /** POST /api/admin/bookings/:kind/:id/reschedule. */
    async staffReschedule(kind: BookingKind, id: number, body: unknown, staff: { userId: number; username: string }): Promise<ManageAnswer> {
      await staffBooking(kind, id);
      const { reason, override, ...input } = staffRescheduleSchema.parse(body);
      return reschedule(kind, id, input, { by: 'staff', ...staff, reason, override }, { key: null, hash: null });
    },

    /** POST /api/admin/bookings/:kind/:id/cancel. */
    async staffCancel(kind: BookingKind, id: number, body: unknown, staff: { userId: number; username: string }): Promise<ManageAnswer> {
      await staffBooking(kind, id);
      const { reason, override } = staffCancelSchema.parse(body);
      return cancel(kind, id, { by: 'staff', ...staff, reason, override }, { key: null, hash: null });
    },

    /**
     * Inside the erasure a visitor asked for (services/data-requests): cancels a paid booking
     * under the visitor's own rule (the refund it allows, the slot freed, the reminders stopped,
     * the mails). Answers the refund to ask the provider about once the erasure is committed
     * (`askForRefund`), or null; a session that has begun, or was cancelled already, is left as
     * it is (`cancelled` false).
     */
    async cancelForErasure(kind: BookingKind, id: number, at: Date): Promise<{ cancelled: boolean; refundId: number | null }> {
      try {
        const { refundId } = await cancelInTransaction(kind, id, { by: 'visitor' }, { key: null, hash: null }, at);
        return { cancelled: true, refundId };
      } catch (error) {
        // The savepoint rolled back; the booking stays as it was, to be erased with the rest.
        if (error instanceof HttpError && (error.status === 409 || error.status === 404)) return { cancelled: false, refundId: null };
        throw error;
      }
    },

    /** After the erasure's commit: the refunds its cancellations wrote, each asked about once. */
    async askForRefunds(refundIds: readonly number[]): Promise<void> {
      nudgeWorker(mail);
      for (const refundId of refundIds) await sendRefund(ports.refunds, refundId);
    },

    /** The session's times and expert, for the invite and the mails. */
    currentSession,
  };
}

export type BookingChanges = ReturnType<typeof createBookingChanges>;
