import { adminRecordUrl } from '../../../src/domain/admin-paths';
import { catalogueItem, isCatalogueId } from '../../../src/domain/pricing';
import type { Config } from '../../config';
import type { EventsRepository } from '../../db/events-repository';
import type { PaymentOutcome, StoredPayment } from '../../db/payments-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import type { StaffExpert } from '../../../src/domain/content';
import { sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import { eventDateLabel } from '../events/events-service';
import { mailWords } from '../mail/words';
import type { OutgoingMail } from '../mail/outbox';
import {
  mailSite,
  paymentNotice,
  paymentReceipt,
  sessionBooked,
  sessionBookedNotice,
  sessionForExpert,
  workshopRegistrationNotice,
  workshopTicket,
  type PaymentMailData,
  type SessionBookedData,
} from '../mail/templates';
import type { ManageLinks } from '../bookings/manage-links';
import { bookingInvite } from '../meetings/booking-invite';
import type { Meeting } from '../meetings/meeting-provider';
import { sessionInstants } from '../meetings/session-times';
import { unconfirmedNoteForPayer } from './paid-for';
import { payloadText } from './payload-text';

/** The mails a settled payment causes, each for the payer and for the team. */
export type PaymentMails = {
  /** The receipt (stating what was taken) and the team's notice of a successful payment. */
  receiptAndNotice(payment: StoredPayment, submission: StoredSubmission | undefined, outcome: PaymentOutcome, takenPaise: number | null): OutgoingMail[];
  /** A paid session's confirmation, the team's notice and the expert's, each with the .ics invite. */
  session(kind: BookingKind, submission: StoredSubmission, meeting: Meeting, at: Date, expert?: Pick<StaffExpert, 'name' | 'email'>): OutgoingMail[];
  /** A paid registration's ticket and the team's notice. */
  workshop(submission: StoredSubmission, payment: StoredPayment): Promise<OutgoingMail[]>;
};

export function createPaymentMails({
  config,
  events,
  manageLinks,
}: {
  config: Pick<Config, 'site' | 'publicUrl' | 'teamEmail'>;
  events: EventsRepository;
  /** The visitor's link to move or cancel the session, given in its confirmation. */
  manageLinks?: ManageLinks;
}): PaymentMails {
  const site = mailSite(config);

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
      // The payer's receipt in the language of what they paid for; the team's notice ignores it.
      ...(submission ? { language: submission.language } : {}),
    };
  }

  return {
    receiptAndNotice(payment, submission, outcome, takenPaise) {
      const data = { ...paymentMailData(payment, submission, outcome), ...(takenPaise !== null ? { amountPaise: takenPaise } : {}) };
      const adminUrl = adminRecordUrl(config.publicUrl, 'payments', payment.id);
      const { comments, unconfirmed } = outcome;
      const payerNote = unconfirmed === null ? undefined : unconfirmedNoteForPayer(unconfirmed, payment.purpose, data.language);
      return [
        { to: data.email, ...paymentReceipt({ ...data, ...(payerNote ? { note: payerNote } : {}) }, site) },
        {
          to: config.teamEmail,
          replyTo: data.email,
          ...paymentNotice({ ...data, adminUrl, ...(comments ? { comments } : {}), needsAttention: unconfirmed !== null }, site),
        },
      ];
    },

    session(kind, submission, meeting, at, expert) {
      const payload = submission.payload;
      const data: SessionBookedData = {
        id: submission.id,
        name: payloadText(payload.name),
        email: payloadText(payload.email),
        contactNo: payloadText(payload.contactNo),
        sessionType: sessionTypeOf(kind),
        sessionDate: payloadText(payload.sessionDate),
        sessionTime: payloadText(payload.sessionTime),
        meetLink: meeting.meetLink,
        htmlLink: meeting.htmlLink,
        expertName: expert?.name ?? null,
        language: submission.language,
      };
      const { start, end } = sessionInstants(data.sessionDate, data.sessionTime);
      // The booking's one calendar event, SEQUENCE 0; each reader's copy names only them and the team.
      const invite = {
        publicUrl: config.publicUrl,
        productName: site.productName,
        teamEmail: config.teamEmail,
        kind,
        id: submission.id,
        sessionType: data.sessionType,
        startsAt: new Date(start),
        endsAt: new Date(end),
        meetLink: meeting.meetLink,
        visitorEmail: data.email,
        sequence: 0,
        method: 'REQUEST' as const,
        now: at,
      };
      // The visitor's copy in the booking's language; the team's names the same people, in English.
      const adminUrl = adminRecordUrl(config.publicUrl, kind, submission.id);
      const manageUrl = manageLinks?.urlFor(kind, submission.id, submission.language);
      return [
        {
          to: data.email,
          ...sessionBooked({ ...data, ...(manageUrl ? { manageUrl } : {}) }, site),
          attachments: [bookingInvite({ ...invite, forAudience: 'visitor', language: submission.language })],
        },
        {
          to: config.teamEmail,
          replyTo: data.email,
          ...sessionBookedNotice({ ...data, adminUrl }, site),
          attachments: [bookingInvite({ ...invite, forAudience: 'team' })],
        },
        ...(expert?.email
          ? [
              {
                to: expert.email,
                ...sessionForExpert({ ...data, expertName: expert.name }, site),
                attachments: [bookingInvite({ ...invite, forAudience: 'expert', expertEmail: expert.email })],
              },
            ]
          : []),
      ];
    },

    async workshop(submission, payment) {
      const event = await events.findBySlug(payloadText(submission.payload.eventSlug));
      const data = {
        id: submission.id,
        name: payloadText(submission.payload.name),
        email: payloadText(submission.payload.email),
        phone: payloadText(submission.payload.phone),
        eventTitle: event?.title ?? payloadText(submission.payload.eventTitle),
        eventDate: event ? mailWords(submission.language).day(event.date) : '',
        eventTime: event ? `${event.startTime} - ${event.endTime}` : '',
        venue: event?.venue ?? '',
        passLabel: isCatalogueId(payment.option) ? catalogueItem(payment.option).label : payment.option,
        amountPaise: payment.amountPaise,
        merchantTransactionId: payment.merchantTransactionId,
      };
      // The ticket in the visitor's language; the team's notice in English, with the date as English writes it.
      return [
        { to: data.email, ...workshopTicket({ ...data, language: submission.language }, site) },
        { to: config.teamEmail, replyTo: data.email, ...workshopRegistrationNotice({ ...data, eventDate: event ? eventDateLabel(event) : '' }, site) },
      ];
    },
  };
}
