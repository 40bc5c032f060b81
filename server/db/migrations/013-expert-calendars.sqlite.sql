-- Experts become people with calendars (issue 19): what they offer (languages, gender, the
-- concerns they work with, the kinds of session they take), when they work (weekly hours in
-- IST and time off, as JSON lists) and whether the public sees them. Lists are JSON arrays:
-- they are read whole, matched in memory and never searched by the database.

ALTER TABLE experts ADD COLUMN bio TEXT;
-- Where the expert's own mails go (new sessions, changes); never shown to the public.
ALTER TABLE experts ADD COLUMN email TEXT;
ALTER TABLE experts ADD COLUMN languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(languages));
ALTER TABLE experts ADD COLUMN gender TEXT CHECK (gender IS NULL OR gender IN ('Female', 'Male'));
ALTER TABLE experts ADD COLUMN concerns TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(concerns));
ALTER TABLE experts ADD COLUMN kinds TEXT NOT NULL DEFAULT '["individual"]' CHECK (json_valid(kinds));
ALTER TABLE experts ADD COLUMN hours TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(hours));
ALTER TABLE experts ADD COLUMN time_off TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(time_off));
ALTER TABLE experts ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));

-- The sessions an expert holds: one row per booking at most. A 'held' row keeps the slot
-- while its visitor pays and stops counting at hold_expires_at; payment makes it
-- 'confirmed'. A paid booking without a confirmed row waits for staff to assign someone.
-- Times are ISO UTC instants, so text order is time order.
CREATE TABLE expert_sessions (
  id INTEGER PRIMARY KEY,
  expert_id INTEGER NOT NULL REFERENCES experts (id),
  kind TEXT NOT NULL,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'confirmed')),
  hold_expires_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (kind, submission_id)
);

CREATE INDEX expert_sessions_expert_starts_at ON expert_sessions (expert_id, starts_at);
CREATE INDEX expert_sessions_starts_at ON expert_sessions (starts_at);

-- Why staff did something, when the action asks for a reason (assigning an expert).
ALTER TABLE staff_actions ADD COLUMN reason TEXT;
