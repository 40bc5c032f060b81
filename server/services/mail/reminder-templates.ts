import { todayInIndia } from '../../../src/domain/slots';
import type { Language } from '../../../src/i18n/language';
import type { ReminderLead } from '../../db/session-reminders-repository';
import { composeMail, type Detail, type MailParts } from './mail-layout';
import { type MailContent, type MailSite } from './templates';
import { mailWords, type MailWords } from './words';

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
  /** The visitor's language (of their booking): their reminder is written in it. Experts' stay English. */
  language?: Language;
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

export const NEED_TO_CHANGE = mailWords('en').needToChange;
export const LINK_TO_FOLLOW = mailWords('en').linkToFollow;

const DAY_MS = 24 * 60 * 60_000;


/**
 * "tomorrow at 7:00 PM IST" or "in one hour, at 7:00 PM IST". A 24-hour reminder sent late
 * (the server was down) says "today" when the session is today, and the date when further.
 */
export function reminderWhen({ lead, startsAt, now }: Pick<ReminderMailData, 'lead' | 'startsAt' | 'now'>, w: MailWords = mailWords()): string {
  const at = `${w.clock(startsAt)} IST`;
  if (lead === '1h') return w.inOneHour(at);
  const day = todayInIndia(startsAt);
  if (day === todayInIndia(now)) return w.todayAt(at);
  if (day === todayInIndia(new Date(now.getTime() + DAY_MS))) return w.tomorrowAt(at);
  return w.onDayAt(w.day(day), at);
}

function sessionDetails(data: ReminderMailData, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.session, value: w.label(data.sessionType) },
    { label: w.date, value: w.day(todayInIndia(data.startsAt)) },
    { label: w.timeIst, value: w.clock(data.startsAt) },
  ];
}

/** The join button, or a line saying the team will send the link. */
function joinParts(meetLink: string, w: MailWords = mailWords()): Pick<MailParts, 'buttons' | 'closing'> {
  return meetLink ? { buttons: [{ href: meetLink, label: w.joinSession }] } : { closing: [w.linkToFollow] };
}

/** To the visitor, 24 hours and 1 hour before: when, with whom, how to join, how to change it. */
export function visitorReminder(data: VisitorReminderData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const when = reminderWhen(data, w);
  const heading = w.reminderHeading(when);
  const intro = w.reminderIntro(data.name, site.productName);
  const details = [...sessionDetails(data, w), { label: w.yourExpert, value: data.expertName ?? w.expertToBeAssigned }];
  const join = joinParts(data.meetLink, w);
  return composeMail(site, {
    subject: w.reminderSubject(when),
    heading,
    intro: [intro],
    details,
    ...(join.buttons ? { buttons: join.buttons } : {}),
    leadIns: [{ leadIn: w.needToChange, href: data.manageUrl }],
    closing: [...(join.closing ?? []), data.changePolicy],
    ...(data.language ? { language: data.language } : {}),
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
