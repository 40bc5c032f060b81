import type Database from 'better-sqlite3';
import { changePolicyWords, changeRuleAt, refundPaiseFor, type ChangeRule } from '../../../src/domain/change-policy';
import type { StaffExpert } from '../../../src/domain/content';
import { sessionSpan } from '../../../src/domain/expert-slots';
import { matchAnswersOf, type MatchAnswers } from '../../../src/domain/matching';
import { SESSION_WINDOWS } from '../../../src/domain/options';
import { isCatalogueId } from '../../../src/domain/pricing';
import { ANY_EXPERT } from '../../../src/domain/schemas/individual';
import {
  MANAGE_MESSAGES,
  cancelSchema,
  rescheduleSchema,
  staffCancelSchema,
  staffRescheduleSchema,
  type ManageAnswer,
} from '../../../src/domain/schemas/manage';
import { slotNoLongerAvailable } from '../../../src/domain/schemas/session-time';
import { SESSION_WINDOW_OFFERS, individualSlots, parseClock, sessionTimeRange, sessionWindows } from '../../../src/domain/slots';
import { sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { BookingChange } from '../../db/booking-changes-repository';
import type { MailAttachment } from '../../db/mail-outbox-repository';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import { conflict, gone, notFound, unprocessable } from '../../errors';
import { nudgeWorker, queueMail, type MailNudge, type OutgoingMail } from '../mail/outbox';
import { PAID } from '../payments/paid-for';
import { payloadText } from '../payments/payload-text';
import type { ExpertCalendarService } from '../experts/expert-calendar';
import { sessionOf } from '../experts/expert-assignment';
import { BOOKING_NOT_FOUND } from '../experts/staff-assignment';
import { BOOKING_STATUS_CANCELLED } from './booking-kinds';
import { bookedSessionOf, type BookedSession } from './booked-session';
import type { ManageLinks } from './manage-links';

// A paid session moved or cancelled (issue 20), by the visitor through the manage link or by
// staff for them. Everything a change writes happens in one IMMEDIATE transaction: the new
// expert session (the old slot is free the moment it commits), the stored time or the
// cancelled status, the reminders, the refund's row, the audit and every mail with its invite.
// The refund itself is asked of the provider after the commit (a network call has no place in
// a transaction); its row makes that happen once, whatever the number of taps and retries.

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
    reschedule(kind: BookingKind, id: number, startsAt: Date, at: Date): void;
    /** Inside the transaction: no reminder goes out for the booking any more. */
    cancel(kind: BookingKind, id: number, at: Date): void;
  };
  refunds: {
    /** Inside the transaction: the payment's one refund (the existing one when it has one). */
    request(paymentId: number, amountPaise: number, reason: string, at: Date): RefundView;
    /** After the commit: asks the provider; never throws. */
    send(refundId: number): Promise<unknown>;
    forPayment(paymentId: number): readonly RefundView[];
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

/** The query GET /api/slots and /api/experts/matches take for this booking (concerns repeat). */
function slotQueryOf(kind: BookingKind, duration: string, answers: MatchAnswers): string {
  const query = new URLSearchParams({ kind });
  if (isCatalogueId(duration)) query.set('duration', duration);
  if (answers.language) query.set('language', answers.language);
  if (answers.gender) query.set('gender', answers.gender);
  for (const concern of answers.concerns) query.append('concerns', concern);
  return query.toString();
}

/** How long a cancel waits for the provider before answering with the refund still REQUESTED. */
const REFUND_WAIT_MS = 8_000;

const isWindow = (kind: BookingKind) => kind !== 'individual';

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
  db: Database.Database;
  repositories: Pick<Repositories, 'submissions' | 'experts' | 'expertSessions' | 'bookingChanges' | 'staffActions' | 'mailOutbox'>;
  config: Pick<Config, 'site' | 'smtpUrl' | 'mailFrom'>;
  calendar: ExpertCalendarService;
  links: ManageLinks;
  ports: ChangePorts;
  mail?: MailNudge;
  now: () => Date;
}) {
  const policy = config.site.changePolicy;

  /** A paid or cancelled booking; 404 for anything else, so a link tells a stranger nothing. */
  function bookingOf(kind: BookingKind, id: number): StoredSubmission {
    const booking = submissions.findById(kind, id);
    if (!booking || (booking.status !== PAID && booking.status !== BOOKING_STATUS_CANCELLED)) throw notFound(MANAGE_MESSAGES.invalid);
    return booking;
  }

  /** The booking staff act on: 404 unknown, 409 not paid. */
  function staffBooking(kind: BookingKind, id: number): void {
    const booking = submissions.findById(kind, id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== PAID && booking.status !== BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.notPaid);
  }

  function currentSession(kind: BookingKind, booking: StoredSubmission): BookedSession {
    const session = bookedSessionOf(expertSessions, kind, booking);
    if (!session) throw conflict(MANAGE_MESSAGES.noTime);
    return session;
  }

  function ruleFor(booking: StoredSubmission, session: BookedSession, at: Date): ChangeRule {
    const rule = changeRuleAt(policy, session.startsAt, at);
    if (booking.status === BOOKING_STATUS_CANCELLED) return { ...rule, canReschedule: false, canCancel: false, refundPercent: 0 };
    return rule;
  }

  function answerFor(kind: BookingKind, booking: StoredSubmission, at: Date): ManageAnswer {
    const session = currentSession(kind, booking);
    const rule = ruleFor(booking, session, at);
    const expert = session.expertId === null ? undefined : experts.findById(session.expertId);
    const duration = payloadText(booking.payload.sessionDuration);
    const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
    const payment = bookingChanges.paymentFor(kind, booking.id);
    const refund = payment ? ports.refunds.forPayment(payment.id)[0] : undefined;
    const last = bookingChanges.lastFor(kind, booking.id);
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
  function openBooking(token: string, at: Date): { kind: BookingKind; booking: StoredSubmission } {
    const target = links.bookingOf(token);
    if (!target) throw notFound(MANAGE_MESSAGES.invalid);
    const booking = bookingOf(target.kind, target.id);
    if (currentSession(target.kind, booking).endsAt.getTime() <= at.getTime()) throw gone(MANAGE_MESSAGES.over);
    return { kind: target.kind, booking };
  }

  /** A key already used: the same request answers as before, another one is refused (422). */
  function replayed(key: string | null, hash: string | null, kind: BookingKind, id: number, action: BookingChange['action']): boolean {
    if (key === null) return false;
    const earlier = bookingChanges.findByKey(key);
    if (!earlier) return false;
    if (earlier.kind !== kind || earlier.submissionId !== id || earlier.action !== action || earlier.requestHash !== hash) {
      throw unprocessable('This Idempotency-Key was already used for a different request.');
    }
    return true;
  }

  const staffOverride = (actor: ChangeActor) => actor.by === 'staff' && actor.override;
  const reasonOf = (actor: ChangeActor) => (actor.by === 'staff' ? actor.reason : null);

  /** Checks the new time against the spec's rules and finds who takes it; the caller has released the old session. */
  function newSession(kind: BookingKind, booking: StoredSubmission, input: { sessionDate: string; sessionTime: string; expertId?: number | typeof ANY_EXPERT }, before: BookedSession, actor: ChangeActor, at: Date) {
    const session = sessionOf(kind, booking.payload);
    const minutes = session?.minutes ?? Math.round((before.endsAt.getTime() - before.startsAt.getTime()) / 60_000);
    const day = isWindow(kind) ? sessionWindows(input.sessionDate, at) : individualSlots(input.sessionDate, at);
    const unavailable = slotNoLongerAvailable(day, input.sessionTime);
    if (unavailable) throw conflict(unavailable.message, unavailable.fields);
    const answers = matchAnswersOf(kind, booking.payload);
    const choice = input.expertId ?? before.expertId ?? ANY_EXPERT;

    if (isWindow(kind)) {
      const window = SESSION_WINDOW_OFFERS.find((offer) => offer.label === input.sessionTime);
      if (!window || !(SESSION_WINDOWS as readonly string[]).includes(input.sessionTime)) throw conflict(MANAGE_MESSAGES.windowTaken, { sessionTime: MANAGE_MESSAGES.windowTaken });
      const picked = calendar.pickForWindow(answers, input.sessionDate, input.sessionTime, minutes);
      if (picked) return { expert: picked.expert, ...sessionSpan(input.sessionDate, picked.start, minutes), stored: input.sessionTime };
      if (!staffOverride(actor)) throw conflict(MANAGE_MESSAGES.windowTaken, { sessionTime: MANAGE_MESSAGES.windowTaken });
      const kept = before.expertId === null ? undefined : experts.findById(before.expertId);
      return { expert: kept ?? null, ...sessionSpan(input.sessionDate, window.start, minutes), stored: input.sessionTime };
    }

    const start = parseClock(input.sessionTime);
    if (start === undefined) throw conflict(unavailable ?? MANAGE_MESSAGES.noTime);
    const stored = sessionTimeRange(input.sessionTime, minutes);
    const pick = calendar.pickForSlot(answers, choice, input.sessionDate, start, minutes);
    if (pick.expert) return { expert: pick.expert, ...sessionSpan(input.sessionDate, start, minutes), stored };
    if (pick.nobodyTakesIt) return { expert: null, ...sessionSpan(input.sessionDate, start, minutes), stored };
    if (staffOverride(actor) && choice !== ANY_EXPERT) {
      const chosen = experts.findById(choice);
      if (chosen) return { expert: chosen, ...sessionSpan(input.sessionDate, start, minutes), stored };
    }
    throw conflict(
      'This time is no longer available. Please choose another.',
      { sessionTime: 'This time is no longer available. Please choose another.' },
      { alternatives: pick.alternatives },
    );
  }

  function queueAll(mails: OutgoingMail[], id: number, at: Date): void {
    for (const outgoing of mails) queueMail(mailOutbox, config, outgoing, { submissionId: id, now: at });
  }

  function audit(kind: BookingKind, id: number, actor: ChangeActor, action: string, at: Date): void {
    if (actor.by !== 'staff') return;
    staffActions.record({ staffUsername: actor.username, action, kind, recordId: id, reason: actor.reason, at });
  }

  type Keyed = { key: string | null; hash: string | null };
  type Input = { sessionDate: string; sessionTime: string; expertId?: number | typeof ANY_EXPERT };

  const rescheduleInTransaction = db.transaction((kind: BookingKind, id: number, input: Input, actor: ChangeActor, keyed: Keyed, at: Date): ManageAnswer => {
    const booking = bookingOf(kind, id);
    if (replayed(keyed.key, keyed.hash, kind, id, 'reschedule')) return answerFor(kind, booking, at);
    if (booking.status === BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.cancelled);
    const before = currentSession(kind, booking);
    const rule = ruleFor(booking, before, at);
    if (rule.phase === 'started') throw conflict(MANAGE_MESSAGES.started);
    if (!rule.canReschedule && !staffOverride(actor)) throw conflict(MANAGE_MESSAGES.tooLateToMove);

    // The booking's own session must not stand in its way; the transaction restores it if we throw.
    expertSessions.release(kind, id);
    const after = newSession(kind, booking, input, before, actor, at);
    if (after.startsAt === before.startsAt.toISOString() && (after.expert?.id ?? null) === before.expertId) throw conflict(MANAGE_MESSAGES.sameTime);
    if (after.expert) {
      expertSessions.put({ expertId: after.expert.id, kind, submissionId: id, startsAt: after.startsAt, endsAt: after.endsAt, state: 'confirmed', holdExpiresAt: null }, at);
    }
    submissions.updatePayload(kind, id, { ...booking.payload, sessionDate: input.sessionDate, sessionTime: after.stored });
    const moved = bookingOf(kind, id);
    const startsAt = new Date(after.startsAt);
    ports.reminders.reschedule(kind, id, startsAt, at);

    bookingChanges.record({
      kind,
      submissionId: id,
      action: 'reschedule',
      actor: actor.by,
      userId: actor.by === 'staff' ? actor.userId : null,
      reason: reasonOf(actor),
      override: staffOverride(actor),
      fromStartsAt: before.startsAt.toISOString(),
      toStartsAt: after.startsAt,
      fromExpertId: before.expertId,
      toExpertId: after.expert?.id ?? null,
      idempotencyKey: keyed.key,
      requestHash: keyed.hash,
      at,
    });
    audit(kind, id, actor, 'booking_reschedule', at);
    const previousExpert = before.expertId === null ? null : (experts.findById(before.expertId) ?? null);
    queueAll(
      ports.mails.rescheduled({
        kind,
        booking: moved,
        actor,
        sequence: bookingChanges.countFor(kind, id),
        at,
        before,
        after: { startsAt, endsAt: new Date(after.endsAt), expert: after.expert },
        previousExpert,
      }),
      id,
      at,
    );
    return answerFor(kind, moved, at);
  });

  const cancelInTransaction = db.transaction((kind: BookingKind, id: number, actor: ChangeActor, keyed: Keyed, at: Date): { answer: ManageAnswer; refundId: number | null } => {
    const booking = bookingOf(kind, id);
    if (replayed(keyed.key, keyed.hash, kind, id, 'cancel')) {
      // A retry after a timeout: the refund the first attempt wrote is asked about again, never made twice.
      const payment = bookingChanges.paymentFor(kind, id);
      const refund = payment ? ports.refunds.forPayment(payment.id)[0] : undefined;
      return { answer: answerFor(kind, booking, at), refundId: refund && refund.state === 'REQUESTED' ? refund.id : null };
    }
    if (booking.status === BOOKING_STATUS_CANCELLED) throw conflict(MANAGE_MESSAGES.cancelled);
    const before = currentSession(kind, booking);
    const rule = ruleFor(booking, before, at);
    if (!rule.canCancel && !staffOverride(actor)) throw conflict(MANAGE_MESSAGES.started);
    const refundPercent = staffOverride(actor) ? 100 : rule.refundPercent;

    submissions.updateStatusAndPayload(kind, id, BOOKING_STATUS_CANCELLED, { ...booking.payload, cancelledAt: at.toISOString() });
    expertSessions.release(kind, id);
    ports.reminders.cancel(kind, id, at);
    const payment = bookingChanges.paymentFor(kind, id);
    const refundPaise = payment ? refundPaiseFor(payment.amountPaise, refundPercent) : 0;
    const refund =
      payment && refundPaise > 0
        ? ports.refunds.request(payment.id, refundPaise, actor.by === 'staff' ? `Cancelled by staff: ${actor.reason}` : 'Cancelled by the visitor', at)
        : undefined;

    const cancelled = bookingOf(kind, id);
    bookingChanges.record({
      kind,
      submissionId: id,
      action: 'cancel',
      actor: actor.by,
      userId: actor.by === 'staff' ? actor.userId : null,
      reason: reasonOf(actor),
      override: staffOverride(actor),
      fromStartsAt: before.startsAt.toISOString(),
      toStartsAt: null,
      fromExpertId: before.expertId,
      toExpertId: null,
      idempotencyKey: keyed.key,
      requestHash: keyed.hash,
      at,
    });
    audit(kind, id, actor, 'booking_cancel', at);
    const expert = before.expertId === null ? null : (experts.findById(before.expertId) ?? null);
    queueAll(
      ports.mails.cancelled({ kind, booking: cancelled, actor, sequence: bookingChanges.countFor(kind, id), at, before, expert, refundPaise: refund?.amountPaise ?? 0, refundPercent }),
      id,
      at,
    );
    return { answer: answerFor(kind, cancelled, at), refundId: refund && refund.state === 'REQUESTED' ? refund.id : null };
  });

  /** Asks the provider for the refund, but answers the visitor within REFUND_WAIT_MS whatever it does. */
  async function sendRefund(refundId: number | null): Promise<void> {
    if (refundId === null) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, REFUND_WAIT_MS);
      timer.unref();
    });
    await Promise.race([ports.refunds.send(refundId).then(() => undefined, () => undefined), waited]);
    clearTimeout(timer);
  }

  function reschedule(kind: BookingKind, id: number, input: Input, actor: ChangeActor, keyed: Keyed): ManageAnswer {
    const answer = rescheduleInTransaction.immediate(kind, id, input, actor, keyed, now());
    nudgeWorker(mail);
    return answer;
  }

  async function cancel(kind: BookingKind, id: number, actor: ChangeActor, keyed: Keyed): Promise<ManageAnswer> {
    const { refundId } = cancelInTransaction.immediate(kind, id, actor, keyed, now());
    nudgeWorker(mail);
    await sendRefund(refundId);
    // Read again: the refund's state is what the provider said.
    return answerFor(kind, bookingOf(kind, id), now());
  }

  return {
    /** GET /api/manage/:token. */
    view(token: string): ManageAnswer {
      const at = now();
      const { kind, booking } = openBooking(token, at);
      return answerFor(kind, booking, at);
    },

    /** GET /api/manage/:token/invite.ics: the session's one calendar event as it stands (a CANCEL once cancelled). */
    invite(token: string): MailAttachment {
      const at = now();
      const { kind, booking } = openBooking(token, at);
      const method = booking.status === BOOKING_STATUS_CANCELLED ? 'CANCEL' : 'REQUEST';
      return ports.mails.invite(kind, booking, currentSession(kind, booking), bookingChanges.countFor(kind, booking.id), method, 'visitor', at);
    },

    /** POST /api/manage/:token/reschedule: the visitor, within the rule. */
    reschedule(token: string, body: unknown, keyed: Keyed): ManageAnswer {
      const { kind, booking } = openBooking(token, now());
      const input = rescheduleSchema.parse(body);
      return reschedule(kind, booking.id, input, { by: 'visitor' }, keyed);
    },

    /** POST /api/manage/:token/cancel: the visitor; the rule decides the refund. */
    async cancel(token: string, body: unknown, keyed: Keyed): Promise<ManageAnswer> {
      const { kind, booking } = openBooking(token, now());
      cancelSchema.parse(body);
      return cancel(kind, booking.id, { by: 'visitor' }, keyed);
    },

    /** POST /api/admin/bookings/:kind/:id/reschedule. */
    staffReschedule(kind: BookingKind, id: number, body: unknown, staff: { userId: number; username: string }): ManageAnswer {
      staffBooking(kind, id);
      const { reason, override, ...input } = staffRescheduleSchema.parse(body);
      return reschedule(kind, id, input, { by: 'staff', ...staff, reason, override }, { key: null, hash: null });
    },

    /** POST /api/admin/bookings/:kind/:id/cancel. */
    staffCancel(kind: BookingKind, id: number, body: unknown, staff: { userId: number; username: string }): Promise<ManageAnswer> {
      staffBooking(kind, id);
      const { reason, override } = staffCancelSchema.parse(body);
      return cancel(kind, id, { by: 'staff', ...staff, reason, override }, { key: null, hash: null });
    },

    /** The session's times and expert, for the invite and the mails. */
    currentSession,
  };
}

export type BookingChanges = ReturnType<typeof createBookingChanges>;
