import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/engine/db';
import { createSandboxPaymentsRepository, type SandboxPayment } from '../../db/payments-repository';
import { createSandboxRefundsRepository, type SandboxRefund } from '../../db/refunds-repository';
import { CODE_OF_STATE, headerOf, RefundNotFoundError, type PaymentProvider, type ProviderRefund } from './payment-provider';

// A stand-in payment gateway on our own server: the visitor sees a clearly labelled test
// page (/pay/sandbox/:txn) and chooses what the "bank" answers. It keeps its own table, as
// a gateway keeps its own books, and answers status checks with the real codes. A refund
// completes at once (no bank to wait for) and is listed on the transaction's page.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const SANDBOX_OUTCOMES = ['SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED', 'PENDING'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export type SandboxProvider = PaymentProvider & {
  find(merchantTransactionId: string): Promise<SandboxPayment | undefined>;
  /** Records the visitor's choice; a decided payment stays decided. Returns the payment. */
  decide(merchantTransactionId: string, outcome: SandboxOutcome): Promise<SandboxPayment | undefined>;
  /** The signature the sandbox puts on its callback for this transaction. */
  sign(merchantTransactionId: string): string;
  /** The transaction's refunds, oldest first. */
  refundsFor(merchantTransactionId: string): Promise<SandboxRefund[]>;
};

const answerOf = (refund: SandboxRefund): ProviderRefund => ({
  state: refund.state,
  providerRefundId: refund.refundId,
  amountPaise: refund.amountPaise,
  ...(refund.error ? { error: refund.error } : {}),
});

export function createSandboxProvider({
  db,
  publicUrl,
  key,
  now = () => new Date(),
}: {
  db: Db;
  publicUrl: string;
  /** Signs the sandbox's callbacks. */
  key: () => Buffer;
  now?: () => Date;
}): SandboxProvider {
  const books = createSandboxPaymentsRepository(db);
  const refundBooks = createSandboxRefundsRepository(db);
  const sign = (txn: string) => createHmac('sha256', key()).update(`sandbox-callback:${txn}`).digest('hex');

  return {
    name: 'sandbox',
    async createPayment({ amountPaise, merchantTransactionId, returnUrl }) {
      const transactionId = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`;
      await books.insert({ merchantTransactionId, amountPaise, returnUrl, transactionId, createdAt: now().toISOString() });
      return { redirectUrl: `${publicUrl}/pay/sandbox/${encodeURIComponent(merchantTransactionId)}` };
    },

    async fetchStatus(txn) {
      const payment = await books.find(txn);
      if (!payment) return { code: 'TRANSACTION_NOT_FOUND', transactionId: null, amountPaise: null, paymentInstrument: null };
      const decided = payment.outcome !== 'PENDING';
      return {
        code: CODE_OF_STATE[payment.outcome],
        transactionId: payment.transactionId,
        amountPaise: payment.amountPaise,
        paymentInstrument: decided ? { type: 'SANDBOX', utr: `UTR${payment.transactionId.slice(7, 19)}` } : null,
      };
    },

    async refund({ merchantRefundId, merchantTransactionId, amountPaise }) {
      const known = await refundBooks.find(merchantRefundId);
      if (known) return answerOf(known);
      const payment = await books.find(merchantTransactionId);
      // Nothing to write it against: the books know no such transaction.
      if (!payment) return { state: 'FAILED', providerRefundId: null, amountPaise, error: 'TRANSACTION_NOT_FOUND' };
      const refunded = (await refundBooks.listForTransaction(merchantTransactionId))
        .filter((refund) => refund.state === 'COMPLETED')
        .reduce((sum, refund) => sum + refund.amountPaise, 0);
      let error: string | null = null;
      if (payment.outcome !== 'SUCCESS') error = 'TRANSACTION_NOT_PAID';
      else if (amountPaise > payment.amountPaise - refunded) error = 'EXCESS_REFUND_AMOUNT';
      const stored = await refundBooks.insertIfAbsent({
        merchantRefundId,
        merchantTransactionId,
        amountPaise,
        state: error ? 'FAILED' : 'COMPLETED',
        refundId: `SANDBOXR${randomBytes(8).toString('hex').toUpperCase()}`,
        error,
        createdAt: now().toISOString(),
      });
      return answerOf(stored);
    },

    async refundStatus(merchantRefundId) {
      const refund = await refundBooks.find(merchantRefundId);
      if (!refund) throw new RefundNotFoundError(merchantRefundId);
      return answerOf(refund);
    },

    verifyCallback({ headers, body }) {
      const txn = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).merchantTransactionId : undefined;
      const given = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
      if (typeof txn !== 'string' || typeof given !== 'string') return undefined;
      const expected = Buffer.from(sign(txn));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? { kind: 'payment', merchantTransactionId: txn } : undefined;
    },

    find: (txn) => books.find(txn),

    async decide(txn, outcome) {
      if (outcome !== 'PENDING') await books.decide(txn, outcome, now());
      return books.find(txn);
    },

    sign,

    refundsFor: (txn) => refundBooks.listForTransaction(txn),
  };
}
