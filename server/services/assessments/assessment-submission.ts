import type { AssessmentId } from '../../../src/domain/assessments/assessment';
import { buildDetailedAssessment, type DetailedAssessment } from '../../../src/domain/assessments/detailed-assessment';
import { assessmentOf } from '../../../src/domain/assessments/registry';
import { RISK_REASON_WORDS, riskReasons } from '../../../src/domain/assessments/risk';
import { SCREENING_NOTE, band, maxScore } from '../../../src/domain/assessments/scoring';
import type { AssessmentSubmission } from '../../../src/domain/schemas/assessment-report';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail/outbox';
import { assessmentNotice, assessmentResult, mailSite } from '../mail/templates';
import { adminFollowUpUrl, adminRecordUrl } from '../../../src/domain/admin-paths';

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

/** Why the crisis lines were shown, in the team's words; empty when they were not. */
export function crisisReasons(test: AssessmentId, record: AssessmentRecord): string[] {
  return riskReasons(test, record).map((reason) => RISK_REASON_WORDS[reason]);
}

export function assessmentMails(
  test: AssessmentId,
  { id, record, followUpId }: { id: number; record: AssessmentRecord & { submittedAt: string }; followUpId?: number },
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
          safetyFlagged: riskReasons(test, record).includes('self-harm'),
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
          ...(followUpId === undefined ? {} : { followUpUrl: adminFollowUpUrl(config.publicUrl, followUpId) }),
        },
        site,
      ),
    },
  ];
}
