import { formatIndianCalendarDate } from '../../../src/domain/ist';
import { groupPhone } from '../../../src/domain/phone';
import { formatRupees } from '../../../src/domain/pricing';
import { adminRecordUrl } from '../../../src/domain/admin-paths';
import { VISITOR_LANGUAGE_LABEL, VISITOR_LANGUAGE_NAMES } from '../../../src/domain/staff';
import type { Language } from '../../../src/i18n/language';
import type { Config } from '../../config';
import { ASSESSMENT_MAIL_HI } from './assessment-templates-hi';
import { mailWords, type MailWords } from './words';
import { buttonHtml, detailsTable, detailsText, escapeHtml, layout, paragraphHtml, singleLine, type Detail } from './mail-layout';

export { escapeHtml, singleLine };

// Every e-mail the product sends is written here. Each template returns an HTML
// and a plain-text part. Anything a visitor typed is escaped before it reaches the
// HTML, and subjects are single lines (a CR/LF in a header could add headers).

export type MailContent = { subject: string; html: string; text: string };

/** What every template needs to know about the site. */
export type MailSite = { productName: string; publicUrl: string };

export function mailSite(config: Pick<Config, 'site' | 'publicUrl'>): MailSite {
  return { productName: config.site.productName, publicUrl: config.publicUrl };
}

const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'short',
});

const MINUTE_MS = 60_000;
/** The text shows minutes only, so mails made within one minute share it (a burst of posts). */
let lastFormatted = { minute: Number.NaN, text: '' };

/** e.g. "5 March 2025 at 3:30 pm IST" */
export function formatIndianTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const minute = Math.floor(time / MINUTE_MS);
  if (minute !== lastFormatted.minute) lastFormatted = { minute, text: `${INDIAN_TIME.format(time)} IST` };
  return lastFormatted.text;
}

/**
 * A session's stored 'YYYY-MM-DD' as the visitor reads it: "Thursday, 26 November 2026".
 * Anything else stays as stored, so a mail about a paid session still goes out.
 */
function formatSessionDate(date: string): string {
  return formatIndianCalendarDate(date) || date;
}

/** A mailto: link with a prefilled subject; every part percent-encoded. */
export function mailtoLink(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const encodedAddress =
    at > 0 ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}` : encodeURIComponent(address);
  return `mailto:${encodedAddress}?subject=${encodeURIComponent(singleLine(subject))}`;
}

export type ContactNoticeData = {
  /** The stored submission's id. */
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
  /** ISO time the server stored the message. */
  submittedAt: string;
};

export const REPLY_TO_SENDER = 'Reply to Sender';

/** To the team inbox when someone sends the contact form (spec §7 "contact notice"). */
export function contactNotice(data: ContactNoticeData, site: MailSite): MailContent {
  const heading = 'New contact message';
  const replyLink = mailtoLink(data.email, `Re: ${data.subject}`);
  const adminLink = adminRecordUrl(site.publicUrl, 'contact', data.id);
  const details: Detail[] = [
    { label: 'Name', value: data.fullName },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.phoneNumber) },
    { label: 'Subject', value: data.subject },
    { label: 'Received', value: formatIndianTime(data.submittedAt) },
  ];

  const html = layout(
    site,
    heading,
    `${detailsTable(details)}
<h2 style="margin:16px 0 8px;font-size:16px;">Message</h2>
<p style="margin:0;font-size:15px;line-height:1.5;">${paragraphHtml(data.message)}</p>
${buttonHtml(replyLink, REPLY_TO_SENDER)}
<p style="margin:16px 0 0;font-size:13px;color:#4b5f59;">Message #${data.id} in the admin area: <a href="${escapeHtml(adminLink)}">${escapeHtml(adminLink)}</a></p>`,
  );

  const text = [
    `${heading} (${site.productName})`,
    '',
    detailsText(details),
    '',
    'Message:',
    data.message,
    '',
    `${REPLY_TO_SENDER}: ${replyLink}`,
    `Message #${data.id} in the admin area: ${adminLink}`,
    '',
  ].join('\n');

  return {
    subject: singleLine(`${site.productName}: new contact message – ${data.subject}`),
    html,
    text,
  };
}

