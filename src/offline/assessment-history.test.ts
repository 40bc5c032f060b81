// @vitest-environment jsdom
// (erasing the device clears the copies in localStorage too; Node has none.)
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { allHistory, clearHistory, deleteHistoryEntry, eraseDevice, historyOf, keepInHistory } from './assessment-history';
import { saveProgress } from './assessment-progress';
import { openSaathiDb } from './db';
import { deviceContents, isEmpty } from './device-contents';
import { keepChange } from './pending-changes';
import { freshDbsClosedAfterEach, queuedItem } from '../../tests/support/device';

const db = freshDbsClosedAfterEach();

afterEach(() => {
  localStorage.clear();
});

const CALM = [0, 0, 1, 0, 0, 0, 0];
const WORSE = [2, 2, 1, 2, 1, 1, 1];

describe('the history on the device', () => {
  it('keeps each finished test with its score and band, per test, oldest first', async () => {
    const database = db();
    await keepInHistory(database, 'anxiety', WORSE, 2_000);
    await keepInHistory(database, 'anxiety', CALM, 1_000);
    await keepInHistory(database, 'depression', Array.from({ length: 21 }, () => 0), 1_500);
    const anxiety = await historyOf(database, 'anxiety');
    expect(anxiety.map(({ score, band, completedAt }) => ({ score, band, completedAt }))).toEqual([
      { score: 1, band: 'minimal', completedAt: 1_000 },
      { score: 10, band: 'moderate', completedAt: 2_000 },
    ]);
    expect((await allHistory(database)).map((entry) => entry.test)).toEqual(['anxiety', 'depression', 'anxiety']);
  });

  it('deletes one entry, or every entry of one test only', async () => {
    const database = db();
    const first = await keepInHistory(database, 'anxiety', CALM, 1_000);
    await keepInHistory(database, 'anxiety', WORSE, 2_000);
    await keepInHistory(database, 'depression', Array.from({ length: 21 }, () => 0), 1_500);
    await deleteHistoryEntry(database, first.id);
    expect((await historyOf(database, 'anxiety')).map((entry) => entry.score)).toEqual([10]);
    await clearHistory(database, 'anxiety');
    expect(await historyOf(database, 'anxiety')).toEqual([]);
    expect(await historyOf(database, 'depression')).toHaveLength(1);
  });
});

describe('erasing the device', () => {
  it('empties every table and the copies kept in localStorage, and leaves other sites’ keys alone', async () => {
    const database = db();
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 1 });
    await database.outbox.put(queuedItem());
    await saveProgress(database, 'depression', { answers: Array.from({ length: 21 }, (_, i) => (i < 2 ? 1 : null)), currentIndex: 2, reportId: null, updatedAt: 1 });
    await keepInHistory(database, 'anxiety', CALM, 1_000);
    await database.manageAnswers.put({ token: 't', answer: {}, savedAt: 1, keepUntil: 2 });
    keepChange(database.name, 'drafts', 'contact', { fullName: 'Asha V' }, 2);
    keepChange(database.name, 'assessmentProgress', 'anxiety', { answers: [] }, 2);
    localStorage.setItem('saathi-install-dismissed', '1');
    expect(isEmpty(await deviceContents(database))).toBe(false);

    await eraseDevice(database);

    for (const table of database.tables) expect(await table.count()).toBe(0);
    expect(isEmpty(await deviceContents(database))).toBe(true);
    expect(Object.keys(localStorage)).toEqual(['saathi-install-dismissed']);
  });
});

describe('what the device holds, as the page lists it', () => {
  it('leaves out empty drafts, sent items and tests not begun', async () => {
    const database = db();
    await database.drafts.bulkPut([
      { kind: 'contact', data: { fullName: '' }, updatedAt: 1 },
      { kind: 'individual', data: { fullName: 'Asha' }, updatedAt: 2 },
    ]);
    await database.outbox.bulkPut([queuedItem({ id: 'q', createdAt: 2 }), queuedItem({ id: 's', state: 'sent', createdAt: 1 }), queuedItem({ id: 'f', state: 'failed', createdAt: 3 })]);
    await saveProgress(database, 'anxiety', { answers: [null, null, null, null, null, null, null], currentIndex: 0, reportId: null, updatedAt: 1 });
    await saveProgress(database, 'depression', { answers: Array.from({ length: 21 }, (_, i) => (i === 0 ? 2 : null)), currentIndex: 1, reportId: null, updatedAt: 1 });
    const contents = await deviceContents(database);
    expect(contents.drafts.map((draft) => draft.kind)).toEqual(['individual']);
    expect(contents.unsent.map((item) => item.id)).toEqual(['q', 'f']);
    expect(contents.inProgress.map((row) => row.testId)).toEqual(['depression']);
  });
});

describe('the upgrade to version 3', () => {
  it('keeps every row of version 2 and starts with an empty history', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('saathi-upgrade', { indexedDB, IDBKeyRange });
    old.version(1).stores({ drafts: 'kind', outbox: 'id, state, nextAttemptAt, kind, createdAt', assessmentProgress: 'testId', leases: 'name' });
    old.version(2).stores({ manageAnswers: 'token, keepUntil' });
    await old.table('drafts').put({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 5 });
    await old.table('outbox').put(queuedItem({ id: 'kept' }));
    await old.table('manageAnswers').put({ token: 't', answer: { id: 1 }, savedAt: 1, keepUntil: 2 });
    await old.table('assessmentProgress').bulkPut([
      { testId: 'anxiety', answers: WORSE, currentIndex: 7, updatedAt: 9_000 },
      { testId: 'depression', answers: Array.from({ length: 21 }, () => null), currentIndex: 3, updatedAt: 8_000 },
      { testId: 'general-health', answers: [9, 9], currentIndex: 2, updatedAt: 7_000 },
    ]);
    old.close();

    const upgraded = openSaathiDb('saathi-upgrade', { indexedDB, IDBKeyRange });
    try {
      expect(upgraded.verno).toBe(3);
      expect(await upgraded.drafts.get('contact')).toEqual({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 5 });
      expect(await upgraded.outbox.get('kept')).toBeDefined();
      expect(await upgraded.manageAnswers.get('t')).toBeDefined();
      expect(await upgraded.assessmentProgress.count()).toBe(3);
      expect(await allHistory(upgraded)).toEqual([]);
      await keepInHistory(upgraded, 'anxiety', CALM, 10_000);
      expect(await upgraded.assessmentHistory.count()).toBe(1);
    } finally {
      upgraded.close();
    }
  });
});
