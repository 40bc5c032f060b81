import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { EventsRepository } from '../../db/events-repository';
import type { MailOutboxRepository } from '../../db/mail-outbox-repository';
import type { PaymentOutcome, PaymentsRepository, StoredPayment, UnconfirmedReason } from '../../db/payments-repository';
import type { StoredSubmission, SubmissionsRepository } from '../../db/submissions-repository';
import { isBookingKind, type BookingKind } from '../../../src/domain/submission-kinds';
import { queueMail, type OutgoingMail } from '../mail/outbox';
import { PAID, unconfirmedNote, unconfirmedReason } from './paid-for';
import { payloadText } from './payload-text';
import type { ExpertAssignment } from '../experts/expert-assignment';
import type { PaymentMails } from './payment-mails';
import type { SessionLink } from './session-link';
import { createBookingReminders } from '../reminders/booking-reminders';

const TEST_PAYMENT_NOTE = 'Staff test payment: nothing was booked and no e-mail was sent.';
export const NO_EXPERT_NOTE = 'No matching expert was free at the booked time: please assign one.';

/** What the provider's final answer says; settlement adds what it decides. */
export type ProviderOutcome = Omit<PaymentOutcome, 'comments' | 'meetingLink' | 'unconfirmed'>;

/**
 * The one place a payment leaves PENDING, in one transaction with what it confirms and
 * the mails it queues. `meeting`: the session's video link, made beforehand (a network
 * call has no place in a transaction); `takenPaise`: the amount the provider reports
 * taken, when it reports one. Returns the number of mails queued: none when the payment
 * had already left PENDING.
 */
export type Settle = (txn: string, base: ProviderOutcome, meeting: SessionLink | null, takenPaise: number | null) => Promise<number>;

/** What settlement decides beside the provider's answer, and the mails that follow. */
type Decided = Pick<PaymentOutcome, 'comments' | 'meetingLink' | 'unconfirmed'> & { mails: OutgoingMail[] };

const decidedNothing = (comments: string | null = null): Decided => ({ comments, meetingLink: null, unconfirmed: null, mails: [] });

export function createSettlement({
  db,
  config,
  events,
  payments,
  submissions,
  outbox,
  mails,
  assignment,
}: {
  db: Db;
  config: Config;
  events: EventsRepository;
  payments: PaymentsRepository;
  submissions: SubmissionsRepository;
  outbox: MailOutboxRepository;
  mails: PaymentMails;
  assignment: ExpertAssignment;
}): Settle {
  const reminders = createBookingReminders(db);

  /**
   * Marks the booking paid with its video link and its expert; without a link, staff send one
   * by hand, and without an expert free then, staff assign one.
   */
  async function confirmBooking(kind: BookingKind, booking: StoredSubmission, meeting: SessionLink | null, at: Date): Promise<Omit<Decided, 'unconfirmed'>> {
    const expert = await assignment.confirm(kind, booking);
    // After confirm: the reminders count from the expert's session when it has one.
    await reminders.scheduleFor(kind, booking, at);
    const notes: string[] = [];
    if (!meeting) notes.push('The video link could not be created: please send one by hand.');
    else if (meeting.note) notes.push(meeting.note);
    if (!expert) notes.push(NO_EXPERT_NOTE);
    const comments = notes.length > 0 ? notes.join(' ') : null;
    await submissions.updateStatusAndPayload(kind, booking.id, PAID, {
      ...booking.payload,
      paymentstatus: PAID,
      ...(meeting ? { meetLink: meeting.meetLink, htmlLink: meeting.htmlLink } : {}),
    });
    return { comments, meetingLink: meeting?.meetLink ?? null, mails: meeting ? mails.session(kind, booking, meeting, at, expert) : [] };
  }

  /** Marks the registration paid for its pass; its ticket follows. */
  async function confirmRegistration(payment: StoredPayment, registration: StoredSubmission): Promise<Omit<Decided, 'unconfirmed'>> {
    await submissions.updateStatusAndPayload(payment.kind, registration.id, PAID, {
      ...registration.payload,
      pass: payment.option,
      amount: payment.amountPaise,
      paymentStatus: PAID,
    });
    return { comments: null, meetingLink: null, mails: await mails.workshop(registration, payment) };
  }

  /** A successful payment: it confirms only what it priced; anything else is for staff. */
  async function decideSuccess(
    payment: StoredPayment,
    submission: StoredSubmission | undefined,
    base: ProviderOutcome,
    meeting: SessionLink | null,
    takenPaise: number | null,
  ): Promise<Decided> {
    const event = payment.purpose === 'workshop' && submission ? await events.findBySlug(payloadText(submission.payload.eventSlug)) : undefined;
    const unconfirmed: UnconfirmedReason | null = unconfirmedReason(payment, submission, event, takenPaise);
    let confirmed: Omit<Decided, 'unconfirmed'>;
    if (unconfirmed !== null || !submission) {
      confirmed = { comments: unconfirmedNote(unconfirmed ?? 'gone', payment, submission, takenPaise), meetingLink: null, mails: [] };
    } else if (payment.purpose === 'booking' && isBookingKind(payment.kind)) {
      confirmed = await confirmBooking(payment.kind, submission, meeting, new Date(base.completedAt));
    } else {
      confirmed = await confirmRegistration(payment, submission);
    }
    const { comments, meetingLink } = confirmed;
    const receipts = mails.receiptAndNotice(payment, submission, { ...base, comments, meetingLink, unconfirmed }, takenPaise);
    return { comments, meetingLink, unconfirmed, mails: [...receipts, ...confirmed.mails] };
  }

  async function settleOnce(txn: string, base: ProviderOutcome, meeting: SessionLink | null, takenPaise: number | null): Promise<number> {
    const payment = await payments.lockForSettlement(txn);
    if (!payment || payment.state !== 'PENDING') return 0;
    const submission = payment.submissionId === null ? undefined : await submissions.findById(payment.kind, payment.submissionId);
    let decided: Decided;
    if (payment.purpose === 'test') {
      // A staff test: whatever its outcome, nothing is marked paid and nobody is mailed.
      decided = decidedNothing(TEST_PAYMENT_NOTE);
    } else if (base.state === 'SUCCESS') {
      decided = await decideSuccess(payment, submission, base, meeting, takenPaise);
    } else {
      decided = decidedNothing();
    }
    const { comments, meetingLink, unconfirmed } = decided;
    if (!(await payments.complete(txn, { ...base, comments, meetingLink, unconfirmed }))) return 0;
    const submissionId = submission?.id ?? null;
    const at = new Date(base.completedAt);
    for (const outgoing of decided.mails) await queueMail(outbox, config, outgoing, { submissionId, now: at });
    return decided.mails.length;
  }

  // Two settlements of one payment must not both find it PENDING: each would confirm the booking,
  // assign an expert and queue mails before complete() let only one through. SQLite: the
  // transaction takes the write lock before its first read (BEGIN IMMEDIATE), so the second
  // waits. PostgreSQL: lockForSettlement reads the payment FOR UPDATE, so the second waits on
  // the row and then finds it settled.
  return (txn, base, meeting, takenPaise) => db.transaction(() => settleOnce(txn, base, meeting, takenPaise));
}