/** India's crisis lines as configured (DECISIONS.md "Safety"). */
export type CrisisLines = { teleManas: string; emergency: string };

export const CRISIS_HEADING = 'Please reach out now if you need to';

function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function crisisBoxHtml(lines: CrisisLines, words: CrisisWords): string {
  const line = (name: string, number: string, note: string) =>
    `<li style="margin:4px 0;"><strong>${escapeHtml(name)}: <a href="${escapeHtml(telLink(number))}" style="color:#b3261e;">${escapeHtml(number)}</a></strong> – ${escapeHtml(note)}</li>`;
  return `<div style="margin:0 0 20px;padding:16px;border:2px solid #b3261e;border-radius:8px;background:#fbe4e2;">
<p style="margin:0 0 8px;font-size:16px;font-weight:bold;color:#b3261e;">${escapeHtml(words.heading)}</p>
<p style="margin:0 0 8px;font-size:15px;line-height:1.5;">${escapeHtml(words.text)}</p>
<ul style="margin:0;padding-left:20px;font-size:15px;">
${line('Tele-MANAS', lines.teleManas, words.teleManasNote)}
${line(words.emergencyName, lines.emergency, words.emergencyNote)}
</ul>
</div>`;
}

function crisisText(lines: CrisisLines, words: CrisisWords): string {
  return [
    words.heading,
    words.text,
    `Tele-MANAS: ${lines.teleManas} – ${words.teleManasNote}`,
    `${words.emergencyName}: ${lines.emergency} – ${words.emergencyNote}`,
  ].join('\n');
}

export type AssessmentResultData = {
  fullName: string;
  /** e.g. "Anxiety Test" */
  testTitle: string;
  score: number;
  maxScore: number;
  bandLabel: string;
  interpretation: string;
  /** Every result says it is a screening, not a diagnosis. */
  screeningNote: string;
  /** Shown first when a safety answer was above 0 or the band is the highest; null otherwise. */
  crisisLines: CrisisLines | null;
  /** A question about self-harm or suicidal thoughts was answered above 0. */
  safetyFlagged: boolean;
  /** Where to book a session. */
  bookingUrl: string;
};

type CrisisWords = { heading: string; text: string; teleManasNote: string; emergencyName: string; emergencyNote: string };

/** The words of the report mail in one language (Hindi: assessment-templates-hi.ts). */
export type AssessmentMailWords = {
  subject(product: string): string;
  heading(testTitle: string): string;
  scoreLabel: string;
  score(score: number, max: number): string;
  resultLabel: string;
  greeting(fullName: string): string;
  thanks(testTitle: string, product: string): string;
  meaningTitle: string;
  nextStepsTitle: string;
  nextSteps: string;
  bookASession: string;
  safetyNote: string;
  closing: string;
  crisis: CrisisWords;
};

export const BOOK_A_SESSION = 'Book a session';
export const SAFETY_NOTE =
  'You also told us you have had thoughts of harming yourself or of not wanting to be here. That matters, whatever your score: please talk to someone you trust today, or call one of the free lines above.';

const ASSESSMENT_MAIL_EN: AssessmentMailWords = {
  subject: (product) => `Your self-assessment report from ${product}`,
  heading: (title) => `Your ${title} report`,
  scoreLabel: 'Your score',
  score: (score, max) => `${score} out of ${max}`,
  resultLabel: 'Result',
  greeting: (name) => `Dear ${name},`,
  thanks: (title, product) => `Thank you for taking the ${title} with ${product}. Here is your full report.`,
  meaningTitle: 'What it means',
  nextStepsTitle: 'Next steps',
  nextSteps:
    'Talking things through with a counsellor can help, whatever your result. You can book a private online session with one of our experts, at a time that suits you.',
  bookASession: BOOK_A_SESSION,
  safetyNote: SAFETY_NOTE,
  closing: 'If anything about this report worries you, reply to this e-mail and a person from our team will get back to you.',
  crisis: {
    heading: CRISIS_HEADING,
    text: 'If you are thinking about harming yourself or ending your life, or you feel unsafe, please call one of these numbers now. You do not have to go through this alone.',
    teleManasNote: 'toll-free, 24x7, in many Indian languages',
    emergencyName: 'Emergency',
    emergencyNote: 'police, ambulance or fire, any time',
  },
};

