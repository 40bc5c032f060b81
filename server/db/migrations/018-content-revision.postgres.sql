-- A counter that moves with every change to the public content (blogs and experts), whoever
-- made it: this server, another instance on the same database, or `npm run seed` beside it. The
-- caches built from the content (the blog list and its ETag, the rendered pages) are kept until
-- it moves; reading it is one primary-key lookup. A write that changes no row does not move it
-- (the triggers are per row). The counter's row is locked by a content write until it commits,
-- so content writes queue behind each other; they are rare.
CREATE TABLE content_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision BIGINT NOT NULL
);

INSERT INTO content_revision (id, revision) VALUES (1, 0);

CREATE FUNCTION content_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER blogs_content_revision
AFTER INSERT OR UPDATE OR DELETE ON blogs
FOR EACH ROW EXECUTE FUNCTION content_revision_bump();

CREATE TRIGGER blogs_content_revision_truncate
AFTER TRUNCATE ON blogs
FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();

CREATE TRIGGER experts_content_revision
AFTER INSERT OR UPDATE OR DELETE ON experts
FOR EACH ROW EXECUTE FUNCTION content_revision_bump();

CREATE TRIGGER experts_content_revision_truncate
AFTER TRUNCATE ON experts
FOR EACH STATEMENT EXECUTE FUNCTION content_revision_bump();
