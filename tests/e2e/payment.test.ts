import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIndianCalendarDate } from '../../src/domain/ist';
import { launchBrowser, openPhonePage } from './browser';
import { bookAndConfirm, SESSION_DATE } from './individual-wizard';
import { ownServers, storedSubmissions, withDatabase } from './harness';
import type { RunningServer } from './server-process';

let browser: Browser;
const servers = ownServers();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await servers.stopAll();
  await browser?.close();
});

type Mail = { to_address: string; subject: string; html: string; attachments: string | null };

function read(server: RunningServer) {
  return withDatabase(server, async (db) => ({
    payments: await db.all('SELECT state, amount_paise, meeting_link FROM payments'),
    mails: await db.all<Mail>(
      "SELECT to_address, subject, html, attachments FROM mail_outbox WHERE subject NOT LIKE '%booking request received%' AND subject NOT LIKE '%new consultation%' ORDER BY id",
    ),
  }));
}

async function expectPaidOnce(server: RunningServer) {
  const [booking] = await storedSubmissions(server, 'individual');
  expect(booking?.status).toBe('Paid');
  const link = booking?.payload.meetLink as string;
  expect(link).toMatch(/^https:\/\/meet\.jit\.si\/Saathi-[0-9a-f]{32}$/);
  const { payments, mails } = await read(server);
  expect(payments).toEqual([{ state: 'SUCCESS', amount_paise: 99_900, meeting_link: link }]);
  expect(mails).toHaveLength(4);
  const sessionMails = mails.filter((mail) => /session/.test(mail.subject));
  expect(sessionMails.map((mail) => mail.to_address).sort()).toEqual(['asha@example.in', 'team@saathi.example']);
  for (const mail of sessionMails) {
    expect(mail.html).toContain(link);
    // The date as people read it ("Friday, 27 November 2026"), never as stored.
    expect(mail.subject).toContain(` on ${formatIndianCalendarDate(SESSION_DATE)}`);
    expect(mail.html).toContain(`>${formatIndianCalendarDate(SESSION_DATE)}</td>`);
    expect(`${mail.subject}${mail.html}`).not.toContain(SESSION_DATE);
    const [invite] = JSON.parse(mail.attachments ?? '[]') as { content: string }[];
    expect(invite?.content).toContain('METHOD:REQUEST');
    expect(invite?.content).toContain(`DTSTART:${SESSION_DATE.replace(/-/g, '')}T050000Z`);
    expect(invite?.content).toContain(`DTEND:${SESSION_DATE.replace(/-/g, '')}T060000Z`);
  }
}

describe('paying for a booking in a real browser (sandbox provider)', () => {
  it('Confirm & Pay, Pay on the sandbox page, Thank You; booking Paid, one payment, mails once', async () => {
    const server = await servers.start();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await bookAndConfirm(page, server.url);
      await page.getByText('₹999').waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/payment-status\?transactionid=/);
      await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 15_000 });
      await page.getByText('Your Payment is received Successfully').waitFor();
      // A reload polls again and changes nothing.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 15_000 });
      await expectPaidOnce(server);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Leave pending shows Processing; paying later turns the page to Thank You by polling', async () => {
    const server = await servers.start();
    const { context, page } = await openPhonePage(browser);
    try {
      await bookAndConfirm(page, server.url);
      await page.getByText('₹999').waitFor();
      const sandboxUrl = page.url();
      await page.getByRole('button', { name: 'Leave pending' }).click();
      await page.waitForURL(/\/payment-status\?transactionid=/);
      await page.getByRole('heading', { level: 1, name: 'Payment Processing' }).waitFor({ timeout: 15_000 });

      const later = await context.newPage();
      await later.goto(sandboxUrl);
      await later.getByRole('button', { name: 'Pay', exact: true }).click();
      await later.waitForURL(/\/payment-status/);
      await later.close();

      // The first check after 20 s (spec §9) finds the payment done.
      await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 30_000 });
      await expectPaidOnce(server);
    } finally {
      await context.close();
    }
  });
});
