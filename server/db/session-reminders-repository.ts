import { rowLock, type Db } from './engine/db';
import type { BookingKind } from '../../src/domain/submission-kinds';

export type ReminderAudience = 'visitor' | 'expert';
/** How long before the session's start the reminder is due. */
export type ReminderLead = '24h' | '1h';
export type ReminderState = 'scheduled' | 'sent' | 'cancelled';

export type NewSessionReminder = {
  kind: BookingKind;
  submissionId: number;
  /** The session start the reminder is for (ISO UTC). */
  startsAt: string;
  audience: ReminderAudience;
  lead: ReminderLead;
  dueAt: string;
  createdAt: string;
};

export type SessionReminder = Omit<NewSessionReminder, 'createdAt'> & {
  id: number;
  state: ReminderState;
  mailId: number | null;
  createdAt: string;
  sentAt: string | null;
};

type Row = {
  id: number;
  kind: BookingKind;
  submission_id: number;
  starts_at: string;
  audience: ReminderAudience;
  lead: ReminderLead;
  due_at: string;
  state: ReminderState;
  mail_id: number | null;
  created_at: string;
  sent_at: string | null;
};

export type SessionRemindersRepository = {
  /**
   * Writes a scheduled reminder. One for the same session time, audience and lead that is
   * already scheduled or sent stays as it is (scheduling twice queues nothing twice); a
   * cancelled one is scheduled again (a session moved away and back).
   */
  schedule(reminder: NewSessionReminder): Promise<void>;
  /** Cancels the booking's reminders still scheduled. Returns how many. */
  cancelScheduled(kind: BookingKind, submissionId: number): Promise<number>;
  /**
   * The earliest scheduled reminders due at `now`, at most `limit`. Inside a transaction: on
   * PostgreSQL the rows are locked until it ends, and rows another transaction holds are passed over.
   */
  findDue(now: string, limit: number): Promise<SessionReminder[]>;
  /** Scheduled -> sent with the mail it became; false when it was not scheduled. */
  markSent(id: number, mailId: number, sentAt: string): Promise<boolean>;
  /** Scheduled -> cancelled; false when it was not scheduled. */
  markCancelled(id: number): Promise<boolean>;
  /** Every reminder of a booking, oldest first. */
  findFor(kind: BookingKind, submissionId: number): Promise<SessionReminder[]>;
};

const COLUMNS = 'id, kind, submission_id, starts_at, audience, lead, due_at, state, mail_id, created_at, sent_at';

const toReminder = (row: Row): SessionReminder => ({
  id: row.id,
  kind: row.kind,
  submissionId: row.submission_id,
  startsAt: row.starts_at,
  audience: row.audience,
  lead: row.lead,
  dueAt: row.due_at,
  state: row.state,
  mailId: row.mail_id,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

export function createSessionRemindersRepository(db: Db): SessionRemindersRepository {
  return {
    async schedule(reminder) {
      await db.run(
        `INSERT INTO session_reminders (kind, submission_id, starts_at, audience, lead, due_at, state, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'scheduled', ?)
         ON CONFLICT (kind, submission_id, starts_at, audience, lead) DO UPDATE
           SET state = 'scheduled', due_at = excluded.due_at, created_at = excluded.created_at, mail_id = NULL, sent_at = NULL
           WHERE session_reminders.state = 'cancelled'`,
        [reminder.kind, reminder.submissionId, reminder.startsAt, reminder.audience, reminder.lead, reminder.dueAt, reminder.createdAt],
      );
    },
    async cancelScheduled(kind, submissionId) {
      const { changes } = await db.run(
        `UPDATE session_reminders SET state = 'cancelled' WHERE kind = ? AND submission_id = ? AND state = 'scheduled'`,
        [kind, submissionId],
      );
      return changes;
    },
    async findDue(now, limit) {
      // Each batch takes only rows no other instance's batch holds; a row sent by a batch that
      // committed meanwhile is re-read as it is now and is no longer due.
      const lock = rowLock(db.engine, { skipLocked: true });
      const rows = await db.all<Row>(
        `SELECT ${COLUMNS} FROM session_reminders WHERE state = 'scheduled' AND due_at <= ? ORDER BY due_at, id LIMIT ?${lock}`,
        [now, limit],
      );
      return rows.map(toReminder);
    },
    async markSent(id, mailId, sentAt) {
      const { changes } = await db.run(
        `UPDATE session_reminders SET state = 'sent', mail_id = ?, sent_at = ? WHERE id = ? AND state = 'scheduled'`,
        [mailId, sentAt, id],
      );
      return changes === 1;
    },
    async markCancelled(id) {
      const { changes } = await db.run(`UPDATE session_reminders SET state = 'cancelled' WHERE id = ? AND state = 'scheduled'`, [id]);
      return changes === 1;
    },
    async findFor(kind, submissionId) {
      const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM session_reminders WHERE kind = ? AND submission_id = ? ORDER BY id`, [kind, submissionId]);
      return rows.map(toReminder);
    },
  };
}
