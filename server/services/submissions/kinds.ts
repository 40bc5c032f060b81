import type { z } from 'zod';
import { contactSchema } from '../../../src/domain/schemas/contact';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail/outbox';
import { contactNotice, type MailSite } from '../mail/templates';

// The forms POST /api/submissions/:kind accepts. A new form is one entry below:
// the shared schema that validates it, the fields staff search by, and the mails
// it causes (recorded in the same transaction as the submission).

/** Copied out of the record into their own columns so staff can search by them. */
export type SearchFields = { name: string | null; email: string | null; phone: string | null };

/** A stored submission as its mails see it: the validated form plus what the server added. */
export type SubmittedRecord<T> = { id: number; record: T & { submittedAt: string } };

export type SubmissionKind<T extends Record<string, unknown> = Record<string, unknown>> = {
  schema: z.ZodType<T>;
  searchFields(input: T): SearchFields;
  /** The status a new record starts in (bookings: 'Pending'); none by default. */
  initialStatus?: string;
  mails(submission: SubmittedRecord<T>, config: Config): OutgoingMail[];
};

export function defineKind<T extends Record<string, unknown>>(kind: SubmissionKind<T>): SubmissionKind {
  // Sound as long as the functions only ever see what the same entry's schema produced,
  // which is how the submission service calls them.
  return kind as unknown as SubmissionKind;
}

export function mailSite(config: Config): MailSite {
  return { productName: config.site.productName, publicUrl: config.publicUrl };
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
]);

export function submissionKind(name: string): SubmissionKind | undefined {
  return SUBMISSION_KINDS.get(name);
}

export function submissionKindNames(): string[] {
  return [...SUBMISSION_KINDS.keys()];
}
