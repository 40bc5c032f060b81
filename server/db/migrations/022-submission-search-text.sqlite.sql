-- SQLite: nothing to add. The trigram table submission_search (008) already indexes name, phone
-- and e-mail together (the PostgreSQL side of this migration adds one index of the three).
SELECT 1;
