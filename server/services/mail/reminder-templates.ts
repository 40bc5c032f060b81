import { formatIndianCalendarDate, shiftToIst } from '../../../src/domain/ist';
import { formatClock } from '../../../src/domain/slots';
import type { ReminderLead } from '../../db/session-reminders-repository';
import { EXPERT_TO_BE_ASSIGNED, JOIN_SESSION, escapeHtml, singleLine, type MailContent, type MailSite } from './templates';

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

/** The IST calendar day of an instant, 'YYYY-MM-DD'. */
function istDay(instant: Date): string {
  return shiftToIst(instant).toISOString().slice(0, 10);
}

/** '7:00 PM': the IST clock time of an instant. */
function istClock(instant: Date): string {
  const ist = shiftToIst(instant);
  return formatClock(ist.getUTCHours() * 60 + ist.getUTCMinutes());
}

/**
 * "tomorrow at 7:00 PM IST" or "in one hour, at 7:00 PM IST". A 24-hour reminder sent late
 * (the server was down) says "today" when the session is today, and the date when further.
 */
export function reminderWhen({ lead, startsAt, now }: Pick<ReminderMailData, 'lead' | 'startsAt' | 'now'>): string {
  const at = `${istClock(startsAt)} IST`;
  if (lead === '1h') return `in one hour, at ${at}`;
  const day = istDay(startsAt);
  if (day === istDay(now)) return `today at ${at}`;
  if (day === istDay(new Date(now.getTime() + DAY_MS))) return `tomorrow at ${at}`;
  return `on ${formatIndianCalendarDate(day)} at ${at}`;
}

type Detail = { label: string; value: string };

function sessionDetails(data: ReminderMailData): Detail[] {
  return [
    { label: 'Session', value: data.sessionType },
    { label: 'Date', value: formatIndianCalendarDate(istDay(data.startsAt)) },
    { label: 'Time (IST)', value: istClock(data.startsAt) },
  ];
}

function layout(site: MailSite, heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f6;font-family:Arial,Helvetica,sans-serif;color:#1f2a27;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:14px;color:#4b5f59;">${escapeHtml(site.productName)}</p>
<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(heading)}</h1>
${bodyHtml}
</div>
</body>
</html>
`;
}

const paragraph = (line: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(line)}</p>`;

function detailsHtml(details: Detail[]): string {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">\n${rows}\n</table>`;
}

const detailsText = (details: Detail[]) => details.map(({ label, value }) => `${label}: ${value}`).join('\n');

function joinHtml(meetLink: string): string {
  return `<p style="margin:0 0 24px;"><a href="${escapeHtml(meetLink)}" style="display:inline-block;padding:10px 18px;background:#2f7d6d;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(JOIN_SESSION)}</a></p>`;
}

/** The join button and the link written out, or a line saying the team will send it. */
function joinParts(meetLink: string): { html: string; text: string[] } {
  if (!meetLink) return { html: paragraph(LINK_TO_FOLLOW), text: [LINK_TO_FOLLOW] };
  return { html: `${joinHtml(meetLink)}\n${paragraph(`Video link: ${meetLink}`)}`, text: [`${JOIN_SESSION}: ${meetLink}`] };
}

/** To the visitor, 24 hours and 1 hour before: when, with whom, how to join, how to change it. */
export function visitorReminder(data: VisitorReminderData, site: MailSite): MailContent {
  const when = reminderWhen(data);
  const heading = `Your session is ${when}`;
  const intro = `Dear ${data.name}, this is a reminder of your ${site.productName} session.`;
  const details = [...sessionDetails(data), { label: 'Your expert', value: data.expertName ?? EXPERT_TO_BE_ASSIGNED }];
  const join = joinParts(data.meetLink);
  const html = layout(
    site,
    heading,
    `${paragraph(intro)}
${detailsHtml(details)}
${join.html}
<p style="margin:0 0 8px;font-size:15px;line-height:1.5;">${escapeHtml(NEED_TO_CHANGE)} <a href="${escapeHtml(data.manageUrl)}">${escapeHtml(data.manageUrl)}</a></p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#4b5f59;">${escapeHtml(data.changePolicy)}</p>`,
  );
  const text = [
    `${heading} (${site.productName})`,
    '',
    intro,
    '',
    detailsText(details),
    '',
    ...join.text,
    '',
    `${NEED_TO_CHANGE} ${data.manageUrl}`,
    data.changePolicy,
    '',
  ].join('\n');
  return { subject: singleLine(`Reminder: your session is ${when}`), html, text };
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
  const join = joinParts(data.meetLink);
  const html = layout(site, heading, `${paragraph(intro)}\n${detailsHtml(details)}\n${join.html}`);
  const text = [`${heading} (${site.productName})`, '', intro, '', detailsText(details), '', ...join.text, ''].join('\n');
  return { subject: singleLine(`Reminder: session ${when}`), html, text };
}
