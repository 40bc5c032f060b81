-- Counts in fixed windows, shared by every server instance on the database: the sign-in
-- throttle's (on both engines) and, on PostgreSQL, the per-minute limit of the form posts
-- (on SQLite those stay in the one process's memory). One row per thing counted: `scope` says
-- which count (a limit's name), `key` of whom (an address, a username, a browser). The window
-- ends at an ISO-8601 time, as every stored time; a row whose window has ended counts from
-- nothing at its next hit, and is deleted now and then meanwhile. Not copied by db:copy
-- (server/db/copy.ts): the counts last one window, a quarter of an hour at most.
CREATE TABLE rate_counters (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  window_ends_at TEXT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);
