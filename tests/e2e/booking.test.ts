import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser';
import { fillAdditionalInfo, fillPersonalInfo, fillSubmission, fillSupportReason, label, SESSION_DATE, step } from './individual-wizard';
import { ownServers, reloadUnderServiceWorker, storedSubmissions } from './harness';

const SAVED_OFFLINE = /Your booking is saved on this device and will be sent automatically/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await servers.stopAll();
  await browser?.close();
});

const servers = ownServers();
const ownServer = () => servers.start();

/** Opens a wizard and waits until the service worker controls the page (as on a second visit). */
async function openWizard(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 2, name: /Step 1 of/ }).waitFor();
  await reloadUnderServiceWorker(page);
  await page.getByRole('heading', { level: 2, name: /Step 1 of/ }).waitFor();
}


/** Reload, as after closing the tab and coming back: the wizard offers the draft back. */
async function reloadAndContinue(page: Page, stepName: RegExp) {
  // Let the debounced draft save land (it is also flushed on pagehide).
  await page.waitForTimeout(600);
  await page.reload();
  await page.getByRole('button', { name: 'Continue where you left off' }).click();
  await step(page, stepName);
}

describe('booking wizards in a real browser', () => {
  it('individual: resumes at step 3 after a reload, submits offline, reaches payment once online, stored once', async () => {
    const server = await ownServer();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await openWizard(page, `${server.url}/individual_therapy`);
      await fillPersonalInfo(page);
      await fillSupportReason(page);

      await reloadAndContinue(page, /Step 3 of 6: Additional Info/);
      await fillAdditionalInfo(page);
      await fillSubmission(page);

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(SAVED_OFFLINE).waitFor();
      expect(await storedSubmissions(server, 'individual')).toHaveLength(0);

      await context.setOffline(false);
      await step(page, /Step 5 of 6: Scheduling & Payment/);
      await page.waitForTimeout(1_500);
      const stored = await storedSubmissions(server, 'individual');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'Pending', payload: { name: 'Asha Rao', contactNo: '9876543210', paymentstatus: 'Pending' } });

      // Step 5 sets the session on the same record, then hands off to the payment page.
      await page.getByRole('radio', { name: /40 minutes/ }).check();
      await label(page, 'Session date').fill(SESSION_DATE);
      await label(page, 'Session time (IST)').selectOption('10:30 AM');
      await page.getByRole('button', { name: 'Confirm & Pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor({ timeout: 15_000 });
      await page.getByText('₹799').waitFor();
      const updated = await storedSubmissions(server, 'individual');
      expect(updated).toHaveLength(1);
      expect(updated[0]?.payload).toMatchObject({ sessionDuration: 'individual-40', sessionDate: SESSION_DATE, sessionTime: '10:30 AM - 11:10 AM' });
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('couple: resumes at step 3 after a reload, submits offline, reaches payment once online, stored once', async () => {
    const server = await ownServer();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await openWizard(page, `${server.url}/couple_therapy`);
      await label(page, 'Your name').fill('Ravi Kumar');
      await label(page, "Partner's name").fill('Meera Kumar');
      await label(page, 'Email').fill('ravi@example.in');
      await label(page, 'City').fill('Chennai');
      await label(page, 'Contact number').fill('9876543211');
      await label(page, 'Your profession').selectOption('Professional');
      await label(page, "Partner's profession").selectOption('Self-employed');
      await label(page, 'Relationship status').selectOption('Married');
      await step(page, /Step 2 of 6: Therapy Goals/);
      await label(page, 'Primary concern').selectOption('Communication issues');
      await page.getByRole('checkbox', { name: 'Improve communication' }).check();
      await step(page, /Step 3 of 6: Additional Info/);

      await reloadAndContinue(page, /Step 3 of 6: Additional Info/);
      await page.getByRole('radio', { name: 'No', exact: true }).check();
      await label(page, 'Preferred language').selectOption('English');
      await step(page, /Step 4 of 6: Submission/);

      await label(page, 'Session date').fill(SESSION_DATE);
      await label(page, 'Session time (IST)').selectOption('6 PM to 9 PM');
      await page.getByRole('radio', { name: 'No', exact: true }).check();
      await label(page, 'How did you hear about us?').selectOption('Word of mouth');
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('checkbox', { name: /starting from ₹1,499/ }).check();

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(SAVED_OFFLINE).waitFor();
      expect(await storedSubmissions(server, 'couple')).toHaveLength(0);

      await context.setOffline(false);
      await step(page, /Step 5 of 6: Payment/);
      await page.waitForTimeout(1_500);
      const stored = await storedSubmissions(server, 'couple');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        status: 'Pending',
        payload: { name: 'Ravi Kumar', partnerName: 'Meera Kumar', sessionDate: SESSION_DATE, sessionTime: '6 PM to 9 PM' },
      });

      await page.getByRole('radio', { name: /60 minutes session/ }).check();
      await page.getByRole('button', { name: 'Confirm & Pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor({ timeout: 15_000 });
      await page.getByText('₹1,499').waitFor();
      expect(await storedSubmissions(server, 'couple')).toHaveLength(1);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
