-- New submissions reach the staff search index once per transaction, not once per row. Straight
-- from an insert trigger, the trigram index wrote out a segment of its own for every form post
-- (FTS5 writes its pending terms at each statement) and merged them again later: ~15 µs of a
-- post's ~220 µs of CPU. Now the insert trigger only queues the new id in a plain table; the
-- queue moves into the index in one statement before each commit of the submission service,
-- and before every staff search, so a row inserted any other way (a CLI tool, a script) is
-- found all the same (server/db/submission-search-queue.ts).

CREATE TABLE submission_search_queue (id INTEGER PRIMARY KEY);

DROP TRIGGER submission_search_insert;
CREATE TRIGGER submission_search_insert
AFTER INSERT ON submissions
BEGIN
  INSERT INTO submission_search_queue (id) VALUES (NEW.id);
END;

-- A queued row is not in the index yet: taking out an entry it never had would corrupt the
-- index, so only indexed rows are taken out, and a queued one just leaves the queue.
DROP TRIGGER submission_search_delete;
CREATE TRIGGER submission_search_delete
AFTER DELETE ON submissions
BEGIN
  INSERT INTO submission_search (submission_search, rowid, name, phone, email)
  SELECT 'delete', OLD.id, OLD.name, OLD.phone, OLD.email
  WHERE NOT EXISTS (SELECT 1 FROM submission_search_queue WHERE id = OLD.id);
  DELETE FROM submission_search_queue WHERE id = OLD.id;
END;

-- An indexed row has its entry replaced; a queued one keeps its place in the queue (under its
-- new id, should that change) and is indexed with its values of the moment it leaves it.
DROP TRIGGER submission_search_update;
CREATE TRIGGER submission_search_update
AFTER UPDATE OF id, name, phone, email ON submissions
BEGIN
  INSERT INTO submission_search (submission_search, rowid, name, phone, email)
  SELECT 'delete', OLD.id, OLD.name, OLD.phone, OLD.email
  WHERE NOT EXISTS (SELECT 1 FROM submission_search_queue WHERE id = OLD.id);
  INSERT INTO submission_search (rowid, name, phone, email)
  SELECT NEW.id, NEW.name, NEW.phone, NEW.email
  WHERE NOT EXISTS (SELECT 1 FROM submission_search_queue WHERE id = OLD.id);
  UPDATE submission_search_queue SET id = NEW.id WHERE id = OLD.id;
END;
