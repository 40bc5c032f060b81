// What this device keeps for the visitor, for the "My data on this device" page.

import type { HistoryEntry } from '../domain/assessment-history';
import type { AssessmentProgressRow, DraftRow, OutboxItem, SaathiDb } from './db';
import { hasContent } from './drafts';

export type DeviceContents = {
  /** Drafts with something typed in them, newest first. */
  drafts: DraftRow[];
  /** Outbox items not yet acknowledged (queued, being sent, or refused), oldest first. */
  unsent: OutboxItem[];
  /** Every finished self-assessment, oldest first. */
  history: HistoryEntry[];
  /** Self-assessments begun and not finished. */
  inProgress: AssessmentProgressRow[];
};

export async function deviceContents(db: SaathiDb): Promise<DeviceContents> {
  return db.transaction('r', [db.drafts, db.outbox, db.assessmentHistory, db.assessmentProgress], async () => {
    const [drafts, outbox, history, progress] = await Promise.all([
      db.drafts.toArray(),
      db.outbox.orderBy('createdAt').toArray(),
      db.assessmentHistory.orderBy('completedAt').toArray(),
      db.assessmentProgress.toArray(),
    ]);
    return {
      drafts: drafts.filter((draft) => hasContent(draft.data)).sort((a, b) => b.updatedAt - a.updatedAt),
      unsent: outbox.filter((item) => item.state !== 'sent'),
      history,
      inProgress: progress.filter((row) => row.currentIndex < row.answers.length && row.answers.some((answer) => answer !== null)),
    };
  });
}

/** Whether the device keeps anything at all that the page lists. */
export function isEmpty(contents: DeviceContents): boolean {
  return contents.drafts.length + contents.unsent.length + contents.history.length + contents.inProgress.length === 0;
}
