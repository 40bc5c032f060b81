// The words of the self-assessments in a language other than the English of their modules
// (depression.ts, anxiety.ts, general-health.ts, answer-options.ts), keyed by the same ids:
// a question by its position, a band by its key, an answer by its score. Only what is shown
// is translated; the stored report keeps the English texts (detailed-assessment.ts).

import type { AnswerScore } from './answer-options';
import { ANSWER_OPTIONS, SKIPPED_ANSWER_TEXT } from './answer-options';
import type { Assessment, AssessmentId } from './assessment';
import { assessmentOf } from './registry';
import { SCREENING_NOTE } from './scoring';

export type TestWords = {
  readonly title: string;
  readonly prompt: string;
  /** One per question, in the test's order. */
  readonly questions: readonly string[];
  /** By band key. */
  readonly bands: Readonly<Record<string, { readonly label: string; readonly interpretation: string }>>;
};

export type AssessmentWords = {
  readonly answers: Readonly<Record<AnswerScore, string>>;
  readonly skipped: string;
  readonly screeningNote: string;
  readonly tests: Readonly<Record<AssessmentId, TestWords>>;
};

/** The words of the English modules, in the same shape as a translation. */
export function englishWords(): AssessmentWords {
  const testWords = (test: AssessmentId): TestWords => {
    const { title, prompt, questions, bands } = assessmentOf(test);
    return {
      title,
      prompt,
      questions: questions.map((question) => question.text),
      bands: Object.fromEntries(bands.map(({ key, label, interpretation }) => [key, { label, interpretation }])),
    };
  };
  return {
    answers: Object.fromEntries(ANSWER_OPTIONS.map((option) => [option.score, option.label])) as Record<AnswerScore, string>,
    skipped: SKIPPED_ANSWER_TEXT,
    screeningNote: SCREENING_NOTE,
    tests: { depression: testWords('depression'), anxiety: testWords('anxiety'), 'general-health': testWords('general-health') },
  };
}

/**
 * The test as shown in `words`: the same questions (and safety marks), scores and bands,
 * with the texts replaced. A text missing from `words` stays English.
 */
export function assessmentIn(test: AssessmentId, words: AssessmentWords | null): Assessment {
  const assessment = assessmentOf(test);
  const own = words?.tests[test];
  if (!own) return assessment;
  return {
    ...assessment,
    title: own.title,
    prompt: own.prompt,
    questions: assessment.questions.map((question, index) => ({ ...question, text: own.questions[index] ?? question.text })),
    bands: assessment.bands.map((band) => ({ ...band, ...own.bands[band.key] })),
  };
}

/** The label of the answer with `score` in `words` (English without them). */
export function answerLabelIn(score: AnswerScore, words: AssessmentWords | null): string {
  return words?.answers[score] ?? ANSWER_OPTIONS.find((option) => option.score === score)?.label ?? String(score);
}
