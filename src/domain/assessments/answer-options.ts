// The four answers every question offers (DECISIONS.md, spec §3), and how a skipped
// question is scored and shown.

export const ANSWER_OPTIONS = [
  { label: 'Not at all', score: 0 },
  { label: 'Several days', score: 1 },
  { label: 'More than half the days', score: 2 },
  { label: 'Nearly every day', score: 3 },
] as const;

export type AnswerScore = (typeof ANSWER_OPTIONS)[number]['score'];
/** null or undefined: the visitor pressed Skip (or never reached the question). */
export type Answer = AnswerScore | null | undefined;

/**
 * Answers as they arrive from storage or the network: numbers, checked when scored
 * (anything but 0-3, null or undefined is refused).
 */
export type AnswerList = readonly (number | null | undefined)[];

export const SKIPPED_ANSWER_TEXT = 'Skipped';

export function isAnswerScore(value: unknown): value is AnswerScore {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Points for one answer; a skipped question scores 0 (DECISIONS.md). */
export function answerPoints(answer: unknown): AnswerScore {
  if (answer === null || answer === undefined) return 0;
  if (!isAnswerScore(answer)) throw new RangeError(`Invalid answer: ${String(answer)}`);
  return answer;
}

/** 'Several days' for 1, 'Skipped' for a skipped question. */
export function answerText(answer: unknown): string {
  if (answer === null || answer === undefined) return SKIPPED_ANSWER_TEXT;
  const option = ANSWER_OPTIONS.find((entry) => entry.score === answer);
  if (!option) throw new RangeError(`Invalid answer: ${String(answer)}`);
  return option.label;
}
