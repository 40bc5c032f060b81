import type { PaymentCode, PaymentStatusAnswer } from '../../../src/domain/payment-status';
import type { StoredPayment } from '../../db/payments-repository';
import { CODE_OF_STATE } from './payment-provider';

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
