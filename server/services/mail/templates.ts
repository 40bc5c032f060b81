// Every e-mail the product sends is written here. Each template returns an HTML
// and a plain-text part. Anything a visitor typed is escaped before it reaches the
// HTML, and subjects are single lines (a CR/LF in a header could add headers).

export type MailContent = { subject: string; html: string; text: string };

/** What every template needs to know about the site. */
export type MailSite = { productName: string; publicUrl: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line, no control characters: safe in a Subject header (and in a mailto subject). */
export function singleLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Escaped, with the visitor's line breaks kept. */
function paragraphHtml(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');
}

const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** e.g. "5 March 2025 at 3:30 pm IST" */
export function formatIndianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${INDIAN_TIME.format(date)} IST`;
}

/** Ten-digit numbers grouped 4-3-3 (spec §9); anything else as given. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` : phone;
}

/** A mailto: link with a prefilled subject; every part percent-encoded. */
export function mailtoLink(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const encodedAddress =
    at > 0 ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}` : encodeURIComponent(address);
  return `mailto:${encodedAddress}?subject=${encodeURIComponent(singleLine(subject))}`;
}

type Detail = { label: string; value: string };

function layout(site: MailSite, heading: string, bodyHtml: string): string {
  const product = escapeHtml(site.productName);
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f6;font-family:Arial,Helvetica,sans-serif;color:#1f2a27;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<p style="margin:0 0 16px;font-size:14px;color:#4b5f59;">${product}</p>
<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(heading)}</h1>
${bodyHtml}
</div>
</body>
</html>
`;
}

function detailsTable(details: Detail[]): string {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;">${paragraphHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">\n${rows}\n</table>`;
}

function detailsText(details: Detail[]): string {
  return details.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#2f7d6d;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></p>`;
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
  const adminLink = `${site.publicUrl}/admin/responses/contact-form-responses/${data.id}`;
  const details: Detail[] = [
    { label: 'Name', value: data.fullName },
    { label: 'Email', value: data.email },
    { label: 'Phone', value: formatPhone(data.phoneNumber) },
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
