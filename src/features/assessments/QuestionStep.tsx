import type { Ref } from 'react';
import type { Assessment } from '../../domain/assessments/assessment';
import { useT } from '../../i18n/react';
import { CrisisReminder } from './CrisisSupport';
import { assessmentMessages } from './messages';
import { QuestionCard } from './QuestionCard';
import { ResumeNote } from './ResumeNote';
import type { Session } from './use-assessment-progress';
import type { QuestionNavigation } from './use-question-navigation';

type Props = {
  assessment: Assessment;
  session: Session;
  /** When the resumed answers were last saved; null when there is nothing to welcome back to. */
  resumedFrom: number | null;
  navigation: QuestionNavigation;
  onStartOver: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The question on screen, with the moves from it. */
export function QuestionStep({ assessment, session, resumedFrom, navigation, onStartOver, headingRef }: Props) {
  const t = useT(assessmentMessages);
  const { index, answers } = session;
  const count = assessment.questions.length;
  const answer = answers[index] ?? null;
  const last = index === count - 1;
  const safetyFlagged = assessment.questions.some((question, i) => question.safety === true && (answers[i] ?? 0) > 0);
  return (
    <>
      {safetyFlagged && <CrisisReminder />}
      {resumedFrom !== null && <ResumeNote savedAt={resumedFrom} onStartOver={onStartOver} />}
      <section className="card question-section" aria-label={t('questions.label', { title: assessment.title })}>
        <QuestionCard
          index={index}
          total={count}
          prompt={assessment.prompt}
          text={assessment.questions[index]?.text ?? ''}
          answer={answer}
          onChoose={navigation.choose}
          headingRef={headingRef}
        />
        <div className="question-actions">
          <button type="button" className="button button--secondary" onClick={navigation.previous} disabled={index === 0}>
            {t('nav.previous')}
          </button>
          {last ? (
            <button type="button" className="button" onClick={navigation.complete}>
              {t('nav.complete')}
            </button>
          ) : answer === null ? (
            <button type="button" className="button button--secondary" onClick={navigation.skip}>
              {t('nav.skip')}
            </button>
          ) : (
            <button type="button" className="button" onClick={navigation.next}>
              {t('nav.next')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
