-- Every public form lands in one table, one row per submission, told apart by `kind`
-- (contact, individual, couple, ...). The validated record is kept whole as JSON;
-- name, e-mail and phone are copied out so staff can search each kind quickly.
--
-- AUTOINCREMENT: an id is never handed out twice, even after the newest row is
-- deleted. A replayed request may answer the id of a deleted submission (see
-- idempotency_keys) and that id must never point at someone else's record.

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  name TEXT COLLATE NOCASE,
  email TEXT COLLATE NOCASE,
  phone TEXT,
  -- Bookings only: Pending until paid, then Paid. NULL for kinds without a status.
  status TEXT,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL
);

CREATE INDEX submissions_kind_created_at ON submissions (kind, created_at);
CREATE INDEX submissions_kind_name ON submissions (kind, name);
CREATE INDEX submissions_kind_phone ON submissions (kind, phone);
CREATE INDEX submissions_kind_email ON submissions (kind, email);

-- One row per Idempotency-Key ever accepted. The row outlives its submission: when
-- staff delete a record, submission_id becomes NULL but answered_id keeps the id the
-- visitor was given, so a late replay from a device that never saw the first answer
-- is told "stored" again instead of silently creating the record a second time.
-- The request hash is derived from the personal data, so it goes with the record.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  -- sha256 of the canonical JSON of the validated payload; NULL once the submission is deleted.
  request_hash TEXT,
  submission_id INTEGER REFERENCES submissions (id) ON DELETE SET NULL,
  answered_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX idempotency_keys_submission_id ON idempotency_keys (submission_id);

CREATE TRIGGER submissions_forget_request_hash
BEFORE DELETE ON submissions
BEGIN
  UPDATE idempotency_keys SET request_hash = NULL WHERE submission_id = OLD.id;
END;