/**
 * To the visitor who asked for their full report (spec §7 "assessment result"). The subject
 * names neither the test nor the score: it may show on a shared phone's lock screen.
 */
export function assessmentResult(data: AssessmentResultData, site: MailSite, language: Language = 'en'): MailContent {
  // The texts of the test itself (title, band, interpretation, note) arrive in `language` already.
  const words = language === 'hi' ? ASSESSMENT_MAIL_HI : ASSESSMENT_MAIL_EN;
  const heading = words.heading(data.testTitle);
  const details: Detail[] = [
    { label: words.scoreLabel, value: words.score(data.score, data.maxScore) },
    { label: words.resultLabel, value: data.bandLabel },
  ];
  const greeting = words.greeting(data.fullName);
  const thanks = words.thanks(data.testTitle, site.productName);
  const safety = data.safetyFlagged ? words.safetyNote : null;

  const html = layout(
    site,
    heading,
    `${data.crisisLines ? crisisBoxHtml(data.crisisLines, words.crisis) : ''}<p style="margin:0 0 12px;font-size:15px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(thanks)}</p>
${detailsTable(details)}
<h2 style="margin:16px 0 8px;font-size:16px;">${escapeHtml(words.meaningTitle)}</h2>
<p style="margin:0;font-size:15px;line-height:1.5;">${escapeHtml(data.interpretation)}</p>
${safety ? `<p style="margin:12px 0 0;padding:12px;border-left:4px solid #b3261e;background:#fbe4e2;font-size:15px;line-height:1.5;">${escapeHtml(safety)}</p>\n` : ''}<h2 style="margin:20px 0 8px;font-size:16px;">${escapeHtml(words.nextStepsTitle)}</h2>
<p style="margin:0;font-size:15px;line-height:1.5;">${escapeHtml(words.nextSteps)}</p>
${buttonHtml(data.bookingUrl, words.bookASession)}
<p style="margin:20px 0 0;font-size:14px;line-height:1.5;color:#4b5f59;">${escapeHtml(data.screeningNote)}</p>
<p style="margin:12px 0 0;font-size:14px;line-height:1.5;color:#4b5f59;">${escapeHtml(words.closing)}</p>`,
    language,
  );

  const text = [
    `${heading} (${site.productName})`,
    '',
    ...(data.crisisLines ? [crisisText(data.crisisLines, words.crisis), ''] : []),
    greeting,
    '',
    thanks,
    '',
    detailsText(details),
    '',
    `${words.meaningTitle}:`,
    data.interpretation,
    ...(safety ? ['', safety] : []),
    '',
    `${words.nextStepsTitle}:`,
    words.nextSteps,
    `${words.bookASession}: ${data.bookingUrl}`,
    '',
    data.screeningNote,
    '',
    words.closing,
    '',
  ].join('\n');

  return { subject: singleLine(words.subject(site.productName)), html, text };
}

export type AssessmentNoticeData = {
  /** The stored submission's id. */
  id: number;
  testTitle: string;
  fullName: string;
  email: string;
  contactNumber: string;
  score: number;
  maxScore: number;
  bandLabel: string;
  /** Why the visitor was shown the crisis lines, in staff's words; empty when they were not. */
  crisisReasons: string[];
  /** ISO time the server stored the report. */
  submittedAt: string;
  /** The submission in the admin area. */
  adminUrl: string;
  /** The report's item in the crisis follow-up queue, when it entered it (a risky result with contact details). */
  followUpUrl?: string;
};

