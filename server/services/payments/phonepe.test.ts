import { afterEach, describe, expect, it } from 'vitest';
import { RefundNotFoundError } from './payment-provider';
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
    expect(provider.verifyCallback({ headers: good, body })).toEqual({ kind: 'payment', merchantTransactionId: 'T1' });
    expect(provider.verifyCallback({ headers: good, body })).toEqual({ kind: 'payment', merchantTransactionId: 'T1' });
    expect(provider.verifyCallback({ headers: { authorization: webhookAuthorization('hook', 'wrong') }, body })).toBeUndefined();
    expect(provider.verifyCallback({ headers: {}, body })).toBeUndefined();
  });

  it('names the refund of a genuine refund webhook, and ignores one that names none', async () => {
    const fake = await fakePhonePe();
    const provider = createPhonePeProvider(configFor(fake.url));
    const good = { authorization: webhookAuthorization('hook', 'pass') };
    const refund = (payload: Record<string, unknown>) => ({ event: 'pg.refund.completed', payload });
    expect(provider.verifyCallback({ headers: good, body: refund({ merchantRefundId: 'R1', originalMerchantOrderId: 'T1', state: 'COMPLETED' }) })).toEqual({
      kind: 'refund',
      merchantRefundId: 'R1',
    });
    expect(provider.verifyCallback({ headers: good, body: { event: 'pg.refund.failed', payload: { merchantRefundId: 'R1' } } })).toEqual({ kind: 'refund', merchantRefundId: 'R1' });
    expect(provider.verifyCallback({ headers: good, body: refund({ originalMerchantOrderId: 'T1' }) })).toBeUndefined();
    expect(provider.verifyCallback({ headers: { authorization: webhookAuthorization('hook', 'nope') }, body: refund({ merchantRefundId: 'R1' }) })).toBeUndefined();
  });
});

describe('PhonePe refunds against the loopback fake', () => {
  async function paidOrder() {
    const fake = await fakePhonePe();
    fake.orders.set('T1', { amount: 99_900, state: 'COMPLETED' });
    return { fake, provider: createPhonePeProvider(configFor(fake.url)) };
  }
  const input = { merchantRefundId: 'R1', merchantTransactionId: 'T1', amountPaise: 99_900 };

  it('a refund PhonePe completes: accepted as pending, then completed by its status', async () => {
    const { fake, provider } = await paidOrder();
    expect(await provider.refund(input)).toEqual({ state: 'PENDING', providerRefundId: 'OMRR1', amountPaise: 99_900 });
    expect(fake.refunds.get('R1')).toMatchObject({ originalMerchantOrderId: 'T1', amount: 99_900 });
    expect(await provider.refundStatus('R1')).toEqual({ state: 'COMPLETED', providerRefundId: 'OMRR1', amountPaise: 99_900 });
    expect(fake.seen).toContain('POST /payments/v2/refund');
    expect(fake.seen).toContain('GET /payments/v2/refund/R1/status');
  });

  it('a refund left pending (and CONFIRMED, PhonePe\'s accepted) stays pending until it completes', async () => {
    const { fake, provider } = await paidOrder();
    fake.refundMode = 'pending';
    expect((await provider.refund(input)).state).toBe('PENDING');
    expect((await provider.refundStatus('R1')).state).toBe('PENDING');
    fake.refunds.get('R1')!.state = 'CONFIRMED';
    expect((await provider.refundStatus('R1')).state).toBe('PENDING');
    fake.refunds.get('R1')!.state = 'COMPLETED';
    expect((await provider.refundStatus('R1')).state).toBe('COMPLETED');
  });

  it('a failed refund says why', async () => {
    const { fake, provider } = await paidOrder();
    fake.refundMode = 'fail';
    expect((await provider.refund(input)).state).toBe('PENDING');
    expect(await provider.refundStatus('R1')).toEqual({
      state: 'FAILED',
      providerRefundId: 'OMRR1',
      amountPaise: 99_900,
      error: 'UPI_BACKBONE_ERROR UPI_BACKBONE_ERROR_1',
    });
  });

  it('the same merchantRefundId twice refunds once and answers with the first refund', async () => {
    const { fake, provider } = await paidOrder();
    fake.refundMode = 'pending';
    await provider.refund(input);
    expect(await provider.refund(input)).toEqual({ state: 'PENDING', providerRefundId: 'OMRR1', amountPaise: 99_900 });
    expect(fake.refunds.size).toBe(1);
    expect(fake.seen.filter((line) => line === 'POST /payments/v2/refund')).toHaveLength(2);
  });

  it('a refused refund fails, an unknown refund is not found, and a lost answer throws', async () => {
    const { fake, provider } = await paidOrder();
    expect(await provider.refund({ ...input, amountPaise: 200_000 })).toEqual({ state: 'FAILED', providerRefundId: null, amountPaise: null, error: 'BAD_REQUEST' });
    await expect(provider.refundStatus('NOPE')).rejects.toBeInstanceOf(RefundNotFoundError);
    fake.dropRefundAnswers = 1;
    await expect(provider.refund({ ...input, merchantRefundId: 'R2' })).rejects.toThrow();
    expect(fake.refunds.has('R2')).toBe(true);
  });
});
