import { useEffect, useRef, type Ref } from 'react';
import type { AssessmentId } from '../../domain/assessments/assessment';
import type { AnswerScore } from '../../domain/assessments/answer-options';
import { assessmentOf } from '../../domain/assessments/registry';
import { SCREENING_NOTE, maxScore, needsCrisisSupport, resultOf } from '../../domain/assessments/scoring';
import { assessmentIn } from '../../domain/assessments/words';
import { LocalLink, useT } from '../../i18n/react';
import type { SaathiDb } from '../../offline/db';
import { useOutboxItem, type UseDraft } from '../../offline/hooks';
import { retryNow } from '../../offline/triggers';
import { ScoreRing } from '../../ui/ScoreRing';
import { severityTone } from '../../ui/severity-tone';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { useAssessmentWords } from './assessment-words';
import { CrisisSupport } from './CrisisSupport';
import english from './messages.en';
import { assessmentMessages } from './messages';
import { ReportForm, toReportForm, type ReportFormValues } from './ReportForm';

/** Spec §9: the score ring starts 300 ms after the visitor finishes. */
export const RING_DELAY_MS = 300;
export const THANK_YOU = english['result.thanks'];
export const TAKE_AGAIN = english['result.again'];

type Props = {
  test: AssessmentId;
  answers: readonly (AnswerScore | null)[];
  /** The outbox item of the report, once the visitor asked for it. */
  reportId: string | null;
  onReportQueued(outboxId: string): void;
  onTakeAgain(): void;
  draft: UseDraft<ReportFormValues>;
  /** By default this page's own database. */
  db?: SaathiDb | undefined;
  /** Receives the first heading of the result, for focus. */
  headingRef: Ref<HTMLHeadingElement>;
};

function Interpretation({ interpretation, safetyFlagged }: { interpretation: string; safetyFlagged: boolean }) {
  const t = useT(assessmentMessages);
  return (
    <>
      <h3>{t('result.meaning')}</h3>
      <p>{interpretation}</p>
      {safetyFlagged && <p className="report-full__safety">{t('result.safety')}</p>}
      <h3>{t('result.nextSteps')}</h3>
      <p>{t('result.nextStepsText')}</p>
      <p>
        <LocalLink to="/individual_therapy" className="button">
          {t('result.book')}
        </LocalLink>
      </p>
    </>
  );
}

/**
 * The result of a finished test: the crisis lines first when the answers call for them, the
 * score ring and band, and the interpretation, unlocked by the report form.
 */
export function AssessmentResult({ test, answers, reportId, onReportQueued, onTakeAgain, draft, db, headingRef }: Props) {
  const t = useT(assessmentMessages);
  const words = useAssessmentWords();
  const { bands, questions } = assessmentOf(test);
  const { score, band } = resultOf(test, answers);
  // The band as shown in the page's language; the report sent keeps the English one.
  const shownBand = assessmentIn(test, words).bands[band.severity] ?? band;
  const max = maxScore(test);
  const crisis = needsCrisisSupport(test, answers);
  const safetyFlagged = questions.some((question, index) => question.safety === true && (answers[index] ?? 0) > 0);
  const tone = severityTone(band.severity, bands.length);
  const item = useOutboxItem(reportId, db);
  const refused = item?.state === 'failed' ? item : null;
  const unlocked = reportId !== null;
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const shownReport = useRef(reportId);

  // The visitor has just sent the form (or sent it again): take them to what it unlocked.
  useEffect(() => {
    if (reportId !== null && reportId !== shownReport.current) thanksRef.current?.focus();
    shownReport.current = reportId;
  }, [reportId]);

  const form = (initialValues: ReportFormValues) => (
    <ReportForm
      test={test}
      answers={answers}
      score={score}
      initialValues={initialValues}
      refused={refused}
      onValuesChange={draft.save}
      flushValues={draft.flush}
      onQueued={onReportQueued}
      db={db}
    />
  );

  let report;
  if (!unlocked) {
    report = (
      <section className="report-gate" aria-labelledby="report-gate-title">
        <div className="report-gate__content" aria-hidden="true" inert>
          <Interpretation interpretation={shownBand.interpretation} safetyFlagged={safetyFlagged} />
        </div>
        <div className="report-gate__form card">
          <h2 id="report-gate-title">{t('result.gateTitle')}</h2>
          <p>{t('result.gateText')}</p>
          {form(toReportForm(draft.saved?.data))}
        </div>
      </section>
    );
  } else if (refused) {
    report = (
      <>
        <section className="card report-refused" aria-label={t('result.refused')}>
          {form(toReportForm(refused.payload))}
        </section>
        <section className="card report-full">
          <Interpretation interpretation={shownBand.interpretation} safetyFlagged={safetyFlagged} />
        </section>
      </>
    );
  } else {
    const arrived = item === null || item?.state === 'sent';
    report = (
      <>
        <section className="card report-thanks" aria-labelledby="report-thanks-title">
          <h2 id="report-thanks-title" ref={thanksRef} tabIndex={-1}>
            {t('result.thanks')}
          </h2>
          <p>
            {arrived ? t('result.arrived') : t('result.waiting')}
          </p>
          {item && <SubmissionStatus item={item} noun="this report" onRetryNow={() => retryNow(item.id)} />}
        </section>
        <section className="card report-full">
          <Interpretation interpretation={shownBand.interpretation} safetyFlagged={safetyFlagged} />
        </section>
      </>
    );
  }

  return (
    <div className="assessment-result">
      {crisis && <CrisisSupport headingRef={headingRef} />}
      <section className="card result-summary" aria-labelledby="result-title">
        <h2 id="result-title" ref={crisis ? undefined : headingRef} tabIndex={-1}>
          {t('result.title')}
        </h2>
        <ScoreRing
          value={score}
          max={max}
          tone={tone}
          delayMs={RING_DELAY_MS}
          label={t('result.score', { score, max })}
          maxText={t('result.ringMax', { max })}
        />
        <p className="result-summary__band" data-tone={tone}>
          {shownBand.label}
        </p>
        <p className="result-summary__note">{words?.screeningNote ?? SCREENING_NOTE}</p>
      </section>
      {report}
      <p className="assessment-result__again">
        <button type="button" className="button button--secondary" onClick={onTakeAgain}>
          {t('result.again')}
        </button>
      </p>
    </div>
  );
}