/**
 * To the team inbox when a visitor asks for their assessment report (spec §7 "submission").
 * Health data stays in the body: the subject names the test and the id, never a score or a name.
 */
export function assessmentNotice(data: AssessmentNoticeData, site: MailSite): MailContent {
  const heading = `New ${data.testTitle} report`;
  const details: Detail[] = [
    { label: 'Name', value: data.fullName },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.contactNumber) },
    { label: 'Test', value: data.testTitle },
    { label: 'Score', value: `${data.score} out of ${data.maxScore}` },
    { label: 'Result', value: data.bandLabel },
    { label: 'Received', value: formatIndianTime(data.submittedAt) },
  ];
  // A risky result with contact details is in the follow-up queue: the mail says so first,
  // in plain words, and links to the item whoever calls back will record the call on.
  const followUp = data.followUpUrl
    ? `Risk: this visitor needs a call back today. They were shown the crisis lines. ${data.crisisReasons.join(' ')} It is in the follow-up queue:`
    : data.crisisReasons.length > 0
      ? `The visitor was shown the crisis lines. ${data.crisisReasons.join(' ')} Please follow up promptly and with care.`
      : null;
  const queueLink = data.followUpUrl ? ` <a href="${escapeHtml(data.followUpUrl)}">${escapeHtml(data.followUpUrl)}</a>` : '';

  const html = layout(
    site,
    heading,
    `${followUp ? `<p style="margin:0 0 16px;padding:12px;border-left:4px solid #b3261e;background:#fbe4e2;font-size:15px;line-height:1.5;">${escapeHtml(followUp)}${queueLink}</p>\n` : ''}${detailsTable(details)}
<p style="margin:16px 0 0;font-size:13px;color:#4b5f59;">Report #${data.id} in the admin area, with every answer: <a href="${escapeHtml(data.adminUrl)}">${escapeHtml(data.adminUrl)}</a></p>`,
  );

  const text = [
    `${heading} (${site.productName})`,
    '',
    ...(followUp ? [data.followUpUrl ? `${followUp} ${data.followUpUrl}` : followUp, ''] : []),
    detailsText(details),
    '',
    `Report #${data.id} in the admin area, with every answer: ${data.adminUrl}`,
    '',
  ].join('\n');

  return { subject: singleLine(`${site.productName}: new ${data.testTitle} report #${data.id}`), html, text };
}

export type BookingMailData = {
  /** The stored booking's id. */
  id: number;
  /** 'Individual Therapy', 'Couples Therapy', 'Family & Friends Therapy'. */
  sessionType: string;
  name: string;
  email: string;
  contactNo: string;
  city: string;
  /**
   * 'YYYY-MM-DD' as stored, written out in the mail. Chosen at submit (couple, family/friends);
   * empty when it is picked at the payment step.
   */
  sessionDate: string;
  sessionTime: string;
  /** ISO time the server stored the booking. */
  submittedAt: string;
  /** The visitor's language (the page the booking came from): their confirmation is written in it. */
  language?: Language;
};

export const CONTACT_USER = 'Contact User';

function sessionDetails(data: BookingMailData, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.session, value: w.label(data.sessionType) },
    ...(data.sessionDate ? [{ label: w.date, value: w.day(data.sessionDate) }] : []),
    ...(data.sessionTime ? [{ label: w.timeIst, value: data.sessionTime }] : []),
  ];
}

/**
 * To the visitor when a booking form arrives (spec §7 "form submitted"): what we received,
 * what happens next, and that payment is still pending. No health details in an e-mail.
 */
