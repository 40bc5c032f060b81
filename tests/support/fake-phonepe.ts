import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PhonePeConfig } from '../../server/config';

// A fake PhonePe on loopback for tests, speaking the Standard Checkout v2 endpoints: the
// OAuth token, pay, order status, refund and refund status. Each test sets how its orders
// stand and how new refunds go.

export type FakePhonePeOrder = {
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  errorCode?: string;
  /** What PhonePe tells about the payer's instrument once an attempt is made (UPI from a bank account). */
  payer?: { vpa: string; accountHolderName: string; maskedAccountNumber: string; ifsc: string };
};

/** A refund as PhonePe keeps it; CONFIRMED is its "accepted, on the way". */
export type FakePhonePeRefund = {
  originalMerchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
  refundId: string;
  errorCode?: string;
};

/** How a new refund stands once accepted: completed at once, left pending (a test moves it on), or failed. */
export type FakeRefundMode = 'complete' | 'pending' | 'fail';

export type FakePhonePe = {
  url: string;
  orders: Map<string, FakePhonePeOrder>;
  /** By merchantRefundId. */
  refunds: Map<string, FakePhonePeRefund>;
  refundMode: FakeRefundMode;
  /** The next this many refund requests are carried out but their answers lost (the connection drops). */
  dropRefundAnswers: number;
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
  const fake: Omit<FakePhonePe, 'url' | 'stop'> = { orders: new Map(), refunds: new Map(), refundMode: 'complete', dropRefundAnswers: 0, seen: [], statusDelayMs: 0 };
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
      if (req.method === 'POST' && req.url === '/payments/v2/refund') {
        const asked = JSON.parse(body) as { merchantRefundId?: unknown; originalMerchantOrderId?: unknown; amount?: unknown };
        const { merchantRefundId, originalMerchantOrderId, amount } = asked;
        if (typeof merchantRefundId !== 'string' || merchantRefundId.length > 63 || typeof originalMerchantOrderId !== 'string' || typeof amount !== 'number') {
          return send(400, { code: 'BAD_REQUEST', message: 'merchantRefundId, originalMerchantOrderId and amount are required' });
        }
        // The same merchantRefundId again is refused; the first refund stands (ask its status).
        if (fake.refunds.has(merchantRefundId)) return send(400, { code: 'BAD_REQUEST', message: 'Duplicate merchantRefundId' });
        const order = fake.orders.get(originalMerchantOrderId);
        if (!order || order.state !== 'COMPLETED') return send(400, { code: 'BAD_REQUEST', message: 'Order not found or not completed' });
        const refunded = [...fake.refunds.values()]
          .filter((refund) => refund.originalMerchantOrderId === originalMerchantOrderId && refund.state !== 'FAILED')
          .reduce((sum, refund) => sum + refund.amount, 0);
        if (amount < 100 || amount > order.amount - refunded) return send(400, { code: 'BAD_REQUEST', message: 'Invalid refund amount' });
        const refund: FakePhonePeRefund = {
          originalMerchantOrderId,
          amount,
          state: fake.refundMode === 'complete' ? 'COMPLETED' : fake.refundMode === 'fail' ? 'FAILED' : 'PENDING',
          refundId: `OMR${merchantRefundId}`,
          ...(fake.refundMode === 'fail' ? { errorCode: 'UPI_BACKBONE_ERROR' } : {}),
        };
        fake.refunds.set(merchantRefundId, refund);
        if (fake.dropRefundAnswers > 0) {
          fake.dropRefundAnswers -= 1;
          req.socket.destroy();
          return;
        }
        // PhonePe answers an accepted refund with PENDING; its status says what became of it.
        return send(200, { refundId: refund.refundId, amount, state: 'PENDING' });
      }
      const refundMatch = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(req.url ?? '');
      if (req.method === 'GET' && refundMatch?.[1]) {
        const refund = fake.refunds.get(decodeURIComponent(refundMatch[1]));
        if (!refund) return send(404, { code: 'NOT_FOUND', message: 'Refund not found' });
        return send(200, {
          originalMerchantOrderId: refund.originalMerchantOrderId,
          amount: refund.amount,
          state: refund.state,
          timestamp: Date.now(),
          refundId: refund.refundId,
          ...(refund.errorCode ? { errorCode: refund.errorCode, detailedErrorCode: `${refund.errorCode}_1` } : {}),
        });
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
