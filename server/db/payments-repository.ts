import type { PaymentPurpose } from '../../src/domain/payment-status';
import { likeIgnoringAsciiCase, likePattern, searchFindsNothing } from './admin-submissions-repository';
import { rowLock, type Db } from './engine/db';

export type PaymentState = 'PENDING' | 'SUCCESS' | 'ERROR' | 'DECLINED' | 'CANCELLED';

export type NewPayment = {
  merchantTransactionId: string;
  provider: string;
  purpose: PaymentPurpose;
  kind: string;
  /** The booking or registration paid for; null for a staff test payment. */
  submissionId: number | null;
  option: string;
  amountPaise: number;
  type: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
};

/**
 * Why a payment that took the money confirmed nothing (migration 011): what it priced was no
 * longer what was booked, the record was gone, it was already paid by another payment, or
 * the provider took another amount than was priced.
 */
export type UnconfirmedReason = 'changed' | 'gone' | 'already-paid' | 'amount';

export type StoredPayment = Omit<NewPayment, 'submissionId'> & {
  id: number;
  submissionId: number | null;
  state: PaymentState;
  transactionId: string | null;
  paymentInstrument: Record<string, unknown> | null;
  utr: string | null;
  upiTransactionId: string | null;
  ifsc: string | null;
  comments: string | null;
  meetingLink: string | null;
  completedAt: string | null;
  /** When staff removed the payer's personal data; the money trail stays. */
  redactedAt: string | null;
  /** When the visitor started again while this payment was PENDING (it may still succeed). */
  abandonedAt: string | null;
  unconfirmed: UnconfirmedReason | null;
};

export type PaymentOutcome = {
  state: Exclude<PaymentState, 'PENDING'>;
  transactionId: string | null;
  paymentInstrument: Record<string, unknown> | null;
  utr: string | null;
  upiTransactionId: string | null;
  ifsc: string | null;
  comments: string | null;
  meetingLink: string | null;
  completedAt: string;
  /** Set when the money was taken but nothing was confirmed with it. */
  unconfirmed: UnconfirmedReason | null;
};

type PaymentRow = {
  id: number;
  merchant_transaction_id: string;
  provider: string;
  purpose: PaymentPurpose;
  kind: string;
  submission_id: number | null;
  option: string;
  amount_paise: number;
  state: PaymentState;
  type: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  transaction_id: string | null;
  payment_instrument: string | null;
  utr: string | null;
  upi_transaction_id: string | null;
  ifsc: string | null;
  comments: string | null;
  meeting_link: string | null;
  created_at: string;
  completed_at: string | null;
  redacted_at: string | null;
  abandoned_at: string | null;
  unconfirmed: UnconfirmedReason | null;
};

export type PaymentsRepository = {
  insert(payment: NewPayment): Promise<number>;
  findByMerchantTransactionId(txn: string): Promise<StoredPayment | undefined>;
  /**
   * The payment, held by the calling transaction until it ends, so that a second settlement of
   * it (another instance, a callback racing a status check) waits and then finds it settled.
   * Only inside db.transaction.
   */
  lockForSettlement(txn: string): Promise<StoredPayment | undefined>;
  findById(id: number): Promise<StoredPayment | undefined>;
  /** Newest first, for the staff list. */
  list(options: { limit: number; offset: number }): Promise<StoredPayment[]>;
  count(): Promise<number>;
  /** The staff list: personal data not removed, matched on name, phone, e-mail or merchant transaction id. */
  search(search: { query: string; sort: 'newest' | 'oldest'; limit: number; offset: number }): Promise<{ items: StoredPayment[]; total: number }>;
  /** Staff list counts for the dashboard (redacted rows left out). */
  countForStaff(since: string): Promise<{ total: number; recent: number }>;
  /**
   * Staff "deletion": removes the payer's personal data (name, e-mail, phone, instrument
   * details, session link) and writes the audit row, in one transaction. Amount, state,
   * purpose, type and the references stay for accounting. False when there was nothing to remove.
   */
  redactAudited(id: number, staffUsername: string, now: Date): Promise<boolean>;
  /** Moves a PENDING payment to its final state; false when it had already left PENDING. */
  complete(txn: string, outcome: PaymentOutcome): Promise<boolean>;
  /** The record's PENDING payments the visitor has not abandoned: they hold what they priced fixed. */
  findOpenFor(kind: string, submissionId: number): Promise<StoredPayment[]>;
  /** Marks the record's open payments abandoned; returns how many there were. */
  abandonOpenFor(kind: string, submissionId: number, at: Date): Promise<number>;
  /**
   * Claims a provider status check of a PENDING payment at `at`, unless one was claimed after
   * `lastBefore` (null: whenever the last was). One statement, so of several instances claiming at
   * once one wins. False when not claimed (or the payment is no longer PENDING).
   */
  claimStatusCheck(txn: string, at: string, lastBefore: string | null): Promise<boolean>;
};

