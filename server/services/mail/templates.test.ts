import { describe, expect, it } from 'vitest';
import {
  contactNotice,
  escapeHtml,
  formatIndianTime,
  formatPhone,
  mailtoLink,
  REPLY_TO_SENDER,
  singleLine,
  type ContactNoticeData,
} from './templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };

const message: ContactNoticeData = {
  id: 42,
  fullName: 'Neha Gupta',
  email: 'neha@example.in',
  phoneNumber: '9988776655',
  subject: 'Question about sessions',
  message: 'Do you offer sessions in Marathi?\nEvenings suit me best.',
  submittedAt: '2025-03-05T14:45:00.000Z',
};

const SCRIPT = '<script>alert("x")</script>';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('singleLine', () => {
  it('removes CR, LF and other control characters so a value cannot add a header', () => {
    expect(singleLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
    expect(singleLine(' a\u2028b\tc\u0000d ')).toBe('a b c d');
  });
});

describe('formatters', () => {
  it('shows times in India Standard Time', () => {
    expect(formatIndianTime('2025-03-05T14:45:00.000Z')).toBe('5 March 2025 at 8:15 pm IST');
    expect(formatIndianTime('2025-12-31T19:00:00.000Z')).toBe('1 January 2026 at 12:30 am IST');
  });

  it('groups a 10-digit phone 4-3-3 and leaves anything else alone', () => {
    expect(formatPhone('9988776655')).toBe('9988 776 655');
    expect(formatPhone('+91 99887')).toBe('+91 99887');
  });

  it('builds a mailto link with every part percent-encoded', () => {
    expect(mailtoLink('a.b+c@example.in', 'Re: Hi & bye?')).toBe('mailto:a.b%2Bc@example.in?subject=Re%3A%20Hi%20%26%20bye%3F');
    expect(mailtoLink('x@example.in', 'Re: one\r\nBcc: y@example.in')).toBe(
      'mailto:x@example.in?subject=Re%3A%20one%20Bcc%3A%20y%40example.in',
    );
  });
});

describe('contactNotice', () => {
  it('lists every field, in HTML and plain text, with the time in IST and a Reply to Sender link', () => {
    const mail = contactNotice(message, site);
    expect(mail.subject).toBe('Saathi: new contact message – Question about sessions');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Neha Gupta');
      expect(part).toContain('neha@example.in');
      expect(part).toContain('9988 776 655');
      expect(part).toContain('Question about sessions');
      expect(part).toContain('Do you offer sessions in Marathi?');
      expect(part).toContain('5 March 2025 at 8:15 pm IST');
      expect(part).toContain(REPLY_TO_SENDER);
      expect(part).toContain('https://saathi.example/admin/responses/contact-form-responses/42');
    }
    expect(mail.html).toContain('href="mailto:neha@example.in?subject=Re%3A%20Question%20about%20sessions"');
    expect(mail.html).toContain('Do you offer sessions in Marathi?<br>\nEvenings suit me best.');
    expect(mail.text).toContain('Reply to Sender: mailto:neha@example.in?subject=Re%3A%20Question%20about%20sessions');
    expect(mail.text).toContain('Do you offer sessions in Marathi?\nEvenings suit me best.');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('takes the product name from the site settings', () => {
    const mail = contactNotice(message, { ...site, productName: 'Mitra <Care>' });
    expect(mail.subject.startsWith('Mitra <Care>:')).toBe(true);
    expect(mail.html).toContain('Mitra &lt;Care&gt;');
    expect(mail.html).not.toContain('Mitra <Care>');
    expect(mail.text).toContain('(Mitra <Care>)');
  });

  it.each(['fullName', 'email', 'phoneNumber', 'subject', 'message'] as const)(
    'escapes a <script> typed into %s',
    (field) => {
      const mail = contactNotice({ ...message, [field]: `${message[field]} ${SCRIPT}` }, site);
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    },
  );

  it('cannot be broken out of an attribute by a quote in the e-mail or subject', () => {
    const mail = contactNotice({ ...message, email: 'a"onmouseover="x@example.in', subject: `"><img src=x onerror=alert(1)>` }, site);
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).not.toContain('"onmouseover="');
  });

  it('keeps the subject on one line whatever the visitor typed', () => {
    const mail = contactNotice({ ...message, subject: 'Hi\r\nBcc: victim@example.com\nX-Evil: 1' }, site);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Saathi: new contact message – Hi Bcc: victim@example.com X-Evil: 1');
    expect(mail.html).toContain('subject=Re%3A%20Hi%20Bcc%3A%20victim%40example.com%20X-Evil%3A%201');
  });
});
