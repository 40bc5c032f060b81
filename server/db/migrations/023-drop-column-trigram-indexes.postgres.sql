-- The staff search asks one trigram index of name, phone and e-mail joined (022); the three
-- per-column indexes of 008 are read by no query any more, and every new submission still paid
-- for them: three more GIN entries of trigrams per form post.
DROP INDEX submissions_name_trigrams;
DROP INDEX submissions_phone_trigrams;
DROP INDEX submissions_email_trigrams;
