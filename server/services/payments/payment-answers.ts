import type { PaymentPurpose, StoredPayment } from '../../db/payments-repository';
import { CODE_OF_STATE, type PaymentCode } from './payment-provider';

/**
 * The public answer: anyone holding the transaction id reads it, so it carries what the
 * status page shows and nothing the provider said about the payer (their VPA, name,
 * account or IFSC are for staff, decision 010).
 */
export type PaymentStatusAnswer = {
  code: PaymentCode;
  data: {
    amount: number;
    merchantTransactionId: string;
    purpose: PaymentPurpose;
    type: string;
    /** The money was taken but confirmed nothing (paid-for.ts); staff will be in touch. */
    unconfirmed: boolean;
  } | null;
};

/** The answer for a transaction id we hold no payment for. */
export function unknownPaymentAnswer(): PaymentStatusAnswer {
  return { code: 'TRANSACTION_NOT_FOUND', data: null };
}

/** A stored payment as the public answer; `code` defaults to the one of its state. */
export function paymentAnswer(payment: StoredPayment, code: PaymentCode = CODE_OF_STATE[payment.state]): PaymentStatusAnswer {
  return {
    code,
    data: {
      amount: payment.amountPaise,
      merchantTransactionId: payment.merchantTransactionId,
      purpose: payment.purpose,
      type: payment.type,
      unconfirmed: payment.unconfirmed !== null,
    },
  };
}
