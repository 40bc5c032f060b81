-- Staff search matches any part of a name, phone number or e-mail address
-- (008-submission-search.sqlite.sql). A B-tree index cannot serve `ILIKE '%x%'`; a GIN index of
-- each column's trigrams can: PostgreSQL takes the pattern's trigrams, reads the rows holding
-- them all from the index and checks each with the ILIKE itself, so the results are exactly
-- those of a scan. The indexes are kept in step by PostgreSQL, with no table or trigger of ours.
-- (pg_trgm is a trusted extension: the database's owner may create it.)

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX submissions_name_trigrams ON submissions USING gin (name gin_trgm_ops);
CREATE INDEX submissions_phone_trigrams ON submissions USING gin (phone gin_trgm_ops);
CREATE INDEX submissions_email_trigrams ON submissions USING gin (email gin_trgm_ops);
