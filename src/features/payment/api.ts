// The payment status call of /payment-status. Never throws: no answer, or an answer that
// is not ours, reads as `null` and the page shows the spec's PAYMENT_ERROR view.

import { isRecord } from '../../domain/is-record';
import { isPaymentCode, isPaymentPurpose, type PaymentCode, type PaymentStatusAnswer } from '../../domain/payment-status';

type AnswerData = NonNullable<PaymentStatusAnswer['data']>;

/** The server's answer as read here: a purpose or type this version does not know reads as null. */
export type PaymentStatus = {
  code: PaymentCode;
  data: (Omit<AnswerData, 'purpose' | 'type'> & { purpose: AnswerData['purpose'] | null; type: string | null }) | null;
};

const TIMEOUT_MS = 15_000;

function readStatus(body: unknown): PaymentStatus | null {
  if (!isRecord(body) || !isPaymentCode(body.code)) return null;
  const code = body.code;
  const data = isRecord(body.data) ? body.data : null;
  if (!data || typeof data.amount !== 'number' || typeof data.merchantTransactionId !== 'string') return { code, data: null };
  return {
    code,
    data: {
      amount: data.amount,
      merchantTransactionId: data.merchantTransactionId,
      purpose: isPaymentPurpose(data.purpose) ? data.purpose : null,
      type: typeof data.type === 'string' ? data.type : null,
      unconfirmed: data.unconfirmed === true,
      ...(typeof data.managePath === 'string' && data.managePath.startsWith('/manage/') ? { managePath: data.managePath } : {}),
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
