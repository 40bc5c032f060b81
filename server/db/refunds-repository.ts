import { rowLock, type Db } from './engine/db';

// Refunds (migration 015): one per payment, written before the provider is asked, then moved
// along REQUESTED -> PENDING -> COMPLETED / FAILED by what the provider answers.

export type RefundState = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

export type NewRefund = {
  paymentId: number;
  merchantRefundId: string;
  amountPaise: number;
  reason: string;
  createdAt: string;
  /** When the refund is first due to be sent, should its caller not send it. */
  nextCheckAt: string;
};

export type StoredRefund = {
  id: number;
  paymentId: number;
  merchantRefundId: string;
  amountPaise: number;
  state: RefundState;
  providerRefundId: string | null;
  reason: string;
  lastError: string | null;
  /** How many times the provider was asked about it. */
  attempts: number;
  nextCheckAt: string | null;
  createdAt: string;
  completedAt: string | null;
};

/** A provider's answer moving a refund out of `from`. */
export type RefundTransition = {
  from: RefundState;
  state: Exclude<RefundState, 'REQUESTED'>;
  providerRefundId: string | null;
  lastError: string | null;
  /** Set for COMPLETED and FAILED. */
  completedAt: string | null;
  /** The next status check of a PENDING refund; null once it is final. */
  nextCheckAt: string | null;
};

export type RefundsRepository = {
  /** Writes the refund unless its payment already has one; returns the payment's refund either way. */
  insertIfAbsent(refund: NewRefund): Promise<StoredRefund>;
  findById(id: number): Promise<StoredRefund | undefined>;
  findByPayment(paymentId: number): Promise<StoredRefund | undefined>;
  findByMerchantRefundId(merchantRefundId: string): Promise<StoredRefund | undefined>;
  /** A payment's refunds, oldest first, for staff. */
  listForPayment(paymentId: number): Promise<StoredRefund[]>;
  /**
   * The REQUESTED and PENDING refunds due by `now` and not leased, each leased until `leaseUntil`
   * in the same statement, so a second timer (or instance) does not take them too.
   */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredRefund[]>;
  /**
   * Leases one REQUESTED or PENDING refund until `leaseUntil`, due or not, unless another lease
   * runs past `now`. The refund as leased, or undefined when it is leased already or final.
   */
  claim(id: number, now: string, leaseUntil: string): Promise<StoredRefund | undefined>;
  /** Moves the refund from `transition.from`, counts the attempt and ends the lease; false when it had already moved. */
  recordOutcome(id: number, transition: RefundTransition): Promise<boolean>;
  /** Counts an attempt that left the state as it was (no answer, or still pending), sets the next check and ends the lease. */
  rescheduleCheck(id: number, lastError: string | null, nextCheckAt: string): Promise<void>;
};

type RefundRow = {
  id: number;
  payment_id: number;
  merchant_refund_id: string;
  amount_paise: number;
  state: RefundState;
  provider_refund_id: string | null;
  reason: string;
  last_error: string | null;
  attempts: number;
  next_check_at: string | null;
  created_at: string;
  completed_at: string | null;
};

const COLUMNS = `id, payment_id, merchant_refund_id, amount_paise, state, provider_refund_id, reason, last_error, attempts,
  next_check_at, created_at, completed_at`;

const toRefund = (row: RefundRow): StoredRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  merchantRefundId: row.merchant_refund_id,
  amountPaise: row.amount_paise,
  state: row.state,
  providerRefundId: row.provider_refund_id,
  reason: row.reason,
  lastError: row.last_error,
  attempts: row.attempts,
  nextCheckAt: row.next_check_at,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

const INSERT = `INSERT INTO refunds (payment_id, merchant_refund_id, amount_paise, state, reason, next_check_at, created_at)
  VALUES (@paymentId, @merchantRefundId, @amountPaise, 'REQUESTED', @reason, @nextCheckAt, @createdAt)
  ON CONFLICT (payment_id) DO NOTHING`;
// Open and not leased: no instance is talking to the provider about it. claimed_until is the
// only lease (migration 021); next_check_at only says when the refund is next due.
const CLAIMABLE = `state IN ('REQUESTED', 'PENDING') AND (claimed_until IS NULL OR claimed_until <= @now)`;
const DUE = `(next_check_at IS NULL OR next_check_at <= @now)`;
// A REQUESTED row without a time is due at once: nothing may leave a refund unsent. Such rows
// come first on either engine (PostgreSQL would sort NULL last). The outer WHERE repeats the
// choice, as the mail outbox's claim does: a row leased meanwhile is not leased again.
const claimStatement = (lock: string) => `UPDATE refunds SET claimed_until = @leaseUntil
  WHERE id IN (
    SELECT id FROM refunds WHERE ${CLAIMABLE} AND ${DUE}
    ORDER BY next_check_at NULLS FIRST, id LIMIT @limit${lock}
  ) AND ${CLAIMABLE} AND ${DUE}
  RETURNING ${COLUMNS}`;
