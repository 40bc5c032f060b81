// The detailedAssessment stored with a submission and shown in the admin detail
// (spec §3 "Assessment submission"). Built on the server from the raw answers, so the
// stored score never depends on what a client claims it was.

import { answerPoints, answerText, type AnswerList } from './answer-options';
import type { AssessmentId } from './assessment';
import { assessmentOf } from './registry';
import { maxScore, resultOf } from './scoring';

export type DetailedResponse = {
  /** 0-based position of the question in the test. */
  questionIndex: number;
  questionText: string;
  /** The chosen option's label, or 'Skipped'. */
  answerText: string;
  answerScore: number;
};

export type DetailedAssessment = {
  totalScore: number;
  maxPossibleScore: number;
  /** The band label, e.g. 'Moderate depression'. */
  interpretationCategory: string;
  detailedResponses: DetailedResponse[];
};

export function buildDetailedAssessment(test: AssessmentId, answers: AnswerList): DetailedAssessment {
  const { score: totalScore, band } = resultOf(test, answers);
  return {
    totalScore,
    maxPossibleScore: maxScore(test),
    interpretationCategory: band.label,
    detailedResponses: assessmentOf(test).questions.map((question, questionIndex) => ({
      questionIndex,
      questionText: question.text,
      answerText: answerText(answers[questionIndex]),
      answerScore: answerPoints(answers[questionIndex]),
    })),
  };
}
