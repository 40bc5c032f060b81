import type { AssessmentId } from '../../../src/domain/assessments/assessment';
import { buildDetailedAssessment, type DetailedAssessment } from '../../../src/domain/assessments/detailed-assessment';
import { assessmentOf } from '../../../src/domain/assessments/registry';
import { SCREENING_NOTE, band, maxScore, needsCrisisSupport } from '../../../src/domain/assessments/scoring';
import type { AssessmentSubmission } from '../../../src/domain/schemas/assessment-report';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail/outbox';
import { assessmentNotice, assessmentResult, mailSite } from '../mail/templates';
import { adminRecordUrl } from '../../../src/domain/admin-paths';

// A self-assessment report as the server stores it (spec §3 "Assessment submission") and
// the two mails it causes. Score, band and detail are computed here from the raw answers
// with the same code the result page uses.

export type AssessmentRecord = {
  fullName: string;
  contactNumber: string;
  email: string;
  /** When the server received the report (ISO). */
  submissionDate: string;
  score: number;
  /** Each question with the visitor's answer, 'Skipped' for a skipped one. */
  responses: { question: string; answer: string }[];
  comments: string;
  detailedAssessment: DetailedAssessment;
};

export const SAFETY_REASON = 'A question about self-harm or suicidal thoughts was answered above "Not at all".';
export const HIGHEST_BAND_REASON = 'The score is in the highest band.';

export function assessmentRecord(test: AssessmentId, submission: AssessmentSubmission, submittedAt: string): AssessmentRecord {
  const detailedAssessment = buildDetailedAssessment(test, submission.answers);
  return {
    fullName: submission.fullName,
    contactNumber: submission.contactNumber,
    email: submission.email,
    submissionDate: submittedAt,
    // The schema has already refused a score that differs from this one.
    score: detailedAssessment.totalScore,
    responses: detailedAssessment.detailedResponses.map((response) => ({
      question: response.questionText,
      answer: response.answerText,
    })),
    comments: submission.comments ?? '',
    detailedAssessment,
  };
}

function answerScores(record: AssessmentRecord): number[] {
  return record.detailedAssessment.detailedResponses.map((response) => response.answerScore);
}

/** A question about self-harm or suicidal thoughts was answered above 0. */
function safetyFlagged(test: AssessmentId, record: AssessmentRecord): boolean {
  const answers = answerScores(record);
  return assessmentOf(test).questions.some((question, index) => question.safety === true && (answers[index] ?? 0) > 0);
}

/** Why the crisis lines were shown, for the team; empty when they were not. */
export function crisisReasons(test: AssessmentId, record: AssessmentRecord): string[] {
  if (!needsCrisisSupport(test, answerScores(record))) return [];
  const reasons: string[] = [];
  if (safetyFlagged(test, record)) reasons.push(SAFETY_REASON);
  if (band(test, record.score).isHighest) reasons.push(HIGHEST_BAND_REASON);
  return reasons;
}

export function assessmentMails(
  test: AssessmentId,
  { id, record }: { id: number; record: AssessmentRecord & { submittedAt: string } },
  config: Config,
): OutgoingMail[] {
  const site = mailSite(config);
  const { title } = assessmentOf(test);
  const result = band(test, record.score);
  const reasons = crisisReasons(test, record);
  return [
    {
      to: record.email,
      replyTo: config.site.supportEmail,
      ...assessmentResult(
        {
          fullName: record.fullName,
          testTitle: title,
          score: record.score,
          maxScore: maxScore(test),
          bandLabel: result.label,
          interpretation: result.interpretation,
          screeningNote: SCREENING_NOTE,
          crisisLines: reasons.length > 0 ? config.site.crisisLines : null,
          safetyFlagged: safetyFlagged(test, record),
          bookingUrl: `${config.publicUrl}/individual_therapy`,
        },
        site,
      ),
    },
    {
      to: config.teamEmail,
      replyTo: record.email,
      ...assessmentNotice(
        {
          id,
          testTitle: title,
          fullName: record.fullName,
          email: record.email,
          contactNumber: record.contactNumber,
          score: record.score,
          maxScore: maxScore(test),
          bandLabel: result.label,
          crisisReasons: reasons,
          submittedAt: record.submittedAt,
          adminUrl: adminRecordUrl(config.publicUrl, test, id),
        },
        site,
      ),
    },
  ];
}
