-- After a booking is paid (issue 20): reminders before the session, the visitor's and staff's
-- reschedules and cancellations, and refunds.

-- Two reminders (24 hours and 1 hour before) to the visitor and two to the expert, written when
-- a session is paid for or moved. The reminder worker turns a due row into its mail in one
-- transaction: the mail_outbox row is written and this row marked sent together, so a crash
-- leaves either both or neither, and each reminder is queued exactly once. A reschedule or
-- cancellation marks the rows still scheduled as cancelled (and a reschedule writes new ones).
CREATE TABLE session_reminders (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  -- The session start the reminder is for (ISO UTC); a moved session gets new rows.
  starts_at TEXT NOT NULL,
  audience TEXT NOT NULL CHECK (audience IN ('visitor', 'expert')),
  lead TEXT NOT NULL CHECK (lead IN ('24h', '1h')),
  due_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('scheduled', 'sent', 'cancelled')),
  -- The mail it became; UNIQUE, so no two reminders can claim one mail.
  mail_id INTEGER UNIQUE REFERENCES mail_outbox (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  -- One live reminder per session time, audience and lead.
  UNIQUE (kind, submission_id, starts_at, audience, lead)
);

CREATE INDEX session_reminders_state_due_at ON session_reminders (state, due_at);
CREATE INDEX session_reminders_submission ON session_reminders (kind, submission_id);

-- Every reschedule and cancellation of a paid booking, by the visitor (through the manage link)
-- or by staff. A change posted with an Idempotency-Key keeps the key and the hash of what was
-- asked, so a replay changes nothing and is answered with the booking as it stands.
CREATE TABLE booking_changes (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('reschedule', 'cancel')),
  -- 'visitor' or 'staff'; staff changes name the account and, for an override, the reason.
  actor TEXT NOT NULL CHECK (actor IN ('visitor', 'staff')),
  user_id INTEGER REFERENCES users (id),
  reason TEXT,
  override INTEGER NOT NULL DEFAULT 0 CHECK (override IN (0, 1)),
  from_starts_at TEXT,
  to_starts_at TEXT,
  from_expert_id INTEGER REFERENCES experts (id),
  to_expert_id INTEGER REFERENCES experts (id),
  idempotency_key TEXT UNIQUE,
  request_hash TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX booking_changes_submission ON booking_changes (kind, submission_id);

-- A refund of a payment. payment_id is UNIQUE: one refund per payment, whatever happens (double
-- taps, replays, a retry after a timeout). The row is written before the provider is asked, with
-- the merchant_refund_id the provider will know it by, so a retry asks about the same refund.
-- REQUESTED: the provider has not answered yet; PENDING: it accepted and is working on it.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  payment_id INTEGER NOT NULL UNIQUE REFERENCES payments (id),
  merchant_refund_id TEXT NOT NULL UNIQUE,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  state TEXT NOT NULL CHECK (state IN ('REQUESTED', 'PENDING', 'COMPLETED', 'FAILED')),
  provider_refund_id TEXT,
  reason TEXT NOT NULL,
  last_error TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_check_at TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);

CREATE INDEX refunds_state_next_check_at ON refunds (state, next_check_at);
