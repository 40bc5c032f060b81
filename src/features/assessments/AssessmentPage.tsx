import { useMemo } from 'react';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentIn } from '../../domain/assessments/words';
import { useT } from '../../i18n/react';
import type { SaathiDb } from '../../offline/db';
import { keepResultOnDevice } from '../../offline/assessment-history';
import { useDraft } from '../../offline/hooks';
import { discardFailed, dismissSent } from '../../offline/outbox';
import { PageMeta } from '../../ui/PageMeta';
import { HistoryLink } from '../device-data';
import { AssessmentBanner } from './AssessmentBanner';
import { useAssessmentWords } from './assessment-words';
import { AssessmentResult } from './AssessmentResult';
import { QuestionStep } from './QuestionStep';
import type { ReportFormValues } from './ReportForm';
import { useAssessmentProgress } from './use-assessment-progress';
import { useQuestionFocus } from './use-question-focus';
import { useQuestionNavigation } from './use-question-navigation';
import { assessmentMessages } from './messages';
import './assessments.css';

type Props = {
  test: AssessmentId;
  /** The device's database; tests pass their own. By default this page's, loaded when needed. */
  db?: SaathiDb;
};

/**
 * One self-assessment (spec §2 "Assessment tools", §4): a question at a time, every answer kept
 * on the device as it is given, then the result. Works with no network at all: the questions
 * and scoring are part of the app, and only the report request waits for a connection.
 */
export function AssessmentPage({ test, db }: Props) {
  const t = useT(assessmentMessages);
  const words = useAssessmentWords();
  // As shown: in the page's language (scores and the report sent keep the English modules).
  const assessment = useMemo(() => assessmentIn(test, words), [test, words]);
  const count = assessment.questions.length;
  const draft = useDraft<ReportFormValues>(test, { db });
  const progress = useAssessmentProgress(test, count, db);
  const steps = useQuestionNavigation(progress, count);
  const navigation = {
    ...steps,
    // The result is shown from here on: it goes into the device's history, sent or not.
    complete() {
      const finishing = progress.latest();
      steps.complete();
      if (finishing && finishing.index < count) keepResultOnDevice(test, finishing.answers, db);
    },
  };
  const { session } = progress;
  const { headingRef, resultHeadingRef } = useQuestionFocus(session, count);

  /** Start over and Take Assessment Again: answers, place, report form and its draft all go. */
  async function resetAll() {
    navigation.cancel();
    const before = progress.restart();
    try {
      await draft.startOver();
      // A report still waiting to send keeps going; one the server refused is dropped with the rest.
      if (before?.reportId) await discardFailed(before.reportId, db);
      await dismissSent(test, db);
    } catch (error) {
      console.warn('Clearing the earlier report from this device failed', error);
    }
  }

  let body;
  const loading = !session || !draft.ready;
  if (loading) {
    body = (
      <p className="status" role="status">
        {t('loading')}
      </p>
    );
  } else if (session.index >= count) {
    body = (
      <AssessmentResult
        test={test}
        answers={session.answers}
        reportId={session.reportId}
        onReportQueued={(outboxId) => progress.update((state) => ({ ...state, reportId: outboxId }))}
        onTakeAgain={() => void resetAll()}
        draft={draft}
        db={db}
        headingRef={resultHeadingRef}
      />
    );
  } else {
    body = (
      <QuestionStep
        assessment={assessment}
        session={session}
        resumedFrom={progress.resumedFrom}
        navigation={navigation}
        onStartOver={() => void resetAll()}
        headingRef={headingRef}
      />
    );
  }

  return (
    <>
      <PageMeta title={t(`meta.${test}.title`)} description={t(`meta.${test}.description`)} />
      <AssessmentBanner test={test} title={assessment.title} questionCount={count} />
      <div className="container assessment-layout">
        {body}
        {/* Not under the loading line: the question that replaces it would push it down the page (a layout shift). */}
        {!loading && <HistoryLink test={test} />}
      </div>
    </>
  );
}

export function DepressionToolPage() {
  return <AssessmentPage test="depression" />;
}

export function AnxietyToolPage() {
  return <AssessmentPage test="anxiety" />;
}

export function GeneralHealthToolPage() {
  return <AssessmentPage test="general-health" />;
}
