import { createHash, timingSafeEqual } from 'node:crypto';
import { isRecord } from '../../../src/domain/is-record';
import type { PaymentCode } from '../../../src/domain/payment-status';
import type { PhonePeConfig } from '../../config';
import { headerOf, RefundNotFoundError, type PaymentProvider, type ProviderRefund, type ProviderStatus } from './payment-provider';

// PhonePe Standard Checkout (v2): an OAuth client-credentials token, then create payment
// (POST /checkout/v2/pay), order status (GET /checkout/v2/order/{merchantOrderId}/status),
// refund (POST /payments/v2/refund) and refund status
// (GET /payments/v2/refund/{merchantRefundId}/status), and webhooks (order and refund events)
// whose Authorization header is SHA256("username:password") of the credentials configured on
// PhonePe's dashboard. Amounts are in paise.

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

/**
 * PhonePe's refund state as ours. CONFIRMED is PhonePe's "accepted": still on its way. A state
 * PhonePe may add later is read as pending too, so the refund is asked about again rather than
 * given up on.
 */
export function refundStateOfPhonePe(state: unknown): ProviderRefund['state'] {
  switch (state) {
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
      return 'FAILED';
    default:
      return 'PENDING';
  }
}

function refundAnswer(body: Record<string, unknown>): ProviderRefund {
  const state = refundStateOfPhonePe(body.state);
  const error = [body.errorCode, body.detailedErrorCode].filter((code) => typeof code === 'string' && code !== '').join(' ');
  return {
    state,
    providerRefundId: typeof body.refundId === 'string' ? body.refundId : null,
    amountPaise: typeof body.amount === 'number' ? body.amount : null,
    ...(state === 'FAILED' ? { error: error || 'FAILED' } : {}),
  };
}

/** Answers that say nothing about the refund itself: ask again later. */
const UNKNOWN_OUTCOME = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

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

  async function refundStatus(merchantRefundId: string): Promise<ProviderRefund> {
    const { status, body } = await authorised(`${config.baseUrl}/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`, {
      method: 'GET',
    });
    const code = isRecord(body) && typeof body.code === 'string' ? body.code : '';
    if (status === 404 || code.endsWith('NOT_FOUND')) throw new RefundNotFoundError(merchantRefundId);
    if (status !== 200 || !isRecord(body)) throw new Error(`PhonePe refund status failed with HTTP ${status}`);
    return refundAnswer(body);
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

    async refund({ merchantRefundId, merchantTransactionId, amountPaise }): Promise<ProviderRefund> {
      const { status, body } = await authorised(`${config.baseUrl}/payments/v2/refund`, {
        method: 'POST',
        body: JSON.stringify({ merchantRefundId, originalMerchantOrderId: merchantTransactionId, amount: amountPaise }),
      });
      if (status === 200 && isRecord(body) && typeof body.state === 'string') return refundAnswer(body);
      if (UNKNOWN_OUTCOME(status) || status === 200) throw new Error(`PhonePe refund failed with HTTP ${status}`);
      // Refused. PhonePe's advice is to ask a refund's status before asking for it again: the
      // same merchantRefundId sent twice is refused the second time, and the first one stands.
      try {
        return await refundStatus(merchantRefundId);
      } catch (error) {
        if (!(error instanceof RefundNotFoundError)) throw error;
        const code = isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP ${status}`;
        return { state: 'FAILED', providerRefundId: null, amountPaise: null, error: code };
      }
    },

    refundStatus,

    verifyCallback({ headers, body }) {
      const given = headerOf(headers, 'authorization')?.trim();
      if (!given || !config.webhookUsername || !config.webhookPassword) return undefined;
      const expected = Buffer.from(webhookAuthorization(config.webhookUsername, config.webhookPassword));
      const actual = Buffer.from(given.toLowerCase());
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      const payload = isRecord(body) && isRecord(body.payload) ? body.payload : undefined;
      const event = isRecord(body) && typeof body.event === 'string' ? body.event : '';
      // Refund events (pg.refund.accepted, .completed, .failed) name the refund; order events the order.
      if (event.startsWith('pg.refund.') || typeof payload?.merchantRefundId === 'string') {
        const merchantRefundId = payload?.merchantRefundId;
        if (typeof merchantRefundId === 'string') return { kind: 'refund', merchantRefundId };
        log('A PhonePe refund webhook without merchantRefundId was ignored.');
        return undefined;
      }
      const txn = payload?.merchantOrderId;
      if (typeof txn !== 'string') {
        log('A PhonePe webhook without merchantOrderId was ignored.');
        return undefined;
      }
      return { kind: 'payment', merchantTransactionId: txn };
    },
  };
}
