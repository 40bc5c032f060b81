// What GET /api/payments/:merchantTransactionId/status answers, as the server sends it and
// the /payment-status page reads it.

/** Spec §4 "Payment result codes". TRANSACTION_NOT_FOUND: neither we nor the provider know it. */
export const PAYMENT_CODES = [
  'PAYMENT_SUCCESS',
  'PAYMENT_PENDING',
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'PAYMENT_CANCELLED',
  'TRANSACTION_NOT_FOUND',
] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

export function isPaymentCode(value: unknown): value is PaymentCode {
  return typeof value === 'string' && (PAYMENT_CODES as readonly string[]).includes(value);
}

/** 'test': a staff test payment (spec §2 /admin/testPage); nothing is booked by it. */
export const PAYMENT_PURPOSES = ['booking', 'workshop', 'test'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export function isPaymentPurpose(value: unknown): value is PaymentPurpose {
  return typeof value === 'string' && (PAYMENT_PURPOSES as readonly string[]).includes(value);
}

/**
 * The public answer: anyone holding the transaction id reads it, so it carries what the
 * status page shows and nothing the provider said about the payer (their VPA, name,
 * account or IFSC are for staff, decision 010).
 */
export type PaymentStatusAnswer = {
  code: PaymentCode;
  data: {
    /** Paise. */
    amount: number;
    merchantTransactionId: string;
    purpose: PaymentPurpose;
    /** What was paid for ("Individual Therapy, 60 minutes"). */
    type: string;
    /** The money was taken but confirmed nothing: what it was for had changed; staff will be in touch. */
    unconfirmed: boolean;
    /** A confirmed booking's manage page, /manage/<token>: where its reminders on this device are asked for. */
    managePath?: string;
  } | null;
};
