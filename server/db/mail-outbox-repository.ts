import { rowLock, type Db, type SqlValue } from './engine/db';
import { insertedTogether } from './write-path/inserted-together';

export type MailState = 'queued' | 'sending' | 'sent' | 'failed' | 'not_configured';

/** A text attachment, e.g. an .ics calendar invite. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type NewOutboxMail = {
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
  state: 'queued' | 'not_configured';
  nextAttemptAt: string;
  createdAt: string;
  submissionId: number | null;
};

export type OutboxMail = Omit<NewOutboxMail, 'state'> & {
  id: number;
  state: MailState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

type OutboxRow = {
  id: number;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: string | null;
  state: MailState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
  submission_id: number | null;
};

export type MailOutboxRepository = {
  /** Records a mail; meant to run inside the transaction that stores its cause. Returns the row id. */
  enqueue(mail: NewOutboxMail): Promise<number>;
  /** PostgreSQL only: several mails in one statement (see insertedTogether). */
  enqueueTogether(mails: readonly NewOutboxMail[]): Promise<void>;
  findById(id: number): Promise<OutboxMail | undefined>;
  findBySubmission(submissionId: number): Promise<OutboxMail[]>;
  /**
   * Moves the earliest due mail to `sending`, claimed until `claimedUntil`, and counts the
   * attempt; undefined when none is due. Due: queued with its time come, or left in `sending`
   * by an instance whose claim ran out (it stopped mid-send).
   */
  claimNextDue(now: string, claimedUntil: string): Promise<OutboxMail | undefined>;
  markSent(id: number, sentAt: string): Promise<void>;
  /** Back to `queued` after a failed attempt. */
  reschedule(id: number, lastError: string, nextAttemptAt: string): Promise<void>;
  markFailed(id: number, lastError: string): Promise<void>;
  /**
   * Mails left in `sending` by a process that stopped mid-send (their claim ran out by `now`) go
   * back to the queue; a claim still running may be another instance's send under way. Returns how many.
   */
  requeueInterrupted(now: string): Promise<number>;
  /** Mails recorded while no SMTP server was configured join the queue. Returns how many. */
  releaseNotConfigured(now: string): Promise<number>;
  /** Without an SMTP server nothing is attempted: waiting mails say so. Returns how many. */
  holdUnconfigured(): Promise<number>;
};

const COLUMNS =
  'id, message_id, to_address, reply_to, subject, html, text, attachments, state, attempts, last_error, next_attempt_at, sent_at, created_at, submission_id';

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    messageId: row.message_id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments === null ? null : (JSON.parse(row.attachments) as MailAttachment[]),
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    submissionId: row.submission_id,
  };
}

const INSERTED = ['message_id', 'to_address', 'reply_to', 'subject', 'html', 'text', 'attachments', 'state', 'next_attempt_at', 'created_at', 'submission_id'];
const INSERT = `INSERT INTO mail_outbox (${INSERTED.join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;

/**
 * A new mail's values in the order of INSERTED. By position: every form post sends them, and
 * binding by name costs a property lookup per parameter (and an object to look in).
 */
function insertedValues(mail: NewOutboxMail): SqlValue[] {
  return [
    mail.messageId,
    mail.to,
    mail.replyTo,
    mail.subject,
    mail.html,
    mail.text,
    mail.attachments === null ? null : JSON.stringify(mail.attachments),
    mail.state,
    mail.nextAttemptAt,
    mail.createdAt,
    mail.submissionId,
  ];
}

export function createMailOutboxRepository(db: Db): MailOutboxRepository {
  return {
    async enqueue(mail) {
      const row = await db.get<{ id: number }>(INSERT, insertedValues(mail));
      return row!.id;
    },

    async enqueueTogether(mails) {
      await insertedTogether(db, 'mail_outbox', INSERTED, mails.map(insertedValues));
    },

    async findById(id) {
      const row = await db.get<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = ?`, [id]);
      return row ? toOutboxMail(row) : undefined;
    },

    async findBySubmission(submissionId) {
      const rows = await db.all<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE submission_id = ? ORDER BY id`, [submissionId]);
      return rows.map(toOutboxMail);
    },

    async claimNextDue(now, claimedUntil) {
      // One statement, so the choice of row and the claim are one atomic step. The outer WHERE
      // repeats the choice: a row another worker claimed meanwhile is not claimed again.
      // Workers claiming at the same time each pass over the row another is claiming and take the
      // next, instead of all choosing the same row and all but one finding nothing.
      const lock = rowLock(db.engine, { skipLocked: true });
      const due = `(state = 'queued' AND next_attempt_at <= ?) OR (state = 'sending' AND (claimed_until IS NULL OR claimed_until <= ?))`;
      const row = await db.get<OutboxRow>(
        `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = ?
         WHERE id = (
           SELECT id FROM mail_outbox WHERE ${due} ORDER BY next_attempt_at, id LIMIT 1${lock}
         ) AND (${due})
         RETURNING ${COLUMNS}`,
        [claimedUntil, now, now, now, now],
      );
      return row ? toOutboxMail(row) : undefined;
    },

    async markSent(id, sentAt) {
      await db.run(
        `UPDATE mail_outbox SET state = 'sent', sent_at = ?, last_error = NULL, claimed_until = NULL WHERE id = ? AND state = 'sending'`,
        [sentAt, id],
      );
    },

    async reschedule(id, lastError, nextAttemptAt) {
      await db.run(
        `UPDATE mail_outbox SET state = 'queued', last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND state = 'sending'`,
        [lastError, nextAttemptAt, id],
      );
    },

    async markFailed(id, lastError) {
      await db.run(`UPDATE mail_outbox SET state = 'failed', last_error = ?, claimed_until = NULL WHERE id = ? AND state = 'sending'`, [
        lastError,
        id,
      ]);
    },

    async requeueInterrupted(now) {
      return (
        await db.run(
          `UPDATE mail_outbox SET state = 'queued', next_attempt_at = ?, claimed_until = NULL
           WHERE state = 'sending' AND (claimed_until IS NULL OR claimed_until <= ?)`,
          [now, now],
        )
      ).changes;
    },

    async releaseNotConfigured(now) {
      return (await db.run(`UPDATE mail_outbox SET state = 'queued', next_attempt_at = ? WHERE state = 'not_configured'`, [now])).changes;
    },

    async holdUnconfigured() {
      return (await db.run(`UPDATE mail_outbox SET state = 'not_configured', claimed_until = NULL WHERE state IN ('queued', 'sending')`)).changes;
    },
  };
}
