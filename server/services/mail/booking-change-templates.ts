import { formatRupees } from '../../../src/domain/pricing';
import { istClockRange, todayInIndia } from '../../../src/domain/slots';
import type { Language } from '../../../src/i18n/language';
import { composeMail, type Detail, type MailParts } from './mail-layout';
import { JOIN_SESSION, type MailContent, type MailSite } from './templates';
import { mailWords, type MailWords } from './words';

// The mails sent when a paid session is moved or cancelled (issue 20), by the visitor through
// their manage link or by staff: to the visitor, to the expert and to the team. As in
// templates.ts: an HTML and a plain-text part, everything typed escaped in the HTML, subjects on
// one line. The invites that go with them are made by bookingInvite (meetings/booking-invite.ts).

/** When a session is held: two instants (ISO), written out in IST. */
export type SessionTime = { startsAt: string; endsAt: string };

/**
 * Who made the change. The visitor's mails say which, and a staff reason; the team's notice
 * names the account and whether the change rule was overridden.
 */
export type ChangeActor = { by: 'visitor' } | { by: 'staff'; account: string; reason: string | null; override: boolean };

/** What a cancellation gives back: `percent` of the amount paid, `refundPaise` of it. */
export type RefundSummary = { refundPaise: number; percent: number };

type Links = Pick<MailParts, 'buttons' | 'leadIns' | 'language'>;

const mail = (site: MailSite, subject: string, heading: string, intro: string[], details: Detail[], links: Links = {}): MailContent =>
  composeMail(site, { subject, heading, intro, details, ...links });

function joinButton(meetLink: string | null, label = JOIN_SESSION): Links['buttons'] {
  return meetLink ? [{ href: meetLink, label }] : [];
}

