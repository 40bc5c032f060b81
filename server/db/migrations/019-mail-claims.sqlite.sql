-- A mail being sent is claimed until a time (ISO-8601): the claim is the sender's lease. Several
-- server instances may share one database, so a row in `sending` may belong to an instance that is
-- sending it right now; only a row whose lease has run out belongs to one that stopped mid-send,
-- and only such a row is queued again or taken over. NULL outside `sending` (and for rows claimed
-- before this migration, which count as run out).
ALTER TABLE mail_outbox ADD COLUMN claimed_until TEXT;
