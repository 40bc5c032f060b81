import type { Config } from '../../config';
import type { MailAttachment, MailOutboxRepository, NewOutboxMail } from '../../db/mail-outbox-repository';
import { timeOrderedUuid } from '../../../src/domain/time-ordered-uuid';
import { singleLine, type MailContent } from './templates';

/** A mail a service wants sent: a template's content plus its envelope. */
export type OutgoingMail = MailContent & {
  to: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** Wakes the mail worker after new mails are committed; it also polls on its own. */
export type MailNudge = { nudge(): void };

/**
 * Nudges the worker after a commit that queued mails. A nudge that fails costs a delay, never
 * the mail (the worker's poll sends it), so it must not turn a stored action into an error.
 */
export function nudgeWorker(mail: MailNudge | undefined): void {
  try {
    mail?.nudge();
  } catch {
    // Stored; the worker's poll sends it.
  }
}

const FALLBACK_MESSAGE_ID_DOMAIN = 'saathi.invalid';

/** The domain of MAIL_FROM ("Saathi <no-reply@saathi.example>" -> saathi.example). */
function messageIdDomain(mailFrom: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom);
  return match?.[1] ?? FALLBACK_MESSAGE_ID_DOMAIN;
}

/** A globally unique Message-ID, fixed when the mail is recorded so every send carries the same one. */
export function newMessageId(mailFrom: string, at: Date = new Date()): string {
  return `<${timeOrderedUuid(at.getTime())}@${messageIdDomain(mailFrom)}>`;
}

/**
 * Records a mail in the outbox; resolves with its row id. Call (and await) it inside the
 * transaction that stores the mail's cause: both are kept, or neither. Without SMTP_URL the mail is kept as
 * `not_configured` and no attempt is made until a start with SMTP_URL.
 */
export function queueMail(
  outbox: MailOutboxRepository,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  mail: OutgoingMail,
  options: { submissionId?: number | null; now: Date },
): Promise<number> {
  return outbox.enqueue(outboxRow(config, mail, options));
}

/** The outbox's row for `mail`, as queueMail stores it (a form post on PostgreSQL stores several at once). */
export function outboxRow(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  mail: OutgoingMail,
  { submissionId = null, now }: { submissionId?: number | null; now: Date },
): NewOutboxMail {
  const at = now.toISOString();
  return {
    messageId: newMessageId(config.mailFrom, now),
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    // Templates already do this; repeated here so no future template can put a line break in a header.
    subject: singleLine(mail.subject),
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
    state: config.smtpUrl ? 'queued' : 'not_configured',
    nextAttemptAt: at,
    createdAt: at,
    submissionId,
  };
}
