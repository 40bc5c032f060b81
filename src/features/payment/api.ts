// The payment status call of /payment-status. Never throws: no answer, or an answer that
// is not ours, reads as `null` and the page shows the spec's PAYMENT_ERROR view.

import { isRecord } from '../../domain/is-record';

export const STATUS_CODES = [
  'PAYMENT_SUCCESS',
  'PAYMENT_PENDING',
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'PAYMENT_CANCELLED',
  'TRANSACTION_NOT_FOUND',
] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

export type PaymentStatus = {
  code: StatusCode;
  data: {
    /** Paise. */
    amount: number;
    merchantTransactionId: string;
    purpose: 'booking' | 'workshop' | 'test' | null;
    type: string | null;
    /** The money was taken but confirmed nothing: what it was for had changed. */
    unconfirmed: boolean;
  } | null;
};

const TIMEOUT_MS = 15_000;

function readStatus(body: unknown): PaymentStatus | null {
  if (!isRecord(body) || typeof body.code !== 'string' || !(STATUS_CODES as readonly string[]).includes(body.code)) return null;
  const code = body.code as StatusCode;
  const data = isRecord(body.data) ? body.data : null;
  if (!data || typeof data.amount !== 'number' || typeof data.merchantTransactionId !== 'string') return { code, data: null };
  return {
    code,
    data: {
      amount: data.amount,
      merchantTransactionId: data.merchantTransactionId,
      purpose: data.purpose === 'booking' || data.purpose === 'workshop' || data.purpose === 'test' ? data.purpose : null,
      type: typeof data.type === 'string' ? data.type : null,
      unconfirmed: data.unconfirmed === true,
    },
  };
}

export async function fetchPaymentStatus(transactionId: string): Promise<PaymentStatus | null> {
  try {
    const response = await fetch(`/api/payments/${encodeURIComponent(transactionId)}/status`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return readStatus(await response.json());
  } catch {
    return null;
  }
}
