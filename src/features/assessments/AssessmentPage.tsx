import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isAnswerScore, type AnswerScore } from '../../domain/assessments/answer-options';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentOf } from '../../domain/assessments/registry';
import type { PublicPageKey } from '../../domain/public-pages';
import { clearProgress, dropKeptProgress, keepProgress, loadProgress, saveProgress, type AssessmentProgress } from '../../offline/assessment-progress';
import type { SaathiDb } from '../../offline/db';
import { readIfSaved, useDraft } from '../../offline/hooks';
import { discardFailed, dismissSent } from '../../offline/outbox';
import { deviceDb } from '../../offline/triggers';
import { formatDeviceDate } from '../../ui/format-device-time';
import { PageMeta } from '../../ui/PageMeta';
import { AssessmentResult } from './AssessmentResult';
import { CrisisReminder } from './CrisisSupport';
import { QuestionCard } from './QuestionCard';
import type { ReportFormValues } from './ReportForm';
import './assessments.css';

/** Spec §9: a chosen answer moves on to the next question after 500 ms. */
export const AUTO_ADVANCE_MS = 500;

const PAGE_KEYS: Record<AssessmentId, PublicPageKey> = {
  depression: 'depressionTool',
  anxiety: 'anxietyTool',
  'general-health': 'generalHealthTool',
};

/** About how long each test takes (the depression test's 5 minutes are the spec's FAQ). */
const MINUTES: Record<AssessmentId, number> = { depression: 5, anxiety: 2, 'general-health': 2 };

type Session = {
  answers: (AnswerScore | null)[];
  /** The question on screen; the number of questions once finished. */
  index: number;
  reportId: string | null;
};

