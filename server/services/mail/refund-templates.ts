import { formatRupees } from '../../../src/domain/pricing';
import type { Language } from '../../../src/i18n/language';
import { composeMail, type Detail } from './mail-layout';
import { type MailContent, type MailSite } from './templates';
import { mailWords, type MailWords } from './words';

// The mails a refund causes (issue 20): to the payer when it starts and when it is complete,
// and to the team when the provider will not make it. Written in the same shape as the other
// templates: composed by mail-layout.ts, an HTML and a plain-text part, everything escaped.

export type RefundMailData = {
  /** The payer's name as the payment has it; empty when it is not known. */
  name: string;
  amountPaise: number;
  /** The booking (or registration) the payment was for; null for one without a record. */
  bookingId: number | null;
  merchantTransactionId: string;
  merchantRefundId: string;
  /** ISO time of what the mail reports: the start or the completion. */
  at: string;
  /** The payer's language (of the booking paid for): the payer's mails are written in it. */
  language?: Language;
};

export const REFUND_TAKES = mailWords('en').refundTakes;

function refundDetails(data: RefundMailData, atLabel: string, w: MailWords = mailWords()): Detail[] {
  return [
    { label: w.amount, value: w.rupees(data.amountPaise) },
    ...(data.bookingId !== null ? [{ label: w.bookingNumber, value: `#${data.bookingId}` }] : []),
    { label: w.paymentReference, value: data.merchantTransactionId },
    { label: w.refundReference, value: data.merchantRefundId },
    { label: atLabel, value: w.instant(data.at) },
  ];
}

const greeting = (name: string, w: MailWords) => (name.trim() === '' ? w.hello : w.dear(name));

function bookingWords(data: RefundMailData, w: MailWords): string {
  return data.bookingId !== null ? w.forBooking(data.bookingId) : '';
}

/** To the payer once the provider has accepted the refund. */
export function refundStarted(data: RefundMailData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const amount = w.rupees(data.amountPaise);
  const lines = [greeting(data.name, w), w.refundStarted(amount, bookingWords(data, w)), w.refundTakes, w.refundWillWrite];
  const details = refundDetails(data, w.startedOn, w);
  const language = data.language ? { language: data.language } : {};
  return composeMail(site, { subject: w.refundStartedSubject(site.productName, amount), heading: w.refundStartedHeading, intro: lines, details, ...language });
}

/** To the payer once the provider reports the money paid back. */
export function refundCompleted(data: RefundMailData, site: MailSite): MailContent {
  const w = mailWords(data.language);
  const amount = w.rupees(data.amountPaise);
  const lines = [greeting(data.name, w), w.refundCompleted(amount, bookingWords(data, w)), w.refundNotSeen];
  const details = refundDetails(data, w.completedOn, w);
  const language = data.language ? { language: data.language } : {};
  return composeMail(site, { subject: w.refundCompletedSubject(site.productName, amount), heading: w.refundCompletedHeading, intro: lines, details, ...language });
}

export type RefundFailedData = RefundMailData & { email: string; reason: string; error: string; adminUrl: string };

/** To the team when the provider will not make a refund: someone must pay it back by hand. */
export function refundFailedNotice(data: RefundFailedData, site: MailSite): MailContent {
  const heading = `Refund failed: ${formatRupees(data.amountPaise)}`;
  const lines = [
    'The payment provider did not make this refund. Please pay it back another way and tell the payer.',
    `In the admin area: ${data.adminUrl}`,
  ];
  const details: Detail[] = [
    { label: 'Name', value: data.name || '—' },
    { label: 'Email', value: data.email || '—' },
    ...refundDetails(data, 'Failed on'),
    { label: 'Why it was refunded', value: data.reason },
    { label: 'Provider said', value: data.error },
  ];
  return composeMail(site, { subject: `${site.productName}: refund failed ${data.merchantRefundId} (${formatRupees(data.amountPaise)})`, heading, intro: lines, details });
}