export function bookingReceived(data: BookingMailData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.bookingReceivedHeading;
  const details: Detail[] = [
    ...sessionDetails(data, w),
    { label: w.bookingNumber, value: `#${data.id}` },
    { label: w.payment, value: w.pending },
  ];
  const next = w.bookingReceivedNext;
  const html = layout(
    site,
    heading,
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(w.dear(data.name))}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(w.bookingReceivedThanks)}</p>
${detailsTable(details)}
<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(next)}</p>`,
    data.language,
  );
  const text = [
    `${heading} (${site.productName})`,
    '',
    w.dear(data.name),
    '',
    w.bookingReceivedThanks,
    '',
    detailsText(details),
    '',
    next,
    '',
  ].join('\n');
  return { subject: singleLine(w.bookingReceivedSubject(site.productName)), html, text };
}

/** To the team inbox for every new booking (spec §7 "new-consultation notice with a Contact User link"). */
export function consultationNotice(data: BookingMailData & { adminUrl: string }, site: MailSite): MailContent {
  const heading = `New consultation: ${data.sessionType}`;
  const mailto = mailtoLink(data.email, `Your ${site.productName} booking #${data.id}`);
  const tel = telLink(data.contactNo);
  const details: Detail[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.contactNo) },
    { label: 'City', value: data.city },
    ...sessionDetails(data),
    { label: 'Payment', value: 'Pending' },
    { label: 'Received', value: formatIndianTime(data.submittedAt) },
  ];
  const html = layout(
    site,
    heading,
    `${detailsTable(details)}
${buttonHtml(mailto, `${CONTACT_USER} by e-mail`)}
${buttonHtml(tel, `${CONTACT_USER} by phone`)}
<p style="margin:16px 0 0;font-size:13px;color:#4b5f59;">Booking #${data.id} in the admin area: <a href="${escapeHtml(data.adminUrl)}">${escapeHtml(data.adminUrl)}</a></p>`,
  );
  const text = [
    `${heading} (${site.productName})`,
    '',
    detailsText(details),
    '',
    `${CONTACT_USER}: ${mailto}`,
    `${CONTACT_USER} by phone: ${tel}`,
    `Booking #${data.id} in the admin area: ${data.adminUrl}`,
    '',
  ].join('\n');
  return { subject: singleLine(`${site.productName}: new consultation #${data.id} (${data.sessionType})`), html, text };
}

// Payments, sessions and the workshop (spec §7): sent once, after a payment succeeds.

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${escapeHtml(line)}</p>`).join('\n');
}

function linkHtml(href: string, label: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;"><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
}

export type PaymentMailData = {
  /** The record paid for (booking or registration). */
  id: number;
  /** What was paid for, in words: 'Individual Therapy, 60 minutes'. */
  type: string;
  name: string;
  email: string;
  phone: string;
  amountPaise: number;
  merchantTransactionId: string;
  transactionId: string;
  /** ISO time the payment was confirmed. */
  paidAt: string;
  /** The payer's language (of the booking or registration paid for): their receipt is written in it. */
  language?: Language;
};

function paymentDetails(data: PaymentMailData, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.paidFor, value: w.label(data.type) },
    { label: w.amount, value: w.rupees(data.amountPaise) },
    { label: w.transactionId, value: data.merchantTransactionId },
    ...(data.transactionId ? [{ label: w.providerReference, value: data.transactionId }] : []),
    { label: w.paidOn, value: w.instant(data.paidAt) },
  ];
}

/**
 * To the payer once the payment is confirmed (spec §7 "payment confirmation/receipt"). `note`
 * says why nothing was confirmed with it, when that is so: the receipt still stands.
 */
export function paymentReceipt(data: PaymentMailData & { note?: string }, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.paymentReceivedHeading;
  const intro = [w.dear(data.name), w.paymentReceivedThanks, ...(data.note ? [data.note] : [])];
  const details = paymentDetails(data, w);
  const html = layout(site, heading, `${paragraphs(intro)}\n${detailsTable(details)}`, data.language);
  const text = [`${heading} (${site.productName})`, '', ...intro.flatMap((line) => [line, '']), detailsText(details), ''].join('\n');
  return { subject: singleLine(w.paymentReceivedSubject(site.productName, w.rupees(data.amountPaise))), html, text };
}

/**
 * To the team for every successful payment (spec §7 "new-payment notice"). `needsAttention`:
 * the money was taken but confirmed nothing, and someone must act on the note.
 */
export function paymentNotice(
  data: PaymentMailData & { adminUrl: string; comments?: string; needsAttention?: boolean },
  site: MailSite,
): MailContent {
  const heading = `${data.needsAttention ? 'Payment needs attention' : 'New payment'}: ${formatRupees(data.amountPaise)}`;
  const details: Detail[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.phone) },
    ...paymentDetails(data),
    ...(data.comments ? [{ label: 'Note', value: data.comments }] : []),
  ];
  const html = layout(
    site,
    heading,
    `${detailsTable(details)}
