import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/domain/staff';
import { PAYMENTS_UNAVAILABLE, TEST_PAYMENT_TYPE } from '../services/payments/payment-service';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/test-app';
import { signInEveryRole } from '../../tests/support/staff';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

async function start(options: TestAppOptions = {}) {
  const app = await createTestApp(options);
  t = app;
  const { cookies, as } = await signInEveryRole(app);
  const post = (role: StaffRole | 'nobody', body: object = {}) => as(role, 'post', '/api/admin/test-payments').send(body);
  return { app, cookies, post };
}

describe('the ₹1 staff test payment', () => {
  it('is for admins only, and refuses a cross-site call', async () => {
    const { app, cookies, post } = await start();
    await post('nobody').expect(401);
    await post('editor').expect(403);
    await post('support').expect(403);
    await request(app.app).post('/api/admin/test-payments').set('Cookie', cookies.admin).send({}).expect(403);
    expect(await app.db.get('SELECT COUNT(*) AS n FROM payments')).toEqual({ n: 0 });
  });

  it('charges exactly 100 paise whatever the client sends, settles through the status page, books nothing and mails nobody', async () => {
    const { app, cookies, post } = await start();
    const res = await post('admin', { amount: 99_999, amountPaise: 5, purpose: 'booking', kind: 'individual', id: 1 }).expect(201);
    const txn = res.body.merchantTransactionId as string;
    expect(res.body.redirectUrl).toBe(`${app.config.publicUrl}/pay/sandbox/${txn}`);
    expect(await app.db.all('SELECT purpose, kind, submission_id, amount_paise, type, name, email, phone, state FROM payments')).toEqual([
      { purpose: 'test', kind: 'test', submission_id: null, amount_paise: 100, type: TEST_PAYMENT_TYPE, name: 'admin-user', email: null, phone: null, state: 'PENDING' },
    ]);
    const page = await request(app.app).get(`/pay/sandbox/${txn}`).expect(200);
    expect(page.text).toMatch(/₹\s?1(\.00)?/);

    await request(app.app).post(`/pay/sandbox/${txn}`).type('form').send({ outcome: 'SUCCESS' }).expect(303);
    const status = await request(app.app).get(`/api/payments/${txn}/status`).expect(200);
    expect(status.body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { amount: 100, merchantTransactionId: txn, purpose: 'test', type: TEST_PAYMENT_TYPE } });
    expect(await app.db.get('SELECT COUNT(*) AS n FROM mail_outbox')).toEqual({ n: 0 });
    expect(await app.db.get(`SELECT COUNT(*) AS n FROM submissions WHERE status = 'Paid'`)).toEqual({ n: 0 });
    expect(await app.db.get('SELECT state, comments, meeting_link FROM payments')).toEqual({
      state: 'SUCCESS',
      comments: expect.stringMatching(/^Staff test payment/),
      meeting_link: null,
    });
    // Staff can find it in the payments list.
    const list = await request(app.app).get('/api/admin/payments?q=admin-user').set('Cookie', cookies.support).expect(200);
    expect(list.body.items).toMatchObject([{ status: 'SUCCESS', fields: { amount: 1, merchantTransactionId: txn } }]);
  });

  it('is refused where the sandbox may not take payments', async () => {
    const { app, post } = await start({ env: { NODE_ENV: 'production', LOG_REQUESTS: 'false' } });
    const res = await post('admin').expect(503);
    expect(await app.db.get('SELECT COUNT(*) AS n FROM payments')).toEqual({ n: 0 });
    expect(res.body).toEqual({ error: PAYMENTS_UNAVAILABLE });
  });
});
