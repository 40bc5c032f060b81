import { afterEach, describe, expect, it } from 'vitest';
import { clearProgress, loadProgress, readProgress, saveProgress } from './assessment-progress';
import type { SaathiDb } from './db';
import { freshDb } from './test-support';

const opened: SaathiDb[] = [];

function db(): SaathiDb {
  const database = freshDb();
  opened.push(database);
  return database;
}

afterEach(() => {
  for (const database of opened.splice(0)) database.close();
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
});
