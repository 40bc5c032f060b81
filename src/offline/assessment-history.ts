// The finished self-assessments this device keeps (table `assessmentHistory`, db.ts), and the
// erasing of everything the device holds for the visitor. Nothing here is sent anywhere.

import { historyEntryOf, oldestFirst, type HistoryEntry } from '../domain/assessment-history';
import type { AssessmentId } from '../domain/assessments/assessment';
import type { SaathiDb } from './db';
import { dropAllChanges } from './pending-changes';
import { deviceDb } from './triggers';

/** Keeps the result just shown; `completedAt` is when it was shown. Gives back the entry stored. */
export async function keepInHistory(
  db: SaathiDb,
  test: AssessmentId,
  answers: readonly (number | null)[],
  completedAt: number = Date.now(),
): Promise<HistoryEntry> {
  const entry = historyEntryOf(crypto.randomUUID(), test, answers, completedAt);
  await db.assessmentHistory.add(entry);
  return entry;
}

/** One test's entries, oldest first. */
export async function historyOf(db: SaathiDb, test: AssessmentId): Promise<HistoryEntry[]> {
  return oldestFirst(await db.assessmentHistory.where('test').equals(test).toArray());
}

/** Every entry of every test, oldest first. */
export async function allHistory(db: SaathiDb): Promise<HistoryEntry[]> {
  return db.assessmentHistory.orderBy('completedAt').toArray();
}

export async function deleteHistoryEntry(db: SaathiDb, id: string): Promise<void> {
  await db.assessmentHistory.delete(id);
}

export async function clearHistory(db: SaathiDb, test: AssessmentId): Promise<void> {
  await db.assessmentHistory.where('test').equals(test).delete();
}

/**
 * Empties every table of the device's database in one transaction (drafts, the outbox with
 * what it has not sent yet, answers in progress, history, manage answers, leases), then the
 * copies kept in localStorage until IndexedDB had them: nothing the visitor typed or saw stays.
 */
export async function eraseDevice(db: SaathiDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  dropAllChanges(db.name);
}

/**
 * Keeps the result the visitor has just been shown, on this page's database (or `db`), in the
 * background: the result is on screen whatever happens, and a device that cannot store it
 * only goes without the history.
 */
export function keepResultOnDevice(test: AssessmentId, answers: readonly (number | null)[], db?: SaathiDb): void {
  const completedAt = Date.now();
  deviceDb(db)
    .then((database) => keepInHistory(database, test, answers, completedAt))
    .catch((error: unknown) => console.warn('Keeping this result on the device failed', error));
}
