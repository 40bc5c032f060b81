import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PHONEPE_ENV, startFakePhonePe, type FakePhonePe } from '../services/payments/test-phonepe-server';
import { createTestApp, type TestApp } from '../test-support';
import { bookIndividual, NOW, pay } from './payments-test-support';

// The public status of a payment: anyone who has the transaction id (it is in the return
// URL) may ask, so it says only what the status page shows.

let testApp: TestApp | undefined;
let phonePe: FakePhonePe | undefined;
afterEach(async () => {
  testApp?.cleanup();
  testApp = undefined;
  await phonePe?.stop();
  phonePe = undefined;
});

const PAYER = { vpa: 'asha.rao@okbank', accountHolderName: 'ASHA RAO', maskedAccountNumber: 'XXXXXXXX4321', ifsc: 'HDFC0001234' };

async function startWithPhonePe(env: Record<string, string> = {}) {
  phonePe = await startFakePhonePe();
  testApp = createTestApp({
    now: () => NOW,
    env: { PAYMENT_PROVIDER: 'phonepe', PHONEPE_BASE_URL: phonePe.url, PHONEPE_AUTH_URL: phonePe.url, ...FAKE_PHONEPE_ENV, ...env },
  });
  const { id, token } = await bookIndividual(testApp);
  const started = await pay(testApp, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' });
  expect(started.status).toBe(201);
  return { app: testApp, fake: phonePe, txn: started.body.merchantTransactionId as string };
}

describe('GET /api/payments/:txn/status', () => {
  it("tells anyone with the id what the status page shows, and nothing the provider said about the payer", async () => {
    const { app, fake, txn } = await startWithPhonePe();
    fake.orders.set(txn, { amount: 99_900, state: 'COMPLETED', payer: PAYER });

    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.body).toEqual({
      code: 'PAYMENT_SUCCESS',
      data: { amount: 99_900, merchantTransactionId: txn, purpose: 'booking', type: 'Individual Therapy, 60 minutes', unconfirmed: false },
    });
    for (const detail of Object.values(PAYER)) expect(status.text).not.toContain(detail);
    expect(status.text).not.toContain('123456789012');

    // Staff still see the references they reconcile with (decision 010).
    const stored = app.db.prepare('SELECT utr, ifsc, payment_instrument FROM payments').get() as Record<string, string>;
    expect(stored).toMatchObject({ utr: '123456789012', ifsc: PAYER.ifsc });
    expect(JSON.parse(stored.payment_instrument ?? '{}')).toMatchObject({ vpa: PAYER.vpa });
  });
});