const CLAIM_ONE = `UPDATE refunds SET claimed_until = @leaseUntil WHERE id = @id AND ${CLAIMABLE} RETURNING ${COLUMNS}`;
const RECORD_OUTCOME = `UPDATE refunds SET state = @state, provider_refund_id = COALESCE(@providerRefundId, provider_refund_id), last_error = @lastError,
    completed_at = @completedAt, next_check_at = @nextCheckAt, attempts = attempts + 1, claimed_until = NULL
  WHERE id = @id AND state = @from`;
const RESCHEDULE = `UPDATE refunds SET last_error = ?, next_check_at = ?, attempts = attempts + 1, claimed_until = NULL
  WHERE id = ? AND state IN ('REQUESTED', 'PENDING')`;

export function createRefundsRepository(db: Db): RefundsRepository {
  // The due rows are locked as they are picked, and rows another claim holds are passed over:
  // instances claiming at once take disjoint rows, instead of all choosing the same ones and all
  // but one finding them leased when their turn comes.
  const claim = claimStatement(rowLock(db.engine, { skipLocked: true }));
  async function findOne(where: string, value: string | number): Promise<StoredRefund | undefined> {
    const row = await db.get<RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE ${where} = ?`, [value]);
    return row ? toRefund(row) : undefined;
  }

  return {
    async insertIfAbsent(refund) {
      await db.run(INSERT, refund);
      const stored = await findOne('payment_id', refund.paymentId);
      if (!stored) throw new Error(`The refund of payment ${refund.paymentId} was not stored`);
      return stored;
    },
    findById: (id) => findOne('id', id),
    findByPayment: (paymentId) => findOne('payment_id', paymentId),
    findByMerchantRefundId: (merchantRefundId) => findOne('merchant_refund_id', merchantRefundId),
    async listForPayment(paymentId) {
      return (await db.all<RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE payment_id = ? ORDER BY id`, [paymentId])).map(toRefund);
    },
    async claimDue(now, leaseUntil, limit) {
      return (await db.all<RefundRow>(claim, { now, leaseUntil, limit })).map(toRefund);
    },
    async claim(id, now, leaseUntil) {
      const row = await db.get<RefundRow>(CLAIM_ONE, { id, now, leaseUntil });
      return row ? toRefund(row) : undefined;
    },
    async recordOutcome(id, transition) {
      return (await db.run(RECORD_OUTCOME, { ...transition, id })).changes === 1;
    },
    async rescheduleCheck(id, lastError, nextCheckAt) {
      await db.run(RESCHEDULE, [lastError, nextCheckAt, id]);
    },
  };
}

/** A refund in the sandbox gateway's own books (migration 016). */
export type SandboxRefund = {
  merchantRefundId: string;
  merchantTransactionId: string;
  amountPaise: number;
  state: 'COMPLETED' | 'FAILED';
  refundId: string;
  error: string | null;
  createdAt: string;
};

export type SandboxRefundsRepository = {
  /** Records the refund unless its merchant refund id is known; returns the one recorded under that id. */
  insertIfAbsent(refund: SandboxRefund): Promise<SandboxRefund>;
  find(merchantRefundId: string): Promise<SandboxRefund | undefined>;
  /** A transaction's refunds, oldest first. */
  listForTransaction(merchantTransactionId: string): Promise<SandboxRefund[]>;
};

type SandboxRefundRow = {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: SandboxRefund['state'];
  refund_id: string;
  error: string | null;
  created_at: string;
};

const toSandboxRefund = (row: SandboxRefundRow): SandboxRefund => ({
  merchantRefundId: row.merchant_refund_id,
  merchantTransactionId: row.merchant_transaction_id,
  amountPaise: row.amount_paise,
  state: row.state,
  refundId: row.refund_id,
  error: row.error,
  createdAt: row.created_at,
});

const SANDBOX_COLUMNS = 'merchant_refund_id, merchant_transaction_id, amount_paise, state, refund_id, error, created_at';

export function createSandboxRefundsRepository(db: Db): SandboxRefundsRepository {
  async function find(merchantRefundId: string): Promise<SandboxRefund | undefined> {
    const row = await db.get<SandboxRefundRow>(`SELECT ${SANDBOX_COLUMNS} FROM sandbox_refunds WHERE merchant_refund_id = ?`, [merchantRefundId]);
    return row ? toSandboxRefund(row) : undefined;
  }

  return {
    async insertIfAbsent(refund) {
      await db.run(
        `INSERT INTO sandbox_refunds (${SANDBOX_COLUMNS})
         VALUES (@merchantRefundId, @merchantTransactionId, @amountPaise, @state, @refundId, @error, @createdAt)
         ON CONFLICT (merchant_refund_id) DO NOTHING`,
        refund,
      );
      return (await find(refund.merchantRefundId)) ?? refund;
    },
    find,
    async listForTransaction(txn) {
      const rows = await db.all<SandboxRefundRow>(
        `SELECT ${SANDBOX_COLUMNS} FROM sandbox_refunds WHERE merchant_transaction_id = ? ORDER BY created_at, merchant_refund_id`,
        [txn],
      );
      return rows.map(toSandboxRefund);
    },
  };
}
