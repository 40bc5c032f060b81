import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS } from '../../src/domain/assessments/answer-options';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { launchBrowser, openPhonePage } from './browser';
import { withDatabase } from './harness';
import { startServerProcess, type RunningServer } from './server-process';

// The crisis follow-up's journey: a visitor's risky result, sent from the real assessment page,
// reaches the queue, and a support member signs in, finds it and records the call.

const root = new URL('../..', import.meta.url).pathname;
const supportPassword = randomBytes(12).toString('base64url');
const QUESTIONS = assessmentOf('general-health').questions;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess({ ADMIN_PASSWORD: randomBytes(12).toString('base64url') });
  const created = spawnSync(process.execPath, ['--enable-source-maps', 'dist-node/admin-create.js', '--username', 'nisha-support', '--role', 'support'], {
    cwd: root,
    env: { ...process.env, ...server.dataEnv },
    input: `${supportPassword}\n`,
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Answers every question "Not at all" but the self-harm one, "Several days": a low score, and risky. */
async function answerAll(page: Page) {
  for (const [index, question] of QUESTIONS.entries()) {
    await page.getByRole('heading', { level: 2, name: question.text, exact: true }).waitFor();
    const label = ANSWER_OPTIONS[question.safety ? 1 : 0]!.label;
    await page.getByRole('radio', { name: label, exact: true }).click();
    if (index < QUESTIONS.length - 1) await page.getByRole('heading', { level: 2, name: QUESTIONS[index + 1]!.text, exact: true }).waitFor();
  }
}

describe('the crisis follow-up queue', () => {
  it('takes a risky report sent from the assessment page, and lets support mark it contacted', async () => {
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(`${server.url}/General-Health-Tool`);
      await answerAll(page);
      await page.getByRole('button', { name: 'Complete' }).click();
      await page.getByRole('heading', { level: 2, name: 'You do not have to face this alone' }).waitFor();
      await page.getByRole('textbox', { name: /^Full name/ }).fill('Kavya Menon');
      await page.getByRole('textbox', { name: /^Contact number/ }).fill('9123456780');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('kavya@example.in');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('status').getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });

      // Support signs in and finds the person waiting, first in the queue.
      await page.goto(`${server.url}/login-saathi`);
      await page.getByLabel(/^Username/).fill('nisha-support');
      await page.getByLabel('Password').fill(supportPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Login Successful' }).waitFor();
      await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Follow-ups' }).click();
      await page.waitForURL(`${server.url}/admin/follow-ups`);
      const row = page.getByRole('row').filter({ hasText: 'Kavya Menon' });
      await row.getByText('General Health Test', { exact: false }).waitFor();
      await row.getByRole('link', { name: 'Kavya Menon' }).click();
      await page.getByText(/self-harm or suicidal thoughts/).waitFor();

      await page.getByRole('button', { name: 'Take it myself' }).click();
      await page.getByText('nisha-support has this.').waitFor();
      await page.getByLabel('Notes').fill('Called her; she is safe tonight and has the Tele-MANAS number.');
      await page.getByRole('button', { name: 'Mark as contacted' }).click();
      await page.getByText('Marked as contacted.').waitFor();

      const stored = await withDatabase(server, (db) =>
        db.all<{ state: string; first_contacted_at: string | null; notes: string; username: string }>(
          'SELECT f.state, f.first_contacted_at, f.notes, u.username FROM follow_ups f JOIN users u ON u.id = f.owner_id',
        ),
      );
      expect(stored).toEqual([
        { state: 'contacted', first_contacted_at: expect.any(String), notes: 'Called her; she is safe tonight and has the Tele-MANAS number.', username: 'nisha-support' },
      ]);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
