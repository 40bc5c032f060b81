-- Payments may now be staff test payments (purpose 'test', no booking behind them), and
-- staff "deletion" of a payment removes the payer's personal data but keeps the money
-- trail (amount, state, references) for accounting: redacted_at marks such a row.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt.

CREATE TABLE payments_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_transaction_id TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('booking', 'workshop', 'test')),
  kind TEXT NOT NULL,
  submission_id INTEGER REFERENCES submissions (id) ON DELETE SET NULL,
  option TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'SUCCESS', 'ERROR', 'DECLINED', 'CANCELLED')),
  type TEXT NOT NULL,
  name TEXT COLLATE NOCASE,
  email TEXT COLLATE NOCASE,
  phone TEXT,
  transaction_id TEXT,
  payment_instrument TEXT CHECK (payment_instrument IS NULL OR json_valid(payment_instrument)),
  utr TEXT,
  upi_transaction_id TEXT,
  ifsc TEXT,
  comments TEXT,
  meeting_link TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT,
  redacted_at TEXT
);

INSERT INTO payments_new (id, merchant_transaction_id, provider, purpose, kind, submission_id, option, amount_paise, state, type,
  name, email, phone, transaction_id, payment_instrument, utr, upi_transaction_id, ifsc, comments, meeting_link, created_at, completed_at)
SELECT id, merchant_transaction_id, provider, purpose, kind, submission_id, option, amount_paise, state, type,
  name, email, phone, transaction_id, payment_instrument, utr, upi_transaction_id, ifsc, comments, meeting_link, created_at, completed_at
FROM payments;

DROP TABLE payments;
ALTER TABLE payments_new RENAME TO payments;

CREATE INDEX payments_submission_id ON payments (submission_id);
CREATE INDEX payments_created_at ON payments (created_at);
CREATE INDEX payments_state ON payments (state);

-- Staff actions other than deletions (e.g. sending a failed e-mail again): who, what, when.
-- Like deletion_audit, it names the record and never holds its contents.
CREATE TABLE staff_actions (
  id INTEGER PRIMARY KEY,
  staff_username TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX staff_actions_created_at ON staff_actions (created_at);
