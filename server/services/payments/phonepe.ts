import { createHash, timingSafeEqual } from 'node:crypto';
import { isRecord } from '../../../src/domain/is-record';
import type { PaymentCode } from '../../../src/domain/payment-status';
import type { PhonePeConfig } from '../../config';
import { headerOf, type PaymentProvider, type ProviderStatus } from './payment-provider';

// PhonePe Standard Checkout (v2): an OAuth client-credentials token, then create payment
// (POST /checkout/v2/pay), order status (GET /checkout/v2/order/{merchantOrderId}/status),
// and webhooks whose Authorization header is SHA256("username:password") of the
// credentials configured on PhonePe's dashboard. Amounts are in paise.

const TIMEOUT_MS = 15_000;
/** A token is renewed this long before PhonePe says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Token = { value: string; type: string; expiresAt: number };

/** PhonePe's order state (and the error code of a failed one) as our result code. */
export function codeOfPhonePeState(state: unknown, errorCode: unknown): PaymentCode {
  switch (state) {
    case 'COMPLETED':
      return 'PAYMENT_SUCCESS';
    case 'PENDING':
      return 'PAYMENT_PENDING';
    case 'FAILED': {
      const reason = typeof errorCode === 'string' ? errorCode.toUpperCase() : '';
      if (reason.includes('CANCEL')) return 'PAYMENT_CANCELLED';
      if (reason.includes('DECLINE')) return 'PAYMENT_DECLINED';
      return 'PAYMENT_ERROR';
    }
    default:
      return 'PAYMENT_ERROR';
  }
}

export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

export function createPhonePeProvider(
  config: PhonePeConfig,
  { fetch: fetchImpl = fetch, now = () => Date.now(), log = () => {} }: { fetch?: typeof fetch; now?: () => number; log?: (line: string) => void } = {},
): PaymentProvider {
  let token: Token | undefined;

  async function request(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  }

  async function authorization(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return `${token.type} ${token.value}`;
    const form = new URLSearchParams({
      client_id: config.clientId ?? '',
      client_version: config.clientVersion,
      client_secret: config.clientSecret ?? '',
      grant_type: 'client_credentials',
    });
    const { status, body } = await request(`${config.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      throw new Error(`PhonePe token request failed with HTTP ${status}`);
    }
    const expiresAt = typeof body.expires_at === 'number' ? body.expires_at * 1000 : now() + 10 * 60_000;
    token = { value: body.access_token, type: typeof body.token_type === 'string' ? body.token_type : 'O-Bearer', expiresAt };
    return `${token.type} ${token.value}`;
  }

  async function authorised(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: await authorization() };
    const answer = await request(url, { ...init, headers });
    if (answer.status !== 401) return answer;
    // A token revoked before its time: one fresh try.
    token = undefined;
    return request(url, { ...init, headers: { ...headers, Authorization: await authorization() } });
  }

  return {
    name: 'phonepe',

    async createPayment({ amountPaise, merchantTransactionId, returnUrl }) {
      const { status, body } = await authorised(`${config.baseUrl}/checkout/v2/pay`, {
        method: 'POST',
        body: JSON.stringify({
          merchantOrderId: merchantTransactionId,
          amount: amountPaise,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: returnUrl } },
        }),
      });
      if (status !== 200 || !isRecord(body) || typeof body.redirectUrl !== 'string') {
        throw new Error(`PhonePe create payment failed with HTTP ${status}`);
      }
      return { redirectUrl: body.redirectUrl };
    },

    async fetchStatus(txn): Promise<ProviderStatus> {
      const { status, body } = await authorised(`${config.baseUrl}/checkout/v2/order/${encodeURIComponent(txn)}/status?details=false`, {
        method: 'GET',
      });
      if (status === 404 || (isRecord(body) && body.code === 'ORDER_NOT_FOUND')) {
        return { code: 'TRANSACTION_NOT_FOUND', transactionId: null, amountPaise: null, paymentInstrument: null };
      }
      if (status !== 200 || !isRecord(body)) throw new Error(`PhonePe order status failed with HTTP ${status}`);
      const attempts = Array.isArray(body.paymentDetails) ? body.paymentDetails.filter(isRecord) : [];
      const latest = attempts[attempts.length - 1];
      const rail = latest && isRecord(latest.rail) ? latest.rail : {};
      const instrument = latest && isRecord(latest.instrument) ? latest.instrument : {};
      const code = codeOfPhonePeState(body.state, body.errorCode ?? latest?.errorCode);
      return {
        code,
        transactionId: typeof latest?.transactionId === 'string' ? latest.transactionId : typeof body.orderId === 'string' ? body.orderId : null,
        amountPaise: typeof body.amount === 'number' ? body.amount : null,
        paymentInstrument: latest ? { ...rail, ...instrument, type: latest.paymentMode ?? rail.type ?? null } : null,
      };
    },

    verifyCallback({ headers, body }) {
      const given = headerOf(headers, 'authorization')?.trim();
      if (!given || !config.webhookUsername || !config.webhookPassword) return undefined;
      const expected = Buffer.from(webhookAuthorization(config.webhookUsername, config.webhookPassword));
      const actual = Buffer.from(given.toLowerCase());
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      const payload = isRecord(body) && isRecord(body.payload) ? body.payload : undefined;
      const txn = payload?.merchantOrderId;
      if (typeof txn !== 'string') {
        log('A PhonePe webhook without merchantOrderId was ignored.');
        return undefined;
      }
      return txn;
    },
  };
}
