import type Database from 'better-sqlite3';
import { catalogueItem, isCatalogueId } from '../../../src/domain/pricing';
import type { Config } from '../../config';
import type { EventsRepository } from '../../db/events-repository';
import { createMailOutboxRepository } from '../../db/mail-outbox-repository';
import { createPaymentsRepository, type PaymentOutcome, type StoredPayment, type UnconfirmedReason } from '../../db/payments-repository';
import { createSubmissionsRepository, type StoredSubmission } from '../../db/submissions-repository';
import { notFound, serviceUnavailable, unauthorized } from '../../errors';
import { logger, type Log } from '../../log';
import { isBookingKind, type BookingAccess, type BookingKind } from '../bookings/booking-access';
import { SESSION_TYPES } from '../bookings/booking-kinds';
import { eventDateLabel } from '../events/events-service';
import type { RegistrationAccess } from '../events/registration-access';
import { queueMail, type MailNudge, type OutgoingMail } from '../mail/outbox';
import {
  paymentNotice,
  paymentReceipt,
  sessionBooked,
  sessionBookedNotice,
  workshopRegistrationNotice,
  workshopTicket,
  type MailSite,
  type PaymentMailData,
  type SessionBookedData,
} from '../mail/templates';
import { calendarInvite, ICS_CONTENT_TYPE } from '../meetings/calendar-invite';
import type { Meeting, MeetingProvider, MeetingRequest } from '../meetings/meeting-provider';
import { jitsiProviderFor } from '../meetings/meeting-providers';
import { sessionInstants } from '../meetings/session-times';
import { coalescedChecks } from './coalesced-checks';
import { finalStateOf, type CallbackRequest, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { adminRecordUrl } from '../../../src/domain/admin-paths';
import { PAID, unconfirmedNote, unconfirmedNoteForPayer, unconfirmedReason } from './paid-for';
import { payloadText } from './payload-text';
import { paymentAnswer, unknownPaymentAnswer, type PaymentStatusAnswer } from './payment-answers';
import { createPricing } from './payment-pricing';
import { createPaymentStart, type StartedPayment } from './payment-start';

export const PAYMENTS_UNAVAILABLE = 'Online payment is not available at the moment. Please call us to complete your booking.';
export const BAD_CALLBACK = 'The callback could not be verified.';
/** Spec §2 /admin/testPage: a ₹1 payment through the configured provider. Set here, never by a client. */
export const TEST_PAYMENT_PAISE = 100;
export const TEST_PAYMENT_TYPE = 'Staff test payment (₹1)';
const TEST_PAYMENT_NOTE = 'Staff test payment: nothing was booked and no e-mail was sent.';

const MERCHANT_TXN = /^[A-Za-z0-9_-]{1,63}$/;
/** At most one provider check per pending payment in this time, however many polls ask. */
export const STATUS_CHECK_INTERVAL_MS = 2_000;

export type PaymentService = {
  start(body: unknown, token: string | undefined): Promise<StartedPayment>;
  /** A staff test payment of TEST_PAYMENT_PAISE: no booking behind it, no e-mails when it settles. */
  startTest(staffUsername: string): Promise<StartedPayment>;
  /** Asks the provider while the payment is pending; settles it once when the answer is final. */
  status(merchantTransactionId: string): Promise<PaymentStatusAnswer>;
  /** A provider's server-to-server callback: verified, then confirmed with a status check. */
  callback(providerName: string, request: CallbackRequest): Promise<PaymentStatusAnswer>;
};

/** A session's video link, with a note for staff when it is not the configured provider's. */
type SessionLink = Meeting & { note?: string };

export type PaymentServiceDeps = {
  db: Database.Database;
  config: Config;
  provider: PaymentProvider;
  meetings: MeetingProvider;
  events: EventsRepository;
  bookingAccess: BookingAccess;
  registrationAccess: RegistrationAccess;
  /** False when the configured provider may not take payments here (sandbox in production). */
  enabled?: boolean;
  mail?: MailNudge;
  now?: () => Date;
  log?: Log;
};

function instrumentField(instrument: Record<string, unknown> | null, ...names: string[]): string | null {
  if (!instrument) return null;
  for (const name of names) {
    const value = instrument[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

export function createPaymentService({
  db,
  config,
  provider,
  meetings,
  events,
  bookingAccess,
  registrationAccess,
  enabled = true,
  mail,
  now = () => new Date(),
  log = logger.error,
}: PaymentServiceDeps): PaymentService {
  const payments = createPaymentsRepository(db);
  const submissions = createSubmissionsRepository(db);
  const outbox = createMailOutboxRepository(db);
  const site: MailSite = { productName: config.site.productName, publicUrl: config.publicUrl };
  const fallbackMeetings = meetings.name === 'jitsi' ? undefined : jitsiProviderFor(config);
  const pricing = createPricing({ submissions, events, bookingAccess, registrationAccess, now });
  const begin = createPaymentStart({ payments, provider, config, now, log });

  function paymentMailData(payment: StoredPayment, submission: StoredSubmission | undefined, outcome: PaymentOutcome): PaymentMailData {
    return {
      id: payment.submissionId ?? 0,
      type: payment.type,
      name: payment.name ?? payloadText(submission?.payload.name),
      email: payment.email ?? '',
      phone: payment.phone ?? '',
      amountPaise: payment.amountPaise,
      merchantTransactionId: payment.merchantTransactionId,
      transactionId: outcome.transactionId ?? '',
      paidAt: outcome.completedAt,
    };
  }

  function sessionMails(kind: BookingKind, submission: StoredSubmission, meeting: Meeting, at: Date): OutgoingMail[] {
    const payload = submission.payload;
    const data: SessionBookedData = {
      id: submission.id,
      name: payloadText(payload.name),
      email: payloadText(payload.email),
      contactNo: payloadText(payload.contactNo),
      sessionType: SESSION_TYPES[kind],
      sessionDate: payloadText(payload.sessionDate),
      sessionTime: payloadText(payload.sessionTime),
      meetLink: meeting.meetLink,
      htmlLink: meeting.htmlLink,
    };
    const { start, end } = sessionInstants(data.sessionDate, data.sessionTime);
    const invite = calendarInvite({
      uid: `booking-${kind}-${submission.id}@${new URL(config.publicUrl).hostname}`,
      start,
      end,
      summary: `${site.productName}: ${data.sessionType}`,
      description: `Your online session. Join: ${meeting.meetLink}`,
      location: meeting.meetLink,
      url: meeting.meetLink,
      organizer: { name: site.productName, email: config.teamEmail },
      attendees: [data.email, config.teamEmail],
      now: at,
    });
    const attachments = [{ filename: 'session.ics', contentType: ICS_CONTENT_TYPE, content: invite }];
    const adminUrl = adminRecordUrl(config.publicUrl, kind, submission.id);
    return [
      { to: data.email, ...sessionBooked(data, site), attachments },
      { to: config.teamEmail, replyTo: data.email, ...sessionBookedNotice({ ...data, adminUrl }, site), attachments },
    ];
  }

  function workshopMails(submission: StoredSubmission, payment: StoredPayment): OutgoingMail[] {
    const event = events.findBySlug(payloadText(submission.payload.eventSlug));
    const data = {
      id: submission.id,
      name: payloadText(submission.payload.name),
      email: payloadText(submission.payload.email),
      phone: payloadText(submission.payload.phone),
      eventTitle: event?.title ?? payloadText(submission.payload.eventTitle),
      eventDate: event ? eventDateLabel(event) : '',
      eventTime: event ? `${event.startTime} - ${event.endTime}` : '',
      venue: event?.venue ?? '',
      passLabel: isCatalogueId(payment.option) ? catalogueItem(payment.option).label : payment.option,
      amountPaise: payment.amountPaise,
      merchantTransactionId: payment.merchantTransactionId,
    };
    return [
      { to: data.email, ...workshopTicket(data, site) },
      { to: config.teamEmail, replyTo: data.email, ...workshopRegistrationNotice(data, site) },
    ];
  }

  /** What the provider's final answer says; settlement adds what it decides. */
  type ProviderOutcome = Omit<PaymentOutcome, 'comments' | 'meetingLink' | 'unconfirmed'>;

  /**
   * The one place a payment leaves PENDING. `takenPaise`: the amount the provider reports
   * taken, when it reports one. Returns the number of mails queued.
   */
  const settle = db.transaction((txn: string, base: ProviderOutcome, meeting: SessionLink | null, takenPaise: number | null): number => {
    const payment = payments.findByMerchantTransactionId(txn);
    if (!payment || payment.state !== 'PENDING') return 0;
    const at = new Date(base.completedAt);
    const submission = payment.submissionId === null ? undefined : submissions.findById(payment.kind, payment.submissionId);
    const mails: OutgoingMail[] = [];
    let comments: string | null = null;
    let meetingLink: string | null = null;
    let unconfirmed: UnconfirmedReason | null = null;

    if (payment.purpose === 'test') {
      // A staff test: whatever its outcome, nothing is marked paid and nobody is mailed.
      comments = TEST_PAYMENT_NOTE;
    } else if (base.state === 'SUCCESS') {
      const event = payment.purpose === 'workshop' && submission ? events.findBySlug(payloadText(submission.payload.eventSlug)) : undefined;
      // The money is taken, but it confirms only what it priced: anything else is for staff.
      unconfirmed = unconfirmedReason(payment, submission, event, takenPaise);
      if (unconfirmed !== null || !submission) {
        comments = unconfirmedNote(unconfirmed ?? 'gone', payment, submission, takenPaise);
      } else if (payment.purpose === 'booking' && isBookingKind(payment.kind)) {
        meetingLink = meeting?.meetLink ?? null;
        if (!meeting) comments = 'The video link could not be created: please send one by hand.';
        else if (meeting.note) comments = meeting.note;
        submissions.updateStatusAndPayload(payment.kind, submission.id, PAID, {
          ...submission.payload,
          paymentstatus: PAID,
          ...(meeting ? { meetLink: meeting.meetLink, htmlLink: meeting.htmlLink } : {}),
        });
        if (meeting) mails.push(...sessionMails(payment.kind, submission, meeting, at));
      } else {
        submissions.updateStatusAndPayload(payment.kind, submission.id, PAID, {
          ...submission.payload,
          pass: payment.option,
          amount: payment.amountPaise,
          paymentStatus: PAID,
        });
        mails.push(...workshopMails(submission, payment));
      }
      const outcome: PaymentOutcome = { ...base, comments, meetingLink, unconfirmed };
      // The receipt states what was taken.
      const data = { ...paymentMailData(payment, submission, outcome), ...(takenPaise !== null ? { amountPaise: takenPaise } : {}) };
      const adminUrl = adminRecordUrl(config.publicUrl, 'payments', payment.id);
      const payerNote = unconfirmed === null ? undefined : unconfirmedNoteForPayer(unconfirmed, payment.purpose);
      mails.unshift(
        { to: data.email, ...paymentReceipt({ ...data, ...(payerNote ? { note: payerNote } : {}) }, site) },
        {
          to: config.teamEmail,
          replyTo: data.email,
          ...paymentNotice({ ...data, adminUrl, ...(comments ? { comments } : {}), needsAttention: unconfirmed !== null }, site),
        },
      );
    }

    if (!payments.complete(txn, { ...base, comments, meetingLink, unconfirmed })) return 0;
    const submissionId = submission?.id ?? null;
    for (const outgoing of mails) queueMail(outbox, config, outgoing, { submissionId, now: at });
    return mails.length;
  });

  /**
   * The session's video link, made before the settling transaction (it may be a network
   * call). When the configured provider fails (Google Calendar down, a revoked token), a
   * Jitsi room, which needs no call, keeps the paid visitor's session going; the payment's
   * comments tell staff which link was sent.
   */
  async function meetingFor(payment: StoredPayment, takenPaise: number | null): Promise<SessionLink | null> {
    if (payment.purpose !== 'booking' || payment.submissionId === null || !isBookingKind(payment.kind)) return null;
    const booking = submissions.findById(payment.kind, payment.submissionId);
    // No link for a session this payment will not confirm (settlement checks again).
    if (unconfirmedReason(payment, booking, undefined, takenPaise) !== null || !booking) return null;
    const date = payloadText(booking.payload.sessionDate);
    const time = payloadText(booking.payload.sessionTime);
    let request: MeetingRequest | undefined;
    try {
      const { start, end } = sessionInstants(date, time);
      request = {
        summary: `${site.productName}: ${SESSION_TYPES[payment.kind]}`,
        description: `Online session, booking #${booking.id}`,
        startDateTime: start,
        endDateTime: end,
        attendees: [payloadText(booking.payload.email).toLowerCase(), config.teamEmail.toLowerCase()],
        timeZone: 'Asia/Kolkata',
        // Our session-booked mails carry the .ics invite; the calendar's own would be a second one.
        sendNotifications: false,
        location: 'Online video session',
      };
      return await meetings.createMeeting(request);
    } catch (error) {
      log('The video link for a booking could not be created', { bookingId: booking.id, error });
    }
    if (!fallbackMeetings || !request) return null;
    try {
      const meeting = await fallbackMeetings.createMeeting(request);
      return { ...meeting, note: `The ${meetings.name} video link could not be created: a ${fallbackMeetings.name} link was sent instead.` };
    } catch {
      return null;
    }
  }

  const checks = coalescedChecks<PaymentStatusAnswer>({ minIntervalMs: STATUS_CHECK_INTERVAL_MS });

  /**
   * A pending payment's answer after asking the provider, at most one check per transaction
   * at a time and per interval (`force`: the provider has just called back, so ask now).
   */
  function refresh(payment: StoredPayment, { force = false } = {}): Promise<PaymentStatusAnswer> {
    if (payment.state !== 'PENDING') return Promise.resolve(paymentAnswer(payment));
    return checks.run(payment.merchantTransactionId, () => askProvider(payment), { force }) ?? Promise.resolve(paymentAnswer(payment));
  }

  /** Asks the provider about a pending payment and settles it once when the answer is final. */
  async function askProvider(payment: StoredPayment): Promise<PaymentStatusAnswer> {
    let remote: ProviderStatus;
    try {
      remote = await provider.fetchStatus(payment.merchantTransactionId);
    } catch (error) {
      log('Payment status check failed', { merchantTransactionId: payment.merchantTransactionId, error });
      return paymentAnswer(payment);
    }
    if (remote.code === 'TRANSACTION_NOT_FOUND') return paymentAnswer(payment, 'TRANSACTION_NOT_FOUND');
    const state = finalStateOf(remote.code);
    if (!state) return paymentAnswer(payment);
    // Another amount than was priced is settled as taken, but confirms nothing (paid-for.ts).
    const takenPaise = state === 'SUCCESS' ? remote.amountPaise : null;
    // The link is made outside the transaction (it may be a network call); a payment that
    // turns out to be settled already simply does not use it.
    const meeting = state === 'SUCCESS' ? await meetingFor(payment, takenPaise) : null;
    const queued = settle.immediate(
      payment.merchantTransactionId,
      {
        state,
        transactionId: remote.transactionId,
        paymentInstrument: remote.paymentInstrument,
        utr: instrumentField(remote.paymentInstrument, 'utr', 'rrn'),
        upiTransactionId: instrumentField(remote.paymentInstrument, 'upiTransactionId'),
        ifsc: instrumentField(remote.paymentInstrument, 'ifsc'),
        completedAt: now().toISOString(),
      },
      meeting,
      takenPaise,
    );
    if (queued > 0) {
      try {
        mail?.nudge();
      } catch {
        // Stored; the worker's poll sends it.
      }
    }
    const settled = payments.findByMerchantTransactionId(payment.merchantTransactionId);
    return paymentAnswer(settled ?? payment);
  }

  return {
    async start(body, token) {
      if (!enabled) throw serviceUnavailable(PAYMENTS_UNAVAILABLE);
      return begin(pricing.price(body, token));
    },

    async startTest(staffUsername) {
      if (!enabled) throw serviceUnavailable(PAYMENTS_UNAVAILABLE);
      return begin({
        purpose: 'test',
        kind: 'test',
        submissionId: null,
        option: 'test',
        amountPaise: TEST_PAYMENT_PAISE,
        type: TEST_PAYMENT_TYPE,
        name: staffUsername,
        email: null,
        phone: null,
      });
    },

    async status(txn) {
      const payment = MERCHANT_TXN.test(txn) ? payments.findByMerchantTransactionId(txn) : undefined;
      if (!payment) return unknownPaymentAnswer();
      return refresh(payment);
    },

    async callback(providerName, request) {
      if (providerName !== provider.name) throw notFound();
      const txn = provider.verifyCallback(request);
      if (!txn) throw unauthorized(BAD_CALLBACK);
      const payment = MERCHANT_TXN.test(txn) ? payments.findByMerchantTransactionId(txn) : undefined;
      if (!payment) return unknownPaymentAnswer();
      return refresh(payment, { force: true });
    },
  };
}
