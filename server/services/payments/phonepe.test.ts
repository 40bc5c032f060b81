import { afterEach, describe, expect, it } from 'vitest';
import { createPhonePeProvider, webhookAuthorization } from './phonepe';
import { fakePhonePeConfig as configFor, startFakePhonePe, type FakePhonePe } from '../../../tests/support/fake-phonepe';

let fake: FakePhonePe | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function fakePhonePe() {
  fake = await startFakePhonePe();
  return fake;
}

describe('PhonePe provider against a loopback fake', () => {
  it('creates a payment with a token, maps order states, and reuses the token', async () => {
    const fake = await fakePhonePe();
    const provider = createPhonePeProvider(configFor(fake.url));
    const created = await provider.createPayment({ amountPaise: 99_900, merchantTransactionId: 'T1', returnUrl: 'http://localhost/payment-status?transactionid=T1', callbackUrl: 'x' });
    expect(created.redirectUrl).toBe('https://mercury.example/checkout/T1');
    expect(fake.orders.get('T1')?.amount).toBe(99_900);
    expect((await provider.fetchStatus('T1')).code).toBe('PAYMENT_PENDING');
    fake.orders.set('T1', { amount: 99_900, state: 'COMPLETED' });
    expect(await provider.fetchStatus('T1')).toEqual({
      code: 'PAYMENT_SUCCESS',
      transactionId: 'OMT1',
      amountPaise: 99_900,
      paymentInstrument: { type: 'UPI_COLLECT', utr: '123456789012', upiTransactionId: 'YBL123' },
    });
    fake.orders.set('T1', { amount: 99_900, state: 'FAILED', errorCode: 'PAYMENT_DECLINED' });
    expect((await provider.fetchStatus('T1')).code).toBe('PAYMENT_DECLINED');
    fake.orders.set('T1', { amount: 99_900, state: 'FAILED', errorCode: 'INSUFFICIENT_FUNDS' });
    expect((await provider.fetchStatus('T1')).code).toBe('PAYMENT_ERROR');
    expect((await provider.fetchStatus('NOPE')).code).toBe('TRANSACTION_NOT_FOUND');
    expect(fake.seen.filter((line) => line.includes('oauth'))).toHaveLength(1);
  });

  it('accepts a webhook only with SHA256(username:password), a duplicate names the same order', async () => {
    const fake = await fakePhonePe();
    const provider = createPhonePeProvider(configFor(fake.url));
    const body = { event: 'checkout.order.completed', payload: { merchantOrderId: 'T1', orderId: 'OMOT1', state: 'COMPLETED', amount: 99_900 } };
    const good = { authorization: webhookAuthorization('hook', 'pass') };
    expect(provider.verifyCallback({ headers: good, body })).toBe('T1');
    expect(provider.verifyCallback({ headers: good, body })).toBe('T1');
    expect(provider.verifyCallback({ headers: { authorization: webhookAuthorization('hook', 'wrong') }, body })).toBeUndefined();
    expect(provider.verifyCallback({ headers: {}, body })).toBeUndefined();
  });
});