/** "Friday, 27 November 2026, 10:30 AM - 11:30 AM IST" (in Hindi "शुक्रवार, 27 नवंबर 2026, …"). */
export function formatSessionTime(time: SessionTime, w: MailWords = mailWords()): string {
  const day = w.day(todayInIndia(new Date(time.startsAt)));
  return `${day}, ${istClockRange(time.startsAt, time.endsAt)} IST`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

export const EXPERT_TO_BE_CONFIRMED = mailWords('en').expertToBeConfirmed;

export type SessionRescheduledData = {
  /** The booking's id (its number for the visitor). */
  id: number;
  /** The visitor's name. */
  name: string;
  sessionType: string;
  from: SessionTime;
  to: SessionTime;
  /** Who takes the session at the new time; null while the team finds someone. */
  expertName: string | null;
  meetLink: string | null;
  manageUrl: string;
  actor: ChangeActor;
  /** The visitor's language (of their booking): the mail is written in it. */
  language?: Language;
};

function movedBy(actor: ChangeActor, w: MailWords): string {
  if (actor.by === 'visitor') return w.movedByVisitor;
  return actor.reason ? w.movedByStaffBecause(actor.reason) : w.movedByStaff;
}

/** To the visitor when their session moves: the old and the new time, who moved it and why. */
export function sessionRescheduled(data: SessionRescheduledData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.rescheduledHeading;
  const intro = [w.dear(data.name), movedBy(data.actor, w), w.inviteUpdates];
  const details: Detail[] = [
    { label: w.session, value: w.label(data.sessionType) },
    { label: w.was, value: formatSessionTime(data.from, w) },
    { label: w.now, value: formatSessionTime(data.to, w) },
    { label: w.yourExpert, value: data.expertName ?? w.expertToBeConfirmed },
    ...(data.meetLink ? [{ label: w.videoLink, value: data.meetLink }] : []),
    { label: w.bookingNumber, value: `#${data.id}` },
  ];
  return mail(site, w.rescheduledSubject(site.productName, data.id, formatSessionTime(data.to, w)), heading, intro, details, {
    buttons: joinButton(data.meetLink, w.joinSession),
    leadIns: [{ leadIn: w.manageSession, href: data.manageUrl }],
    ...(data.language ? { language: data.language } : {}),
  });
}

export type SessionRescheduledForExpertData = {
  id: number;
  expertName: string;
  /** The visitor's name; the mail shows the first name only. */
  name: string;
  sessionType: string;
  from: SessionTime;
  to: SessionTime;
  meetLink: string | null;
  /**
   * True when the session moved to another expert: it is no longer this expert's (their invite
   * is a cancel). The mail then says so and gives neither the new time nor the link.
   */
  noLongerYours: boolean;
};

/** To an expert when a session of theirs moves, or moves to another expert. */
export function sessionRescheduledForExpert(data: SessionRescheduledForExpertData, site: MailSite): MailContent {
  const visitor = firstName(data.name);
  if (data.noLongerYours) {
    const heading = 'A session is no longer yours';
    const intro = [
      `Dear ${data.expertName},`,
      `Your session with ${visitor} has moved to another expert, so it is no longer yours. The calendar invite attached takes it out of your calendar; there is nothing else to do.`,
    ];
    const details: Detail[] = [
      { label: 'Session', value: data.sessionType },
      { label: 'Was', value: formatSessionTime(data.from) },
      { label: 'Booking number', value: `#${data.id}` },
    ];
    return mail(site, `${site.productName}: the session on ${formatSessionTime(data.from)} is no longer yours`, heading, intro, details);
  }
  const heading = `Session moved: ${data.sessionType}`;
  const intro = [`Dear ${data.expertName},`, `Your session with ${visitor} has a new time. The calendar invite attached updates it in your calendar.`];
  const details: Detail[] = [
    { label: 'Session', value: data.sessionType },
    { label: 'Was', value: formatSessionTime(data.from) },
    { label: 'Now', value: formatSessionTime(data.to) },
    ...(data.meetLink ? [{ label: 'Video link', value: data.meetLink }] : []),
    { label: 'Booking number', value: `#${data.id}` },
  ];
  return mail(site, `${site.productName}: session moved to ${formatSessionTime(data.to)}`, heading, intro, details, { buttons: joinButton(data.meetLink) });
}

export type SessionCancelledData = {
  id: number;
  name: string;
  sessionType: string;
  session: SessionTime;
  refund: RefundSummary;
  actor: ChangeActor;
  /** Where to book a new session. */
  bookingUrl: string;
  /** The visitor's language (of their booking): the mail is written in it. */
  language?: Language;
};

export const REFUND_TIMING = mailWords('en').refundTiming;
export const LATE_CANCEL_NOT_REFUNDED = mailWords('en').lateCancelNotRefunded;
export const BOOK_AGAIN = mailWords('en').bookAgain;

/** What the visitor gets back, in one or two sentences. */
export function refundWords(refund: RefundSummary, actor: ChangeActor, w: MailWords = mailWords()): string {
  if (refund.refundPaise <= 0) return actor.by === 'visitor' ? w.lateCancelNotRefunded : w.cancelNotRefunded;
  const amount = w.rupees(refund.refundPaise);
  const started = refund.percent >= 100 ? w.fullRefundStarted(amount) : w.refundStartedPart(amount, refund.percent);
  return `${started} ${w.refundTiming}`;
}

function cancelledBy(actor: ChangeActor, w: MailWords): string {
  if (actor.by === 'visitor') return w.cancelledByVisitor;
  return actor.reason ? w.cancelledByStaffBecause(actor.reason) : w.cancelledByStaff;
}

/** To the visitor when their session is cancelled: which one, the refund, and how to book again. */
export function sessionCancelled(data: SessionCancelledData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.cancelledHeading;
  const intro = [w.dear(data.name), cancelledBy(data.actor, w), refundWords(data.refund, data.actor, w), w.inviteRemoves, w.bookAgain];
  const details: Detail[] = [
    { label: w.session, value: w.label(data.sessionType) },
    { label: w.wasOn, value: formatSessionTime(data.session, w) },
    { label: w.bookingNumber, value: `#${data.id}` },
  ];
  return mail(site, w.cancelledSubject(site.productName, formatSessionTime(data.session, w)), heading, intro, details, {
    buttons: [{ href: data.bookingUrl, label: w.bookASession }],
    ...(data.language ? { language: data.language } : {}),
  });
}

export type SessionCancelledForExpertData = {
  id: number;
  expertName: string;
  /** The visitor's name; the mail shows the first name only. */
  name: string;
  sessionType: string;
  session: SessionTime;
};

/** To the expert when a session of theirs is cancelled: the time is free again. */
export function sessionCancelledForExpert(data: SessionCancelledForExpertData, site: MailSite): MailContent {
  const heading = `Session cancelled: ${data.sessionType}`;
  const intro = [
    `Dear ${data.expertName},`,
    `Your session with ${firstName(data.name)} is cancelled, and the time is free again. The calendar invite attached takes it out of your calendar.`,
  ];
  const details: Detail[] = [
    { label: 'Session', value: data.sessionType },
    { label: 'Was on', value: formatSessionTime(data.session) },
    { label: 'Booking number', value: `#${data.id}` },
  ];
  return mail(site, `${site.productName}: session on ${formatSessionTime(data.session)} cancelled`, heading, intro, details);
}

/** A reschedule (from one time to another) or a cancel (of a session at a time, with its refund). */
export type BookingChange =
  | { action: 'reschedule'; from: SessionTime; to: SessionTime }
  | { action: 'cancel'; from: SessionTime; refund: RefundSummary };

export type BookingChangedNoticeData = {
  id: number;
  /** The visitor's name and address, for the team to reach them. */
  name: string;
  email: string;
  sessionType: string;
  change: BookingChange;
  /** The session's expert before the change and after it (for a cancel, the same one). */
  fromExpertName: string | null;
  toExpertName: string | null;
  actor: ChangeActor;
  adminUrl: string;
};

const NO_EXPERT = 'Not assigned';

function actorWords(actor: ChangeActor): string {
  return actor.by === 'visitor' ? 'The visitor (manage link)' : `Staff: ${actor.account}`;
}

function teamRefundWords(refund: RefundSummary): string {
  return refund.refundPaise > 0 ? `${formatRupees(refund.refundPaise)} (${refund.percent}%), started` : 'None';
}

function expertDetails(data: BookingChangedNoticeData): Detail[] {
  if (data.fromExpertName === data.toExpertName) return [{ label: 'Expert', value: data.toExpertName ?? NO_EXPERT }];
  return [
    { label: 'Expert before', value: data.fromExpertName ?? NO_EXPERT },
    { label: 'Expert now', value: data.toExpertName ?? NO_EXPERT },
  ];
}

/** To the team for every reschedule and cancellation: what changed, by whom, why, the money. */
export function bookingChangedNotice(data: BookingChangedNoticeData, site: MailSite): MailContent {
  const { change, actor } = data;
  const heading = `Booking #${data.id} ${change.action === 'reschedule' ? 'rescheduled' : 'cancelled'} by ${actor.by === 'visitor' ? 'the visitor' : 'staff'}`;
  const details: Detail[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email },
    { label: 'Session', value: data.sessionType },
    { label: 'Was', value: formatSessionTime(change.from) },
    ...(change.action === 'reschedule' ? [{ label: 'Now', value: formatSessionTime(change.to) }] : []),
    ...expertDetails(data),
    { label: 'Changed by', value: actorWords(actor) },
    ...(actor.by === 'staff'
      ? [
          { label: 'Reason', value: actor.reason ?? '(none given)' },
          { label: 'Rule overridden', value: actor.override ? 'Yes' : 'No' },
        ]
      : []),
    ...(change.action === 'cancel' ? [{ label: 'Refund', value: teamRefundWords(change.refund) }] : []),
  ];
  return mail(site, `${site.productName}: ${heading}`, heading, [], details, {
    leadIns: [{ leadIn: `Booking #${data.id} in the admin area:`, href: data.adminUrl }],
  });
}