<p style="margin:16px 0 0;font-size:13px;color:#4b5f59;">In the admin area: <a href="${escapeHtml(data.adminUrl)}">${escapeHtml(data.adminUrl)}</a></p>`,
  );
  const text = [`${heading} (${site.productName})`, '', detailsText(details), '', `In the admin area: ${data.adminUrl}`, ''].join('\n');
  const subject = data.needsAttention ? 'payment needs attention' : 'new payment';
  return { subject: singleLine(`${site.productName}: ${subject} ${data.merchantTransactionId} (${data.type})`), html, text };
}

/** Spec §3 "Booking e-mail data". */
export type SessionBookedData = {
  id: number;
  name: string;
  email: string;
  contactNo: string;
  sessionType: string;
  /** 'YYYY-MM-DD' as stored, written out in the mail. */
  sessionDate: string;
  sessionTime: string;
  meetLink: string;
  htmlLink: string;
  /** Who takes the session; null while staff are still to assign someone. */
  expertName: string | null;
  /** Where the visitor moves or cancels the session (the visitor's mail only). */
  manageUrl?: string;
  /** The visitor's language: their mail is written in it; the expert's says it ("Visitor's language"). */
  language?: Language;
};

export const JOIN_SESSION = 'Join your session';
export const MANAGE_SESSION = 'Need to move or cancel your session?';
export const EXPERT_TO_BE_ASSIGNED = 'Our team will assign your expert and write to you shortly';
export const EXPERT_NOT_ASSIGNED = 'Not assigned yet: please assign one';

function sessionBookedDetails(data: SessionBookedData, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.session, value: w.label(data.sessionType) },
    { label: w.date, value: w.day(data.sessionDate) },
    { label: w.timeIst, value: data.sessionTime },
    { label: w.videoLink, value: data.meetLink },
    { label: w.bookingNumber, value: `#${data.id}` },
  ];
}

/** To the visitor after payment: the session and its video link (an invite is attached). */
export function sessionBooked(data: SessionBookedData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.sessionBookedHeading;
  const intro = [w.dear(data.name), w.sessionBookedIntro];
  const details: Detail[] = [...sessionBookedDetails(data, w), { label: w.yourExpert, value: data.expertName ?? w.expertToBeAssigned }];
  const manageHtml = data.manageUrl
    ? `\n<p style="margin:16px 0 0;font-size:15px;line-height:1.5;">${escapeHtml(w.manageSession)} <a href="${escapeHtml(data.manageUrl)}">${escapeHtml(data.manageUrl)}</a></p>`
    : '';
  const html = layout(site, heading, `${paragraphs(intro)}\n${detailsTable(details)}\n${buttonHtml(data.meetLink, w.joinSession)}${manageHtml}`, data.language);
  const text = [
    `${heading} (${site.productName})`,
    '',
    ...intro.flatMap((line) => [line, '']),
    detailsText(details),
    '',
    `${w.joinSession}: ${data.meetLink}`,
    ...(data.manageUrl ? ['', `${w.manageSession} ${data.manageUrl}`] : []),
    '',
  ].join('\n');
  return { subject: singleLine(w.sessionBookedSubject(site.productName, w.day(data.sessionDate))), html, text };
}

