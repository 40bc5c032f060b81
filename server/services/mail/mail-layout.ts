// The look every mail shares, and the one way its two parts are put together: a heading under
// the product's name, paragraphs, a table of details, buttons, sentences that end in a link and
// closing lines; the plain-text part says the same in the same order. Anything given here is
// escaped in the HTML; subjects are made single lines (a CR/LF in a header could add headers).

import { HTML_LANG, type Language } from '../../../src/i18n/language';
import type { MailContent, MailSite } from './templates';

export type Detail = { label: string; value: string };

/** A button, or a sentence ending in a link written out ("Need to move or cancel? https://…"). */
export type MailLink = { href: string; label: string };
export type LeadInLink = { leadIn: string; href: string };

export type MailParts = {
  subject: string;
  heading: string;
  intro?: string[];
  details: Detail[];
  buttons?: MailLink[];
  leadIns?: LeadInLink[];
  /** Lines after everything else. */
  closing?: string[];
  /** The language it is written in (the html element's `lang`); English unless a visitor's mail says otherwise. */
  language?: Language;
};

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
export function paragraphHtml(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;font-size:15px;line-height:1.5;';

export function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p style="${PARAGRAPH_STYLE}">${escapeHtml(line)}</p>`).join('\n');
}

export function layout(site: MailSite, heading: string, bodyHtml: string, language: Language = 'en'): string {
  const product = escapeHtml(site.productName);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
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

export function detailsTable(details: readonly Detail[]): string {
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;">${paragraphHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">\n${rows}\n</table>`;
}

export function detailsText(details: readonly Detail[]): string {
  return details.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#2f7d6d;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></p>`;
}

function leadInLinkHtml({ leadIn, href }: LeadInLink): string {
  return `<p style="margin:16px 0 0;font-size:15px;line-height:1.5;">${escapeHtml(leadIn)} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;
}

function closingHtml(line: string): string {
  return `<p style="margin:16px 0 0;font-size:14px;line-height:1.5;color:#4b5f59;">${escapeHtml(line)}</p>`;
}

/** A mail's two parts from its pieces, in this order: intro, details, buttons, lead-in links, closing lines. */
export function composeMail(site: MailSite, { subject, heading, intro = [], details, buttons = [], leadIns = [], closing = [], language = 'en' }: MailParts): MailContent {
  const html = layout(
    site,
    heading,
    [
      ...(intro.length > 0 ? [paragraphs(intro)] : []),
      // A mail without details (a confirmation link alone) has no empty table or blank lines.
      ...(details.length > 0 ? [detailsTable(details)] : []),
      ...buttons.map(({ href, label }) => buttonHtml(href, label)),
      ...leadIns.map(leadInLinkHtml),
      ...closing.map(closingHtml),
    ].join('\n'),
    language,
  );
  const text = [
    `${heading} (${site.productName})`,
    '',
    ...intro.flatMap((line) => [line, '']),
    ...(details.length > 0 ? [detailsText(details)] : []),
    ...buttons.flatMap(({ href, label }) => ['', `${label}: ${href}`]),
    ...leadIns.flatMap(({ leadIn, href }) => ['', `${leadIn} ${href}`]),
    ...(closing.length > 0 ? ['', ...closing] : []),
    '',
  ].join('\n');
  return { subject: singleLine(subject), html, text };
}
