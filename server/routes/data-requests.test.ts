import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/domain/staff';
import { NOW, contactMessage } from '../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import type { DataRequestListItem } from '../../src/domain/data-requests';
import { DATA_REQUEST_RECEIVED, LINK_EXPIRED, LINK_NOT_VALID, LINK_USED } from '../services/data-requests/data-requests';

// A visitor's rights over what the server holds (issue 23): a copy or an erasure asked for an
// e-mail address, confirmed through the link mailed to it. NOW is Friday 20 November 2026; the
// booking's session is a week later, so it can still be cancelled.

const ASHA = 'asha@example.in';
const HOUR = 3_600_000;

let t: TestApp;
let clock: { now: Date };
let as: StaffSessions['as'];

beforeEach(async () => {
  clock = { now: NOW };
  t = await createTestApp({ seed: true, now: () => clock.now });
  ({ as } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

const ask = (body: object) => request(t.app).post('/api/data-requests').send(body);
const confirm = (token: string) => request(t.app).post(`/api/data-requests/${token}/confirm`).send({});
const count = async (sql: string, ...params: string[]) => Number((await t.db.get<{ n: number }>(sql, params))?.n);

/** The token of the newest link mailed to the address, read as the visitor would. */
async function linkSentTo(email: string): Promise<string> {
  const mails = await t.db.all<{ text: string }>('SELECT text FROM mail_outbox WHERE to_address = ? ORDER BY id DESC', [email]);
  const token = mails.map((mail) => /\/data-request\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`No data request link mailed to ${email}`);
  return token;
}

/** A paid individual session a week ahead, booked by Asha. */
async function paidSession(): Promise<number> {
  const { id, token } = await bookIndividual(t);
  const started = await pay(t, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }).expect(201);
  await sandboxChoose(t, started.body.merchantTransactionId as string, 'SUCCESS').expect(303);
  return id;
}

const sendContact = (email: string) => request(t.app).post('/api/submissions/contact').set('Idempotency-Key', randomUUID()).send(contactMessage({ email })).expect(201);

describe('asking', () => {
  it('answers the same, and does the same work, for a known address and an unknown one', async () => {
    await sendContact(ASHA);
    const known = await ask({ email: ASHA, type: 'erase' }).expect(202);
    const unknown = await ask({ email: 'nobody@example.in', type: 'erase' }).expect(202);
    expect(known.body).toEqual({ message: DATA_REQUEST_RECEIVED });
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect(await count('SELECT COUNT(*) AS n FROM data_requests')).toBe(2);
    // Each address got its link; nothing was touched yet.
    await linkSentTo(ASHA);
    await linkSentTo('nobody@example.in');
    expect(await count('SELECT COUNT(*) AS n FROM submissions')).toBe(1);
  });

  it('keeps only a hash of the token', async () => {
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    const token = await linkSentTo(ASHA);
    expect(await count('SELECT COUNT(*) AS n FROM data_requests WHERE token_hash = ?', token)).toBe(0);
  });

  it('refuses what is not an address and a type, storing nothing', async () => {
    await ask({ email: 'not an address', type: 'copy' }).expect(400);
    await ask({ email: ASHA, type: 'sell' }).expect(400);
    await ask({ email: ASHA, type: 'copy', extra: 1 }).expect(400);
    expect(await count('SELECT COUNT(*) AS n FROM data_requests')).toBe(0);
  });
});

describe('the link', () => {
  it('works once', async () => {
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    const token = await linkSentTo(ASHA);
    await confirm(token).expect(200);
    expect((await confirm(token).expect(409)).body.error).toBe(LINK_USED);
  });

  it('is refused once expired, and a made-up one is not found', async () => {
    await ask({ email: ASHA, type: 'erase' }).expect(202);
    const token = await linkSentTo(ASHA);
    await sendContact(ASHA);
    clock.now = new Date(NOW.getTime() + 25 * HOUR);
    expect((await confirm(token).expect(410)).body.error).toBe(LINK_EXPIRED);
    expect(await count('SELECT COUNT(*) AS n FROM submissions')).toBe(1);
    expect((await confirm('x'.repeat(43)).expect(404)).body.error).toBe(LINK_NOT_VALID);
  });

  it('forgets the address of a request whose link expired unused', async () => {
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    clock.now = new Date(NOW.getTime() + 25 * HOUR);
    await ask({ email: 'other@example.in', type: 'copy' }).expect(202);
    expect(await t.db.all('SELECT email FROM data_requests ORDER BY id')).toEqual([{ email: null }, { email: 'other@example.in' }]);
  });
});

describe('a copy', () => {
  it('holds every record for the address, and nobody else’s', async () => {
    const bookingId = await paidSession();
    await sendContact(ASHA.toUpperCase());
    await sendContact('neha@example.in');
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    const res = await confirm(await linkSentTo(ASHA)).expect(200);
    const { records } = res.body as { records: Record<string, Array<Record<string, unknown>>> & { address: string } };
    expect(res.body.type).toBe('copy');
    expect(records.address).toBe(ASHA);
    expect(records.submissions!.map((row) => row.kind).sort()).toEqual(['contact', 'individual']);
    expect(records.payments).toEqual([expect.objectContaining({ submission_id: bookingId, state: 'SUCCESS', email: ASHA })]);
    expect(records.sessions).toEqual([expect.objectContaining({ submission_id: bookingId, state: 'confirmed' })]);
    expect(records.mails!.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toContain('neha@example.in');
    // Nothing was changed, and the request is done without its address.
    expect(await count('SELECT COUNT(*) AS n FROM submissions')).toBe(3);
    expect(await t.db.get('SELECT state, email FROM data_requests')).toEqual({ state: 'done', email: null });
  });
});

describe('an erasure', () => {
  it('cancels the session ahead, deletes the submissions, redacts the payment, drops unsent mails and is audited', async () => {
    const bookingId = await paidSession();
    await sendContact(ASHA);
    await sendContact('neha@example.in');
    const payment = await t.db.get<{ id: number; amount_paise: number; merchant_transaction_id: string; transaction_id: string; created_at: string }>(
      'SELECT id, amount_paise, merchant_transaction_id, transaction_id, created_at FROM payments',
    );
    await ask({ email: ASHA, type: 'erase' }).expect(202);
    const token = await linkSentTo(ASHA);

    const res = await confirm(token).expect(200);
    expect(res.body).toEqual({ type: 'erase', erased: { submissions: 2, payments: 1, mails: expect.any(Number) as number, sessions: 1 } });

    expect(await t.db.all('SELECT email FROM submissions')).toEqual([{ email: 'neha@example.in' }]);
    expect(await count('SELECT COUNT(*) AS n FROM expert_sessions')).toBe(0);
    // Accounting keeps the money trail; the payer is gone from it.
    expect(await t.db.get('SELECT amount_paise, merchant_transaction_id, transaction_id, created_at, name, email, phone, submission_id FROM payments')).toEqual({
      amount_paise: payment!.amount_paise,
      merchant_transaction_id: payment!.merchant_transaction_id,
      transaction_id: payment!.transaction_id,
      created_at: payment!.created_at,
      name: null,
      email: null,
      phone: null,
      submission_id: null,
    });
    // Cancelled under the visitor's rule a week ahead: the refund is written against the payment.
    expect(await count('SELECT COUNT(*) AS n FROM refunds WHERE payment_id = ?', String(payment!.id))).toBe(1);
    // Mails to her go, sent or not; what the cancellation queued for the team stays, detached.
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox WHERE lower(to_address) = ?', ASHA)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE submission_id IS NULL AND subject LIKE '%cancel%'")).toBeGreaterThan(0);
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox WHERE submission_id = ?', String(bookingId))).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM follow_ups')).toBe(0);

    const audit = await t.db.all<Record<string, unknown>>('SELECT staff_username, kind, record_id FROM deletion_audit');
    const requestRow = await t.db.get<{ id: number; email: string | null; state: string }>('SELECT id, email, state FROM data_requests');
    expect(audit).toEqual([{ staff_username: 'data-request', kind: 'data_requests', record_id: requestRow!.id }]);
    expect(requestRow).toEqual({ id: requestRow!.id, email: null, state: 'done' });
    expect(JSON.stringify(await t.db.all('SELECT * FROM deletion_audit'))).not.toContain(ASHA);
    expect(JSON.stringify(await t.db.all('SELECT * FROM data_requests'))).not.toContain(ASHA);
  });

  it('makes the address’s other open requests forget it', async () => {
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    const copy = await linkSentTo(ASHA);
    await ask({ email: ASHA, type: 'erase' }).expect(202);
    await confirm(await linkSentTo(ASHA)).expect(200);
    expect(await count('SELECT COUNT(*) AS n FROM data_requests WHERE email IS NOT NULL')).toBe(0);
    expect((await confirm(copy).expect(410)).body.error).toBe(LINK_EXPIRED);
  });

  it('with nothing held, still completes and is audited', async () => {
    await ask({ email: 'nobody@example.in', type: 'erase' }).expect(202);
    const res = await confirm(await linkSentTo('nobody@example.in')).expect(200);
    expect(res.body.erased).toEqual({ submissions: 0, payments: 0, mails: 1, sessions: 0 });
    expect(await count('SELECT COUNT(*) AS n FROM deletion_audit')).toBe(1);
  });
});

describe('the staff list', () => {
  it('shows the requests to admins with the state, the deadline and a masked address', async () => {
    await ask({ email: ASHA, type: 'copy' }).expect(202);
    await ask({ email: 'ravi@example.in', type: 'erase' }).expect(202);
    await confirm(await linkSentTo(ASHA)).expect(200);
    // Ravi's link ran out unused (the clock stays, so the staff sessions do).
    await t.db.run('UPDATE data_requests SET expires_at = ? WHERE email = ?', [new Date(NOW.getTime() - HOUR).toISOString(), 'ravi@example.in']);
    await ask({ email: 'late@example.in', type: 'erase' }).expect(202);

    const res = await as('admin', 'get', '/api/admin/data-requests').expect(200);
    const items = res.body.items as DataRequestListItem[];
    expect(res.body.deadlineDays).toBe(30);
    expect(items.map((item) => [item.type, item.status, item.email])).toEqual([
      ['erase', 'pending', 'l•••@example.in'],
      ['erase', 'expired', 'r•••@example.in'],
      ['copy', 'done', 'a•••@example.in'],
    ]);
    expect(items[2]!.dueAt).toBe(new Date(NOW.getTime() + 30 * 24 * HOUR).toISOString());
    expect(JSON.stringify(res.body)).not.toMatch(/asha@|ravi@|late@/);
  });

  it('lists an open request past its deadline first', async () => {
    await ask({ email: ASHA, type: 'erase' }).expect(202);
    await ask({ email: 'ravi@example.in', type: 'copy' }).expect(202);
    // A request still open after its deadline.
    await t.db.run('UPDATE data_requests SET due_at = ? WHERE email = ?', [new Date(NOW.getTime() - HOUR).toISOString(), ASHA]);
    const items = (await as('admin', 'get', '/api/admin/data-requests').expect(200)).body.items as DataRequestListItem[];
    expect(items.map((item) => [item.email, item.overdue])).toEqual([
      ['a•••@example.in', true],
      ['r•••@example.in', false],
    ]);
  });

  it.each<StaffRole>(['editor', 'support', 'expert'])('is refused to %s', async (role) => {
    await as(role, 'get', '/api/admin/data-requests').expect(403);
  });

  it('asks for a sign-in', async () => {
    await request(t.app).get('/api/admin/data-requests').expect(401);
  });
});