/** To the team after payment: who, when, and the same link (spec §7 "session booked", team). */
export function sessionBookedNotice(data: SessionBookedData & { adminUrl: string }, site: MailSite): MailContent {
  const heading = `Session booked: ${data.sessionType}`;
  const details: Detail[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.contactNo) },
    ...sessionBookedDetails(data),
    { label: 'Expert', value: data.expertName ?? EXPERT_NOT_ASSIGNED },
  ];
  const html = layout(
    site,
    heading,
    `${detailsTable(details)}\n${linkHtml(data.adminUrl, `Booking #${data.id} in the admin area`)}`,
  );
  const text = [`${heading} (${site.productName})`, '', detailsText(details), '', `Booking #${data.id} in the admin area: ${data.adminUrl}`, ''].join('\n');
  return { subject: singleLine(`${site.productName}: session booked #${data.id} on ${formatSessionDate(data.sessionDate)}, ${data.sessionTime} IST`), html, text };
}

/**
 * To the expert who takes a paid session (issue 19): when, what kind, the visitor's first
 * name and the link, with the invite attached. Nothing else of the intake: the expert reads
 * that signed in, not in a mailbox.
 */
export function sessionForExpert(data: SessionBookedData & { expertName: string }, site: MailSite): MailContent {
  const heading = `New session: ${data.sessionType}`;
  const firstName = data.name.trim().split(/\s+/)[0] ?? data.name;
  const intro = [`Dear ${data.expertName},`, `A session with ${firstName} is booked and paid. The calendar invite is attached.`];
  // Staff may assign a session whose link the team is still to send by hand: no button then.
  const hasLink = data.meetLink !== '';
  const details = [
    ...sessionBookedDetails(data).filter((detail) => hasLink || detail.label !== 'Video link'),
    // The expert knows which language to greet the visitor in.
    { label: VISITOR_LANGUAGE_LABEL, value: VISITOR_LANGUAGE_NAMES[data.language ?? 'en'] },
  ];
  const button = hasLink ? `\n${buttonHtml(data.meetLink, JOIN_SESSION)}` : '';
  const html = layout(site, heading, `${paragraphs(intro)}\n${detailsTable(details)}${button}`);
  const text = [`${heading} (${site.productName})`, '', ...intro.flatMap((line) => [line, '']), detailsText(details), ...(hasLink ? ['', `${JOIN_SESSION}: ${data.meetLink}`] : []), ''].join('\n');
  return { subject: singleLine(`${site.productName}: new session on ${formatSessionDate(data.sessionDate)}, ${data.sessionTime} IST`), html, text };
}

export type ExpertAssignedData = {
  id: number;
  /** The visitor's name. */
  name: string;
  sessionType: string;
  /** 'YYYY-MM-DD' as stored. */
  sessionDate: string;
  /** The session's IST times with this expert ('10:30 AM - 11:30 AM'). */
  sessionTime: string;
  expertName: string;
  meetLink: string | null;
  /** True when the session had another expert before. */
  reassigned: boolean;
  /** The visitor's language: the mail is written in it. */
  language?: Language;
};

/**
 * To the visitor when staff give their paid session an expert, or another one (issue 19):
 * who, and when. The expert's name only: their address and calendar stay with the team.
 */
export function expertAssigned(data: ExpertAssignedData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.expertAssignedHeading(data.id, data.expertName);
  const intro = [w.dear(data.name), data.reassigned ? w.expertReassigned(data.expertName) : w.expertAssigned(data.expertName)];
  const details: Detail[] = [
    { label: w.session, value: w.label(data.sessionType) },
    { label: w.date, value: w.day(data.sessionDate) },
    { label: w.timeIst, value: data.sessionTime },
    { label: w.yourExpert, value: data.expertName },
    ...(data.meetLink ? [{ label: w.videoLink, value: data.meetLink }] : []),
    { label: w.bookingNumber, value: `#${data.id}` },
  ];
  const button = data.meetLink ? `\n${buttonHtml(data.meetLink, w.joinSession)}` : '';
  const html = layout(site, heading, `${paragraphs(intro)}\n${detailsTable(details)}${button}`, data.language);
  const text = [
    `${heading} (${site.productName})`,
    '',
    ...intro.flatMap((line) => [line, '']),
    detailsText(details),
    ...(data.meetLink ? ['', `${w.joinSession}: ${data.meetLink}`] : []),
    '',
  ].join('\n');
  return { subject: singleLine(w.expertAssignedSubject(site.productName, data.id, data.expertName)), html, text };
}

