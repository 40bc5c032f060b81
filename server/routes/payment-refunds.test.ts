import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories';
import type { PaymentProvider } from '../services/payments/payment-provider';
import { createRefunds } from '../services/payments/refunds';
import { createSandboxProvider } from '../services/payments/sandbox';
import { createPhonePeProvider, webhookAuthorization } from '../services/payments/phonepe';
import { FAKE_PHONEPE_ENV, startFakePhonePe, type FakePhonePe } from '../../tests/support/fake-phonepe';
import { NOW } from '../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// Refunds where the outside world sees them: the sandbox's test page lists a transaction's
// refunds, and a PhonePe refund webhook is confirmed with a refund status check.

let app: TestApp | undefined;
let phonePe: FakePhonePe | undefined;
afterEach(async () => {
  await app?.cleanup();
  app = undefined;
  await phonePe?.stop();
  phonePe = undefined;
});

function refundsOf(t: TestApp, provider: PaymentProvider = createSandboxProvider({ db: t.db, publicUrl: t.config.publicUrl, key: () => Buffer.from('key'), now: () => NOW })) {
  return createRefunds({ db: t.db, config: t.config, repositories: createRepositories(t.db), provider, now: () => NOW, log: () => {} });
}

describe('the sandbox payment page', () => {
  it('lists the refunds of a paid test payment: amount, state and time', async () => {
    const t = await createTestApp({ now: () => NOW });
    app = t;
    const { id, token } = await bookIndividual(t);
    const txn = (await pay(t, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body.merchantTransactionId as string;
    expect((await sandboxChoose(t, txn, 'SUCCESS')).status).toBe(303);
    const before = await request(t.app).get(`/pay/sandbox/${txn}`).expect(200);
    expect(before.text).not.toContain('Refunds');

    const refunds = refundsOf(t);
    const paymentId = (await createRepositories(t.db).payments.findByMerchantTransactionId(txn))!.id;
    const refund = await t.db.transaction(() => refunds.request(paymentId, 50_000, 'Cancelled by staff', NOW));
    expect((await refunds.send(refund.id)).state).toBe('COMPLETED');

    const page = await request(t.app).get(`/pay/sandbox/${txn}`).expect(200);
    expect(page.text).toContain('<h2>Refunds</h2>');
    expect(page.text).toMatch(/<td>₹500<\/td><td>COMPLETED<\/td><td>[^<]+IST<\/td>/);
  });
});

describe('POST /api/payments/callback/phonepe with a refund event', () => {
  async function phonePeApp() {
    phonePe = await startFakePhonePe();
    const fake = phonePe;
    const t = await createTestApp({
      now: () => NOW,
      env: { PAYMENT_PROVIDER: 'phonepe', PHONEPE_BASE_URL: fake.url, PHONEPE_AUTH_URL: fake.url, ...FAKE_PHONEPE_ENV },
    });
    app = t;
    const { id, token } = await bookIndividual(t);
    const txn = (await pay(t, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body.merchantTransactionId as string;
    fake.orders.set(txn, { amount: 99_900, state: 'COMPLETED' });
    await request(t.app).get(`/api/payments/${txn}/status`).expect(200);
    return { t, fake, txn };
  }

  it('answers 401 to a forged one and confirms a genuine one with the refund status', async () => {
    const { t, fake, txn } = await phonePeApp();
    const refunds = refundsOf(t, createPhonePeProvider(t.config.phonepe));
    fake.refundMode = 'pending';
    const paymentId = (await createRepositories(t.db).payments.findByMerchantTransactionId(txn))!.id;
    const refund = await t.db.transaction(() => refunds.request(paymentId, 99_900, 'Cancelled by the visitor', NOW));
    expect((await refunds.send(refund.id)).state).toBe('PENDING');
    fake.refunds.get(refund.merchantRefundId)!.state = 'COMPLETED';

    const body = { event: 'pg.refund.completed', payload: { merchantRefundId: refund.merchantRefundId, originalMerchantOrderId: txn, state: 'COMPLETED' } };
    await request(t.app).post('/api/payments/callback/phonepe').set('Authorization', webhookAuthorization('hook', 'wrong')).send(body).expect(401);
    const answer = await request(t.app).post('/api/payments/callback/phonepe').set('Authorization', webhookAuthorization('hook', 'pass')).send(body).expect(200);
    expect(answer.body).toEqual({ code: 'REFUND_COMPLETED' });
    expect((await createRepositories(t.db).refunds.findById(refund.id))?.state).toBe('COMPLETED');
    const unknown = { ...body, payload: { ...body.payload, merchantRefundId: 'RNOPE' } };
    expect((await request(t.app).post('/api/payments/callback/phonepe').set('Authorization', webhookAuthorization('hook', 'pass')).send(unknown)).body).toEqual({
      code: 'REFUND_NOT_FOUND',
    });
  });
});
