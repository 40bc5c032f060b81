import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { PushUrgency } from '../../db/push-deliveries-repository';
import type { ReminderLead } from '../../db/session-reminders-repository';
import { reminderWhen } from '../mail/reminder-templates';

// What a visitor's reminder says on their device's lock screen, where anyone nearby may read it:
// when, what kind of session and with whom, and the way to the manage page. No name, no link
// to the video call, nothing from the booking form.

/** The JSON the service worker (src/sw.ts) reads from a push. */
export type ReminderNotification = {
  title: string;
  body: string;
  /** The manage page, same-origin path: /manage/<token>. */
  url: string;
  /** One per booking, so the 1-hour reminder replaces the 24-hour one on the screen. */
  tag: string;
};

export type ReminderPush = { notification: ReminderNotification; urgency: PushUrgency; expiresAt: Date };

export function reminderPush({
  kind,
  submissionId,
  lead,
  startsAt,
  now,
  sessionType,
  expertName,
  managePath,
}: {
  kind: BookingKind;
  submissionId: number;
  lead: ReminderLead;
  startsAt: Date;
  now: Date;
  sessionType: string;
  expertName: string | null;
  managePath: string;
}): ReminderPush {
  return {
    notification: {
      title: `Your session is ${reminderWhen({ lead, startsAt, now })}`,
      body: expertName ? `${sessionType} with ${expertName}` : sessionType,
      url: managePath,
      tag: `session-${kind}-${submissionId}`,
    },
    // High wakes a phone in battery saving: an hour's notice must arrive within the hour.
    urgency: lead === '1h' ? 'high' : 'normal',
    expiresAt: startsAt,
  };
}
