-- A counter that moves with every session an expert holds, is given, moves or gives up, whoever
-- wrote it (this server, another instance, a cascade from a deleted booking). Matching answers
-- the same question from what it worked out a moment before while this counter and the
-- content's revision stand still (server/services/experts/kept-briefly.ts). The row is locked by
-- a write to the calendars until it commits; those writes already queue behind each other
-- (expertSessions.lockCalendars).
CREATE TABLE calendar_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision BIGINT NOT NULL
);

INSERT INTO calendar_revision (id, revision) VALUES (1, 0);

CREATE FUNCTION calendar_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE calendar_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER expert_sessions_calendar_revision
AFTER INSERT OR UPDATE OR DELETE ON expert_sessions
FOR EACH ROW EXECUTE FUNCTION calendar_revision_bump();

CREATE TRIGGER expert_sessions_calendar_revision_truncate
AFTER TRUNCATE ON expert_sessions
FOR EACH STATEMENT EXECUTE FUNCTION calendar_revision_bump();
