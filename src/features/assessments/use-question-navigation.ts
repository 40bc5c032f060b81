import { useCallback, useEffect, useRef } from 'react';
import type { AnswerScore } from '../../domain/assessments/answer-options';
import type { AssessmentProgressState, Session } from './use-assessment-progress';

/** Spec §9: a chosen answer moves on to the next question after 500 ms. */
export const AUTO_ADVANCE_MS = 500;

export type QuestionNavigation = {
  /** Answers the question on screen, and moves on to the next one AUTO_ADVANCE_MS later. */
  choose(score: AnswerScore): void;
  previous(): void;
  /** Clears the answer on screen and moves on. */
  skip(): void;
  next(): void;
  /** Finishes the test: the result. */
  complete(): void;
  /** Stops a pending move to the next question. */
  cancel(): void;
};

/** The visitor's moves through the questions, each kept through `progress`. */
export function useQuestionNavigation(progress: AssessmentProgressState, count: number): QuestionNavigation {
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = undefined;
  }, []);

  /** A move of the visitor's own replaces any pending one. */
  function move(change: (session: Session) => Session) {
    cancel();
    progress.carryOn();
    progress.update(change);
  }

  function choose(score: AnswerScore) {
    const index = progress.latest()?.index ?? 0;
    move((state) => ({ ...state, answers: state.answers.map((answer, i) => (i === state.index ? score : answer)) }));
    if (index >= count - 1) return;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = undefined;
      progress.update((state) => (state.index === index ? { ...state, index: index + 1 } : state));
    }, AUTO_ADVANCE_MS);
  }

  return {
    choose,
    previous: () => move((state) => ({ ...state, index: Math.max(0, state.index - 1) })),
    skip: () =>
      move((state) => ({
        ...state,
        answers: state.answers.map((answer, i) => (i === state.index ? null : answer)),
        index: Math.min(count - 1, state.index + 1),
      })),
    next: () => move((state) => ({ ...state, index: Math.min(count - 1, state.index + 1) })),
    complete: () => move((state) => ({ ...state, index: count })),
    cancel,
  };
}