const COLUMNS = `id, merchant_transaction_id, provider, purpose, kind, submission_id, option, amount_paise, state, type,
  name, email, phone, transaction_id, payment_instrument, utr, upi_transaction_id, ifsc, comments, meeting_link, created_at, completed_at, redacted_at,
  abandoned_at, unconfirmed`;

function toPayment(row: PaymentRow): StoredPayment {
  return {
    id: row.id,
    merchantTransactionId: row.merchant_transaction_id,
    provider: row.provider,
    purpose: row.purpose,
    kind: row.kind,
    submissionId: row.submission_id,
    option: row.option,
    amountPaise: row.amount_paise,
    state: row.state,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    transactionId: row.transaction_id,
    paymentInstrument: row.payment_instrument === null ? null : (JSON.parse(row.payment_instrument) as Record<string, unknown>),
    utr: row.utr,
    upiTransactionId: row.upi_transaction_id,
    ifsc: row.ifsc,
    comments: row.comments,
    meetingLink: row.meeting_link,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    redactedAt: row.redacted_at,
    abandonedAt: row.abandoned_at,
    unconfirmed: row.unconfirmed,
  };
}

const INSERT = `INSERT INTO payments (merchant_transaction_id, provider, purpose, kind, submission_id, option, amount_paise, state, type, name, email, phone, created_at)
  VALUES (@merchantTransactionId, @provider, @purpose, @kind, @submissionId, @option, @amountPaise, 'PENDING', @type, @name, @email, @phone, @createdAt)
  RETURNING id`;
const COMPLETE = `UPDATE payments SET state = @state, transaction_id = @transactionId, payment_instrument = @paymentInstrument, utr = @utr,
    upi_transaction_id = @upiTransactionId, ifsc = @ifsc, comments = @comments, meeting_link = @meetingLink, completed_at = @completedAt,
    unconfirmed = @unconfirmed
  WHERE merchant_transaction_id = @txn AND state = 'PENDING'`;
const CLAIM_STATUS_CHECK = `UPDATE payments SET status_checked_at = @at
  WHERE merchant_transaction_id = @txn AND state = 'PENDING' AND (status_checked_at IS NULL OR status_checked_at <= @lastBefore)`;
const FORCE_STATUS_CHECK = `UPDATE payments SET status_checked_at = @at WHERE merchant_transaction_id = @txn AND state = 'PENDING'`;
const OPEN = `kind = ? AND submission_id = ? AND state = 'PENDING' AND abandoned_at IS NULL`;
// Staff search: any part of the name, phone, e-mail or merchant transaction id, ignoring the case
// of ASCII letters (likeIgnoringAsciiCase says how each engine does it). The CAST gives
// PostgreSQL the parameter's type, which `IS NULL` alone does not.
const matching = (engine: Db['engine']) =>
  `redacted_at IS NULL AND (CAST(@pattern AS TEXT) IS NULL OR ${['name', 'phone', 'email', 'merchant_transaction_id']
    .map((column) => likeIgnoringAsciiCase(engine, column))
    .join(' OR ')})`;
const SEARCH_ORDER = { newest: 'created_at DESC, id DESC', oldest: 'created_at ASC, id ASC' } as const;
const REDACT = `UPDATE payments SET name = NULL, email = NULL, phone = NULL, payment_instrument = NULL, meeting_link = NULL, redacted_at = ?
  WHERE id = ? AND redacted_at IS NULL`;
const AUDIT = `INSERT INTO deletion_audit (staff_username, kind, record_id, deleted_at) VALUES (?, 'payments', ?, ?)`;

