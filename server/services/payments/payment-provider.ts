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

export type PaymentProvider = {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string }>;
  fetchStatus(merchantTransactionId: string): Promise<ProviderStatus>;
  /**
   * The merchant transaction a genuine callback is about; undefined when the callback is
   * not genuine (bad or missing signature). Its news is then confirmed with fetchStatus.
   */
  verifyCallback(request: CallbackRequest): string | undefined;
};

export function headerOf(headers: CallbackRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
