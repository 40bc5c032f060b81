// Which stored self-assessment reports must reach a person who calls back (the crisis
// follow-up queue): a risky result from someone who left a way to reach them. The server
// decides it when the report is stored; the team's mail and the staff queue read the reasons.

import type { AssessmentId } from './assessment';
import { assessmentOf } from './registry';
import { band } from './scoring';

/** Why a result is risky: the self-harm question answered above "Not at all", or the highest band. */
export type RiskReason = 'self-harm' | 'highest-band';

export const RISK_REASON_WORDS: Readonly<Record<RiskReason, string>> = {
  'self-harm': 'A question about self-harm or suicidal thoughts was answered above "Not at all".',
  'highest-band': 'The score is in the highest band.',
};

/** What the rule reads of a stored report (AssessmentRecord on the server). */
export type StoredReport = {
  score: number;
  detailedAssessment: { detailedResponses: ReadonlyArray<{ questionIndex: number; answerScore: number }> };
  contactNumber?: string | null;
  email?: string | null;
};

/**
 * Why `report` is risky; empty when it is not. Depression and general health each have one
 * self-harm question (marked `safety` in their modules); anxiety has none, so an anxiety
 * report is risky only by its band.
 */
export function riskReasons(test: AssessmentId, report: StoredReport): RiskReason[] {
  const { questions } = assessmentOf(test);
  const selfHarm = report.detailedAssessment.detailedResponses.some(
    (response) => questions[response.questionIndex]?.safety === true && response.answerScore > 0,
  );
  const reasons: RiskReason[] = [];
  if (selfHarm) reasons.push('self-harm');
  if (band(test, report.score).isHighest) reasons.push('highest-band');
  return reasons;
}

/** Whether the sender left a phone number or an e-mail address to be reached at. */
export function hasContact(report: Pick<StoredReport, 'contactNumber' | 'email'>): boolean {
  return Boolean(report.contactNumber?.trim()) || Boolean(report.email?.trim());
}

/**
 * Whether the report enters the follow-up queue. A risky report without contact details
 * cannot be followed up by anyone: the visitor saw the crisis lines, and that is all we can do.
 */
export function needsFollowUp(test: AssessmentId, report: StoredReport): boolean {
  return hasContact(report) && riskReasons(test, report).length > 0;
}
