// Scores and bands: the one band function per test that the result page, the score
// ring, the e-mails and the admin lists all use (DECISIONS.md "Assessments").

import { answerPoints, type AnswerList } from './answer-options';
import type { AssessmentId, BandDefinition } from './assessment';
import { assessmentOf } from './registry';

export type Band = BandDefinition & {
  /** 0 for the lowest band, rising by one per band: drives colours and ordering. */
  readonly severity: number;
  readonly isHighest: boolean;
};

/** Every result says this (DECISIONS.md "Safety"). */
export const SCREENING_NOTE =
  'This is a screening, not a diagnosis. Only a qualified professional can assess your mental health.';

/** Sum of the answers; a skipped (null or undefined) answer scores 0. */
export function score(answers: AnswerList): number {
  let total = 0;
  // A plain loop, so holes in a sparse array count as skipped too.
  for (let index = 0; index < answers.length; index += 1) total += answerPoints(answers[index]);
  return total;
}

export function maxScore(test: AssessmentId): number {
  return assessmentOf(test).questions.length * 3;
}

/** The band a total score falls in; a score the test cannot produce is refused. */
export function band(test: AssessmentId, total: number): Band {
  const { bands } = assessmentOf(test);
  if (!Number.isInteger(total) || total < 0 || total > maxScore(test)) throw new RangeError('Invalid Score');
  const severity = bands.findIndex((entry) => total >= entry.min && total <= entry.max);
  const found = bands[severity];
  if (!found) throw new RangeError('Invalid Score');
  return { ...found, severity, isHighest: severity === bands.length - 1 };
}

/** Score and band of one completed (or partly skipped) test, after checking the answers fit it. */
export function resultOf(test: AssessmentId, answers: AnswerList): { score: number; band: Band } {
  checkAnswerCount(test, answers);
  const total = score(answers);
  return { score: total, band: band(test, total) };
}

/**
 * Whether the result must lead with the crisis lines: any answer above 0 to a question
 * about self-harm or suicidal thoughts, or a score in the highest band.
 */
export function needsCrisisSupport(test: AssessmentId, answers: AnswerList): boolean {
  const { questions } = assessmentOf(test);
  const { band: found } = resultOf(test, answers);
  const safetyFlagged = questions.some((question, index) => question.safety === true && answerPoints(answers[index]) > 0);
  return safetyFlagged || found.isHighest;
}

export function checkAnswerCount(test: AssessmentId, answers: AnswerList): void {
  const count = assessmentOf(test).questions.length;
  // Fewer answers are the unanswered tail of the test (skipped); more cannot belong to it.
  if (answers.length > count) throw new RangeError(`The ${test} test has ${count} questions, not ${answers.length}`);
}
