-- Staff search matches any part of a name, phone number or e-mail address. A B-tree index
-- cannot serve `LIKE '%x%'`, so a trigram full-text index over those three columns narrows
-- a search of three or more characters to the rows that contain the text; the repository
-- still checks each candidate with the same LIKE, so the results are exactly those of a scan.
--
-- External content: the index stores only the trigrams and reads the text from submissions.
-- Triggers keep it in step with every insert, change of name/phone/e-mail and delete.

CREATE VIRTUAL TABLE submission_search USING fts5 (
  name,
  phone,
  email,
  content = 'submissions',
  content_rowid = 'id',
  tokenize = 'trigram'
);

INSERT INTO submission_search (submission_search) VALUES ('rebuild');

CREATE TRIGGER submission_search_insert
AFTER INSERT ON submissions
BEGIN
  INSERT INTO submission_search (rowid, name, phone, email) VALUES (NEW.id, NEW.name, NEW.phone, NEW.email);
END;

CREATE TRIGGER submission_search_delete
AFTER DELETE ON submissions
BEGIN
  INSERT INTO submission_search (submission_search, rowid, name, phone, email)
  VALUES ('delete', OLD.id, OLD.name, OLD.phone, OLD.email);
END;

CREATE TRIGGER submission_search_update
AFTER UPDATE OF id, name, phone, email ON submissions
BEGIN
  INSERT INTO submission_search (submission_search, rowid, name, phone, email)
  VALUES ('delete', OLD.id, OLD.name, OLD.phone, OLD.email);
  INSERT INTO submission_search (rowid, name, phone, email) VALUES (NEW.id, NEW.name, NEW.phone, NEW.email);
END;
