-- Web Push on the visitor's device (issue 20): a browser's push subscription for one booking,
-- given by the visitor's own tap on its manage or confirmation page. The endpoint is the push
-- service's address for that browser; p256dh and auth are the browser's keys the payload is
-- encrypted with (RFC 8291). Deleted with the booking, and when the push service answers that
-- the subscription is gone (404/410).
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (kind, submission_id, endpoint)
);

-- The push outbox: one row per visitor reminder and subscription, written in the reminder
-- worker's batch transaction beside the reminder's mail, so each reminder is queued once per
-- device (UNIQUE) and a crash loses none. The push worker sends them. `dropped`: not to be
-- sent any more (the subscription is gone, the booking no longer paid, the session begun).
-- subscription_id turns NULL when the subscription is deleted; the row stays as a record.
CREATE TABLE push_deliveries (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER REFERENCES push_subscriptions (id) ON DELETE SET NULL,
  -- Deleted with the booking's reminders: the payload holds the manage path, a key to it.
  reminder_id INTEGER NOT NULL REFERENCES session_reminders (id) ON DELETE CASCADE,
  -- {title, body, url, tag}: what the service worker shows.
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  urgency TEXT NOT NULL CHECK (urgency IN ('normal', 'high')),
  -- The session's start: a reminder after it is pointless, so it is neither sent nor kept by
  -- the push service after that (TTL).
  expires_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sent', 'failed', 'dropped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  UNIQUE (subscription_id, reminder_id)
);

CREATE INDEX push_deliveries_state_next_attempt_at ON push_deliveries (state, next_attempt_at);
CREATE INDEX push_deliveries_reminder ON push_deliveries (reminder_id);
