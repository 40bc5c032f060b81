-- The crisis follow-up queue: a self-assessment report with a risky result whose sender left a
-- phone or an e-mail address (src/domain/assessments/risk.ts), to be called back by staff.
-- Written in the transaction that stores the report, so it is never lost; one per report
-- (UNIQUE). It goes with the report when staff delete it (CASCADE): the notes are about a
-- person, and nobody can call back a report that is gone. The owner is the staff member who
-- took it; an account removed leaves the item without one rather than blocking the removal.
CREATE TABLE follow_ups (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('new', 'contacted', 'closed')),
  owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  -- Set once, by the first move to 'contacted': the time to first contact is measured to it.
  first_contacted_at TEXT,
  closed_at TEXT,
  updated_at TEXT NOT NULL
);

-- The queue lists the open items (new, contacted) oldest first.
CREATE INDEX follow_ups_state_created_at ON follow_ups (state, created_at);
