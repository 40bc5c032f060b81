-- Experts sign in (issue 19): a staff account of role 'expert' stands for one expert and sees
-- only that expert's sessions and calendar. expert_id is required for that role and NULL for
-- every other, so an admin can never be mistaken for an expert or the other way round.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt (as 007 did).

-- Dropping users would take every session with it (ON DELETE CASCADE): staff stay signed in.
CREATE TEMP TABLE sessions_kept AS SELECT * FROM sessions;

CREATE TABLE users_new (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- scrypt$N$r$p$salt$hash (base64url); the salt is per user.
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'support', 'expert')),
  expert_id INTEGER REFERENCES experts (id),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((role = 'expert') = (expert_id IS NOT NULL))
);

INSERT INTO users_new (id, username, password_hash, role, expert_id, disabled, created_at, updated_at)
SELECT id, username, password_hash, role, NULL, disabled, created_at, updated_at FROM users;

DROP TABLE users;
ALTER TABLE users_new RENAME TO users;

CREATE INDEX users_expert_id ON users (expert_id);

INSERT INTO sessions SELECT * FROM sessions_kept;
DROP TABLE sessions_kept;
