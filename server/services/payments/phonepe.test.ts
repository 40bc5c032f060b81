import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhonePeConfig } from '../../config';
import { createPhonePeProvider, webhookAuthorization } from './phonepe';

// A fake PhonePe on loopback speaking the Standard Checkout v2 endpoints.
type Order = { amount: number; state: 'PENDING' | 'COMPLETED' | 'FAILED'; errorCode?: string };

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function fakePhonePe() {
  const orders = new Map<string, Order>();
  const seen: string[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      const send = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/v1/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== 'CID' || form.get('client_secret') !== 'SECRET' || form.get('grant_type') !== 'client_credentials') return send(401, { code: 'UNAUTHORIZED' });
        return send(200, { access_token: 'tok', token_type: 'O-Bearer', expires_at: Math.floor(Date.now() / 1000) + 3600 });
      }
      if (req.headers.authorization !== 'O-Bearer tok') return send(401, { code: 'UNAUTHORIZED' });
      if (req.method === 'POST' && req.url === '/checkout/v2/pay') {
        const pay = JSON.parse(body) as { merchantOrderId: string; amount: number; paymentFlow: { type: string; merchantUrls: { redirectUrl: string } } };
        if (pay.paymentFlow.type !== 'PG_CHECKOUT' || !pay.paymentFlow.merchantUrls.redirectUrl) return send(400, { code: 'BAD_REQUEST' });
        orders.set(pay.merchantOrderId, { amount: pay.amount, state: 'PENDING' });
        return send(200, { orderId: `OMO${pay.merchantOrderId}`, state: 'PENDING', redirectUrl: `https://mercury.example/checkout/${pay.merchantOrderId}` });
      }
      const match = /^\/checkout\/v2\/order\/([^/]+)\/status/.exec(req.url ?? '');
      if (req.method === 'GET' && match?.[1]) {
        const order = orders.get(decodeURIComponent(match[1]));
        if (!order) return send(404, { code: 'ORDER_NOT_FOUND' });
        return send(200, {
          orderId: `OMO${match[1]}`,
          state: order.state,
          amount: order.amount,
          ...(order.errorCode ? { errorCode: order.errorCode } : {}),
          paymentDetails: order.state === 'PENDING' ? [] : [{ paymentMode: 'UPI_QR', transactionId: `OM${match[1]}`, amount: order.amount, state: order.state, rail: { type: 'UPI', utr: '123456789012', upiTransactionId: 'YBL123' } }],
        });
      }
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { url, orders, seen };
}

function configFor(url: string): PhonePeConfig {
  return { clientId: 'CID', clientSecret: 'SECRET', clientVersion: '1', baseUrl: url, authUrl: url, webhookUsername: 'hook', webhookPassword: 'pass' };
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
      paymentInstrument: { type: 'UPI_QR', utr: '123456789012', upiTransactionId: 'YBL123' },
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
