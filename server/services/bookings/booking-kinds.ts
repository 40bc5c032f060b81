import { coupleSubmissionSchema, type CoupleSubmission } from '../../../src/domain/schemas/couple';
import { familySubmissionSchema, type FamilySubmission } from '../../../src/domain/schemas/family-friends';
import { individualSubmissionSchema, type IndividualSubmission } from '../../../src/domain/schemas/individual';
import { slotNoLongerAvailable } from '../../../src/domain/schemas/session-time';
import { sessionWindows } from '../../../src/domain/slots';
import { sessionTypeOf, SUBMISSION_KINDS, type BookingKind } from '../../../src/domain/submission-kinds';
import { adminRecordUrl } from '../../../src/domain/admin-paths';
import type { Config } from '../../config';
import type { FieldErrors } from '../../errors';
import type { OutgoingMail } from '../mail/outbox';
import { bookingReceived, consultationNotice, mailSite, type BookingMailData } from '../mail/templates';
import { defineKind, searchFieldsFrom, type SubmissionKind, type SubmittedRecord } from '../submissions/submission-kind';

// The three booking forms as POST /api/submissions/:kind receives them. Each is stored
// `Pending` with what the server adds (submitted_date, paymentstatus), and causes the
// "form submitted" mails: a confirmation to the visitor and a notice to the team.

export const BOOKING_STATUS_PENDING = 'Pending';
/** A paid booking its visitor or staff cancelled (the payment's refund, if any, is in `refunds`). */
export const BOOKING_STATUS_CANCELLED = 'Cancelled';

type BookingFields = { name: string; email: string; contactNo: string; city: string; sessionDate?: string; sessionTime?: string };

type BookingRecord<T> = T & { submitted_date: string; paymentstatus: string };

/** What the server adds to every booking it stores. */
function bookingRecord<T extends BookingFields>(input: T, submittedAt: string): BookingRecord<T> {
  return { ...input, submitted_date: submittedAt, paymentstatus: BOOKING_STATUS_PENDING };
}

function bookingMails(kind: BookingKind, { id, record, language }: SubmittedRecord<BookingFields>, config: Config): OutgoingMail[] {
  const site = mailSite(config);
  const data: BookingMailData = {
    id,
    sessionType: sessionTypeOf(kind),
    name: record.name,
    email: record.email,
    contactNo: record.contactNo,
    city: record.city,
    sessionDate: record.sessionDate ?? '',
    sessionTime: record.sessionTime ?? '',
    submittedAt: record.submittedAt,
  };
  const adminUrl = adminRecordUrl(config.publicUrl, kind, id);
  // The visitor's confirmation in the language of the page they booked on; the team's notice in English.
  return [
    { to: record.email, ...bookingReceived({ ...data, language }, site) },
    { to: config.teamEmail, replyTo: record.email, ...consultationNotice({ ...data, adminUrl }, site) },
  ];
}

/** A couple/family window that has become unbookable since the visitor chose it. */
export function windowConflict(
  input: { sessionDate?: string; sessionTime?: string },
  now: Date,
): { message: string; fields: FieldErrors } | undefined {
  return slotNoLongerAvailable(sessionWindows(input.sessionDate, now), input.sessionTime);
}

/** What every booking kind shares; `kind` adds its schema and, for windows chosen up front, the conflict check. */
function bookingKind(kind: BookingKind) {
  return {
    searchFields: searchFieldsFrom(SUBMISSION_KINDS[kind]),
    initialStatus: BOOKING_STATUS_PENDING,
    toRecord: bookingRecord,
    mails: (submission: SubmittedRecord<BookingFields>, config: Config) => bookingMails(kind, submission, config),
  };
}

export const BOOKING_SUBMISSION_KINDS = {
  // The session is chosen after the booking is stored (PUT /api/bookings/individual/:id/session).
  individual: defineKind<IndividualSubmission, BookingRecord<IndividualSubmission>>({ schema: individualSubmissionSchema, ...bookingKind('individual') }),
  couple: defineKind<CoupleSubmission, BookingRecord<CoupleSubmission>>({ schema: coupleSubmissionSchema, ...bookingKind('couple'), conflicts: windowConflict }),
  'family-friends': defineKind<FamilySubmission, BookingRecord<FamilySubmission>>({ schema: familySubmissionSchema, ...bookingKind('family-friends'), conflicts: windowConflict }),
} satisfies Record<BookingKind, SubmissionKind>;
