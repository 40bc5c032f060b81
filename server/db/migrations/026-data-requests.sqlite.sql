-- A visitor's request for a copy, or the erasure, of what the server holds for an e-mail address
-- (DPDP Act 2023 and its Rules; issue 23). The request is stored before anything is known about
-- the address, and acted on only through the single-use link mailed to it: only the SHA-256 of
-- the link's token is kept, so a copy of the database opens no request.
--
-- The address is kept only while the request needs it: it is cleared once the request is done or
-- its link has expired, and staff see the masked form (email_hint) from then on. The result
-- counts what was found or removed, never what it was.
CREATE TABLE data_requests (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('copy', 'erase')),
  email TEXT,
  email_hint TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  created_at TEXT NOT NULL,
  -- The link works until then.
  expires_at TEXT NOT NULL,
  -- When the law wants the request answered by (DATA_REQUEST_DEADLINE_DAYS after it was made).
  due_at TEXT NOT NULL,
  done_at TEXT,
  result TEXT CHECK (result IS NULL OR json_valid(result))
);

-- The staff list: open requests by their deadline.
CREATE INDEX data_requests_state_due_at ON data_requests (state, due_at);
