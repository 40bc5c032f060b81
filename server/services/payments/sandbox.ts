import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { PaymentState } from '../../db/payments-repository';
import { CODE_OF_STATE, headerOf, type PaymentProvider } from './payment-provider';

// A stand-in payment gateway on our own server: the visitor sees a clearly labelled test
// page (/pay/sandbox/:txn) and chooses what the "bank" answers. It keeps its own table, as
// a gateway keeps its own books, and answers status checks with the real codes.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const SANDBOX_OUTCOMES = ['SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED', 'PENDING'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export type SandboxPayment = {
  merchantTransactionId: string;
  amountPaise: number;
  returnUrl: string;
  outcome: PaymentState;
  transactionId: string;
};

export type SandboxProvider = PaymentProvider & {
  find(merchantTransactionId: string): SandboxPayment | undefined;
  /** Records the visitor's choice; a decided payment stays decided. Returns the payment. */
  decide(merchantTransactionId: string, outcome: SandboxOutcome): SandboxPayment | undefined;
  /** The signature the sandbox puts on its callback for this transaction. */
  sign(merchantTransactionId: string): string;
};

type Row = { merchant_transaction_id: string; amount_paise: number; return_url: string; outcome: PaymentState; transaction_id: string };

const toPayment = (row: Row): SandboxPayment => ({
  merchantTransactionId: row.merchant_transaction_id,
  amountPaise: row.amount_paise,
  returnUrl: row.return_url,
  outcome: row.outcome,
  transactionId: row.transaction_id,
});

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
  const insert = db.prepare(
    `INSERT INTO sandbox_payments (merchant_transaction_id, amount_paise, return_url, outcome, transaction_id, created_at)
     VALUES (?, ?, ?, 'PENDING', ?, ?)`,
  );
  const find = db.prepare<[string], Row>(
    'SELECT merchant_transaction_id, amount_paise, return_url, outcome, transaction_id FROM sandbox_payments WHERE merchant_transaction_id = ?',
  );
  const decide = db.prepare<[string, string, string]>(
    `UPDATE sandbox_payments SET outcome = ?, decided_at = ? WHERE merchant_transaction_id = ? AND outcome = 'PENDING'`,
  );
  const sign = (txn: string) => createHmac('sha256', key()).update(`sandbox-callback:${txn}`).digest('hex');

  return {
    name: 'sandbox',
    async createPayment({ amountPaise, merchantTransactionId, returnUrl }) {
      const transactionId = `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`;
      insert.run(merchantTransactionId, amountPaise, returnUrl, transactionId, now().toISOString());
      return { redirectUrl: `${publicUrl}/pay/sandbox/${encodeURIComponent(merchantTransactionId)}` };
    },

    async fetchStatus(txn) {
      const row = find.get(txn);
      if (!row) return { code: 'TRANSACTION_NOT_FOUND', transactionId: null, amountPaise: null, paymentInstrument: null };
      const decided = row.outcome !== 'PENDING';
      return {
        code: CODE_OF_STATE[row.outcome],
        transactionId: row.transaction_id,
        amountPaise: row.amount_paise,
        paymentInstrument: decided ? { type: 'SANDBOX', utr: `UTR${row.transaction_id.slice(7, 19)}` } : null,
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

    find(txn) {
      const row = find.get(txn);
      return row ? toPayment(row) : undefined;
    },

    decide(txn, outcome) {
      if (outcome !== 'PENDING') decide.run(outcome, now().toISOString(), txn);
      const row = find.get(txn);
      return row ? toPayment(row) : undefined;
    },

    sign,
  };
}
