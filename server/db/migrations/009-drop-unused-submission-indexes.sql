-- Staff search by any part of a name, phone number or e-mail address goes through the trigram
-- index (008); a B-tree index on (kind, name), (kind, phone) or (kind, email) cannot serve
-- `LIKE '%x%'`, and no statement looks these columns up by value. Each index was one more
-- B-tree to write on every form post. Reading one kind, in date order or counted, uses
-- (kind, created_at).

DROP INDEX submissions_kind_name;
DROP INDEX submissions_kind_phone;
DROP INDEX submissions_kind_email;
