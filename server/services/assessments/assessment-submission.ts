import type { AssessmentId } from '../../../src/domain/assessments/assessment';
import { buildDetailedAssessment, type DetailedAssessment } from '../../../src/domain/assessments/detailed-assessment';
import { assessmentOf } from '../../../src/domain/assessments/registry';
import { RISK_REASON_WORDS, riskReasons } from '../../../src/domain/assessments/risk';
import { band, maxScore } from '../../../src/domain/assessments/scoring';
import { assessmentIn, englishWords, type AssessmentWords } from '../../../src/domain/assessments/words';
import HINDI_WORDS from '../../../src/domain/assessments/words.hi';
import type { AssessmentSubmission } from '../../../src/domain/schemas/assessment-report';
import { pathIn, type Language } from '../../../src/i18n/language';
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

const ENGLISH_WORDS = englishWords();

/**
 * The visitor's result, in the language of the page they sent it from, and the team's notice,
 * in English (staff read English).
 */
export function assessmentMails(
  test: AssessmentId,
  {
    id,
    record,
    followUpId,
    language = 'en',
  }: { id: number; record: AssessmentRecord & { submittedAt: string }; followUpId?: number; language?: Language },
  config: Config,
): OutgoingMail[] {
  const site = mailSite(config);
  const { title } = assessmentOf(test);
  const result = band(test, record.score);
  const reasons = crisisReasons(test, record);
  const words: AssessmentWords = language === 'hi' ? HINDI_WORDS : ENGLISH_WORDS;
  const shown = assessmentIn(test, words);
  const shownBand = shown.bands[result.severity] ?? result;
  return [
    {
      to: record.email,
      replyTo: config.site.supportEmail,
      ...assessmentResult(
        {
          fullName: record.fullName,
          testTitle: shown.title,
          score: record.score,
          maxScore: maxScore(test),
          bandLabel: shownBand.label,
          interpretation: shownBand.interpretation,
          screeningNote: words.screeningNote,
          crisisLines: reasons.length > 0 ? config.site.crisisLines : null,
          safetyFlagged: riskReasons(test, record).includes('self-harm'),
          bookingUrl: `${config.publicUrl}${pathIn(language, '/individual_therapy')}`,
        },
        site,
        language,
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
