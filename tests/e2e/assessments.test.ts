import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS } from '../../src/domain/assessments/answer-options';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { launchBrowser, openPhonePage } from './browser';
import { ownServers, queuedMailCount, reloadUnderServiceWorker, storedSubmissions } from './harness';

const WAITING = 'Saved on this device. Waiting for connection — it will be sent automatically.';
const QUESTIONS = assessmentOf('anxiety').questions.map((question) => question.text);
// 3+3+3+2+2+1+1 = 15: the highest anxiety band, so the crisis lines come first.
const ANSWERS = [3, 3, 3, 2, 2, 1, 1] as const;

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

/** Chooses the answer to question `index` and waits for the page to move on by itself. */
async function answer(page: Page, index: number) {
  await questionHeading(page, index).waitFor();
  const label = ANSWER_OPTIONS.find((option) => option.score === ANSWERS[index])!.label;
  await page.getByRole('radio', { name: label, exact: true }).click();
  if (index < QUESTIONS.length - 1) await questionHeading(page, index + 1).waitFor();
}

describe('the anxiety test in a real browser', () => {
  it('works to the end with no network, resumes after a reload, and its report arrives exactly once once online', async () => {
    const server = await servers.start();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      // The one online visit: the service worker installs and takes control.
      await page.goto(`${server.url}/Self-Assessment-Tool`);
      await page.getByRole('heading', { level: 1, name: 'Self-Assessment Tools' }).waitFor();
      await reloadUnderServiceWorker(page);

      await context.setOffline(true);
      await page.getByRole('link', { name: 'Anxiety Disorder', exact: true }).click();
      await page.waitForURL(`${server.url}/Anxiety-Disorder-Tool`);
      await page.getByRole('heading', { level: 1, name: 'Anxiety Test' }).waitFor();
      for (const index of [0, 1, 2]) await answer(page, index);

      // A reload with no network in the middle: the app comes from the service worker, the answers from the device.
      await page.reload();
      await questionHeading(page, 3).waitFor();
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
      await page.getByRole('button', { name: 'Start over' }).waitFor();
      await page.getByRole('button', { name: 'Previous' }).click();
      await questionHeading(page, 2).waitFor();
      expect(await page.getByRole('radio', { name: 'Nearly every day', exact: true }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Next' }).click();

      for (const index of [3, 4, 5, 6]) await answer(page, index);
      await page.getByRole('button', { name: 'Complete' }).click();

      await page.getByRole('img', { name: 'Your score: 15 out of 21' }).waitFor();
      await page.getByText('Severe', { exact: true }).waitFor();
      await page.getByText(/a screening, not a diagnosis/).first().waitFor();
      const crisis = page.getByRole('heading', { level: 2, name: 'You do not have to face this alone' });
      await crisis.waitFor();
      expect(await page.locator('a[href="tel:14416"]').first().isVisible()).toBe(true);
      // The ring fills shortly after the result appears.
      await page.locator('.score-ring[data-filled="true"]').waitFor();

      await page.getByRole('textbox', { name: /^Full name/ }).fill('Asha Verma');
      await page.getByRole('textbox', { name: /^Contact number/ }).fill('98765 43210');
      expect(await page.getByRole('textbox', { name: /^Contact number/ }).inputValue()).toBe('9876543210');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('asha@example.in');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      await page.getByRole('heading', { level: 2, name: 'Thank You' }).waitFor();
      await page.getByText(WAITING).waitFor();
      await page.getByText(/anxiety is weighing heavily on you/).waitFor();
      expect(await storedSubmissions(server, 'anxiety')).toHaveLength(0);

      await context.setOffline(false);
      await page.getByRole('status').getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });

      // Give any second sender (the service worker's Background Sync) the chance to misbehave.
      await page.waitForTimeout(1_500);
      const reports = await storedSubmissions(server, 'anxiety');
      const mails = await queuedMailCount(server);
      expect(reports).toHaveLength(1);
      expect(reports[0]!.payload).toMatchObject({
        fullName: 'Asha Verma',
        contactNumber: '9876543210',
        email: 'asha@example.in',
        score: 15,
        detailedAssessment: { totalScore: 15, maxPossibleScore: 21, interpretationCategory: 'Severe' },
      });
      expect((reports[0]!.payload.detailedAssessment as { detailedResponses: { answerScore: number }[] }).detailedResponses.map((r) => r.answerScore)).toEqual([
        ...ANSWERS,
      ]);
      expect(mails).toBe(2);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