export function createPaymentsRepository(db: Db): PaymentsRepository {
  async function findOne(where: string, value: string | number): Promise<StoredPayment | undefined> {
    const row = await db.get<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE ${where} = ?`, [value]);
    return row ? toPayment(row) : undefined;
  }

  const MATCH = matching(db.engine);

  return {
    async search({ query, sort, limit, offset }) {
      if (searchFindsNothing(db.engine, query)) return { items: [], total: 0 };
      const pattern = query === '' ? null : likePattern(query);
      const rows = await db.all<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE ${MATCH} ORDER BY ${SEARCH_ORDER[sort]} LIMIT @limit OFFSET @offset`, {
        pattern,
        limit,
        offset,
      });
      const counted = await db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM payments WHERE ${MATCH}`, { pattern });
      return { items: rows.map(toPayment), total: counted?.total ?? 0 };
    },
    async countForStaff(since) {
      const row = await db.get<{ total: number; recent: number | null }>(
        `SELECT COUNT(*) AS total, SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS recent FROM payments WHERE redacted_at IS NULL`,
        [since],
      );
      return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
    },
    redactAudited(id, staffUsername, now) {
      const at = now.toISOString();
      return db.transaction(async () => {
        if ((await db.run(REDACT, [at, id])).changes !== 1) return false;
        await db.run(AUDIT, [staffUsername, id, at]);
        return true;
      });
    },
    async insert(payment) {
      const row = await db.get<{ id: number }>(INSERT, payment);
      if (!row) throw new Error(`The payment ${payment.merchantTransactionId} was not stored`);
      return row.id;
    },
    findByMerchantTransactionId: (txn) => findOne('merchant_transaction_id', txn),
    async lockForSettlement(txn) {
      if (!db.inTransaction()) throw new Error('A payment is locked for settlement only inside a transaction');
      // A second settlement waits here until the first commits, then reads the payment no longer PENDING.
      const lock = rowLock(db.engine, { skipLocked: false });
      const row = await db.get<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE merchant_transaction_id = ?${lock}`, [txn]);
      return row ? toPayment(row) : undefined;
    },
    findById: (id) => findOne('id', id),
    async findOpenFor(kind, submissionId) {
      return (await db.all<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE ${OPEN} ORDER BY id`, [kind, submissionId])).map(toPayment);
    },
    async abandonOpenFor(kind, submissionId, at) {
      return (await db.run(`UPDATE payments SET abandoned_at = ? WHERE ${OPEN}`, [at.toISOString(), kind, submissionId])).changes;
    },
    async list({ limit, offset }) {
      return (await db.all<PaymentRow>(`SELECT ${COLUMNS} FROM payments ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [limit, offset])).map(toPayment);
    },
    async count() {
      return (await db.get<{ total: number }>('SELECT COUNT(*) AS total FROM payments'))?.total ?? 0;
    },
    async claimStatusCheck(txn, at, lastBefore) {
      const claimed = lastBefore === null ? await db.run(FORCE_STATUS_CHECK, { txn, at }) : await db.run(CLAIM_STATUS_CHECK, { txn, at, lastBefore });
      return claimed.changes === 1;
    },
    async complete(txn, outcome) {
      const paymentInstrument = outcome.paymentInstrument === null ? null : JSON.stringify(outcome.paymentInstrument);
      return (await db.run(COMPLETE, { ...outcome, paymentInstrument, txn })).changes === 1;
    },
  };
}

/** A payment in the sandbox gateway's own books (services/payments/sandbox.ts). */
export type SandboxPayment = {
  merchantTransactionId: string;
  amountPaise: number;
  returnUrl: string;
  outcome: PaymentState;
  transactionId: string;
};

export type SandboxPaymentsRepository = {
  /** Opens the gateway's record of a payment, PENDING until the visitor decides. */
  insert(payment: Omit<SandboxPayment, 'outcome'> & { createdAt: string }): Promise<void>;
  find(merchantTransactionId: string): Promise<SandboxPayment | undefined>;
  /** Records the visitor's choice on a PENDING payment; a decided payment stays decided. */
  decide(merchantTransactionId: string, outcome: Exclude<PaymentState, 'PENDING'>, at: Date): Promise<void>;
};

type SandboxPaymentRow = { merchant_transaction_id: string; amount_paise: number; return_url: string; outcome: PaymentState; transaction_id: string };

const toSandboxPayment = (row: SandboxPaymentRow): SandboxPayment => ({
  merchantTransactionId: row.merchant_transaction_id,
  amountPaise: row.amount_paise,
  returnUrl: row.return_url,
  outcome: row.outcome,
  transactionId: row.transaction_id,
});

export function createSandboxPaymentsRepository(db: Db): SandboxPaymentsRepository {
  return {
    async insert({ merchantTransactionId, amountPaise, returnUrl, transactionId, createdAt }) {
      await db.run(
        `INSERT INTO sandbox_payments (merchant_transaction_id, amount_paise, return_url, outcome, transaction_id, created_at)
         VALUES (?, ?, ?, 'PENDING', ?, ?)`,
        [merchantTransactionId, amountPaise, returnUrl, transactionId, createdAt],
      );
    },
    async find(txn) {
      const row = await db.get<SandboxPaymentRow>(
        'SELECT merchant_transaction_id, amount_paise, return_url, outcome, transaction_id FROM sandbox_payments WHERE merchant_transaction_id = ?',
        [txn],
      );
      return row ? toSandboxPayment(row) : undefined;
    },
    async decide(txn, outcome, at) {
      await db.run(`UPDATE sandbox_payments SET outcome = ?, decided_at = ? WHERE merchant_transaction_id = ? AND outcome = 'PENDING'`, [
        outcome,
        at.toISOString(),
        txn,
      ]);
    },
  };
}
