import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentOf } from '../../src/domain/assessments/registry';
import hindi from '../../src/domain/assessments/words.hi';
import { launchBrowser, openPhonePage } from './browser';
import { ownServers, reloadUnderServiceWorker, storedSubmissions, withDatabase } from './harness';

// The journey in Hindi: switch to Hindi, take a self-assessment with no network to the
// end, and once online the report arrives once, stored in English, with the visitor's mail in Hindi.

const QUESTIONS = hindi.tests.anxiety.questions;
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

type MailRow = { to_address: string; subject: string; text: string };

describe('a self-assessment in Hindi in a real browser', () => {
  it('switches to Hindi, works offline to the end, and sends the report once with a Hindi mail to the visitor', async () => {
    const server = await servers.start();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(server.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'हिंदी' }).click();
      await page.waitForURL(`${server.url}/hi/`);

      await page.goto(`${server.url}/hi/Self-Assessment-Tool`);
      await page.getByRole('heading', { level: 1, name: 'सेल्फ़-असेसमेंट टेस्ट' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await reloadUnderServiceWorker(page);

      await context.setOffline(true);
      await page.getByRole('link', { name: 'एंग्ज़ायटी डिसऑर्डर', exact: true }).click();
      await page.waitForURL(`${server.url}/hi/Anxiety-Disorder-Tool`);
      await page.getByRole('heading', { level: 1, name: 'एंग्ज़ायटी टेस्ट' }).waitFor();
      for (const [index, score] of ANSWERS.entries()) {
        await questionHeading(page, index).waitFor();
        await page.getByRole('radio', { name: hindi.answers[score], exact: true }).click();
        if (index < QUESTIONS.length - 1) await questionHeading(page, index + 1).waitFor();
      }
      await page.getByRole('button', { name: 'पूरा करें' }).click();

      await page.getByRole('heading', { level: 2, name: 'आपको यह सब अकेले नहीं झेलना है' }).waitFor();
      await page.getByRole('img', { name: 'आपका स्कोर: 21 में से 15' }).waitFor();
      await page.getByText(hindi.tests.anxiety.bands.severe!.label, { exact: true }).waitFor();
      expect(await page.locator('a[href="tel:14416"]').first().isVisible()).toBe(true);

      await page.getByRole('textbox', { name: /^पूरा नाम/ }).fill('Asha Verma');
      await page.getByRole('textbox', { name: /^फ़ोन नंबर/ }).fill('9876543210');
      await page.getByRole('textbox', { name: /^ई-मेल/ }).fill('asha@example.in');
      await page.getByRole('button', { name: 'भेजें', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'शुक्रिया' }).waitFor();
      await page.getByText(hindi.tests.anxiety.bands.severe!.interpretation).waitFor();
      expect(await storedSubmissions(server, 'anxiety')).toHaveLength(0);

      await context.setOffline(false);
      await expect.poll(async () => (await storedSubmissions(server, 'anxiety')).length, { timeout: 30_000 }).toBe(1);
      // Give any second sender (the service worker's Background Sync) the chance to misbehave.
      await page.waitForTimeout(1_500);

      const reports = await storedSubmissions(server, 'anxiety');
      expect(reports).toHaveLength(1);
      // Staff read the spec's English, whatever the visitor's language.
      expect(reports[0]!.payload).toMatchObject({
        score: 15,
        responses: expect.arrayContaining([{ question: assessmentOf('anxiety').questions[0]!.text, answer: 'Nearly every day' }]),
        detailedAssessment: { interpretationCategory: 'Severe' },
      });
      const mails = await withDatabase(server, (db) => db.all<MailRow>('SELECT to_address, subject, text FROM mail_outbox ORDER BY id'));
      expect(mails).toHaveLength(2);
      const toVisitor = mails.find((mail) => mail.to_address === 'asha@example.in')!;
      expect(toVisitor.subject).toMatch(/सेल्फ़-असेसमेंट रिपोर्ट/);
      expect(toVisitor.text).toContain('नमस्ते Asha Verma,');
      expect(toVisitor.text).toContain(hindi.tests.anxiety.bands.severe!.interpretation);
      expect(toVisitor.text).toContain('Tele-MANAS: 14416');
      const toTeam = mails.find((mail) => mail.to_address !== 'asha@example.in')!;
      expect(toTeam.subject).toMatch(/new Anxiety Test report/);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
