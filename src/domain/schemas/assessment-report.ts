// The form that unlocks the full assessment report (spec §2 "Assessment tools", §5
// "Other forms"), and the submission the server stores: the report details plus the raw
// answers, from which the server computes the score itself (assessments/).

import { z } from 'zod';
import type { AssessmentId } from '../assessments/assessment';
import { assessmentOf } from '../assessments/registry';
import { MAX_LENGTH, emailField, optionalText, phoneField, requiredText } from './fields';

export const assessmentReportShape = {
  fullName: requiredText('Full name is required', MAX_LENGTH.name),
  // Digits only while typing (keepPhoneDigits); the same 10-digit rule as every phone.
  contactNumber: phoneField('Contact number is required'),
  email: emailField,
};

export const assessmentReportSchema = z.strictObject(assessmentReportShape);

export const ANSWERS_INVALID = 'Please answer or skip every question';

/** One entry per question: 0-3, or null for a skipped question. */
export function answersSchema(test: AssessmentId) {
  const count = assessmentOf(test).questions.length;
  const answer = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.null()], {
    error: ANSWERS_INVALID,
  });
  return z.array(answer, { error: ANSWERS_INVALID }).length(count, { error: ANSWERS_INVALID });
}

/** What POST /api/submissions/{depression|anxiety|general-health} accepts. */
export function assessmentSubmissionSchema(test: AssessmentId) {
  return z.strictObject({
    ...assessmentReportShape,
    answers: answersSchema(test),
    comments: optionalText(MAX_LENGTH.message),
  });
}

export type AssessmentReport = z.infer<typeof assessmentReportSchema>;
export type AssessmentSubmission = z.infer<ReturnType<typeof assessmentSubmissionSchema>>;
