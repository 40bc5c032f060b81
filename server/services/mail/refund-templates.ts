import { formatRupees } from '../../../src/domain/pricing';
import { composeMail, type Detail } from './mail-layout';
import { formatIndianTime, type MailContent, type MailSite } from './templates';

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
};

export const REFUND_TAKES = 'It usually takes 5 to 7 working days to reach your account, depending on your bank.';

function refundDetails(data: RefundMailData, atLabel: string): Detail[] {
  return [
    { label: 'Amount', value: formatRupees(data.amountPaise) },
    ...(data.bookingId !== null ? [{ label: 'Booking number', value: `#${data.bookingId}` }] : []),
    { label: 'Payment reference', value: data.merchantTransactionId },
    { label: 'Refund reference', value: data.merchantRefundId },
    { label: atLabel, value: formatIndianTime(data.at) },
  ];
}

const greeting = (name: string) => (name.trim() === '' ? 'Hello,' : `Dear ${name},`);

function bookingWords(data: RefundMailData): string {
  return data.bookingId !== null ? ` for booking #${data.bookingId}` : '';
}

/** To the payer once the provider has accepted the refund. */
export function refundStarted(data: RefundMailData, site: MailSite): MailContent {
  const heading = 'Your refund has started';
  const lines = [
    greeting(data.name),
    `We have started a refund of ${formatRupees(data.amountPaise)}${bookingWords(data)} to the account or card you paid with.`,
    REFUND_TAKES,
    'We will write again when it is complete. If you have any question, reply to this e-mail.',
  ];
  const details = refundDetails(data, 'Started on');
  return composeMail(site, { subject: `${site.productName}: your refund of ${formatRupees(data.amountPaise)} has started`, heading, intro: lines, details });
}

/** To the payer once the provider reports the money paid back. */
export function refundCompleted(data: RefundMailData, site: MailSite): MailContent {
  const heading = 'Your refund is complete';
  const lines = [
    greeting(data.name),
    `Your refund of ${formatRupees(data.amountPaise)}${bookingWords(data)} is complete: the payment provider has paid it back to the account or card you paid with.`,
    'If you do not see it in a few days, your bank can find it with the references below. Reply to this e-mail if you need help.',
  ];
  const details = refundDetails(data, 'Completed on');
  return composeMail(site, { subject: `${site.productName}: your refund of ${formatRupees(data.amountPaise)} is complete`, heading, intro: lines, details });
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
