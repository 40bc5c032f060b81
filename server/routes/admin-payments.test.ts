import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentsRepository, type NewPayment } from '../db/payments-repository';
import { createRefundsRepository } from '../db/refunds-repository';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { PAYMENT_NOT_FOUND } from './admin-payments';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';

let t: TestApp;
let as: StaffSessions['as'];

beforeEach(async () => {
  t = await createTestApp();
  ({ as } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

function payment(overrides: Partial<NewPayment> & { createdAt: string }): Promise<number> {
  return createPaymentsRepository(t.db).insert({
    merchantTransactionId: `T${Math.random().toString(36).slice(2).toUpperCase()}`,
    provider: 'sandbox',
    purpose: 'booking',
    kind: 'individual',
    submissionId: null,
    option: 'individual-60',
    amountPaise: 99_900,
    type: 'Individual Therapy, 60 minutes',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    ...overrides,
  });
}

const ROUTES: Array<{ method: 'get' | 'delete'; path: string }> = [
  { method: 'get', path: '/api/admin/payments' },
  { method: 'get', path: '/api/admin/payments.csv' },
  { method: 'get', path: '/api/admin/payments/999' },
  { method: 'delete', path: '/api/admin/payments/999' },
];

describe('payments in the staff area', () => {
  it.each(ROUTES)('$method $path: 401 signed out, 403 for the editor, allowed for admin and support', async ({ method, path }) => {
    await as('nobody', method, path).expect(401);
    await as('editor', method, path).expect(403);
    for (const role of ['admin', 'support'] as const) {
      const res = await as(role, method, path);
      expect([200, 204, 404]).toContain(res.status);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('lists the spec record fields, searches name, phone, e-mail and transaction id, sorts and pages', async () => {
    const asha = await payment({ createdAt: '2025-01-01T10:00:00.000Z', merchantTransactionId: 'TASHA1' });
    await payment({ createdAt: '2025-01-02T10:00:00.000Z', name: 'Bilal Khan', email: 'bilal@example.in', phone: '9123456780', merchantTransactionId: 'TBILAL2' });
    await payment({ createdAt: '2025-01-03T10:00:00.000Z', name: 'Chitra Iyer', email: 'chitra@example.in', phone: '9000000001', merchantTransactionId: 'TCHITRA3' });
    const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
    const get = (query: string) => as('support', 'get', `/api/admin/payments?${query}`).expect(200).then((res) => res.body);

    expect(names(await get(''))).toEqual(['Chitra Iyer', 'Bilal Khan', 'Asha Rao']);
    expect(names(await get('sort=oldest&pageSize=2'))).toEqual(['Asha Rao', 'Bilal Khan']);
    expect(names(await get('sort=oldest&pageSize=2&page=2'))).toEqual(['Chitra Iyer']);
    expect(names(await get('q=bilal'))).toEqual(['Bilal Khan']);
    expect(names(await get('q=3456'))).toEqual(['Bilal Khan']);
    expect(names(await get('q=chitra%40'))).toEqual(['Chitra Iyer']);
    expect(names(await get('q=TASHA'))).toEqual(['Asha Rao']);
    expect((await get('q=%25')).total).toBe(0);
    await as('support', 'get', '/api/admin/payments?sort=sideways').expect(400);

    const first = (await get('q=TASHA')).items[0];
    expect(first).toEqual({
      id: asha,
      kind: 'payments',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      status: 'PENDING',
      createdAt: '2025-01-01T10:00:00.000Z',
      fields: { amount: 999, type: 'Individual Therapy, 60 minutes', merchantTransactionId: 'TASHA1' },
    });
    const detail = await as('admin', 'get', `/api/admin/payments/${asha}`).expect(200);
    expect(Object.keys(detail.body.data.record)).toEqual([
      'id', 'name', 'email', 'number', 'amount', 'type', 'submitted_date', 'date', 'createdAt', 'utr', 'upiTransactionId', 'comments',
      'merchantTransactionId', 'transactionId', 'ifsc',
    ]);
    expect(detail.body.data.record).toMatchObject({ id: asha, number: '9876543210', amount: 999, submitted_date: '2025-01-01', date: null });
    expect(detail.body.refunds).toEqual([]);
    expect((await as('admin', 'get', '/api/admin/payments/abc').expect(404)).body).toEqual({ error: PAYMENT_NOT_FOUND });
  });

  it('shows a payment\'s refunds beside its detail, with what staff need and nothing of the provider\'s schedule', async () => {
    const id = await payment({ createdAt: '2025-01-01T10:00:00.000Z', merchantTransactionId: 'TREFUND1' });
    await t.db.run(`UPDATE payments SET state = 'SUCCESS' WHERE id = ?`, [id]);
    const refunds = createRefundsRepository(t.db);
    const refund = await refunds.insertIfAbsent({
      paymentId: id,
      merchantRefundId: 'RABC123',
      amountPaise: 99_900,
      reason: 'Cancelled by the visitor',
      createdAt: '2025-01-02T09:00:00.000Z',
      nextCheckAt: '2025-01-02T09:01:00.000Z',
    });
    await refunds.recordOutcome(refund.id, {
      from: 'REQUESTED',
      state: 'FAILED',
      providerRefundId: 'OMR1',
      lastError: 'UPI_BACKBONE_ERROR',
      completedAt: '2025-01-02T09:05:00.000Z',
      nextCheckAt: null,
    });
    const res = await as('support', 'get', `/api/admin/payments/${id}`).expect(200);
    expect(res.body.data.record.merchantTransactionId).toBe('TREFUND1');
    expect(res.body.refunds).toEqual([
      {
        merchantRefundId: 'RABC123',
        amountPaise: 99_900,
        state: 'FAILED',
        reason: 'Cancelled by the visitor',
        createdAt: '2025-01-02T09:00:00.000Z',
        completedAt: '2025-01-02T09:05:00.000Z',
        lastError: 'UPI_BACKBONE_ERROR',
      },
    ]);
  });

  it('exports the search as CSV with formula cells defused', async () => {
    await payment({ createdAt: '2025-01-01T10:00:00.000Z', name: '=HYPERLINK("http://x")', phone: '9111111111' });
    await payment({ createdAt: '2025-01-02T10:00:00.000Z', name: 'Other Person', phone: '9222222222' });
    const res = await as('support', 'get', '/api/admin/payments.csv?q=9111').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"Payment ID","Name","Email","Phone number","Amount","Paid for","Day started (IST)","Settled at","Started at","UTR","UPI transaction ID","Comments","Merchant transaction ID","Transaction ID","IFSC","Status"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('delete removes the payer’s personal data, keeps the money trail, and is audited without personal data', async () => {
    const id = await payment({ createdAt: '2025-01-01T10:00:00.000Z', merchantTransactionId: 'TKEEP1' });
    await t.db.run(
      `UPDATE payments SET state = 'SUCCESS', utr = 'UTR123', payment_instrument = '{"vpa":"asha@upi"}', meeting_link = 'https://meet.jit.si/x' WHERE id = ?`,
      [id],
    );
    await as('support', 'delete', `/api/admin/payments/${id}`).expect(204);
    await as('support', 'get', `/api/admin/payments/${id}`).expect(404);
    await as('support', 'delete', `/api/admin/payments/${id}`).expect(404);
    expect((await as('support', 'get', '/api/admin/payments').expect(200)).body.total).toBe(0);

    const row = await t.db.get<Record<string, unknown>>('SELECT * FROM payments WHERE id = ?', [id]);
    expect(row).toMatchObject({ name: null, email: null, phone: null, payment_instrument: null, meeting_link: null });
    expect(row).toMatchObject({ amount_paise: 99_900, state: 'SUCCESS', merchant_transaction_id: 'TKEEP1', utr: 'UTR123', redacted_at: expect.any(String) });
    const audit = await t.db.all('SELECT * FROM deletion_audit');
    expect(audit).toEqual([{ id: 1, staff_username: 'support-user', kind: 'payments', record_id: id, deleted_at: expect.any(String) }]);
    expect(JSON.stringify(audit)).not.toMatch(/Asha|9876543210|asha@/);
    // The payer's status page still answers from the kept record.
    const status = await request(t.app).get('/api/payments/TKEEP1/status').expect(200);
    expect(status.body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { amount: 99_900 } });
  });

  it('counts payments on the dashboard', async () => {
    await payment({ createdAt: new Date().toISOString() });
    const res = await as('admin', 'get', '/api/admin/summary').expect(200);
    expect(res.body.kinds).toContainEqual({ kind: 'payments', total: 1, newSinceYesterday: 1 });
  });
});
