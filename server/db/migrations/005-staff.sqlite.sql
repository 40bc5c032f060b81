-- Staff accounts, their sessions, what they did when signing in and out, and which
-- records they deleted. None of these tables holds a visitor's personal data.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- scrypt$N$r$p$salt$hash (base64url); the salt is per user.
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'support')),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Only the SHA-256 of a session id is stored: a copy of the database does not sign anyone in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);

CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE login_activities (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('login', 'logout', 'failed_login', 'session_expired')),
  username TEXT NOT NULL,
  role TEXT,
  ip TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX login_activities_created_at ON login_activities (created_at);

-- Who deleted which kind of record, and when. The record's contents are gone with it.
CREATE TABLE deletion_audit (
  id INTEGER PRIMARY KEY,
  staff_username TEXT NOT NULL,
  kind TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  deleted_at TEXT NOT NULL
);