export type WorkshopTicketData = {
  id: number;
  name: string;
  email: string;
  phone: string;
  eventTitle: string;
  /** Human date, e.g. 'Sunday, 22 November 2026'. */
  eventDate: string;
  eventTime: string;
  venue: string;
  passLabel: string;
  amountPaise: number;
  merchantTransactionId: string;
  /** The visitor's language (of their registration): the ticket is written in it. */
  language?: Language;
};

function ticketDetails(data: WorkshopTicketData, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.event, value: data.eventTitle },
    { label: w.date, value: data.eventDate },
    { label: w.timeIst, value: data.eventTime },
    { label: w.venue, value: data.venue },
    { label: w.pass, value: w.label(data.passLabel) },
    { label: w.amountPaid, value: w.rupees(data.amountPaise) },
    { label: w.ticketNumber, value: `#${data.id}` },
    { label: w.transactionId, value: data.merchantTransactionId },
  ];
}

/** To the visitor after paying for a pass (spec §7 "art-therapy ticket"). */
export function workshopTicket(data: WorkshopTicketData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const heading = w.ticketHeading(data.eventTitle);
  const intro = [w.dear(data.name), w.ticketIntro];
  const details = ticketDetails(data, w);
  const html = layout(site, heading, `${paragraphs(intro)}\n${detailsTable(details)}`, data.language);
  const text = [`${heading} (${site.productName})`, '', ...intro.flatMap((line) => [line, '']), detailsText(details), ''].join('\n');
  return { subject: singleLine(w.ticketSubject(site.productName, data.eventTitle, data.eventDate)), html, text };
}

/** To the team after a pass is paid (spec §7 "registration notice"). */
export function workshopRegistrationNotice(data: WorkshopTicketData, site: MailSite): MailContent {
  const heading = `New workshop registration: ${data.eventTitle}`;
  const details: Detail[] = [
    { label: 'Name', value: data.name },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: groupPhone(data.phone) },
    ...ticketDetails(data),
  ];
  const html = layout(site, heading, detailsTable(details));
  const text = [`${heading} (${site.productName})`, '', detailsText(details), ''].join('\n');
  return { subject: singleLine(`${site.productName}: workshop registration #${data.id} (${data.passLabel})`), html, text };
}

// Staff meetings (spec §2 /test/form): an invitation to each attendee, the .ics attached.

export type MeetingInviteData = {
  summary: string;
  description: string;
  /** Absolute times. */
  start: string;
  end: string;
  location: string;
  meetLink: string;
};

export const JOIN_MEETING = 'Join the meeting';

export function meetingInvite(data: MeetingInviteData, site: MailSite): MailContent {
  const heading = data.summary;
  const details: Detail[] = [
    { label: 'Starts', value: formatIndianTime(data.start) },
    { label: 'Ends', value: formatIndianTime(data.end) },
    { label: 'Where', value: data.location },
    { label: 'Video link', value: data.meetLink },
  ];
  const intro = [`You are invited by ${site.productName}. The calendar invite is attached.`];
  const description = data.description.trim() === '' ? '' : `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;">${paragraphHtml(data.description)}</p>\n`;
  const html = layout(site, heading, `${paragraphs(intro)}\n${description}${detailsTable(details)}\n${buttonHtml(data.meetLink, JOIN_MEETING)}`);
  const text = [
    `${heading} (${site.productName})`,
    '',
    ...intro.flatMap((line) => [line, '']),
    ...(data.description.trim() === '' ? [] : [data.description, '']),
    detailsText(details),
    '',
    `${JOIN_MEETING}: ${data.meetLink}`,
    '',
  ].join('\n');
  return { subject: singleLine(`${site.productName}: ${data.summary} (${formatIndianTime(data.start)})`), html, text };
}
