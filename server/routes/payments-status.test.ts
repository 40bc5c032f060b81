import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openPostgresDb } from '../db/engine/postgres-db';
import { webhookAuthorization } from '../services/payments/phonepe';
import { FAKE_PHONEPE_ENV, startFakePhonePe, type FakePhonePe } from '../../tests/support/fake-phonepe';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { NOW } from '../../tests/support/fixtures';
import { bookIndividual, pay } from '../../tests/support/payment-flow';

// The public status of a payment: anyone who has the transaction id (it is in the return
// URL) may ask, so it says only what the status page shows, and however many ask, the
// provider is asked once at a time.

let testApp: TestApp | undefined;
let phonePe: FakePhonePe | undefined;
let closeOther: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeOther?.();
  closeOther = undefined;
  await testApp?.cleanup();
  testApp = undefined;
  await phonePe?.stop();
  phonePe = undefined;
});

const PAYER = { vpa: 'asha.rao@okbank', accountHolderName: 'ASHA RAO', maskedAccountNumber: 'XXXXXXXX4321', ifsc: 'HDFC0001234' };

async function startWithPhonePe(env: Record<string, string> = {}) {
  phonePe = await startFakePhonePe();
  const app = await createTestApp({
    now: () => NOW,
    env: { PAYMENT_PROVIDER: 'phonepe', PHONEPE_BASE_URL: phonePe.url, PHONEPE_AUTH_URL: phonePe.url, ...FAKE_PHONEPE_ENV, ...env },
  });
  testApp = app;
  const { id, token } = await bookIndividual(app);
  const started = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' });
  expect(started.status).toBe(201);
  return { app, fake: phonePe, txn: started.body.merchantTransactionId as string };
}

/**
 * A second server instance on the test app's database, with its own memory: on PostgreSQL its
 * own pool; on SQLite the same handle (one process keeps one connection to the file).
 */
function secondInstance(app: TestApp) {
  const db = app.databaseUrl ? openPostgresDb(app.databaseUrl) : app.db;
  if (db !== app.db) closeOther = () => db.close();
  return createApp({ db, config: app.config, now: () => NOW });
}

const statusCalls = (fake: FakePhonePe) => fake.seen.filter((line) => line.startsWith('GET /checkout/v2/order/')).length;

describe('GET /api/payments/:txn/status', () => {
  it("tells anyone with the id what the status page shows, and nothing the provider said about the payer", async () => {
    const { app, fake, txn } = await startWithPhonePe();
    fake.orders.set(txn, { amount: 99_900, state: 'COMPLETED', payer: PAYER });

    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.body).toEqual({
      code: 'PAYMENT_SUCCESS',
      data: {
        amount: 99_900,
        merchantTransactionId: txn,
        purpose: 'booking',
        type: 'Individual Therapy, 60 minutes',
        unconfirmed: false,
        // A confirmed booking's manage page, where the page offers reminders on the device.
        managePath: expect.stringMatching(/^\/manage\/i\d+\.[A-Za-z0-9_-]{43}$/),
      },
    });
    for (const detail of Object.values(PAYER)) expect(status.text).not.toContain(detail);
    expect(status.text).not.toContain('123456789012');

    // Staff still see the references they reconcile with (decision 010).
    const stored = await app.db.get<Record<string, string>>('SELECT utr, ifsc, payment_instrument FROM payments');
    expect(stored).toMatchObject({ utr: '123456789012', ifsc: PAYER.ifsc });
    expect(JSON.parse(stored?.payment_instrument ?? '{}')).toMatchObject({ vpa: PAYER.vpa });
  });

  it('asks the provider once for 200 polls at once, and not again within the interval', async () => {
    const { app, fake, txn } = await startWithPhonePe({ RATE_LIMIT_PER_MINUTE: '1000' });
    fake.statusDelayMs = 50;
    const polls = await Promise.all(Array.from({ length: 200 }, () => request(app.app).get(`/api/payments/${txn}/status`)));
    expect(polls.every((poll) => poll.status === 200 && poll.body.code === 'PAYMENT_PENDING')).toBe(true);
    expect(statusCalls(fake)).toBe(1);

    // Within the interval, a poll is answered from the stored payment.
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.code).toBe('PAYMENT_PENDING');
    expect(statusCalls(fake)).toBe(1);
  });

  it('asks the provider once for polls reaching two instances at once; a callback to either asks again', async () => {
    const { app, fake, txn } = await startWithPhonePe({ RATE_LIMIT_PER_MINUTE: '1000' });
    const other = secondInstance(app);
    fake.statusDelayMs = 50;
    const poll = (instance: typeof other) => request(instance).get(`/api/payments/${txn}/status`);
    const polls = await Promise.all(Array.from({ length: 40 }, (_, n) => poll(n % 2 === 0 ? app.app : other)));
    expect(polls.every((answer) => answer.status === 200 && answer.body.code === 'PAYMENT_PENDING')).toBe(true);
    expect(statusCalls(fake)).toBe(1);

    // Within the interval, neither instance asks again.
    expect((await poll(other)).body.code).toBe('PAYMENT_PENDING');
    expect((await poll(app.app)).body.code).toBe('PAYMENT_PENDING');
    expect(statusCalls(fake)).toBe(1);

    // The provider's callback, to whichever instance, asks at once (forced), and settles.
    fake.orders.set(txn, { amount: 99_900, state: 'COMPLETED' });
    const callback = { event: 'checkout.order.completed', payload: { merchantOrderId: txn, state: 'COMPLETED' } };
    const answer = await request(other).post('/api/payments/callback/phonepe').set('Authorization', webhookAuthorization('hook', 'pass')).send(callback).expect(200);
    expect(answer.body.code).toBe('PAYMENT_SUCCESS');
    expect(statusCalls(fake)).toBe(2);
    expect((await poll(app.app)).body.code).toBe('PAYMENT_SUCCESS');
    expect(statusCalls(fake)).toBe(2);
  });

  it('limits the polls of one address', async () => {
    const { app, txn } = await startWithPhonePe({ RATE_LIMIT_PER_MINUTE: '5' });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await request(app.app).get(`/api/payments/${txn}/status`)).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
