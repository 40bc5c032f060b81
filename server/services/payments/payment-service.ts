import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { catalogueItem, isCatalogueId, priceOf, type CatalogueId } from '../../../src/domain/pricing';
import type { Config } from '../../config';
import type { EventsRepository } from '../../db/events-repository';
import { createMailOutboxRepository } from '../../db/mail-outbox-repository';
import {
  createPaymentsRepository,
  type NewPayment,
  type PaymentOutcome,
  type PaymentPurpose,
  type StoredPayment,
  type UnconfirmedReason,
} from '../../db/payments-repository';
import { createSubmissionsRepository, type StoredSubmission } from '../../db/submissions-repository';
import { WORKSHOP_REGISTRATION_KIND } from '../../db/workshop-registrations-repository';
import { badRequest, conflict, notFound, serviceUnavailable, unauthorized } from '../../errors';
import { logger, type Log } from '../../log';
import type { BookingAccess } from '../bookings/booking-access';
import { isBookingKind, sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import { eventDateLabel, isEventOpen, REGISTRATION_CLOSED } from '../events/events-service';
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
import { CODE_OF_STATE, finalStateOf, type CallbackRequest, type PaymentCode, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { adminRecordUrl } from '../../../src/domain/admin-paths';
import { bookedOptionDiffers, PAID, unconfirmedNote, unconfirmedNoteForPayer, unconfirmedReason } from './paid-for';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const ALREADY_PAID_BOOKING =
  'This booking is already paid. Your session details and video link were sent by e-mail; please contact us if you cannot find them.';
export const ALREADY_PAID_REGISTRATION = 'This registration is already paid. Your ticket was sent by e-mail.';
export const CHOOSE_SESSION_FIRST = 'Please choose your session date and time before paying.';
export const OPTION_MISMATCH = 'The session duration does not match your booking. Please choose it again.';
export const SELECT_DURATION = 'Please select a session duration';
export const SELECT_PASS = 'Please select a pass';
export const PAYMENTS_UNAVAILABLE = 'Online payment is not available at the moment. Please call us to complete your booking.';
export const PROVIDER_FAILED = 'Something went wrong!';
export const BAD_CALLBACK = 'The callback could not be verified.';
/** Spec §2 /admin/testPage: a ₹1 payment through the configured provider. Set here, never by a client. */
export const TEST_PAYMENT_PAISE = 100;
export const TEST_PAYMENT_TYPE = 'Staff test payment (₹1)';
const TEST_PAYMENT_NOTE = 'Staff test payment: nothing was booked and no e-mail was sent.';

const MERCHANT_TXN = /^[A-Za-z0-9_-]{1,63}$/;
/** At most one provider check per pending payment in this time, however many polls ask. */
export const STATUS_CHECK_INTERVAL_MS = 2_000;

const paymentRequestSchema = z.object({
  purpose: z.enum(['booking', 'workshop'], { error: 'Unknown payment purpose' }),
  kind: z.string({ error: 'Unknown kind' }),
  id: z.number({ error: 'Unknown record' }).int().positive(),
  option: z.string({ error: 'Please select an option' }),
  // Anything else the client sends (an amount, say) is ignored: the catalogue prices.
});

/**
 * The public answer: anyone holding the transaction id reads it, so it carries what the
 * status page shows and nothing the provider said about the payer (their VPA, name,
 * account or IFSC are for staff, decision 010).
 */
export type PaymentStatusAnswer = {
  code: PaymentCode;
  data: {
    amount: number;
    merchantTransactionId: string;
    purpose: PaymentPurpose;
    type: string;
    /** The money was taken but confirmed nothing (paid-for.ts); staff will be in touch. */
    unconfirmed: boolean;
  } | null;
};

export type PaymentService = {
  start(body: unknown, token: string | undefined): Promise<{ merchantTransactionId: string; redirectUrl: string }>;
  /** A staff test payment of TEST_PAYMENT_PAISE: no booking behind it, no e-mails when it settles. */
  startTest(staffUsername: string): Promise<{ merchantTransactionId: string; redirectUrl: string }>;
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

/** 'T' + time + random: unique, unguessable, within every provider's 63-character limit. */
export function newMerchantTransactionId(now: Date): string {
  return `T${now.getTime().toString(36).toUpperCase()}${randomBytes(10).toString('hex').toUpperCase()}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

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

  type Priced = { submission: StoredSubmission; option: CatalogueId; type: string };

  function priceBooking(kind: string, id: number, option: string, token: string | undefined): Priced {
    if (!isBookingKind(kind) || !bookingAccess.verify(kind, id, token)) throw notFound(BOOKING_NOT_FOUND);
    const submission = submissions.findById(kind, id);
    if (!submission) throw notFound(BOOKING_NOT_FOUND);
    if (submission.status === PAID) throw conflict(ALREADY_PAID_BOOKING);
    if (!isCatalogueId(option) || catalogueItem(option).kind !== kind) throw badRequest(SELECT_DURATION, { sessionDuration: SELECT_DURATION });
    const stored = submission.payload.sessionDuration;
    if (kind === 'individual' && (typeof stored !== 'string' || !text(submission.payload.sessionTime).includes(' - '))) {
      throw conflict(CHOOSE_SESSION_FIRST, { sessionTime: CHOOSE_SESSION_FIRST });
    }
    if (bookedOptionDiffers(submission, option)) throw conflict(OPTION_MISMATCH, { sessionDuration: OPTION_MISMATCH });
    return { submission, option, type: `${sessionTypeOf(kind)}, ${catalogueItem(option).label}` };
  }

  function priceRegistration(kind: string, id: number, option: string, token: string | undefined): Priced {
    if (kind !== WORKSHOP_REGISTRATION_KIND || !registrationAccess.verify(id, token)) throw notFound(REGISTRATION_NOT_FOUND);
    const submission = submissions.findById(WORKSHOP_REGISTRATION_KIND, id);
    if (!submission) throw notFound(REGISTRATION_NOT_FOUND);
    if (submission.status === PAID) throw conflict(ALREADY_PAID_REGISTRATION);
    const event = events.findBySlug(text(submission.payload.eventSlug));
    if (!event) throw notFound(REGISTRATION_NOT_FOUND);
    if (!isEventOpen(event, now())) throw conflict(REGISTRATION_CLOSED);
    if (!isCatalogueId(option) || !event.passes.includes(option)) throw badRequest(SELECT_PASS, { pass: SELECT_PASS });
    return { submission, option, type: `${event.title}, ${catalogueItem(option).label}` };
  }

  function present(payment: StoredPayment, code: PaymentCode = CODE_OF_STATE[payment.state]): PaymentStatusAnswer {
    return {
      code,
      data: {
        amount: payment.amountPaise,
        merchantTransactionId: payment.merchantTransactionId,
        purpose: payment.purpose,
        type: payment.type,
        unconfirmed: payment.unconfirmed !== null,
      },
    };
  }

  function paymentMailData(payment: StoredPayment, submission: StoredSubmission | undefined, outcome: PaymentOutcome): PaymentMailData {
    return {
      id: payment.submissionId ?? 0,
      type: payment.type,
      name: payment.name ?? text(submission?.payload.name),
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
      name: text(payload.name),
      email: text(payload.email),
      contactNo: text(payload.contactNo),
      sessionType: sessionTypeOf(kind),
      sessionDate: text(payload.sessionDate),
      sessionTime: text(payload.sessionTime),
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
    const event = events.findBySlug(text(submission.payload.eventSlug));
    const data = {
      id: submission.id,
      name: text(submission.payload.name),
      email: text(submission.payload.email),
      phone: text(submission.payload.phone),
      eventTitle: event?.title ?? text(submission.payload.eventTitle),
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
      const event = payment.purpose === 'workshop' && submission ? events.findBySlug(text(submission.payload.eventSlug)) : undefined;
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
    const date = text(booking.payload.sessionDate);
    const time = text(booking.payload.sessionTime);
    let request: MeetingRequest | undefined;
    try {
      const { start, end } = sessionInstants(date, time);
      request = {
        summary: `${site.productName}: ${sessionTypeOf(payment.kind)}`,
        description: `Online session, booking #${booking.id}`,
        startDateTime: start,
        endDateTime: end,
        attendees: [text(booking.payload.email).toLowerCase(), config.teamEmail.toLowerCase()],
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
    if (payment.state !== 'PENDING') return Promise.resolve(present(payment));
    return checks.run(payment.merchantTransactionId, () => askProvider(payment), { force }) ?? Promise.resolve(present(payment));
  }

  /** Asks the provider about a pending payment and settles it once when the answer is final. */
  async function askProvider(payment: StoredPayment): Promise<PaymentStatusAnswer> {
    let remote: ProviderStatus;
    try {
      remote = await provider.fetchStatus(payment.merchantTransactionId);
    } catch (error) {
      log('Payment status check failed', { merchantTransactionId: payment.merchantTransactionId, error });
      return present(payment);
    }
    if (remote.code === 'TRANSACTION_NOT_FOUND') return present(payment, 'TRANSACTION_NOT_FOUND');
    const state = finalStateOf(remote.code);
    if (!state) return present(payment);
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
    return present(settled ?? payment);
  }

  /** Records the payment as PENDING and asks the provider for its page. */
  async function begin(payment: Omit<NewPayment, 'merchantTransactionId' | 'provider' | 'createdAt'>) {
    const at = now();
    const merchantTransactionId = newMerchantTransactionId(at);
    payments.insert({ ...payment, merchantTransactionId, provider: provider.name, createdAt: at.toISOString() });
    try {
      const { redirectUrl } = await provider.createPayment({
        amountPaise: payment.amountPaise,
        merchantTransactionId,
        returnUrl: `${config.publicUrl}/payment-status?transactionid=${encodeURIComponent(merchantTransactionId)}`,
        callbackUrl: `${config.publicUrl}/api/payments/callback/${provider.name}`,
      });
      return { merchantTransactionId, redirectUrl };
    } catch (error) {
      log('Starting a payment failed', { merchantTransactionId, error });
      payments.complete(merchantTransactionId, {
        state: 'ERROR',
        transactionId: null,
        paymentInstrument: null,
        utr: null,
        upiTransactionId: null,
        ifsc: null,
        comments: 'The payment provider did not start the payment.',
        meetingLink: null,
        unconfirmed: null,
        completedAt: now().toISOString(),
      });
      throw serviceUnavailable(PROVIDER_FAILED);
    }
  }

  return {
    async start(body, token) {
      if (!enabled) throw serviceUnavailable(PAYMENTS_UNAVAILABLE);
      const request = paymentRequestSchema.parse(body);
      const priced =
        request.purpose === 'booking'
          ? priceBooking(request.kind, request.id, request.option, token)
          : priceRegistration(request.kind, request.id, request.option, token);
      const payload = priced.submission.payload;
      return begin({
        purpose: request.purpose,
        kind: request.kind,
        submissionId: priced.submission.id,
        option: priced.option,
        amountPaise: priceOf(priced.option),
        type: priced.type,
        name: priced.submission.name ?? text(payload.name),
        email: priced.submission.email ?? text(payload.email),
        phone: priced.submission.phone,
      });
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
      if (!payment) return { code: 'TRANSACTION_NOT_FOUND', data: null };
      return refresh(payment);
    },

    async callback(providerName, request) {
      if (providerName !== provider.name) throw notFound();
      const txn = provider.verifyCallback(request);
      if (!txn) throw unauthorized(BAD_CALLBACK);
      const payment = MERCHANT_TXN.test(txn) ? payments.findByMerchantTransactionId(txn) : undefined;
      if (!payment) return { code: 'TRANSACTION_NOT_FOUND', data: null };
      return refresh(payment, { force: true });
    },
  };
}
