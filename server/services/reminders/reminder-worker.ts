import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createExpertSessionsRepository } from '../../db/expert-sessions-repository';
import { createExpertsRepository } from '../../db/experts-repository';
import { createMailOutboxRepository } from '../../db/mail-outbox-repository';
import { createPushDeliveriesRepository } from '../../db/push-deliveries-repository';
import { createSessionRemindersRepository } from '../../db/session-reminders-repository';
import { createSubmissionsRepository } from '../../db/submissions-repository';
import type { Log } from '../../log';
import { createManageLinks } from '../bookings/manage-links';
import { nudgeWorker, queueMail, type MailNudge } from '../mail/outbox';
import { lazyServerSecret } from '../secrets';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';
import { createReminderMails, type SkipReason } from './reminder-mails';
import { scheduleReminders } from './reminder-schedule';

// Turns due reminders (session_reminders, written when a session is paid for or moved) into
// mails in the outbox; the mail worker sends them. A visitor's reminder is also queued in the
// push outbox (push_deliveries) for each device that asked for it; the push worker sends those.
//
// The step from reminder to mail is exactly once, however many instances run. One transaction
// per batch takes the due `scheduled` rows (locked on PostgreSQL, where other instances'
// batches run at the same time and pass over them), queues each one's mail (mail_outbox) and
// marks the row `sent` with that mail's id, or `cancelled` when it should no longer go out. A crash before the commit
// leaves every row `scheduled` and no mail; after it, every row `sent` and its mail queued:
// never a reminder without its mail, never a second mail for one reminder (mail_id is UNIQUE).
// The pushes are written in the same transaction, once per reminder and subscription (UNIQUE).
//
// The SMTP hand-off after it is at least once, by the mail worker's design: a process killed
// after the SMTP server accepted a mail but before the outbox recorded it sends that mail again
// on the next start, with the same Message-ID (fixed when the mail was queued), so a receiving
// server or mail client can tell the copy for what it is. Nothing here can close that gap:
// SMTP has no way to ask whether a message was already taken.

export const REMINDER_BATCH_SIZE = 200;

/** nudge: look for due reminders soon; drain: queue every reminder due now; stop: wait for the round. */
export type ReminderWorker = WorkerRounds;

export type ReminderWorkerOptions = {
  db: Db;
  config: Pick<
    Config,
    'reminderPollIntervalMs' | 'smtpUrl' | 'mailFrom' | 'site' | 'publicUrl' | 'sessionSecret' | 'dataDir'
  >;
  log?: Log;
  /** The clock, injectable so tests can move to a reminder's time without waiting. */
  now?: () => Date;
  /** The mail worker, woken after a batch queued mails. */
  mail?: MailNudge;
  /** The push worker, woken after a batch queued pushes. */
  push?: MailNudge;
};

type BatchResult = { taken: number; sent: number; pushes: number; skipped: Partial<Record<SkipReason, number>> };

export function startReminderWorker({ db, config, log = () => {}, now = () => new Date(), mail, push }: ReminderWorkerOptions): ReminderWorker {
  const reminders = createSessionRemindersRepository(db);
  const outbox = createMailOutboxRepository(db);
  const pushOutbox = createPushDeliveriesRepository(db);
  const mails = createReminderMails({
    repositories: {
      submissions: createSubmissionsRepository(db),
      expertSessions: createExpertSessionsRepository(db),
      experts: createExpertsRepository(db),
    },
    config,
    manageLinks: createManageLinks(lazyServerSecret(config), config.publicUrl),
  });

  // One transaction (IMMEDIATE on SQLite): the write lock is taken before the rows are read,
  // so a request changing a booking waits for the batch (or the batch for it) instead of
  // failing mid-way. PostgreSQL: the batch locks only the rows it takes (findDue), so other
  // instances' batches run beside it on other rows, and a request changing one of its bookings
  // waits at those rows.
  function batch(at: Date): Promise<BatchResult> {
    return db.transaction(async () => {
      const due = await reminders.findDue(at.toISOString(), REMINDER_BATCH_SIZE);
      const result: BatchResult = { taken: due.length, sent: 0, pushes: 0, skipped: {} };
      for (const reminder of due) {
        const outcome = await mails.outcomeOf(reminder, at);
        if ('send' in outcome) {
          const mailId = await queueMail(outbox, config, outcome.send, { submissionId: reminder.submissionId, now: at });
          // The mail counts only if this transaction moved the row from scheduled to sent: a miss
          // throws, and the rollback takes the mail back with the rest of the batch. It cannot
          // happen while the rows are held (the IMMEDIATE lock on SQLite, the row locks of
          // findDue on PostgreSQL): a miss is a bug.
          if (!(await reminders.markSent(reminder.id, mailId, at.toISOString()))) throw new Error(`Reminder ${reminder.id} was no longer scheduled`);
          if (outcome.push) {
            result.pushes += await pushOutbox.queueForReminder({
              reminderId: reminder.id,
              kind: reminder.kind,
              submissionId: reminder.submissionId,
              payload: JSON.stringify(outcome.push.notification),
              urgency: outcome.push.urgency,
              expiresAt: outcome.push.expiresAt.toISOString(),
              createdAt: at.toISOString(),
            });
          }
          result.sent += 1;
          continue;
        }
        await reminders.markCancelled(reminder.id);
        // Only this row: its siblings for the old time are judged on their own turn, and the new
        // time's rows are written once (scheduling again leaves them as they are).
        if (outcome.skip === 'moved') {
          await scheduleReminders(reminders, { kind: reminder.kind, submissionId: reminder.submissionId, startsAt: outcome.startsAt }, at);
        }
        result.skipped[outcome.skip] = (result.skipped[outcome.skip] ?? 0) + 1;
      }
      return result;
    });
  }

  /** Batches until none is left; the event loop gets a turn between them. */
  async function queueDue(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const result = await batch(now());
      if (result.sent > 0) nudgeWorker(mail);
      if (result.pushes > 0) nudgeWorker(push);
      if (result.sent > 0 || Object.keys(result.skipped).length > 0) {
        log('Session reminders queued', { queued: result.sent, pushes: result.pushes, notSent: result.skipped });
      }
      if (result.taken < REMINDER_BATCH_SIZE) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return startWorkerRounds({
    round: queueDue,
    intervalMs: config.reminderPollIntervalMs,
    onError: (error) => log('The reminder worker stopped a round after an error', { error }),
  });
}
