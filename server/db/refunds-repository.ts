import type Database from 'better-sqlite3';

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
  insertIfAbsent(refund: NewRefund): StoredRefund;
  findById(id: number): StoredRefund | undefined;
  findByPayment(paymentId: number): StoredRefund | undefined;
  findByMerchantRefundId(merchantRefundId: string): StoredRefund | undefined;
  /** A payment's refunds, oldest first, for staff. */
  listForPayment(paymentId: number): StoredRefund[];
  /**
   * The REQUESTED and PENDING refunds due by `now`, each leased until `leaseUntil` in the same
   * statement, so a second timer (or process) does not take them too.
   */
  claimDue(now: string, leaseUntil: string, limit: number): StoredRefund[];
  /** Moves the refund from `transition.from` and counts the attempt; false when it had already moved. */
  recordOutcome(id: number, transition: RefundTransition): boolean;
  /** Counts an attempt that left the state as it was (no answer, or still pending) and sets the next check. */
  rescheduleCheck(id: number, lastError: string | null, nextCheckAt: string): void;
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

export function createRefundsRepository(db: Database.Database): RefundsRepository {
  const insertStatement = db.prepare<NewRefund>(
    `INSERT INTO refunds (payment_id, merchant_refund_id, amount_paise, state, reason, next_check_at, created_at)
     VALUES (@paymentId, @merchantRefundId, @amountPaise, 'REQUESTED', @reason, @nextCheckAt, @createdAt)
     ON CONFLICT (payment_id) DO NOTHING`,
  );
  const byId = db.prepare<[number], RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE id = ?`);
  const byPayment = db.prepare<[number], RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE payment_id = ?`);
  const byMerchantRefundId = db.prepare<[string], RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE merchant_refund_id = ?`);
  const forPayment = db.prepare<[number], RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE payment_id = ? ORDER BY id`);
  // A REQUESTED row without a time is due at once: nothing may leave a refund unsent.
  const claimStatement = db.prepare<{ now: string; leaseUntil: string; limit: number }, RefundRow>(
    `UPDATE refunds SET next_check_at = @leaseUntil
     WHERE id IN (
       SELECT id FROM refunds WHERE state IN ('REQUESTED', 'PENDING') AND (next_check_at IS NULL OR next_check_at <= @now)
       ORDER BY next_check_at, id LIMIT @limit
     )
     RETURNING ${COLUMNS}`,
  );
  const outcomeStatement = db.prepare<RefundTransition & { id: number }>(
    `UPDATE refunds SET state = @state, provider_refund_id = COALESCE(@providerRefundId, provider_refund_id), last_error = @lastError,
       completed_at = @completedAt, next_check_at = @nextCheckAt, attempts = attempts + 1
     WHERE id = @id AND state = @from`,
  );
  const rescheduleStatement = db.prepare<[string | null, string, number]>(
    `UPDATE refunds SET last_error = ?, next_check_at = ?, attempts = attempts + 1
     WHERE id = ? AND state IN ('REQUESTED', 'PENDING')`,
  );

  const found = (row: RefundRow | undefined) => (row ? toRefund(row) : undefined);

  return {
    insertIfAbsent(refund) {
      insertStatement.run(refund);
      const stored = found(byPayment.get(refund.paymentId));
      if (!stored) throw new Error(`The refund of payment ${refund.paymentId} was not stored`);
      return stored;
    },
    findById: (id) => found(byId.get(id)),
    findByPayment: (paymentId) => found(byPayment.get(paymentId)),
    findByMerchantRefundId: (merchantRefundId) => found(byMerchantRefundId.get(merchantRefundId)),
    listForPayment: (paymentId) => forPayment.all(paymentId).map(toRefund),
    claimDue: (now, leaseUntil, limit) => claimStatement.all({ now, leaseUntil, limit }).map(toRefund),
    recordOutcome: (id, transition) => outcomeStatement.run({ ...transition, id }).changes === 1,
    rescheduleCheck(id, lastError, nextCheckAt) {
      rescheduleStatement.run(lastError, nextCheckAt, id);
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
  insertIfAbsent(refund: SandboxRefund): SandboxRefund;
  find(merchantRefundId: string): SandboxRefund | undefined;
  /** A transaction's refunds, oldest first. */
  listForTransaction(merchantTransactionId: string): SandboxRefund[];
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

export function createSandboxRefundsRepository(db: Database.Database): SandboxRefundsRepository {
  const SANDBOX_COLUMNS = 'merchant_refund_id, merchant_transaction_id, amount_paise, state, refund_id, error, created_at';
  const insertStatement = db.prepare<SandboxRefund>(
    `INSERT INTO sandbox_refunds (${SANDBOX_COLUMNS})
     VALUES (@merchantRefundId, @merchantTransactionId, @amountPaise, @state, @refundId, @error, @createdAt)
     ON CONFLICT (merchant_refund_id) DO NOTHING`,
  );
  const findStatement = db.prepare<[string], SandboxRefundRow>(`SELECT ${SANDBOX_COLUMNS} FROM sandbox_refunds WHERE merchant_refund_id = ?`);
  const listStatement = db.prepare<[string], SandboxRefundRow>(
    `SELECT ${SANDBOX_COLUMNS} FROM sandbox_refunds WHERE merchant_transaction_id = ? ORDER BY created_at, rowid`,
  );
  const find = (merchantRefundId: string) => {
    const row = findStatement.get(merchantRefundId);
    return row ? toSandboxRefund(row) : undefined;
  };

  return {
    insertIfAbsent(refund) {
      insertStatement.run(refund);
      return find(refund.merchantRefundId) ?? refund;
    },
    find,
    listForTransaction: (txn) => listStatement.all(txn).map(toSandboxRefund),
  };
}
