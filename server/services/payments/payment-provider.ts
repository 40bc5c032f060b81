import type { PaymentState } from '../../db/payments-repository';

import type { PaymentCode } from '../../../src/domain/payment-status';

export const CODE_OF_STATE: Record<PaymentState, PaymentCode> = {
  PENDING: 'PAYMENT_PENDING',
  SUCCESS: 'PAYMENT_SUCCESS',
  ERROR: 'PAYMENT_ERROR',
  DECLINED: 'PAYMENT_DECLINED',
  CANCELLED: 'PAYMENT_CANCELLED',
};

/** The final state a provider's answer moves a payment to; undefined while it is not final. */
export function finalStateOf(code: PaymentCode): Exclude<PaymentState, 'PENDING'> | undefined {
  switch (code) {
    case 'PAYMENT_SUCCESS':
      return 'SUCCESS';
    case 'PAYMENT_ERROR':
      return 'ERROR';
    case 'PAYMENT_DECLINED':
      return 'DECLINED';
    case 'PAYMENT_CANCELLED':
      return 'CANCELLED';
    default:
      return undefined;
  }
}

export type ProviderStatus = {
  code: PaymentCode;
  /** The provider's own id of the transaction, when it has one. */
  transactionId: string | null;
  /** What the provider says was charged, to compare with what we priced. */
  amountPaise: number | null;
  paymentInstrument: Record<string, unknown> | null;
};

export type CreatePaymentInput = {
  amountPaise: number;
  merchantTransactionId: string;
  /** Where the provider sends the visitor back: /payment-status?transactionid=... */
  returnUrl: string;
  /** Where the provider posts its server-to-server callback. */
  callbackUrl: string;
};

export type CallbackRequest = { headers: Record<string, string | string[] | undefined>; body: unknown };

/** What a genuine callback is about: a payment, or a refund of one. */
export type CallbackSubject = { kind: 'payment'; merchantTransactionId: string } | { kind: 'refund'; merchantRefundId: string };

/**
 * Where a refund stands at the provider. PENDING: accepted and under way (the money may take
 * days to reach the payer); COMPLETED: paid back; FAILED: it will not happen, and `error` says why.
 */
export type ProviderRefund = {
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  providerRefundId: string | null;
  amountPaise: number | null;
  error?: string;
};

export type RefundInput = { merchantRefundId: string; merchantTransactionId: string; amountPaise: number };

/** The provider does not know this merchant refund id: it was never received. */
export class RefundNotFoundError extends Error {
  constructor(merchantRefundId: string) {
    super(`The provider knows no refund ${merchantRefundId}`);
    this.name = 'RefundNotFoundError';
  }
}

export type PaymentProvider = {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string }>;
  fetchStatus(merchantTransactionId: string): Promise<ProviderStatus>;
  /**
   * Asks for a refund of a paid transaction. The same merchantRefundId asked again never refunds
   * twice. Throws when the answer is unknown (no answer, a server error): ask refundStatus then.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Where the refund stands; throws RefundNotFoundError when the provider never received it. */
  refundStatus(merchantRefundId: string): Promise<ProviderRefund>;
  /**
   * What a genuine callback is about; undefined when the callback is not genuine (bad or
   * missing signature). Its news is then confirmed with fetchStatus or refundStatus.
   */
  verifyCallback(request: CallbackRequest): CallbackSubject | undefined;
};

export function headerOf(headers: CallbackRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
