import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { ReminderAudience, ReminderLead, SessionRemindersRepository } from '../../db/session-reminders-repository';

// Which reminders a paid session gets: the visitor and the expert each 24 hours and 1 hour
// before it starts. A reminder whose time has already passed when the session is booked (or
// moved) is never written: a session booked 5 hours ahead gets only the 1-hour ones, one
// booked 30 minutes ahead only its confirmation. Call these inside the transaction that
// confirms, moves or cancels the session, so the reminders change with it or not at all.

const HOUR_MS = 60 * 60_000;

export const REMINDER_LEADS: ReadonlyArray<{ lead: ReminderLead; beforeMs: number }> = [
  { lead: '24h', beforeMs: 24 * HOUR_MS },
  { lead: '1h', beforeMs: HOUR_MS },
];
export const REMINDER_AUDIENCES: readonly ReminderAudience[] = ['visitor', 'expert'];

export type RemindedSession = { kind: BookingKind; submissionId: number; startsAt: Date };

/** Writes the session's reminders that are still ahead of `now`. Returns how many are due later. */
export async function scheduleReminders(reminders: Pick<SessionRemindersRepository, 'schedule'>, session: RemindedSession, now: Date): Promise<number> {
  let scheduled = 0;
  for (const { lead, beforeMs } of REMINDER_LEADS) {
    const dueAt = session.startsAt.getTime() - beforeMs;
    if (dueAt <= now.getTime()) continue;
    for (const audience of REMINDER_AUDIENCES) {
      await reminders.schedule({
        kind: session.kind,
        submissionId: session.submissionId,
        startsAt: session.startsAt.toISOString(),
        audience,
        lead,
        dueAt: new Date(dueAt).toISOString(),
        createdAt: now.toISOString(),
      });
      scheduled += 1;
    }
  }
  return scheduled;
}

/**
 * Cancels the booking's reminders not yet sent (a cancelled or moved session). Returns how
 * many. `_now` keeps the call shaped like scheduleReminders; the table keeps no cancel time.
 */
export function cancelReminders(
  reminders: Pick<SessionRemindersRepository, 'cancelScheduled'>,
  kind: BookingKind,
  submissionId: number,
  _now: Date,
): Promise<number> {
  return reminders.cancelScheduled(kind, submissionId);
}

/** A moved session: the old time's reminders cancelled, the new time's written. */
export async function rescheduleReminders(
  reminders: Pick<SessionRemindersRepository, 'schedule' | 'cancelScheduled'>,
  session: RemindedSession,
  now: Date,
): Promise<number> {
  await cancelReminders(reminders, session.kind, session.submissionId, now);
  return scheduleReminders(reminders, session, now);
}
