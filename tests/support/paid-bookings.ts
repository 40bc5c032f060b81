import { shiftToIst } from '../../src/domain/ist';
import { formatClock } from '../../src/domain/slots';
import type { BookingKind } from '../../src/domain/submission-kinds';
import type { Language } from '../../src/i18n/language';
import type { Db } from '../../server/db/engine/db';
import { createExpertSessionsRepository } from '../../server/db/expert-sessions-repository';
import { createExpertsRepository } from '../../server/db/experts-repository';
import { createSessionRemindersRepository } from '../../server/db/session-reminders-repository';
import { createSubmissionsRepository } from '../../server/db/submissions-repository';
import { PAID } from '../../server/services/payments/paid-for';
import { scheduleReminders } from '../../server/services/reminders/reminder-schedule';

// Paid bookings written straight into a migrated database, as settlement leaves them, for the
// reminder tests, their child processes and bench/reminders.mjs. Not used by the server.

export type PaidBookingOptions = {
  startsAt: Date;
  kind?: BookingKind;
  name?: string;
  email?: string;
  meetLink?: string;
  /** The confirmed expert's address; null: an expert without one; undefined: no expert yet. */
  expertEmail?: string | null;
  /** The language of the page it was booked on (English by default). */
  language?: Language;
};

/** The stored date and time of an individual hour-long session starting at `startsAt`. */
function storedSession(startsAt: Date): { sessionDate: string; sessionTime: string } {
  const ist = shiftToIst(startsAt);
  const start = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return { sessionDate: ist.toISOString().slice(0, 10), sessionTime: `${formatClock(start)} - ${formatClock(start + 60)}` };
}

export function createPaidBookings(db: Db) {
  const submissions = createSubmissionsRepository(db);
  const experts = createExpertsRepository(db);
  const expertSessions = createExpertSessionsRepository(db);
  const reminders = createSessionRemindersRepository(db);
  /** Experts' original ids go on from the highest there, one each, however many inserts run at once. */
  let lastOriginalId: Promise<number> | undefined;
  const nextOriginalId = (): Promise<number> => {
    lastOriginalId = (lastOriginalId ?? db.get<{ top: number | null }>('SELECT MAX(original_id) AS top FROM experts').then((row) => row?.top ?? 0)).then(
      (id) => id + 1,
    );
    return lastOriginalId;
  };

  /** A paid booking (and its confirmed expert, when given). Returns its id. */
  async function insert(
    { startsAt, kind = 'individual', name = 'Asha Rao', email = 'asha@example.in', meetLink = 'https://meet.jit.si/saathi-test', expertEmail, language = 'en' }: PaidBookingOptions,
    now: Date,
  ): Promise<number> {
    const id = await submissions.insert({
      kind,
      name,
      email,
      phone: '9876543210',
      status: PAID,
      payload: { name, email, contactNo: '9876543210', sessionDuration: 'individual-60', ...storedSession(startsAt), meetLink, paymentstatus: PAID },
      createdAt: now.toISOString(),
      language,
    });
    if (expertEmail !== undefined) {
      const expert = await experts.insert({ originalId: await nextOriginalId(), name: 'Dr. Meera Iyer', email: expertEmail });
      const endsAt = new Date(startsAt.getTime() + 60 * 60_000).toISOString();
      await expertSessions.put({ expertId: expert.id, kind, submissionId: id, startsAt: startsAt.toISOString(), endsAt, state: 'confirmed', holdExpiresAt: null }, now);
    }
    return id;
  }

  return {
    insert,
    /** A paid booking and its reminders, written in one transaction as settlement does. */
    insertWithReminders: (options: PaidBookingOptions, now: Date): Promise<number> =>
      db.transaction(async () => {
        const id = await insert(options, now);
        await scheduleReminders(reminders, { kind: options.kind ?? 'individual', submissionId: id, startsAt: options.startsAt }, now);
        return id;
      }),
  };
}
