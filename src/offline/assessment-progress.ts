// Where a visitor is in a self-assessment, kept on the device as they answer, so that a
// reload, a closed tab or a phone that dies on the bus never costs an answer.

import type { AssessmentProgressRow, SaathiDb } from './db';
import { databaseNameOf, dropChange, keepChange, pendingChangeNewerThan, settleChange, type KeptChange } from './pending-changes';

export type AssessmentProgress = {
  /** One entry per question: the chosen score, or null when skipped or not reached. */
  answers: (number | null)[];
  /** The question on screen; equal to the number of questions once the results are shown. */
  currentIndex: number;
  /** The outbox item of the report asked for with these answers; null until then. */
  reportId: string | null;
  updatedAt: number;
};

/** The row as stored: the table's shape plus the report link, which is not indexed. */
type StoredProgress = AssessmentProgressRow & { reportId?: string | null };

function isAnswer(value: unknown): value is number | null {
  return value === null || value === 0 || value === 1 || value === 2 || value === 3;
}

/**
 * Reads a row back, or null when it does not fit the test as it is now (the app was updated
 * and the test changed, or the row is damaged): a fresh start beats a wrong score.
 */
export function readProgress(row: unknown, questionCount: number): AssessmentProgress | null {
  if (typeof row !== 'object' || row === null) return null;
  const { answers, currentIndex, updatedAt, reportId } = row as Partial<StoredProgress>;
  if (!Array.isArray(answers) || answers.length !== questionCount || !answers.every(isAnswer)) return null;
  if (typeof currentIndex !== 'number' || !Number.isInteger(currentIndex) || currentIndex < 0 || currentIndex > questionCount) {
    return null;
  }
  return {
    answers: [...answers],
    currentIndex,
    reportId: typeof reportId === 'string' && reportId !== '' ? reportId : null,
    updatedAt: typeof updatedAt === 'number' ? updatedAt : 0,
  };
}

/**
 * Keeps `progress` at once (synchronously, in localStorage) until `saveProgress` has committed
 * it: see pending-changes.ts. Returns what to settle then.
 */
export function keepProgress(db: SaathiDb | undefined, testId: string, progress: AssessmentProgress): KeptChange | null {
  return keepChange(databaseNameOf(db), 'assessmentProgress', testId, progress, progress.updatedAt);
}

/** Forgets answers kept in localStorage and not yet committed (the visitor starts over). */
export function dropKeptProgress(db: SaathiDb | undefined, testId: string): void {
  dropChange(databaseNameOf(db), 'assessmentProgress', testId);
}

/**
 * Where the visitor is, as the device holds it. Answers still kept in localStorage (a tab
 * closed before their write was committed) and newer than the row are moved into the table first.
 */
export async function loadProgress(db: SaathiDb, testId: string, questionCount: number): Promise<AssessmentProgress | null> {
  const row = await db.assessmentProgress.get(testId);
  const pending = pendingChangeNewerThan(db.name, 'assessmentProgress', testId, row?.updatedAt);
  if (pending === null) return readProgress(row, questionCount);
  const kept = readProgress(pending.value, questionCount);
  if (kept !== null) {
    await saveProgress(db, testId, kept, pending.kept);
    return kept;
  }
  // The kept answers no longer fit the test.
  settleChange(pending.kept);
  return readProgress(row, questionCount);
}

/** Writes `progress`; once committed, its copy `kept` by keepProgress goes (unless a later answer replaced it). */
export async function saveProgress(db: SaathiDb, testId: string, progress: AssessmentProgress, kept: KeptChange | null = null): Promise<void> {
  const row: StoredProgress = {
    testId,
    answers: [...progress.answers],
    currentIndex: progress.currentIndex,
    updatedAt: progress.updatedAt,
    reportId: progress.reportId,
  };
  await db.assessmentProgress.put(row);
  settleChange(kept);
}

export async function clearProgress(db: SaathiDb, testId: string): Promise<void> {
  await db.assessmentProgress.delete(testId);
}
