import { useEffect, useRef, type Ref } from 'react';
import type { AssessmentId } from '../../domain/assessments/assessment';
import type { AnswerScore } from '../../domain/assessments/answer-options';
import { assessmentOf } from '../../domain/assessments/registry';
import { SCREENING_NOTE, maxScore, needsCrisisSupport, resultOf, type Band } from '../../domain/assessments/scoring';
import { LocalLink } from '../../i18n/react';
import type { SaathiDb } from '../../offline/db';
import { useOutboxItem, type UseDraft } from '../../offline/hooks';
import { retryNow } from '../../offline/triggers';
import { ScoreRing } from '../../ui/ScoreRing';
import { severityTone } from '../../ui/severity-tone';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { CrisisSupport } from './CrisisSupport';
import { ReportForm, toReportForm, type ReportFormValues } from './ReportForm';

/** Spec §9: the score ring starts 300 ms after the visitor finishes. */
export const RING_DELAY_MS = 300;
export const THANK_YOU = 'Thank You';
export const TAKE_AGAIN = 'Take Assessment Again';

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

function Interpretation({ band, safetyFlagged }: { band: Band; safetyFlagged: boolean }) {
  return (
    <>
      <h3>What your result means</h3>
      <p>{band.interpretation}</p>
      {safetyFlagged && (
        <p className="report-full__safety">
          You also told us you have had thoughts of harming yourself or of not wanting to be here. That matters, whatever
          your score: please talk to someone you trust today, or call one of the free lines at the top of this page.
        </p>
      )}
      <h3>Next steps</h3>
      <p>
        Talking things through with a counsellor can help, whatever your result. You can book a private online session
        with one of our experts, at a time that suits you.
      </p>
      <p>
        <LocalLink to="/individual_therapy" className="button">
          Book a session
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
  const { bands, questions } = assessmentOf(test);
  const { score, band } = resultOf(test, answers);
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
          <Interpretation band={band} safetyFlagged={safetyFlagged} />
        </div>
        <div className="report-gate__form card">
          <h2 id="report-gate-title">Get your full report</h2>
          <p>Share your details to see what your result means and get a copy by e-mail.</p>
          {form(toReportForm(draft.saved?.data))}
        </div>
      </section>
    );
  } else if (refused) {
    report = (
      <>
        <section className="card report-refused" aria-label="Your report was not accepted">
          {form(toReportForm(refused.payload))}
        </section>
        <section className="card report-full">
          <Interpretation band={band} safetyFlagged={safetyFlagged} />
        </section>
      </>
    );
  } else {
    const arrived = item === null || item?.state === 'sent';
    report = (
      <>
        <section className="card report-thanks" aria-labelledby="report-thanks-title">
          <h2 id="report-thanks-title" ref={thanksRef} tabIndex={-1}>
            {THANK_YOU}
          </h2>
          <p>
            {arrived
              ? 'Your report has reached us, and a copy is on its way to your e-mail.'
              : 'Your full report is below. It will reach us, with a copy to your e-mail, as soon as there is a connection.'}
          </p>
          {item && <SubmissionStatus item={item} noun="this report" onRetryNow={() => retryNow(item.id)} />}
        </section>
        <section className="card report-full">
          <Interpretation band={band} safetyFlagged={safetyFlagged} />
        </section>
      </>
    );
  }

  return (
    <div className="assessment-result">
      {crisis && <CrisisSupport headingRef={headingRef} />}
      <section className="card result-summary" aria-labelledby="result-title">
        <h2 id="result-title" ref={crisis ? undefined : headingRef} tabIndex={-1}>
          Your result
        </h2>
        <ScoreRing value={score} max={max} tone={tone} delayMs={RING_DELAY_MS} label={`Your score: ${score} out of ${max}`} />
        <p className="result-summary__band" data-tone={tone}>
          {band.label}
        </p>
        <p className="result-summary__note">{SCREENING_NOTE}</p>
      </section>
      {report}
      <p className="assessment-result__again">
        <button type="button" className="button button--secondary" onClick={onTakeAgain}>
          {TAKE_AGAIN}
        </button>
      </p>
    </div>
  );
}
