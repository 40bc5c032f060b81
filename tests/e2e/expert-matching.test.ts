import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser';
import { fillAdditionalInfo, fillPersonalInfo, fillSupportReason, label, SESSION_DATE, step } from './individual-wizard';
import { ownServers, storedSubmissions, withDatabase } from './harness';
import type { RunningServer } from './server-process';

// Issue 19's journey: a visitor who prefers Hindi and a female counsellor for anxiety sees only
// the experts who match and only their free times, pays, and the mail names the expert; the
// expert signs in and sees that session and nobody else's; staff reassign it and both are told.

const root = new URL('../..', import.meta.url).pathname;
const password = randomBytes(12).toString('base64url');
const adminPassword = randomBytes(12).toString('base64url');

function expertAccount(server: RunningServer, username: string, expertId: number): void {
  const result = spawnSync(
    process.execPath,
    ['--enable-source-maps', 'dist-node/admin-create.js', '--username', username, '--role', 'expert', '--expert', String(expertId)],
    { cwd: root, env: { ...process.env, ...server.dataEnv }, input: `${password}\n`, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
}

async function expertIdOf(server: RunningServer, name: string): Promise<number> {
  const expert = await withDatabase(server, (db) => db.get<{ id: number }>('SELECT id FROM experts WHERE name = ?', [name]));
  if (!expert) throw new Error(`No expert named ${name}`);
  return expert.id;
}

async function signIn(page: Page, server: RunningServer, username: string, secret: string) {
  await page.goto(`${server.url}/login-saathi`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Login Successful' }).waitFor({ timeout: 15_000 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.getByText(/Logged in as/).count()).toBe(0);
}

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
    const server = await servers.start({ ADMIN_PASSWORD: adminPassword });
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

      const [booking] = await storedSubmissions(server, 'individual');
      expect(booking?.status).toBe('Paid');
      const { session, mail } = await withDatabase(server, async (db) => ({
        session: await db.get('SELECT e.name, s.state FROM expert_sessions s JOIN experts e ON e.id = s.expert_id WHERE s.submission_id = ?', [booking!.id]),
        mail: await db.get<{ html: string }>("SELECT html FROM mail_outbox WHERE to_address = 'asha@example.in' AND subject LIKE '%is booked'"),
      }));
      expect(session).toEqual({ name: 'Meera Krishnan', state: 'confirmed' });
      expect(mail?.html).toContain('Your expert');
      expect(mail?.html).toContain('Meera Krishnan');

      // Each expert sees their own sessions only.
      expertAccount(server, 'meera', await expertIdOf(server, 'Meera Krishnan'));
      expertAccount(server, 'farah', await expertIdOf(server, 'Farah Siddiqui'));
      await signIn(page, server, 'meera', password);
      await page.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: /Join the individual session at 10:30 AM/ }).waitFor();
      await signOut(page);
      await signIn(page, server, 'farah', password);
      await page.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor({ timeout: 15_000 });
      await page.getByText('No upcoming sessions.').waitFor();
      await signOut(page);

      // Staff hand the session to Farah, free on Wednesday mornings; she and the visitor are told.
      await withDatabase(server, (db) => db.run("UPDATE experts SET email = 'farah@example.in' WHERE name = 'Farah Siddiqui'"), { writable: true });
      await signIn(page, server, 'admin', adminPassword);
      await page.goto(`${server.url}/admin/schedule`);
      await page.getByLabel('Date').fill(SESSION_DATE);
      await page.getByRole('button', { name: 'Change expert' }).click();
      await page.getByLabel('Expert', { exact: true }).selectOption({ label: 'Farah Siddiqui' });
      await page.getByLabel('Reason').fill('Meera is unwell that week');
      // By keyboard, as a staff member on a phone would after typing the reason.
      await page.getByRole('button', { name: 'Assign', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('cell', { name: 'Farah Siddiqui' }).waitFor({ timeout: 15_000 });
      await signOut(page);
      await signIn(page, server, 'farah', password);
      await page.getByRole('link', { name: /Join the individual session at 10:30 AM/ }).waitFor({ timeout: 15_000 });

      const { told, audit } = await withDatabase(server, async (db) => ({
        told: await db.all<{ to_address: string; html: string }>(
          "SELECT to_address, html FROM mail_outbox WHERE subject LIKE '%expert%' OR to_address = 'farah@example.in' ORDER BY id",
        ),
        audit: await db.all("SELECT action, reason FROM staff_actions WHERE action LIKE 'expert_%assign'"),
      }));
      expect(told.map((mail) => mail.to_address).sort()).toEqual(['asha@example.in', 'farah@example.in']);
      expect(told.find((mail) => mail.to_address === 'asha@example.in')?.html).toContain('Farah Siddiqui');
      expect(audit).toEqual([{ action: 'expert_reassign', reason: 'Meera is unwell that week' }]);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
