import type { AssessmentId } from '../../../src/domain/assessments/assessment';
import { needsFollowUp } from '../../../src/domain/assessments/risk';
import { assessmentSubmissionSchema } from '../../../src/domain/schemas/assessment-report';
import { contactSchema } from '../../../src/domain/schemas/contact';
import { SUBMISSION_KINDS, type PostedSubmissionKind } from '../../../src/domain/submission-kinds';
import { assessmentMails, assessmentRecord } from '../assessments/assessment-submission';
import { BOOKING_SUBMISSION_KINDS } from '../bookings/booking-kinds';
import { contactNotice, mailSite } from '../mail/templates';
import { defineKind, searchFieldsFrom, type SubmissionKind } from './submission-kind';

// The forms POST /api/submissions/:kind accepts (src/domain/submission-kinds.ts lists them):
// the shared schema that validates each, what is stored, and the mails it causes (recorded
// in the same transaction as the submission).

/** A self-assessment report: stored with the score and detail the server computes from the answers. */
function assessmentKind(test: AssessmentId): SubmissionKind {
  return defineKind({
    schema: assessmentSubmissionSchema(test),
    searchFields: searchFieldsFrom(SUBMISSION_KINDS[test]),
    toRecord: (report, submittedAt) => assessmentRecord(test, report, submittedAt),
    // A risky report with contact details enters the crisis follow-up queue (src/domain/assessments/risk.ts).
    needsFollowUp: (record) => needsFollowUp(test, record),
    mails: (submission, config) => assessmentMails(test, submission, config),
  });
}

const POSTED_KINDS = {
  contact: defineKind({
    schema: contactSchema,
    searchFields: searchFieldsFrom(SUBMISSION_KINDS.contact),
    mails: ({ id, record }, config) => [
      {
        to: config.teamEmail,
        replyTo: record.email,
        ...contactNotice({ id, ...record }, mailSite(config)),
      },
    ],
  }),
  depression: assessmentKind('depression'),
  anxiety: assessmentKind('anxiety'),
  'general-health': assessmentKind('general-health'),
  ...BOOKING_SUBMISSION_KINDS,
} satisfies Record<PostedSubmissionKind, SubmissionKind>;

function isPostedKind(name: string): name is PostedSubmissionKind {
  return Object.hasOwn(POSTED_KINDS, name);
}

export function submissionKind(name: string): SubmissionKind | undefined {
  return isPostedKind(name) ? POSTED_KINDS[name] : undefined;
}
