-- A counter that moves with every session an expert holds, is given, moves or gives up, whoever
-- wrote it (this server, another instance, a cascade from a deleted booking). Matching answers
-- the same question from what it worked out a moment before while this counter and the
-- content's revision stand still (server/services/experts/kept-briefly.ts).
CREATE TABLE calendar_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);

INSERT INTO calendar_revision (id, revision) VALUES (1, 0);

CREATE TRIGGER expert_sessions_calendar_revision_insert AFTER INSERT ON expert_sessions
BEGIN
  UPDATE calendar_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER expert_sessions_calendar_revision_update AFTER UPDATE ON expert_sessions
BEGIN
  UPDATE calendar_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER expert_sessions_calendar_revision_delete AFTER DELETE ON expert_sessions
BEGIN
  UPDATE calendar_revision SET revision = revision + 1 WHERE id = 1;
END;
