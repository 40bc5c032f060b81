import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS } from '../../src/domain/assessments/answer-options';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { launchBrowser, openPhonePage } from './browser';
import { ownServers, reloadUnderServiceWorker } from './harness';

// The history that stays on the device: three anxiety tests on one phone draw three points,
// the history opens again with no network, and "erase all" on /my-data leaves nothing behind.

const QUESTIONS = assessmentOf('anxiety').questions.map((question) => question.text);
// Scores 3 (minimal), 10 (moderate) and 6 (mild).
const RUNS = [
  [0, 1, 0, 1, 0, 0, 1],
  [2, 2, 1, 2, 1, 1, 1],
  [1, 1, 1, 1, 1, 1, 0],
] as const;

let browser: Browser;
const servers = ownServers();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await servers.stopAll();
  await browser?.close();
});

function questionHeading(page: Page, index: number) {
  return page.getByRole('heading', { level: 2, name: QUESTIONS[index], exact: true });
}

/** Answers every question (the page moves on by itself), then asks for the result. */
async function takeTest(page: Page, answers: readonly number[]) {
  for (const [index, score] of answers.entries()) {
    await questionHeading(page, index).waitFor();
    await page.getByRole('radio', { name: ANSWER_OPTIONS.find((option) => option.score === score)!.label, exact: true }).click();
    if (index < answers.length - 1) await questionHeading(page, index + 1).waitFor();
  }
  await page.getByRole('button', { name: 'Complete' }).click();
  const total = answers.reduce((sum, score) => sum + score, 0);
  await page.getByRole('img', { name: `Your score: ${total} out of 21` }).waitFor();
}

/** What the page's own storage holds: rows of the device database's history, and our localStorage keys. */
function deviceHolds(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('saathi');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('count failed'));
      });
    const rows = { history: await count('assessmentHistory'), progress: await count('assessmentProgress'), drafts: await count('drafts') };
    db.close();
    const pending = Object.keys(localStorage).filter((key) => key.startsWith('saathi-pending:'));
    return { ...rows, pending };
  });
}

describe('the self-assessment history on one device', () => {
  it('draws three tests as three points, opens offline after a reload, and is gone after erase all', { timeout: 120_000 }, async () => {
    const server = await servers.start();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(`${server.url}/Anxiety-Disorder-Tool`);
      await reloadUnderServiceWorker(page);

      for (const [run, answers] of RUNS.entries()) {
        if (run > 0) await page.getByRole('button', { name: 'Take Assessment Again' }).click();
        await takeTest(page, answers);
      }

      await page.getByRole('link', { name: 'Your earlier results on this device' }).click();
      await page.waitForURL(`${server.url}/self-assessment/anxiety/history`);
      await page.getByRole('table', { name: 'Each result, oldest first' }).waitFor();
      expect(await page.locator('.history-chart__point').count()).toBe(3);
      expect(await page.getByRole('row').count()).toBe(4);
      await page.getByText('Score up by 7. Result changed from “Minimal”').waitFor();
      await page.getByText('Score down by 4. Result changed from “Moderate”').waitFor();

      // No network: the page comes from the service worker, the results from the device.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('table', { name: 'Each result, oldest first' }).waitFor();
      expect(await page.locator('.history-chart__point').count()).toBe(3);

      await page.getByRole('link', { name: 'All your data on this device' }).click();
      await page.waitForURL(`${server.url}/my-data`);
      await page.getByText(/Anxiety Test: 3 results, the last on/).waitFor();
      await page.getByRole('button', { name: 'Erase all data on this device' }).click();
      await page.getByRole('button', { name: 'Yes, erase all' }).click();
      await page.getByText('Everything this device kept for you has been erased.').waitFor();
      await page.getByText('This device keeps nothing for you.').waitFor();
      expect(await deviceHolds(page)).toEqual({ history: 0, progress: 0, drafts: 0, pending: [] });

      // Still gone after a reload, still offline.
      await page.goto(`${server.url}/self-assessment/anxiety/history`);
      await page.getByText('There are no results of this test on this device yet.').waitFor();
      expect(await page.locator('.history-chart__point').count()).toBe(0);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
