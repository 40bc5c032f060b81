import type { Db } from '../../db/engine/db';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import { createExpertSessionsRepository } from '../../db/expert-sessions-repository';
import { createSessionRemindersRepository } from '../../db/session-reminders-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import { scheduleReminders } from './reminder-schedule';
import { sessionStartOf } from '../bookings/booked-session';

export type BookingReminders = {
  /**
   * Writes the reminders of a booking just confirmed, from its session's start (its expert's
   * session when it has one). Call inside the confirming transaction. Returns how many.
   */
  scheduleFor(kind: BookingKind, booking: Pick<StoredSubmission, 'id' | 'payload'>, now: Date): Promise<number>;
};

export function createBookingReminders(db: Db): BookingReminders {
  const reminders = createSessionRemindersRepository(db);
  const expertSessions = createExpertSessionsRepository(db);
  return {
    async scheduleFor(kind, booking, now) {
      const startsAt = await sessionStartOf(expertSessions, kind, booking);
      return startsAt ? scheduleReminders(reminders, { kind, submissionId: booking.id, startsAt }, now) : 0;
    },
  };
}
