-- State several server instances on one database must share, kept here instead of in each
-- process's memory or DATA_DIR.
--
-- payments.status_checked_at: when an instance last claimed a provider status check of a pending
-- payment (ISO-8601). A check is claimed by one conditional UPDATE (NULL or older than the
-- interval), so however many instances are polled, the provider is asked at most once per
-- interval (payment-refresh.ts).
ALTER TABLE payments ADD COLUMN status_checked_at TEXT;

-- refunds.claimed_until: the lease of the instance talking to the provider about the refund
-- (ISO-8601), taken before it asks and cleared when the answer is recorded. Another instance
-- leaves a leased refund alone until the lease has run out (an instance that stopped mid-call).
ALTER TABLE refunds ADD COLUMN claimed_until TEXT;

-- Keys every instance must share, by name: 'vapid' holds the Web Push key pair as JSON
-- {publicKey, privateKey} (vapid-keys.ts). Written once by whichever instance first needs it
-- (INSERT ... ON CONFLICT DO NOTHING), then only read.
CREATE TABLE server_keys (
  name TEXT NOT NULL PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
