import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, workshopRegistration } from '../support/fixtures';
import { launchBrowser, openPhonePage } from './browser';
import { withDatabase } from './harness';
import { startServerProcess, type RunningServer } from './server-process';

// A visitor's erasure (issue 23) end to end: what they left (a paid workshop pass and a contact
// message) is on the server; they ask for erasure, follow the link mailed to them in Chromium and
// confirm; the records are gone, the payment keeps only what accounting needs, and one audit row
// says an erasure was done without saying whose.

const MEERA = 'meera@example.in';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A workshop pass bought through the sandbox, and a contact message: all under Meera's address. */
async function leaveRecords(): Promise<string> {
  const registered = await post('/api/events/art-therapy-workshop/registrations', workshopRegistration({ email: MEERA }), { 'Idempotency-Key': randomUUID() });
  expect(registered.status).toBe(201);
  const { id, token } = registered.body as { id: number; token: string };
  const started = await post('/api/payments', { purpose: 'workshop', kind: 'workshop-registration', id, option: 'workshop-single' }, { Authorization: `Bearer ${token}` });
  expect(started.status).toBe(201);
  const txn = started.body.merchantTransactionId as string;
  const chosen = await fetch(`${server.url}/pay/sandbox/${txn}`, { method: 'POST', body: new URLSearchParams({ outcome: 'SUCCESS' }), redirect: 'manual' });
  expect(chosen.status).toBe(303);
  await fetch(`${server.url}/api/payments/${txn}/status`);
  expect((await post('/api/submissions/contact', contactMessage({ email: MEERA }), { 'Idempotency-Key': randomUUID() })).status).toBe(201);
  return txn;
}

describe('an erasure asked for and confirmed through the mailed link', () => {
  it('removes the records, redacts the payment and is audited', async () => {
    const txn = await leaveRecords();
    const before = await withDatabase(server, (db) =>
      db.get<{ amount_paise: number; transaction_id: string | null; created_at: string; state: string }>(
        'SELECT amount_paise, transaction_id, created_at, state FROM payments WHERE merchant_transaction_id = ?',
        [txn],
      ),
    );
    expect(before?.state).toBe('SUCCESS');

    expect((await post('/api/data-requests', { email: MEERA, type: 'erase' })).status).toBe(202);
    const mail = await withDatabase(server, (db) => db.get<{ text: string }>("SELECT text FROM mail_outbox WHERE to_address = ? AND text LIKE '%/data-request/%'", [MEERA]));
    const path = /\/data-request\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    if (!path) throw new Error('No link in the mail');

    const { context, page, problems } = await openPhonePage(browser);
    try {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: 'Confirm your request' }).waitFor();
      // Opening the link did nothing yet.
      expect(await withDatabase(server, (db) => db.get<{ n: number }>('SELECT COUNT(*) AS n FROM submissions WHERE email = ?', [MEERA]))).toEqual({ n: 2 });
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: 'Your data has been erased' }).waitFor();
      await page.getByText('2 forms and reports deleted.').waitFor();
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }

    await withDatabase(server, async (db) => {
      expect(await db.get('SELECT COUNT(*) AS n FROM submissions WHERE lower(email) = ?', [MEERA])).toEqual({ n: 0 });
      expect(await db.get('SELECT amount_paise, transaction_id, created_at, state, name, email, phone FROM payments WHERE merchant_transaction_id = ?', [txn])).toEqual({
        ...before,
        name: null,
        email: null,
        phone: null,
      });
      expect(await db.get('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?', [MEERA])).toEqual({ n: 0 });
      const audit = await db.all<Record<string, unknown>>('SELECT staff_username, kind FROM deletion_audit');
      expect(audit).toEqual([{ staff_username: 'data-request', kind: 'data_requests' }]);
      expect(JSON.stringify(await db.all('SELECT * FROM data_requests'))).not.toContain(MEERA);
    });
  });
});
