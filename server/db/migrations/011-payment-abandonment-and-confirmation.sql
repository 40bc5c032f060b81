-- What a payment priced must still be what is booked when the money arrives.
--
-- abandoned_at: the visitor started again (to choose another session) while this payment
-- was still PENDING. It stays PENDING, because the gateway may still take the money, but it
-- no longer holds the booking's session fixed.
--
-- unconfirmed: set when a payment succeeded but its settlement confirmed nothing: the record
-- paid for had changed, was gone or was already paid, or the provider took another amount
-- than was priced. The money was taken, so staff must arrange the session or refund it;
-- the payer's status page and mails say so. One of 'changed', 'gone', 'already-paid', 'amount'.

ALTER TABLE payments ADD COLUMN abandoned_at TEXT;
ALTER TABLE payments ADD COLUMN unconfirmed TEXT CHECK (unconfirmed IS NULL OR unconfirmed IN ('changed', 'gone', 'already-paid', 'amount'));
