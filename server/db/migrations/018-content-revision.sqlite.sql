-- A counter that moves with every change to the public content (blogs and experts), whoever
-- made it: this server, another instance on the same database, or `npm run seed` beside it. The
-- caches built from the content (the blog list and its ETag, the rendered pages) are kept until
-- it moves; reading it is one primary-key lookup. A write that changes no row does not move it.
CREATE TABLE content_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);

INSERT INTO content_revision (id, revision) VALUES (1, 0);

CREATE TRIGGER blogs_content_revision_insert AFTER INSERT ON blogs
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER blogs_content_revision_update AFTER UPDATE ON blogs
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER blogs_content_revision_delete AFTER DELETE ON blogs
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER experts_content_revision_insert AFTER INSERT ON experts
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER experts_content_revision_update AFTER UPDATE ON experts
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;

CREATE TRIGGER experts_content_revision_delete AFTER DELETE ON experts
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
END;
