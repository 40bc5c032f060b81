import { useRef, type KeyboardEvent, type Ref } from 'react';
import { ANSWER_OPTIONS, type AnswerScore } from '../../domain/assessments/answer-options';
import { answerLabelIn } from '../../domain/assessments/words';
import { useT } from '../../i18n/react';
import { useAssessmentWords } from './assessment-words';
import { assessmentMessages } from './messages';

type Props = {
  /** 0-based. */
  index: number;
  total: number;
  prompt: string;
  text: string;
  answer: AnswerScore | null;
  onChoose(score: AnswerScore): void;
  headingRef: Ref<HTMLHeadingElement>;
};

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * One question and its four answers, as a radio group of large buttons. Arrow keys (and Home,
 * End) move between the answers and Enter or Space chooses one: moving does not choose,
 * because choosing moves on to the next question.
 */
export function QuestionCard({ index, total, prompt, text, answer, onChoose, headingRef }: Props) {
  const options = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT(assessmentMessages);
  const words = useAssessmentWords();
  const selected = ANSWER_OPTIONS.findIndex((option) => option.score === answer);
  const tabStop = selected === -1 ? 0 : selected;
  const headingId = `question-${index}-text`;
  const progressLabel = t('question.progress', { number: index + 1, total });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: number) {
    const last = ANSWER_OPTIONS.length - 1;
    let target: number | null = null;
    if (NEXT_KEYS.has(event.key)) target = position === last ? 0 : position + 1;
    else if (PREVIOUS_KEYS.has(event.key)) target = position === 0 ? last : position - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === null) return;
    event.preventDefault();
    options.current[target]?.focus();
  }

  return (
    <div className="question-card">
      <div className="assessment-progress">
        <p id="assessment-progress-label" className="assessment-progress__label">
          {progressLabel}
        </p>
        <div
          className="assessment-progress__track"
          role="progressbar"
          aria-labelledby="assessment-progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={progressLabel}
        >
          <div className="assessment-progress__fill" style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
      </div>

      <p className="question-card__prompt">{prompt}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="question-card__text">
        {text}
      </h2>

      <div className="answer-options" role="radiogroup" aria-labelledby={headingId}>
        {ANSWER_OPTIONS.map((option, position) => (
          <button
            key={option.score}
            ref={(element) => {
              options.current[position] = element;
            }}
            type="button"
            role="radio"
            aria-checked={answer === option.score}
            tabIndex={position === tabStop ? 0 : -1}
            className="answer-option"
            onClick={() => onChoose(option.score)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            <span className="answer-option__mark" aria-hidden="true" />
            <span className="answer-option__label">{answerLabelIn(option.score, words)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
