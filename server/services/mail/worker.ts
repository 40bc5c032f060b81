import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createMailOutboxRepository, type OutboxMail } from '../../db/mail-outbox-repository';
import type { Log } from '../../log';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';

// Sends what the outbox holds, one mail at a time. Nothing here runs inside a
// database transaction: a row is claimed (queued -> sending) in one statement, the
// SMTP conversation happens outside, and the outcome is recorded afterwards.
//
// Several server instances may share one (PostgreSQL) database, each with its own
// worker: a claim is a lease (`claimed_until`, MAIL_CLAIM_LEASE_MS ahead), so each mail
// is sent by one worker. A row still in `sending` once its lease has run out was left by
// a process that died mid-send: it is queued again at start, or claimed again by any
// worker looking for due mails.
//
// Delivery is at least once: if the process dies after the SMTP server accepted a
// mail but before it is marked sent, it is sent again once its lease has run out, with
// the same Message-ID.

/** nudge: look for due mails soon; drain: send every mail due now; stop: wait for the mail being sent. */
export type MailWorker = WorkerRounds;

export type MailWorkerOptions = {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailPollIntervalMs' | 'mailMaxAttempts'>;
  log?: Log;
  /** The clock, injectable so tests can move past a retry without waiting. */
  now?: () => Date;
  /** 0 <= random() < 1, for the retry jitter. */
  random?: () => number;
};

/**
 * How long a claimed mail belongs to the worker that claimed it. One attempt is bounded by the
 * transport's timeouts below (10 s to connect, 10 s for the greeting, 30 s of silence at any
 * step), so it ends within a minute or two even against a slow server; 5 minutes leaves room for
 * that and for recording the outcome. A lease that ran out while its send was still under way
 * would let another worker send the mail again, so it must be comfortably longer. It is also how
 * long a mail waits after its sender died mid-send before it is tried again (by a restart or by
 * another instance).
 */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1000;

/**
 * The wait after the given number of failed attempts: 30 s doubling up to an hour,
 * then between half and all of it at random, so mails that failed together do not
 * all retry in the same second.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH) || 'Unknown error';
}

const IDLE_WORKER: MailWorker = {
  nudge() {},
  stop: async () => {},
  drain: async () => {},
};

/** Resolves once the outbox is ready for this start (mails held, or released and requeued): the worker then runs. */
export async function startMailWorker({
  db,
  config,
  log = () => {},
  now = () => new Date(),
  random = Math.random,
}: MailWorkerOptions): Promise<MailWorker> {
  const outbox = createMailOutboxRepository(db);

  if (!config.smtpUrl) {
    const held = await outbox.holdUnconfigured();
    if (held > 0) log(`${held} e-mail(s) wait in the outbox: SMTP_URL is not set.`);
    return IDLE_WORKER;
  }

  const startedAt = now().toISOString();
  // Only mails whose lease has run out: a running lease may be another instance's send under
  // way. After a crash and an immediate restart this process's own interrupted mails are not
  // among them yet; they wait until their lease ends (at most MAIL_CLAIM_LEASE_MS), and any
  // worker's next look after that claims them.
  const interrupted = await outbox.requeueInterrupted(startedAt);
  if (interrupted > 0) log(`${interrupted} e-mail(s) interrupted by an earlier shutdown will be sent again.`);
  const released = await outbox.releaseNotConfigured(startedAt);
  if (released > 0) log(`${released} e-mail(s) kept while SMTP_URL was not set are now queued.`);

  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // Short enough that a stalled server cannot hold a shutdown for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  async function deliver(mail: OutboxMail): Promise<void> {
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        date: new Date(mail.createdAt),
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    } catch (error) {
      const reason = describeError(error);
      if (mail.attempts >= config.mailMaxAttempts) {
        await outbox.markFailed(mail.id, reason);
        log('An e-mail failed for good', { mailId: mail.id, attempts: mail.attempts, reason });
      } else {
        const next = new Date(now().getTime() + retryDelayMs(mail.attempts, random));
        await outbox.reschedule(mail.id, reason, next.toISOString());
        log('An e-mail was not sent; it will be tried again', { mailId: mail.id, attempts: mail.attempts, retryAt: next.toISOString(), reason });
      }
      return;
    }
    await outbox.markSent(mail.id, now().toISOString());
  }

  async function sendDue(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const at = now();
      const mail = await outbox.claimNextDue(at.toISOString(), new Date(at.getTime() + MAIL_CLAIM_LEASE_MS).toISOString());
      if (!mail) return;
      await deliver(mail);
    }
  }

  const rounds = startWorkerRounds({
    round: sendDue,
    intervalMs: config.mailPollIntervalMs,
    onError: (error) => log('The mail worker stopped a round after an error', { error }),
  });
  return {
    ...rounds,
    async stop() {
      await rounds.stop();
      transport.close();
    },
  };
}
