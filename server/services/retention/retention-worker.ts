import { retentionCutoffs, type RetentionPeriods } from '../../../src/domain/retention';
import { SUBMISSION_KINDS, type SubmissionKindName } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createRetentionRepository, type RetentionPurge } from '../../db/retention-repository';
import type { Log } from '../../log';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';

// Deletes the visitor's data once its retention period (site settings `retention`, the periods
// the privacy page states) is over: at start, then once a day. Every instance may run it: a row
// is deleted, and audited, by whichever gets it first, and the others find it gone.

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

const KIND_NAMES = Object.keys(SUBMISSION_KINDS) as SubmissionKindName[];

/** Every self-assessment report kind, so a new test's reports are covered without a change here. */
const ASSESSMENT_KINDS = KIND_NAMES.filter((kind) => 'assessment' in SUBMISSION_KINDS[kind]);
/**
 * What a visitor pays for. Only the never-paid ones are deleted here: a paid booking is kept
 * with its payment for the accounts (the privacy page's "up to 3 years").
 */
const PAYABLE_KINDS = [...KIND_NAMES.filter((kind) => 'booking' in SUBMISSION_KINDS[kind]), 'workshop-registration'];

/** The three purges for the periods at `now`. */
export function retentionPurges(periods: RetentionPeriods, now: Date): RetentionPurge[] {
  const cutoffs = retentionCutoffs(periods, now);
  return [
    { kinds: ['contact'], before: cutoffs.contact.toISOString(), unpaidOnly: false },
    { kinds: ASSESSMENT_KINDS, before: cutoffs.assessment.toISOString(), unpaidOnly: false },
    { kinds: PAYABLE_KINDS, before: cutoffs.unpaidBooking.toISOString(), unpaidOnly: true },
  ];
}

/** Deletes what is past its period at `now`; how many rows of each kind. */
export async function purgeExpired({
  db,
  periods,
  now,
  stopped = () => false,
}: {
  db: Db;
  periods: RetentionPeriods;
  now: Date;
  stopped?: () => boolean;
}): Promise<Record<string, number>> {
  const repository = createRetentionRepository(db);
  const counts: Record<string, number> = {};
  for (const purge of retentionPurges(periods, now)) {
    if (stopped()) break;
    Object.assign(counts, await repository.purge(purge, now, stopped));
  }
  return counts;
}

export function startRetentionWorker({
  db,
  config,
  log = () => {},
  now = () => new Date(),
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: Db;
  config: Config;
  log?: Log;
  now?: () => Date;
  intervalMs?: number;
}): WorkerRounds {
  return startWorkerRounds({
    round: async (stopped) => {
      const deleted = await purgeExpired({ db, periods: config.site.retention, now: now(), stopped });
      // Kinds and counts only: what was deleted is gone, and the log must not keep it either.
      log('Retention purge done', { deleted });
    },
    intervalMs,
    onError: (error) => log('The retention purge stopped after an error', { error }),
  });
}
