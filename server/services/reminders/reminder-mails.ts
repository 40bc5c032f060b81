import { isBookingKind, sessionTypeOf } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { Repositories } from '../../db/repositories';
import type { SessionReminder } from '../../db/session-reminders-repository';
import type { ManageLinks } from '../bookings/manage-links';
import type { OutgoingMail } from '../mail/outbox';
import { expertReminder, visitorReminder } from '../mail/reminder-templates';
import { mailSite } from '../mail/templates';
import { mailWords } from '../mail/words';
import { PAID } from '../payments/paid-for';
import { payloadText } from '../payments/payload-text';
import { sessionStartOf } from '../bookings/booked-session';
import { reminderPush, type ReminderPush } from '../push/reminder-push';

const HOUR_MS = 60 * 60_000;

/** Why a due reminder is not sent: it is marked cancelled instead. */
export type SkipReason = 'not-paid' | 'no-time' | 'moved' | 'started' | 'superseded' | 'no-address';

/**
 * What a due reminder becomes now: its mail, or the reason it goes out no more. `moved`: the
 * session starts at `startsAt` now, not at the reminder's time (staff gave a couple or family
 * session an expert later in its window): the new time's reminders replace it.
 */
export type ReminderOutcome =
  /** `push`: a visitor's reminder, also for the devices they asked to be reminded on. */
  | { send: OutgoingMail; push?: ReminderPush }
  | { skip: Exclude<SkipReason, 'moved'> }
  | { skip: 'moved'; startsAt: Date };

export type ReminderMails = { outcomeOf(reminder: SessionReminder, now: Date): Promise<ReminderOutcome> };

/**
 * Reads the booking as it is when the reminder falls due: paid or not, its time, its expert
 * (staff may have assigned another since), its link. Runs inside the worker's transaction.
 */
export function createReminderMails({
  repositories: { submissions, expertSessions, experts },
  config,
  manageLinks,
}: {
  repositories: Pick<Repositories, 'submissions' | 'expertSessions' | 'experts'>;
  config: Pick<Config, 'site' | 'publicUrl'>;
  manageLinks: Pick<ManageLinks, 'urlFor' | 'tokenFor'>;
}): ReminderMails {
  const site = mailSite(config);

  return {
    async outcomeOf(reminder, now) {
      const { kind, submissionId } = reminder;
      const booking = isBookingKind(kind) ? await submissions.findById(kind, submissionId) : undefined;
      if (!booking || booking.status !== PAID) return { skip: 'not-paid' };
      const startsAt = await sessionStartOf(expertSessions, kind, booking);
      if (!startsAt) return { skip: 'no-time' };
      if (startsAt.getTime() !== Date.parse(reminder.startsAt)) return { skip: 'moved', startsAt };
      if (now.getTime() >= startsAt.getTime()) return { skip: 'started' };
      // Late (the server was down): within the last hour the 1-hour reminder says it all.
      if (reminder.lead === '24h' && now.getTime() >= startsAt.getTime() - HOUR_MS) return { skip: 'superseded' };

      const session = await expertSessions.findFor(kind, submissionId);
      const expert = session?.state === 'confirmed' ? await experts.findById(session.expertId) : undefined;
      const payload = booking.payload;
      const common = { lead: reminder.lead, startsAt, now, sessionType: sessionTypeOf(kind), meetLink: payloadText(payload.meetLink) };
      const name = payloadText(payload.name);

      if (reminder.audience === 'expert') {
        if (!expert?.email) return { skip: 'no-address' };
        return { send: { to: expert.email, ...expertReminder({ ...common, expertName: expert.name, visitorName: name }, site) } };
      }
      const email = payloadText(payload.email);
      if (!email) return { skip: 'no-address' };
      const manageUrl = manageLinks.urlFor(kind, submissionId, booking.language);
      const expertName = expert?.name ?? null;
      const managePath = `/manage/${manageLinks.tokenFor(kind, submissionId)}`;
      const changePolicy = mailWords(booking.language).changePolicy(config.site.changePolicy);
      return {
        // The visitor's reminder in the language they booked in (the expert's stays English).
        send: { to: email, ...visitorReminder({ ...common, name, expertName, manageUrl, changePolicy, language: booking.language }, site) },
        push: reminderPush({ kind, submissionId, lead: reminder.lead, startsAt, now, sessionType: common.sessionType, expertName, managePath }),
      };
    },
  };
}
