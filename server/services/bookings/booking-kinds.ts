import { coupleSubmissionSchema, type CoupleSubmission } from '../../../src/domain/schemas/couple';
import { familySubmissionSchema, type FamilySubmission } from '../../../src/domain/schemas/family-friends';
import { individualSubmissionSchema, type IndividualSubmission } from '../../../src/domain/schemas/individual';
import { SLOT_NO_LONGER_AVAILABLE } from '../../../src/domain/schemas/session-time';
import { sessionWindows } from '../../../src/domain/slots';
import type { Config } from '../../config';
import type { FieldErrors } from '../../errors';
import type { OutgoingMail } from '../mail/outbox';
import { bookingReceived, consultationNotice, type BookingMailData } from '../mail/templates';
import type { SubmissionKind, SubmittedRecord } from '../submissions/kinds';
import type { BookingKind } from './booking-access';
import { adminRecordUrl } from '../../../src/domain/admin-paths';

// The three booking forms as POST /api/submissions/:kind receives them. Each is stored
// `Pending` with what the server adds (submitted_date, paymentstatus), and causes the
// "form submitted" mails: a confirmation to the visitor and a notice to the team.

export const BOOKING_STATUS_PENDING = 'Pending';

export const SESSION_TYPES: Record<BookingKind, string> = {
  individual: 'Individual Therapy',
  couple: 'Couples Therapy',
  'family-friends': 'Family & Friends Therapy',
};

type BookingFields = { name: string; email: string; contactNo: string; city: string; sessionDate?: string; sessionTime?: string };

type BookingRecord<T> = T & { submitted_date: string; paymentstatus: string };

/** What the server adds to every booking it stores. */
function bookingRecord<T extends BookingFields>(input: T, submittedAt: string): BookingRecord<T> {
  return { ...input, submitted_date: submittedAt, paymentstatus: BOOKING_STATUS_PENDING };
}

function bookingMails(kind: BookingKind, { id, record }: SubmittedRecord<BookingFields>, config: Config): OutgoingMail[] {
  const site = { productName: config.site.productName, publicUrl: config.publicUrl };
  const data: BookingMailData = {
    id,
    sessionType: SESSION_TYPES[kind],
    name: record.name,
    email: record.email,
    contactNo: record.contactNo,
    city: record.city,
    sessionDate: record.sessionDate ?? '',
    sessionTime: record.sessionTime ?? '',
    submittedAt: record.submittedAt,
  };
  const adminUrl = adminRecordUrl(config.publicUrl, kind, id);
  return [
    { to: record.email, ...bookingReceived(data, site) },
    { to: config.teamEmail, replyTo: record.email, ...consultationNotice({ ...data, adminUrl }, site) },
  ];
}

/** A couple/family window that has become unbookable since the visitor chose it. */
export function windowConflict(
  input: { sessionDate?: string; sessionTime?: string },
  now: Date,
): { message: string; fields: FieldErrors } | undefined {
  const day = sessionWindows(input.sessionDate, now);
  if (input.sessionTime !== undefined && day.slots.includes(input.sessionTime)) return undefined;
  const fields: FieldErrors = { sessionTime: SLOT_NO_LONGER_AVAILABLE };
  if (day.message) fields.sessionDate = day.message;
  return { message: SLOT_NO_LONGER_AVAILABLE, fields };
}

function searchFields(booking: BookingFields) {
  return { name: booking.name, email: booking.email, phone: booking.contactNo };
}

/**
 * As `defineKind` in kinds.ts (which lists these entries, so this module imports only its
 * types): the functions only ever see what the same entry's schema produced.
 */
function defineKind<T extends Record<string, unknown>, R extends Record<string, unknown> = T>(
  kind: SubmissionKind<T, R>,
): SubmissionKind {
  return kind as unknown as SubmissionKind;
}

export const BOOKING_SUBMISSION_KINDS: ReadonlyArray<[BookingKind, SubmissionKind]> = [
  [
    'individual',
    defineKind<IndividualSubmission, BookingRecord<IndividualSubmission>>({
      schema: individualSubmissionSchema,
      searchFields,
      initialStatus: BOOKING_STATUS_PENDING,
      toRecord: bookingRecord,
      // The session is chosen after the booking is stored (PUT /api/bookings/individual/:id/session).
      mails: (submission, config) => bookingMails('individual', submission, config),
    }),
  ],
  [
    'couple',
    defineKind<CoupleSubmission, BookingRecord<CoupleSubmission>>({
      schema: coupleSubmissionSchema,
      searchFields,
      initialStatus: BOOKING_STATUS_PENDING,
      toRecord: bookingRecord,
      conflicts: windowConflict,
      mails: (submission, config) => bookingMails('couple', submission, config),
    }),
  ],
  [
    'family-friends',
    defineKind<FamilySubmission, BookingRecord<FamilySubmission>>({
      schema: familySubmissionSchema,
      searchFields,
      initialStatus: BOOKING_STATUS_PENDING,
      toRecord: bookingRecord,
      conflicts: windowConflict,
      mails: (submission, config) => bookingMails('family-friends', submission, config),
    }),
  ],
];
