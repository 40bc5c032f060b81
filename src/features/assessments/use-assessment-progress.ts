import { useCallback, useEffect, useRef, useState } from 'react';
import { isAnswerScore, type AnswerScore } from '../../domain/assessments/answer-options';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { clearProgress, dropKeptProgress, keepProgress, loadProgress, saveProgress, type AssessmentProgress } from '../../offline/assessment-progress';
import type { SaathiDb } from '../../offline/db';
import { readIfSaved } from '../../offline/hooks';
import { deviceDb } from '../../offline/triggers';

export type Session = {
  answers: (AnswerScore | null)[];
  /** The question on screen; the number of questions once finished. */
  index: number;
  reportId: string | null;
};

function freshSession(count: number): Session {
  return { answers: Array.from({ length: count }, () => null), index: 0, reportId: null };
}

export type AssessmentProgressState = {
  /** Null until the answers saved on this device (if any) have been read. */
  session: Session | null;
  /** The session as last changed, for handlers and timers begun at an earlier render. */
  latest(): Session | null;
  /** When the answers being resumed were last saved; null for a fresh start and once the visitor carries on. */
  resumedFrom: number | null;
  /** The visitor has carried on: the resumed answers are no longer news. */
  carryOn(): void;
  /** Changes the session and keeps it on this device. */
  update(change: (session: Session) => Session): void;
  /** Starts afresh and forgets the kept answers; gives back the session it replaced. */
  restart(): Session | null;
};

/**
 * The visitor's answers and place in the test, read back from this device on arrival and kept
 * there as they change, so that a closed tab or a reload carries on where the visitor left off.
 */
export function useAssessmentProgress(test: AssessmentId, count: number, db: SaathiDb | undefined): AssessmentProgressState {
  const [session, setSession] = useState<Session | null>(null);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const current = useRef<Session | null>(null);
  const writes = useRef<Promise<void>>(Promise.resolve());

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

  function restart() {
    const before = current.current;
    const fresh = freshSession(count);
    current.current = fresh;
    setSession(fresh);
    setResumedFrom(null);
    dropKeptProgress(db, test);
    queueWrite(async () => clearProgress(await deviceDb(db), test));
    return before;
  }

  return { session, latest: () => current.current, resumedFrom, carryOn: () => setResumedFrom(null), update, restart };
}
