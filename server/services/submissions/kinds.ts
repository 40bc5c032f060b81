import type { z } from 'zod';
import type { AssessmentId } from '../../../src/domain/assessments/assessment';
import { assessmentSubmissionSchema } from '../../../src/domain/schemas/assessment-report';
import { contactSchema } from '../../../src/domain/schemas/contact';
import type { Config } from '../../config';
import type { FieldErrors } from '../../errors';
import { assessmentMails, assessmentRecord } from '../assessments/assessment-submission';
import { BOOKING_SUBMISSION_KINDS } from '../bookings/booking-kinds';
import type { OutgoingMail } from '../mail/outbox';
import { contactNotice, type MailSite } from '../mail/templates';

// The forms POST /api/submissions/:kind accepts. A new form is one entry below:
// the shared schema that validates it, the fields staff search by, and the mails
// it causes (recorded in the same transaction as the submission).

/** Copied out of the record into their own columns so staff can search by them. */
export type SearchFields = { name: string | null; email: string | null; phone: string | null };

/** A stored submission as its mails see it: the validated form plus what the server added. */
export type SubmittedRecord<T> = { id: number; record: T & { submittedAt: string } };

export type SubmissionKind<
  T extends Record<string, unknown> = Record<string, unknown>,
  R extends Record<string, unknown> = T,
> = {
  schema: z.ZodType<T>;
  searchFields(input: T): SearchFields;
  /** The status a new record starts in (bookings: 'Pending'); none by default. */
  initialStatus?: string;
  /**
   * What is stored, made from the validated input when the server receives it (e.g. an
   * assessment's detailed result); the input itself by default. Runs inside the transaction,
   * so it must be pure: the idempotency hash covers the input, not this.
   */
  toRecord?(input: T, submittedAt: string): R;
  /**
   * Why the input can no longer be accepted at `now` (a session time that has passed);
   * checked inside the transaction, after a replay was ruled out. 409, nothing stored.
   */
  conflicts?(input: T, now: Date): { message: string; fields: FieldErrors } | undefined;
  mails(submission: SubmittedRecord<R>, config: Config): OutgoingMail[];
};

export function defineKind<T extends Record<string, unknown>, R extends Record<string, unknown> = T>(
  kind: SubmissionKind<T, R>,
): SubmissionKind {
  // Sound as long as the functions only ever see what the same entry's schema produced,
  // which is how the submission service calls them.
  return kind as unknown as SubmissionKind;
}

export function mailSite(config: Config): MailSite {
  return { productName: config.site.productName, publicUrl: config.publicUrl };
}

/** A self-assessment report: stored with the score and detail the server computes from the answers. */
function assessmentKind(test: AssessmentId): SubmissionKind {
  return defineKind({
    schema: assessmentSubmissionSchema(test),
    searchFields: (report) => ({ name: report.fullName, email: report.email, phone: report.contactNumber }),
    toRecord: (report, submittedAt) => assessmentRecord(test, report, submittedAt),
    mails: (submission, config) => assessmentMails(test, submission, config),
  });
}

const SUBMISSION_KINDS = new Map<string, SubmissionKind>([
  [
    'contact',
    defineKind({
      schema: contactSchema,
      searchFields: (message) => ({ name: message.fullName, email: message.email, phone: message.phoneNumber }),
      mails: ({ id, record }, config) => [
        {
          to: config.teamEmail,
          replyTo: record.email,
          ...contactNotice({ id, ...record }, mailSite(config)),
        },
      ],
    }),
  ],
  ['depression', assessmentKind('depression')],
  ['anxiety', assessmentKind('anxiety')],
  ['general-health', assessmentKind('general-health')],
  ...BOOKING_SUBMISSION_KINDS,
]);

export function submissionKind(name: string): SubmissionKind | undefined {
  return SUBMISSION_KINDS.get(name);
}

export function submissionKindNames(): string[] {
  return [...SUBMISSION_KINDS.keys()];
}
