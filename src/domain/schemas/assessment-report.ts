// The form that unlocks the full assessment report (spec §2 "Assessment tools", §5
// "Other forms"), and the submission the server stores: the report details, the raw
// answers and the score the visitor was shown. The score is computed again from the
// answers with the same code (assessments/) and a mismatch is refused, so a stored score
// never rests on what a client claims.

import { z } from 'zod';
import type { AssessmentId } from '../assessments/assessment';
import { assessmentOf } from '../assessments/registry';
import { maxScore, score as scoreOf } from '../assessments/scoring';
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

/** The spec's message (§8) for a score that is not the one the answers add up to. */
export const INVALID_SCORE = 'Invalid Score';

/** What POST /api/submissions/{depression|anxiety|general-health} accepts. */
export function assessmentSubmissionSchema(test: AssessmentId) {
  const answers = answersSchema(test);
  const score = z
    .number({ error: INVALID_SCORE })
    .int({ error: INVALID_SCORE })
    .min(0, { error: INVALID_SCORE })
    .max(maxScore(test), { error: INVALID_SCORE });
  return z
    .strictObject({
      ...assessmentReportShape,
      answers,
      score,
      comments: optionalText(MAX_LENGTH.message, 'multi-line'),
    })
    .superRefine((submission, ctx) => {
      // Wrong answers, or a score no test result can be, have their own message already.
      if (!answers.safeParse(submission.answers).success || !score.safeParse(submission.score).success) return;
      if (submission.score !== scoreOf(submission.answers)) {
        ctx.addIssue({ code: 'custom', path: ['score'], message: INVALID_SCORE });
      }
    });
}

export type AssessmentReport = z.infer<typeof assessmentReportSchema>;
export type AssessmentSubmission = z.infer<ReturnType<typeof assessmentSubmissionSchema>>;
