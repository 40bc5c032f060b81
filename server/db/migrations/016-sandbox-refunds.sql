-- The sandbox provider's own books of refunds (services/payments/sandbox.ts), as a gateway keeps
-- its own: one row per merchant refund id, so the same id asked twice is one refund. The test
-- payment page lists a transaction's refunds from here.
CREATE TABLE sandbox_refunds (
  merchant_refund_id TEXT PRIMARY KEY,
  merchant_transaction_id TEXT NOT NULL REFERENCES sandbox_payments (merchant_transaction_id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  state TEXT NOT NULL CHECK (state IN ('COMPLETED', 'FAILED')),
  refund_id TEXT NOT NULL UNIQUE,
  error TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX sandbox_refunds_transaction ON sandbox_refunds (merchant_transaction_id);
