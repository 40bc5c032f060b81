import type { PaymentCode, PaymentStatusAnswer } from '../../../src/domain/payment-status';
import { isBookingKind } from '../../../src/domain/submission-kinds';
import type { StoredPayment } from '../../db/payments-repository';
import type { ManageLinks } from '../bookings/manage-links';
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

/**
 * A confirmed booking's answer with its manage page, so the confirmation page can offer
 * reminders on the visitor's device. The transaction id in that page's address is already the
 * visitor's own capability: 80 random bits, given to their browser alone when they paid (and to
 * the provider, who redirects them back with it), so its holder is the one the confirmation
 * mail's manage link goes to. Every other answer stays as it was.
 */
export function withManagePath(answer: PaymentStatusAnswer, payment: StoredPayment, links: Pick<ManageLinks, 'tokenFor'> | undefined): PaymentStatusAnswer {
  const confirmed = answer.code === 'PAYMENT_SUCCESS' && answer.data?.purpose === 'booking' && !answer.data.unconfirmed;
  if (!links || !confirmed || !answer.data || !isBookingKind(payment.kind) || payment.submissionId === null) return answer;
  return { ...answer, data: { ...answer.data, managePath: `/manage/${links.tokenFor(payment.kind, payment.submissionId)}` } };
}
