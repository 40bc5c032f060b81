// @vitest-environment jsdom
// (the answers kept until IndexedDB has them live in localStorage; Node has none.)
import { afterEach, describe, expect, it } from 'vitest';
import { clearProgress, dropKeptProgress, keepProgress, loadProgress, readProgress, saveProgress } from './assessment-progress';
import { pendingChange } from './pending-changes';
import { freshDbsClosedAfterEach } from '../../tests/support/device';

const db = freshDbsClosedAfterEach();

afterEach(() => {
  localStorage.clear();
});

describe('assessment progress', () => {
  it('keeps answers, place and the report link per test, and forgets them on request', async () => {
    const database = db();
    const progress = { answers: [2, null, 3, null, null, null, null], currentIndex: 3, reportId: null, updatedAt: 1_000 };
    await saveProgress(database, 'anxiety', progress);
    expect(await loadProgress(database, 'anxiety', 7)).toEqual(progress);
    expect(await loadProgress(database, 'depression', 21)).toBeNull();

    await saveProgress(database, 'anxiety', { ...progress, currentIndex: 7, reportId: 'item-1', updatedAt: 2_000 });
    expect(await loadProgress(database, 'anxiety', 7)).toMatchObject({ currentIndex: 7, reportId: 'item-1' });

    await clearProgress(database, 'anxiety');
    expect(await loadProgress(database, 'anxiety', 7)).toBeNull();
  });

  it('gives up on a row that does not fit the test as it is now, rather than score it wrongly', () => {
    const good = { testId: 'anxiety', answers: [0, 1, 2, 3, null, null, null], currentIndex: 2, updatedAt: 5 };
    expect(readProgress(good, 7)).toEqual({ answers: good.answers, currentIndex: 2, reportId: null, updatedAt: 5 });
    expect(readProgress(good, 8)).toBeNull();
    expect(readProgress({ ...good, answers: [0, 1, 2, 4, null, null, null] }, 7)).toBeNull();
    expect(readProgress({ ...good, answers: [0, 1, 2, '3', null, null, null] }, 7)).toBeNull();
    expect(readProgress({ ...good, currentIndex: 8 }, 7)).toBeNull();
    expect(readProgress({ ...good, currentIndex: 1.5 }, 7)).toBeNull();
    expect(readProgress(undefined, 7)).toBeNull();
    expect(readProgress('nope', 7)).toBeNull();
  });

  it('keeps an answer at once, and lets its copy go once the write has it', async () => {
    const database = db();
    const progress = { answers: [2, null, null, null, null, null, null], currentIndex: 0, reportId: null, updatedAt: 1_000 };
    const kept = keepProgress(database, 'anxiety', progress);
    expect(pendingChange(database.name, 'assessmentProgress', 'anxiety')?.value).toEqual(progress);

    // A later answer was kept meanwhile: the earlier write leaves it in place.
    const later = { ...progress, currentIndex: 1, updatedAt: 1_500 };
    const keptLater = keepProgress(database, 'anxiety', later);
    await saveProgress(database, 'anxiety', progress, kept);
    expect(pendingChange(database.name, 'assessmentProgress', 'anxiety')?.value).toEqual(later);
    await saveProgress(database, 'anxiety', later, keptLater);
    expect(pendingChange(database.name, 'assessmentProgress', 'anxiety')).toBeNull();
  });

  it('moves answers kept by a tab closed before their write into the table, unless a newer row or a changed test says otherwise', async () => {
    const database = db();
    await saveProgress(database, 'anxiety', { answers: [2, null, null, null, null, null, null], currentIndex: 1, reportId: null, updatedAt: 1_000 });
    const closedTab = { answers: [2, 3, null, null, null, null, null], currentIndex: 1, reportId: null, updatedAt: 2_000 };
    keepProgress(database, 'anxiety', closedTab);
    expect(await loadProgress(database, 'anxiety', 7)).toEqual(closedTab);
    expect(readProgress(await database.assessmentProgress.get('anxiety'), 7)).toEqual(closedTab);
    expect(pendingChange(database.name, 'assessmentProgress', 'anxiety')).toBeNull();

    keepProgress(database, 'anxiety', { ...closedTab, currentIndex: 0, updatedAt: 1_500 });
    expect(await loadProgress(database, 'anxiety', 7)).toEqual(closedTab);
    expect(pendingChange(database.name, 'assessmentProgress', 'anxiety')).toBeNull();

    // Kept for a test of another length (the app was updated since): a fresh start beats a wrong score.
    keepProgress(database, 'depression', { answers: [1, 2], currentIndex: 1, reportId: null, updatedAt: 3_000 });
    expect(await loadProgress(database, 'depression', 21)).toBeNull();
    expect(pendingChange(database.name, 'assessmentProgress', 'depression')).toBeNull();
  });

  it('forgets kept answers when the visitor starts over', () => {
    const database = db();
    keepProgress(database, 'anxiety', { answers: [2, null, null, null, null, null, null], currentIndex: 0, reportId: null, updatedAt: 1 });
    dropKeptProgress(database, 'anxiety');
    expect(localStorage.length).toBe(0);
  });
});
