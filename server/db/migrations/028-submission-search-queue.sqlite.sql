-- A new submission reaches the staff search index a moment after its form post, not inside it.
-- FTS5 writes a segment of its own for every row it is given between two statements of a
-- transaction: the largest part of the form post's SQL. The same rows given a few hundred at a
-- time share their segments. So the insert trigger only queues the new id;
-- server/db/write-path/search-index-queue.ts moves the queue into the index in chunks, every
-- quarter second, and staff search reads the queued rows beside the index, so a record is found
-- from the moment it is committed, however it was inserted. (Migration 010 had a queue indexed
-- once per transaction, a few posts at a time: too few to pay, and 012 took it out.)
--
-- A row is either in the index or in the queue, never both: the triggers below keep it so.

CREATE TABLE submission_search_queue (id INTEGER PRIMARY KEY);

DROP TRIGGER submission_search_insert;
CREATE TRIGGER submission_search_insert
AFTER INSERT ON submissions
BEGIN
  INSERT INTO submission_search_queue (id) VALUES (NEW.id);
END;

-- A queued row is not in the index: taking out an entry it never had would corrupt the index,
-- so only an indexed row is taken out, and a queued one just leaves the queue.
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
