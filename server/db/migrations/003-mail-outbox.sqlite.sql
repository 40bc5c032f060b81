-- E-mails are recorded here, in the same transaction as whatever caused them, and
-- sent later by the mail worker. A row moves queued -> sending -> sent, or back to
-- queued with a later next_attempt_at after a failure, or to failed after the last
-- attempt. not_configured: no SMTP_URL was set; the row waits until one is.
--
-- message_id is fixed when the row is written, so a mail sent again after a crash
-- (between the SMTP server's "250 OK" and our own bookkeeping) carries the same
-- Message-ID and the receiving side can recognise the duplicate.
--
-- A mail about a submission holds that person's data: deleting the submission
-- deletes its mails too, sent or not.

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE,
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  attachments TEXT CHECK (attachments IS NULL OR json_valid(attachments)),
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'not_configured')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE
);

CREATE INDEX mail_outbox_state_next_attempt_at ON mail_outbox (state, next_attempt_at);
CREATE INDEX mail_outbox_created_at ON mail_outbox (created_at);
CREATE INDEX mail_outbox_submission_id ON mail_outbox (submission_id);
