import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser';
import { startServerProcess, type RunningServer } from './server-process';

const root = new URL('../..', import.meta.url).pathname;
const adminPassword = randomBytes(12).toString('base64url');
const supportPassword = randomBytes(12).toString('base64url');
const editorPassword = randomBytes(12).toString('base64url');
let server: RunningServer;
let browser: Browser;

function createStaff(username: string, role: string, password: string): void {
  const result = spawnSync(process.execPath, ['--enable-source-maps', 'dist-node/admin-create.js', '--username', username, '--role', role], {
    cwd: root,
    env: { ...process.env, ...server.dataEnv },
    input: `${password}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
}

beforeAll(async () => {
  server = await startServerProcess({ ADMIN_PASSWORD: adminPassword });
  createStaff('asha-support', 'support', supportPassword);
  createStaff('ravi-editor', 'editor', editorPassword);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/login-saathi`);
  await page.getByLabel(/^Username/).fill(` ${username} `);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Login Successful' }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => page.getByText(/Logged in as/).count()).toBe(0);
}

describe('the staff area', () => {
  it('hides itself from visitors, lets support find and delete a submission, keeps the editor out of lists, and lets the admin publish', async () => {
    const phone = '9812345678';
    const submitted = await fetch(`${server.url}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ fullName: 'Meera Joshi', email: 'meera@example.in', phoneNumber: phone, subject: 'Evening sessions', message: 'Are evenings possible?' }),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };

    const { context, page, problems } = await openPhonePage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      // A visitor meets the not-found page, and the login page says the one spec message.
      await page.goto(`${server.url}/admin/admin-dashboard`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await page.goto(`${server.url}/login-saathi`);
      await page.getByLabel(/^Username/).fill('admin');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
      // Staff pages have a frame of their own: no public header or footer, and no cookie banner
      // (so nothing there can load the ad pixel), before and after sign-in.
      expect(await page.locator('.cookie-banner').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Book a Session' }).count()).toBe(0);

      // Support: finds the submission by phone, opens it, deletes it.
      await signIn(page, 'asha-support', supportPassword);
      await page.waitForURL(`${server.url}/admin/responses/individual-responses`);
      await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Contact Form Responses' }).waitFor();
      expect(await page.locator('.cookie-banner, footer').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Book a Session' }).count()).toBe(0);
      await page.goto(`${server.url}/admin/responses/contact-form-responses`);
      await page.getByRole('searchbox').fill(phone.slice(3, 8));
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('9812 345 678').waitFor();
      await page.getByRole('link', { name: 'View Details' }).click();
      await page.waitForURL(`${server.url}/admin/responses/contact-form-responses/${id}`);
      await page.getByRole('heading', { name: 'Message Details' }).waitFor();
      await page.getByText('Are evenings possible?').waitFor();
      // Fields under the labels people read, not the record's keys.
      await page.getByRole('term').filter({ hasText: /^Phone number$/ }).waitFor();
      expect(await page.getByText('phoneNumber', { exact: true }).count()).toBe(0);
      await page.getByText(`Submission ID: ${id}`).waitFor();
      await page.getByRole('link', { name: 'Back to List' }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No consultations found').waitFor();
      await page.getByText('Logged in as: asha-support (support)').waitFor();
      await signOut(page);

      // Editor: blog management, but no lists.
      await signIn(page, 'ravi-editor', editorPassword);
      await page.waitForURL(`${server.url}/admin/blog-management`);
      await page.goto(`${server.url}/admin/responses/individual-responses`);
      await page.getByText("You don't have permission to access this page.").waitFor();
      await page.goto(`${server.url}/`);
      await signOut(page);

      // Admin: dashboard, then publishes a post that appears on /blogs.
      await signIn(page, 'admin', adminPassword);
      await page.waitForURL(`${server.url}/admin/admin-dashboard`);
      await page.getByRole('img', { name: /Submissions per day/ }).waitFor();
      await page.goto(`${server.url}/admin/blog-management`);
      await page.getByLabel(/^Title/).fill('Evening calm routines');
      await page.getByLabel(/^URL/).fill('evening calm routines');
      await page.getByLabel(/^Featured image URL/).fill(`${server.url}/icons/logo.svg`);
      // The rich-text editor: type, select all, Bold from the toolbar.
      const editor = page.getByRole('textbox', { name: /^Content/ });
      await editor.click();
      await page.keyboard.type('Wind down slowly.');
      await page.keyboard.press('Control+A');
      await page.getByRole('button', { name: 'Bold' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
      // The raw HTML view shows the editor's markup and takes hand-written HTML.
      await page.getByRole('button', { name: 'Edit HTML' }).click();
      const source = page.getByRole('textbox', { name: /^Content/ });
      const written = await source.inputValue();
      expect(written).toMatch(/<strong>Wind down slowly\.<\/strong>/);
      await source.fill(`${written}<p>Breathe out. <a href="javascript:window.hacked=2">more</a></p><script>window.hacked = 1</script>`);
      await page.getByRole('button', { name: 'Edit HTML' }).click();
      await page.getByRole('textbox', { name: /^Content/ }).getByText('Breathe out.').waitFor();
      // The preview shows the server's sanitised HTML.
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByText('Breathe out.').waitFor();
      await preview.getByRole('heading', { name: 'Evening calm routines' }).waitFor();
      expect(await preview.locator('script, [href^="javascript"], img.is-fallback').count()).toBe(0);
      expect(await preview.locator('img.blog-post__image').getAttribute('src')).toBe(`${server.url}/icons/logo.svg`);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Blog post created successfully!').waitFor();
      await page.goto(`${server.url}/blogs`);
      await page.getByRole('link', { name: /Evening calm routines/ }).first().click();
      await page.waitForURL(`${server.url}/blog/evening-calm-routines`);
      await page.getByText('Wind down slowly.').waitFor();
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      await signOut(page);

      const me = await page.evaluate(() => fetch('/api/auth/me').then((res) => res.status));
      expect(me).toBe(401);
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('keeps /test/form from visitors, and lets the admin create a meeting and pay the ₹1 test payment through the gateway', async () => {
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(`${server.url}/test/form`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

      await signIn(page, 'admin', adminPassword);
      await page.waitForURL(`${server.url}/admin/admin-dashboard`);
      await page.getByRole('main').getByRole('link', { name: 'Payments' }).waitFor();

      // The meeting tool: a link back, invitations queued.
      await page.goto(`${server.url}/test/form`);
      await page.getByLabel('Title').fill('Team check-in');
      await page.getByLabel('Start (IST)').fill('2030-01-15T10:30');
      expect(await page.getByLabel('End (IST)').inputValue()).toBe('2030-01-15T11:00');
      await page.getByLabel('Attendee e-mail').fill('Team@Example.IN');
      await page.getByRole('button', { name: 'Add attendee' }).click();
      await page.getByText('team@example.in').waitFor();
      await page.getByRole('button', { name: 'Create meeting' }).click();
      await page.getByText('Meeting created.', { exact: false }).waitFor();
      await page.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// }).waitFor();

      // The ₹1 test payment: sandbox gateway, back to the status page, listed under Payments.
      await page.goto(`${server.url}/admin/testPage`);
      await page.getByRole('button', { name: 'Pay ₹1 (test)' }).click();
      await page.waitForURL(/\/pay\/sandbox\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment-status/);
      await page.getByRole('heading', { name: 'Thank You' }).waitFor();
      await page.getByText('This was a staff test payment: nothing was booked and no e-mail was sent.').waitFor();
      await page.goto(`${server.url}/admin/responses/payment`);
      await page.getByText('Staff test payment (₹1)').waitFor();
      await page.getByRole('link', { name: 'View Details' }).click();
      await page.getByRole('columnheader', { name: 'Field' }).waitFor();
      await page.getByRole('cell', { name: 'SUCCESS' }).waitFor();
      await page.goto(`${server.url}/`);
      await signOut(page);
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
