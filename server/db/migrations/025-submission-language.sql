-- The language of the page a submission was sent from ('en' or 'hi', issue 22): the mails to
-- that visitor are written in it, and staff see it beside the record. Rows stored before there
-- was a choice were all sent from English pages.
ALTER TABLE submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
