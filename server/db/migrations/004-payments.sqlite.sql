-- One row per payment attempt. The amount is priced by the server from the catalogue
-- when the attempt starts; the client never sends one. A row leaves PENDING once, in
-- the transaction that also marks what was paid for and queues its e-mails.
--
-- submission_id is the booking or workshop registration paid for; it becomes NULL
-- when staff delete that record, so the money trail stays.

CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_transaction_id TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('booking', 'workshop')),
  -- individual, couple, family-friends, workshop-registration
  kind TEXT NOT NULL,
  submission_id INTEGER REFERENCES submissions (id) ON DELETE SET NULL,
  -- The catalogue id priced (individual-60, workshop-single, ...).
  option TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED')),
  -- What the payer paid for, in words ('Individual Therapy, 60 minutes').
  type TEXT NOT NULL,
  name TEXT COLLATE NOCASE,
  email TEXT COLLATE NOCASE,
  phone TEXT,
  -- The provider's own reference and what it reports about the instrument used.
  transaction_id TEXT,
  payment_instrument TEXT CHECK (payment_instrument IS NULL OR json_valid(payment_instrument)),
  utr TEXT,
  upi_transaction_id TEXT,
  ifsc TEXT,
  comments TEXT,
  meeting_link TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);

CREATE INDEX payments_submission_id ON payments (submission_id);
CREATE INDEX payments_created_at ON payments (created_at);
CREATE INDEX payments_state ON payments (state);

-- The sandbox provider's own side: what the visitor chose on the test payment page.
CREATE TABLE sandbox_payments (
  merchant_transaction_id TEXT PRIMARY KEY,
  amount_paise INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('PENDING', 'SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED')),
  transaction_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  decided_at TEXT
);