function freshSession(count: number): Session {
  return { answers: Array.from({ length: count }, () => null), index: 0, reportId: null };
}

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
  const assessment = assessmentOf(test);
  const count = assessment.questions.length;
  const [session, setSession] = useState<Session | null>(null);
  /** When the answers being resumed were last saved; null for a fresh start and once the visitor carries on. */
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const draft = useDraft<ReportFormValues>(test, { db });

  const current = useRef<Session | null>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef<number | null>(null);

  useEffect(() => {
    let active = true;
    // A device that surely holds nothing for the test is found out without the database code:
    // a first visit shows the first question at once, and the code loads with the first answer.
    readIfSaved(test, db, (opened) => loadProgress(opened, test, count)).then(
      (saved) => {
        if (!active || current.current) return;
        const answers = saved ? saved.answers.map((answer) => (isAnswerScore(answer) ? answer : null)) : null;
        const next: Session = saved && answers ? { answers, index: saved.currentIndex, reportId: saved.reportId } : freshSession(count);
        current.current = next;
        setSession(next);
        const started = saved && (saved.currentIndex > 0 || saved.answers.some((answer) => answer !== null));
        if (saved && started && saved.currentIndex < count) setResumedFrom(saved.updatedAt);
      },
      (error: unknown) => {
        console.warn('Reading saved answers failed; starting afresh', error);
        if (!active || current.current) return;
        current.current = freshSession(count);
        setSession(current.current);
      },
    );
    return () => {
      active = false;
    };
  }, [db, test, count]);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  /** Writes are chained, so an older state never lands after a newer one. */
  const queueWrite = useCallback((write: () => Promise<void>) => {
    writes.current = writes.current.then(write).catch((error: unknown) => {
      console.warn('Saving your answers on this device failed', error);
    });
  }, []);

  const update = useCallback(
    (change: (session: Session) => Session) => {
      const before = current.current;
      if (!before) return;
      const next = change(before);
      current.current = next;
      setSession(next);
      const progress: AssessmentProgress = { answers: next.answers, currentIndex: next.index, reportId: next.reportId, updatedAt: Date.now() };
      // Kept at once: on a first visit the database code is still loading, and the tab may close first.
      const kept = keepProgress(db, test, progress);
      queueWrite(async () => saveProgress(await deviceDb(db), test, progress, kept));
    },
    [db, test, queueWrite],
  );

  const cancelAdvance = useCallback(() => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = undefined;
  }, []);

  // Focus follows the visitor to each new question, and to the result; never on arrival.
  useEffect(() => {
    if (!session) return;
    const before = shownIndex.current;
    shownIndex.current = session.index;
    if (before === null || before === session.index) return;
    (session.index >= count ? resultHeadingRef.current : headingRef.current)?.focus();
  }, [session, count]);

  function choose(score: AnswerScore) {
    cancelAdvance();
    setResumedFrom(null);
    const index = current.current?.index ?? 0;
    update((state) => ({ ...state, answers: state.answers.map((answer, i) => (i === state.index ? score : answer)) }));
    if (index >= count - 1) return;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = undefined;
      update((state) => (state.index === index ? { ...state, index: index + 1 } : state));
    }, AUTO_ADVANCE_MS);
  }

  function previous() {
    cancelAdvance();
    setResumedFrom(null);
    update((state) => ({ ...state, index: Math.max(0, state.index - 1) }));
  }

  function skip() {
    cancelAdvance();
    setResumedFrom(null);
    update((state) => ({
      ...state,
      answers: state.answers.map((answer, i) => (i === state.index ? null : answer)),
      index: Math.min(count - 1, state.index + 1),
    }));
  }

  function next() {
    cancelAdvance();
    setResumedFrom(null);
    update((state) => ({ ...state, index: Math.min(count - 1, state.index + 1) }));
  }

  function complete() {
    cancelAdvance();
    setResumedFrom(null);
    update((state) => ({ ...state, index: count }));
  }

  /** Start over and Take Assessment Again: answers, place, report form and its draft all go. */
  async function resetAll() {
    cancelAdvance();
    const before = current.current;
    const fresh = freshSession(count);
    current.current = fresh;
    setSession(fresh);
    setResumedFrom(null);
    dropKeptProgress(db, test);
    queueWrite(async () => clearProgress(await deviceDb(db), test));
    try {
      await draft.startOver();
      // A report still waiting to send keeps going; one the server refused is dropped with the rest.
      if (before?.reportId) await discardFailed(before.reportId, db);
      await dismissSent(test, db);
    } catch (error) {
      console.warn('Clearing the earlier report from this device failed', error);
    }
  }

  function reportQueued(outboxId: string) {
    update((state) => ({ ...state, reportId: outboxId }));
  }

  let body;
  if (!session || !draft.ready) {
    body = (
      <p className="status" role="status">
        Loading…
      </p>
    );
  } else if (session.index >= count) {
    body = (
      <AssessmentResult
        test={test}
        answers={session.answers}
        reportId={session.reportId}
        onReportQueued={reportQueued}
        onTakeAgain={() => void resetAll()}
        draft={draft}
        db={db}
        headingRef={resultHeadingRef}
      />
    );
  } else {
    const { index, answers } = session;
    const answer = answers[index] ?? null;
    const last = index === count - 1;
    const safetyFlagged = assessment.questions.some((question, i) => question.safety === true && (answers[i] ?? 0) > 0);
    body = (
      <>
        {safetyFlagged && <CrisisReminder />}
        {resumedFrom !== null && (
          <div className="resume-note" role="status">
            <p className="resume-note__text">
              Welcome back. Your answers from {formatDeviceDate(resumedFrom)} were kept on this device, so you can carry on
              where you left off.
            </p>
            <button type="button" className="button button--secondary" onClick={() => void resetAll()}>
              Start over
            </button>
          </div>
        )}
        <section className="card question-section" aria-label={`${assessment.title} questions`}>
          <QuestionCard
            index={index}
            total={count}
            prompt={assessment.prompt}
            text={assessment.questions[index]?.text ?? ''}
            answer={answer}
            onChoose={choose}
            headingRef={headingRef}
          />
          <div className="question-actions">
            <button type="button" className="button button--secondary" onClick={previous} disabled={index === 0}>
              Previous
            </button>
            {last ? (
              <button type="button" className="button" onClick={complete}>
                Complete
              </button>
            ) : answer === null ? (
              <button type="button" className="button button--secondary" onClick={skip}>
                Skip
              </button>
            ) : (
              <button type="button" className="button" onClick={next}>
                Next
              </button>
            )}
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <PageMeta page={PAGE_KEYS[test]} />
      <section className="assessment-banner">
        <div className="container">
          <p className="assessment-banner__eyebrow">
            <Link to="/Self-Assessment-Tool">Free self-assessment</Link>
          </p>
          <h1 className="assessment-banner__title">{assessment.title}</h1>
          <p className="assessment-banner__lead">
            {count} short questions about the past two weeks, about {MINUTES[test]} minutes. Skip any question you would
            rather not answer. Your answers stay on this device unless you choose to send them.
          </p>
        </div>
      </section>
      <div className="container assessment-layout">{body}</div>
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
