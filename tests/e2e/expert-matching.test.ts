import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser';
import { fillAdditionalInfo, fillPersonalInfo, fillSupportReason, label, SESSION_DATE, step } from './individual-wizard';
import { ownServers, storedSubmissions } from './harness';

// Issue 19's journey: a visitor who prefers Hindi and a female counsellor for anxiety sees only
// the experts who match and only their free times, pays, and the mail names the expert.

let browser: Browser;
const servers = ownServers();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await servers.stopAll();
  await browser?.close();
});

describe('matching a visitor with an expert in a real browser', () => {
  it('offers the matching experts and their free times; the paid session and its mail name the expert', async () => {
    const server = await servers.start();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(`${server.url}/individual_therapy`);
      await step(page, /Step 1 of 6/);
      await fillPersonalInfo(page);
      await fillSupportReason(page);
      await fillAdditionalInfo(page);
      await page.getByRole('radio', { name: 'Female' }).check();
      await page.getByRole('radio', { name: 'Prefer not to say' }).check();
      await label(page, 'How did you hear about us?').selectOption('Instagram');
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('checkbox', { name: /ready to invest in my mental health/ }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await step(page, /Step 5 of 6: Scheduling & Payment/);

      // Only the Hindi-speaking women among the demo experts; the first shares the concern.
      const choice = page.getByRole('group', { name: 'Your expert' });
      await choice.getByRole('radio', { name: 'Meera Krishnan' }).waitFor({ timeout: 15_000 });
      const offered = await choice.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-labelledby')));
      expect(offered).toHaveLength(4);
      for (const name of ['Harpreet Kaur', 'Farah Siddiqui']) await expect(choice.getByRole('radio', { name }).count()).resolves.toBe(1);
      for (const name of ['Arjun Mehta', 'Rohan Das', 'Kavya Iyer']) await expect(choice.getByRole('radio', { name }).count()).resolves.toBe(0);
      await expect(choice.getByText('Works with stress and anxiety').count()).resolves.toBe(1);

      await choice.getByRole('radio', { name: 'Meera Krishnan' }).check();
      await page.getByRole('radio', { name: /60 minutes/ }).check();
      await label(page, 'Session date').fill(SESSION_DATE);
      // Meera works 10 AM to 6 PM on Wednesdays: an hour-long session starts by 5 PM.
      const time = label(page, 'Session time (IST)');
      await time.locator('option', { hasText: '5:00 PM' }).waitFor({ state: 'attached', timeout: 15_000 });
      const times = await time.locator('option').allTextContents();
      expect(times).toContain('10:30 AM');
      expect(times).not.toContain('5:30 PM');
      expect(times).not.toContain('8:00 PM');
      await time.selectOption('10:30 AM');
      await page.getByRole('button', { name: 'Confirm & Pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 15_000 });

      const [booking] = storedSubmissions(server, 'individual');
      expect(booking?.status).toBe('Paid');
      const db = new Database(join(server.dataDir, 'saathi.db'), { readonly: true, fileMustExist: true });
      try {
        const session = db
          .prepare('SELECT e.name, s.state FROM expert_sessions s JOIN experts e ON e.id = s.expert_id WHERE s.submission_id = ?')
          .get(booking?.id);
        expect(session).toEqual({ name: 'Meera Krishnan', state: 'confirmed' });
        const mail = db.prepare("SELECT html FROM mail_outbox WHERE to_address = 'asha@example.in' AND subject LIKE '%is booked'").get() as { html: string };
        expect(mail.html).toContain('Your expert');
        expect(mail.html).toContain('Meera Krishnan');
      } finally {
        db.close();
      }
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
