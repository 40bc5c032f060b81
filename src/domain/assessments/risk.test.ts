import { describe, expect, it } from 'vitest';
import type { AnswerList } from './answer-options';
import type { AssessmentId } from './assessment';
import { buildDetailedAssessment } from './detailed-assessment';
import { hasContact, needsFollowUp, riskReasons } from './risk';
import { assessmentOf } from './registry';

const contact = { contactNumber: '9876543210', email: 'asha@example.in' };

/** A report as the server stores it, from the raw answers. */
function report(test: AssessmentId, answers: AnswerList, details: { contactNumber?: string; email?: string } = contact) {
  const detailedAssessment = buildDetailedAssessment(test, answers);
  return { score: detailedAssessment.totalScore, detailedAssessment, ...details };
}

const safetyIndex = (test: AssessmentId) => assessmentOf(test).questions.findIndex((question) => question.safety);

/** Every question answered `value`, the self-harm one `selfHarm`. */
function answers(test: AssessmentId, value: number, selfHarm: number): number[] {
  return assessmentOf(test).questions.map((_, index) => (index === safetyIndex(test) ? selfHarm : value));
}

describe('riskReasons', () => {
  it('flags the self-harm question answered above 0, however low the score', () => {
    expect(riskReasons('depression', report('depression', answers('depression', 0, 1)))).toEqual(['self-harm']);
    expect(riskReasons('general-health', report('general-health', answers('general-health', 0, 2)))).toEqual(['self-harm']);
  });

  it('flags the highest band, with the self-harm reason too when both hold', () => {
    expect(riskReasons('anxiety', report('anxiety', [3, 3, 3, 3, 3, 3, 3]))).toEqual(['highest-band']);
    expect(riskReasons('depression', report('depression', answers('depression', 3, 0)))).toEqual(['highest-band']);
    expect(riskReasons('depression', report('depression', answers('depression', 3, 3)))).toEqual(['self-harm', 'highest-band']);
  });

  it('finds nothing in a low result with the self-harm question at 0 or skipped', () => {
    expect(riskReasons('depression', report('depression', answers('depression', 1, 0)))).toEqual([]);
    const skipped: AnswerList = answers('general-health', 0, 0).map((value, index) => (index === safetyIndex('general-health') ? null : value));
    expect(riskReasons('general-health', report('general-health', skipped))).toEqual([]);
    expect(riskReasons('anxiety', report('anxiety', [1, 1, 1, 1, 1, 1, 1]))).toEqual([]);
  });

  it('knows anxiety has no self-harm question', () => {
    expect(safetyIndex('anxiety')).toBe(-1);
  });
});

describe('hasContact and needsFollowUp', () => {
  it('count a phone or an e-mail address as contact details, blanks as none', () => {
    expect(hasContact({ contactNumber: '9876543210', email: '' })).toBe(true);
    expect(hasContact({ contactNumber: '', email: 'asha@example.in' })).toBe(true);
    expect(hasContact({ contactNumber: ' ', email: '' })).toBe(false);
    expect(hasContact({})).toBe(false);
  });

  it('queue a risky report with contact details only', () => {
    const risky = answers('depression', 0, 1);
    expect(needsFollowUp('depression', report('depression', risky))).toBe(true);
    expect(needsFollowUp('depression', report('depression', risky, { contactNumber: '', email: '' }))).toBe(false);
    expect(needsFollowUp('depression', report('depression', answers('depression', 1, 0)))).toBe(false);
  });
});
