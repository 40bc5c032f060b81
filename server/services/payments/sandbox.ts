import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { createSandboxPaymentsRepository, type SandboxPayment } from '../../db/payments-repository';
import { CODE_OF_STATE, headerOf, type PaymentProvider } from './payment-provider';

// A stand-in payment gateway on our own server: the visitor sees a clearly labelled test
// page (/pay/sandbox/:txn) and chooses what the "bank" answers. It keeps its own table, as
// a gateway keeps its own books, and answers status checks with the real codes.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const SANDBOX_OUTCOMES = ['SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED', 'PENDING'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export type SandboxProvider = PaymentProvider & {
  find(merchantTransactionId: string): SandboxPayment | undefined;
  /** Records the visitor's choice; a decided payment stays decided. Returns the payment. */
  decide(merchantTransactionId: string, outcome: SandboxOutcome): SandboxPayment | undefined;
  /** The signature the sandbox puts on its callback for this transaction. */
  sign(merchantTransactionId: string): string;
};

export function createSandboxProvider({
  db,
  publicUrl,
  key,
  now = () => new Date(),
}: {
  db: Database.Database;
  publicUrl: string;
  /** Signs the sandbox's callbacks. */
  key: () => Buffer;
  now?: () => Date;
}): SandboxProvider {
  const books = createSandboxPaymentsRepository(db);
  const sign = (txn: string) => createHmac('sha256', key()).update(`sandbox-callback:${txn}`).digest('hex');

  return {
    name: 'sandbox',
    async createPayment({ amountPaise, merchantTransactionId, returnUrl }) {
      const transactionId = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`;
      books.insert({ merchantTransactionId, amountPaise, returnUrl, transactionId, createdAt: now().toISOString() });
      return { redirectUrl: `${publicUrl}/pay/sandbox/${encodeURIComponent(merchantTransactionId)}` };
    },

    async fetchStatus(txn) {
      const payment = books.find(txn);
      if (!payment) return { code: 'TRANSACTION_NOT_FOUND', transactionId: null, amountPaise: null, paymentInstrument: null };
      const decided = payment.outcome !== 'PENDING';
      return {
        code: CODE_OF_STATE[payment.outcome],
        transactionId: payment.transactionId,
        amountPaise: payment.amountPaise,
        paymentInstrument: decided ? { type: 'SANDBOX', utr: `UTR${payment.transactionId.slice(7, 19)}` } : null,
      };
    },

    verifyCallback({ headers, body }) {
      const txn = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).merchantTransactionId : undefined;
      const given = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
      if (typeof txn !== 'string' || typeof given !== 'string') return undefined;
      const expected = Buffer.from(sign(txn));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? txn : undefined;
    },

    find: (txn) => books.find(txn),

    decide(txn, outcome) {
      if (outcome !== 'PENDING') books.decide(txn, outcome, now());
      return books.find(txn);
    },

    sign,
  };
}
