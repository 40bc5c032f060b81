import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createRepositories } from '../../db/repositories';
import type { Log } from '../../log';
import type { MailNudge } from '../mail/outbox';
import { lazyServerSecret } from '../secrets';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';
import { paymentProviderFor } from './payments-setup';
import { createRefunds } from './refunds';

// Refunds the provider has not finished: one asked for while it did not answer (REQUESTED),
// or one it is still working on (PENDING). A cancel asks the provider at once; these checks
// catch what that first call left, on the reminder worker's interval and the refunds' own
// backoff (refunds.ts), until each is COMPLETED or FAILED and its mails are queued.

export function startRefundChecks({
  db,
  config,
  log = () => {},
  now = () => new Date(),
  mail,
}: {
  db: Db;
  config: Config;
  log?: Log;
  now?: () => Date;
  mail?: MailNudge;
}): WorkerRounds {
  const { provider } = paymentProviderFor({ db, config, secret: lazyServerSecret(config), now });
  const refunds = createRefunds({ db, config, repositories: createRepositories(db), provider, ...(mail ? { mail } : {}), now, log });
  return startWorkerRounds({
    round: async () => {
      const checked = await refunds.checkDue();
      if (checked > 0) log('Refunds checked with the provider', { refunds: checked });
    },
    intervalMs: config.reminderPollIntervalMs,
    onError: (error) => log('The refund checks stopped a round after an error', { error }),
  });
}
