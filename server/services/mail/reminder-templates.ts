import { formatIndianCalendarDate } from '../../../src/domain/ist';
import { istClock, todayInIndia } from '../../../src/domain/slots';
import type { ReminderLead } from '../../db/session-reminders-repository';
import { composeMail, type Detail, type MailParts } from './mail-layout';
import { EXPERT_TO_BE_ASSIGNED, JOIN_SESSION, type MailContent, type MailSite } from './templates';

// The reminders before a paid session (issue 20): to the visitor, with the join link and the
// manage link, and to the expert, with the visitor's first name only. Same look as the mails
// in templates.ts; everything a visitor or staff typed is escaped.

export type ReminderMailData = {
  lead: ReminderLead;
  /** The session's start. */
  startsAt: Date;
  /** When the reminder is written: it says "tomorrow" or "today" from here. */
  now: Date;
  /** 'Individual Therapy', 'Couples Therapy', … */
  sessionType: string;
  /** The video link; '' while the team is still to send one by hand. */
  meetLink: string;
};

export type VisitorReminderData = ReminderMailData & {
  name: string;
  /** Who takes the session; null while staff are still to assign someone. */
  expertName: string | null;
  /** The booking's manage page. */
  manageUrl: string;
  /** The rule for moving and cancelling, in words (changePolicyWords). */
  changePolicy: string;
};

export type ExpertReminderData = ReminderMailData & { expertName: string; visitorName: string };

export const NEED_TO_CHANGE = 'Need to move or cancel?';
export const LINK_TO_FOLLOW = 'Our team will send you the video link before the session.';

const DAY_MS = 24 * 60 * 60_000;


/**
 * "tomorrow at 7:00 PM IST" or "in one hour, at 7:00 PM IST". A 24-hour reminder sent late
 * (the server was down) says "today" when the session is today, and the date when further.
 */
export function reminderWhen({ lead, startsAt, now }: Pick<ReminderMailData, 'lead' | 'startsAt' | 'now'>): string {
  const at = `${istClock(startsAt)} IST`;
  if (lead === '1h') return `in one hour, at ${at}`;
  const day = todayInIndia(startsAt);
  if (day === todayInIndia(now)) return `today at ${at}`;
  if (day === todayInIndia(new Date(now.getTime() + DAY_MS))) return `tomorrow at ${at}`;
  return `on ${formatIndianCalendarDate(day)} at ${at}`;
}

function sessionDetails(data: ReminderMailData): Detail[] {
  return [
    { label: 'Session', value: data.sessionType },
    { label: 'Date', value: formatIndianCalendarDate(todayInIndia(data.startsAt)) },
    { label: 'Time (IST)', value: istClock(data.startsAt) },
  ];
}

/** The join button, or a line saying the team will send the link. */
function joinParts(meetLink: string): Pick<MailParts, 'buttons' | 'closing'> {
  return meetLink ? { buttons: [{ href: meetLink, label: JOIN_SESSION }] } : { closing: [LINK_TO_FOLLOW] };
}

/** To the visitor, 24 hours and 1 hour before: when, with whom, how to join, how to change it. */
export function visitorReminder(data: VisitorReminderData, site: MailSite): MailContent {
  const when = reminderWhen(data);
  const heading = `Your session is ${when}`;
  const intro = `Dear ${data.name}, this is a reminder of your ${site.productName} session.`;
  const details = [...sessionDetails(data), { label: 'Your expert', value: data.expertName ?? EXPERT_TO_BE_ASSIGNED }];
  const join = joinParts(data.meetLink);
  return composeMail(site, {
    subject: `Reminder: your session is ${when}`,
    heading,
    intro: [intro],
    details,
    ...(join.buttons ? { buttons: join.buttons } : {}),
    leadIns: [{ leadIn: NEED_TO_CHANGE, href: data.manageUrl }],
    closing: [...(join.closing ?? []), data.changePolicy],
  });
}

/**
 * To the expert, 24 hours and 1 hour before: when, what kind, the visitor's first name and the
 * link. No manage link and nothing to reach the visitor by: the expert reads the booking signed in.
 */
export function expertReminder(data: ExpertReminderData, site: MailSite): MailContent {
  const when = reminderWhen(data);
  const heading = `Session ${when}`;
  const firstName = data.visitorName.trim().split(/\s+/)[0] ?? '';
  const intro = `Dear ${data.expertName}, this is a reminder of your session${firstName ? ` with ${firstName}` : ''}.`;
  const details = [...sessionDetails(data), ...(firstName ? [{ label: 'With', value: firstName }] : [])];
  return composeMail(site, { subject: `Reminder: session ${when}`, heading, intro: [intro], details, ...joinParts(data.meetLink) });
}
