import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PhonePeConfig } from '../../server/config';

// A fake PhonePe on loopback for tests, speaking the Standard Checkout v2 endpoints: the
// OAuth token, pay and order status. Each test sets how its orders stand.

export type FakePhonePeOrder = {
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  errorCode?: string;
  /** What PhonePe tells about the payer's instrument once an attempt is made (UPI from a bank account). */
  payer?: { vpa: string; accountHolderName: string; maskedAccountNumber: string; ifsc: string };
};

export type FakePhonePe = {
  url: string;
  orders: Map<string, FakePhonePeOrder>;
  /** `METHOD path` of every request, in order. */
  seen: string[];
  /** How long each order status answer waits first (a slow provider). */
  statusDelayMs: number;
  stop(): Promise<void>;
};

export const FAKE_PHONEPE_ENV = {
  PHONEPE_CLIENT_ID: 'CID',
  PHONEPE_CLIENT_SECRET: 'SECRET',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'hook',
  PHONEPE_WEBHOOK_PASSWORD: 'pass',
};

export function fakePhonePeConfig(url: string): PhonePeConfig {
  return { clientId: 'CID', clientSecret: 'SECRET', clientVersion: '1', baseUrl: url, authUrl: url, webhookUsername: 'hook', webhookPassword: 'pass' };
}

export async function startFakePhonePe(): Promise<FakePhonePe> {
  const fake: Omit<FakePhonePe, 'url' | 'stop'> = { orders: new Map(), seen: [], statusDelayMs: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      fake.seen.push(`${req.method} ${req.url}`);
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
        fake.orders.set(pay.merchantOrderId, { amount: pay.amount, state: 'PENDING' });
        return send(200, { orderId: `OMO${pay.merchantOrderId}`, state: 'PENDING', redirectUrl: `https://mercury.example/checkout/${pay.merchantOrderId}` });
      }
      const match = /^\/checkout\/v2\/order\/([^/]+)\/status/.exec(req.url ?? '');
      if (req.method === 'GET' && match?.[1]) {
        const id = match[1];
        const order = fake.orders.get(decodeURIComponent(id));
        const answer = () => {
          if (!order) return send(404, { code: 'ORDER_NOT_FOUND' });
          const attempt = {
            paymentMode: 'UPI_COLLECT',
            transactionId: `OM${id}`,
            amount: order.amount,
            state: order.state,
            rail: { type: 'UPI', utr: '123456789012', upiTransactionId: 'YBL123', ...(order.payer ? { vpa: order.payer.vpa } : {}) },
            ...(order.payer
              ? {
                  instrument: {
                    type: 'ACCOUNT',
                    accountType: 'SAVINGS',
                    maskedAccountNumber: order.payer.maskedAccountNumber,
                    ifsc: order.payer.ifsc,
                    accountHolderName: order.payer.accountHolderName,
                  },
                }
              : {}),
          };
          return send(200, {
            orderId: `OMO${id}`,
            state: order.state,
            amount: order.amount,
            ...(order.errorCode ? { errorCode: order.errorCode } : {}),
            paymentDetails: order.state === 'PENDING' && !order.payer ? [] : [attempt],
          });
        };
        if (fake.statusDelayMs > 0) setTimeout(answer, fake.statusDelayMs);
        else answer();
        return;
      }
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
