import { describe, expect, it } from 'vitest';
import { groupPhone } from '../../../src/domain/phone';
import { contactMessage } from '../../../tests/support/fixtures';
import {
  assessmentNotice,
  assessmentResult,
  BOOK_A_SESSION,
  bookingReceived,
  consultationNotice,
  contactNotice,
  escapeHtml,
  formatIndianTime,
  mailtoLink,
  REPLY_TO_SENDER,
  SAFETY_NOTE,
  sessionBooked,
  sessionBookedNotice,
  singleLine,
  type BookingMailData,
  type ContactNoticeData,
  type SessionBookedData,
} from './templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };

// Two lines of message, to see the line break kept.
const message: ContactNoticeData = {
  id: 42,
  ...contactMessage({ message: 'Do you offer sessions in Marathi?\nEvenings suit me best.' }),
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

  it('gives every time within one minute the same text, and the next minute its own', () => {
    expect(formatIndianTime('2025-03-05T14:45:00.000Z')).toBe('5 March 2025 at 8:15 pm IST');
    expect(formatIndianTime('2025-03-05T14:45:59.999Z')).toBe('5 March 2025 at 8:15 pm IST');
    expect(formatIndianTime('2025-03-05T14:46:00.000Z')).toBe('5 March 2025 at 8:16 pm IST');
    expect(formatIndianTime('2025-03-05T14:44:59.999Z')).toBe('5 March 2025 at 8:14 pm IST');
    expect(formatIndianTime('not a date')).toBe('not a date');
  });

  it('groups a 10-digit phone 4-3-3 and leaves anything else alone', () => {
    expect(groupPhone('9988776655')).toBe('9988 776 655');
    expect(groupPhone('+91 99887')).toBe('+91 99887');
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

describe('assessment mails', () => {
  const result = {
    fullName: 'Asha Verma',
    testTitle: 'Anxiety Test',
    score: 11,
    maxScore: 21,
    bandLabel: 'Moderate',
    interpretation: 'Your answers suggest worry has been taking up a lot of your energy.',
    screeningNote: 'This is a screening, not a diagnosis.',
    crisisLines: null,
    safetyFlagged: false,
    bookingUrl: 'https://saathi.example/individual_therapy',
  };
  const notice = {
    id: 7,
    testTitle: 'Anxiety Test',
    fullName: 'Asha Verma',
    email: 'asha@example.in',
    contactNumber: '9876543210',
    score: 11,
    maxScore: 21,
    bandLabel: 'Moderate',
    crisisReasons: [],
    submittedAt: '2025-03-05T14:45:00.000Z',
    adminUrl: 'https://saathi.example/admin/responses/anxiety-test/7',
  };

  it('gives the visitor the score, band, meaning, next steps with a booking link and the screening note, in HTML and text', () => {
    const mail = assessmentResult(result, site);
    expect(mail.subject).toBe('Your self-assessment report from Saathi');
    for (const part of [mail.html, mail.text]) {
      for (const expected of ['Dear Asha Verma,', '11 out of 21', 'Moderate', result.interpretation, 'Next steps', BOOK_A_SESSION, result.bookingUrl, result.screeningNote]) {
        expect(part).toContain(expected);
      }
      expect(part).not.toContain('Tele-MANAS');
    }
    expect(mail.html).toContain('href="https://saathi.example/individual_therapy"');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('puts the crisis lines first, as tel: links, when they apply', () => {
    const mail = assessmentResult({ ...result, crisisLines: { teleManas: '14416', emergency: '112' } }, site);
    expect(mail.html).toContain('href="tel:14416"');
    expect(mail.html).toContain('href="tel:112"');
    expect(mail.html.indexOf('14416')).toBeLessThan(mail.html.indexOf('Dear Asha Verma'));
    expect(mail.text.indexOf('Tele-MANAS: 14416')).toBeLessThan(mail.text.indexOf('Dear Asha Verma'));
    expect(mail.text).toContain('24x7');
    expect(mail.text).not.toContain(SAFETY_NOTE);
    const flagged = assessmentResult({ ...result, crisisLines: { teleManas: '14416', emergency: '112' }, safetyFlagged: true }, site);
    expect(flagged.text).toContain(SAFETY_NOTE);
    expect(flagged.html).toContain(SAFETY_NOTE);
  });

  it('writes the visitor\'s report in Hindi when they sent it from a Hindi page, crisis lines first with the same numbers', () => {
    const hindi = {
      ...result,
      testTitle: 'एंग्ज़ायटी टेस्ट',
      bandLabel: 'मध्यम',
      interpretation: 'आपके जवाब बताते हैं कि चिंता आपकी काफ़ी ऊर्जा ले रही है।',
      screeningNote: 'यह एक स्क्रीनिंग है, डायग्नोसिस नहीं।',
      crisisLines: { teleManas: '14416', emergency: '112' },
      safetyFlagged: true,
      bookingUrl: 'https://saathi.example/hi/individual_therapy',
    };
    const mail = assessmentResult(hindi, site, 'hi');
    expect(mail.subject).toBe('Saathi से आपकी सेल्फ़-असेसमेंट रिपोर्ट');
    expect(mail.html).toContain('<html lang="hi">');
    for (const part of [mail.html, mail.text]) {
      for (const expected of ['आपकी एंग्ज़ायटी टेस्ट रिपोर्ट', 'नमस्ते Asha Verma,', '21 में से 11', 'मध्यम', hindi.interpretation, 'आगे क्या करें', 'सेशन बुक करें', hindi.bookingUrl, hindi.screeningNote, 'ज़रूरत हो तो अभी मदद लीजिए', 'इमरजेंसी']) {
        expect(part).toContain(expected);
      }
      for (const english of ['Dear', 'out of', 'Next steps', BOOK_A_SESSION, SAFETY_NOTE, 'Emergency']) expect(part).not.toContain(english);
      expect(part.indexOf('14416')).toBeLessThan(part.indexOf('नमस्ते'));
    }
    expect(mail.html).toContain('href="tel:14416"');
    expect(mail.html).toContain('href="tel:112"');
    // English stays the default, and as it was.
    expect(assessmentResult(result, site, 'en')).toEqual(assessmentResult(result, site));
  });

  it('tells the team who, which test and the result, with an admin link, and keeps the subject free of health data', () => {
    const mail = assessmentNotice(notice, site);
    expect(mail.subject).toBe('Saathi: new Anxiety Test report #7');
    for (const part of [mail.html, mail.text]) {
      for (const expected of ['Asha Verma', 'asha@example.in', '9876 543 210', '11 out of 21', 'Moderate', '5 March 2025 at 8:15 pm IST', notice.adminUrl]) {
        expect(part).toContain(expected);
      }
    }
    const flagged = assessmentNotice({ ...notice, crisisReasons: ['The score is in the highest band.'] }, site);
    expect(flagged.text).toContain('The visitor was shown the crisis lines. The score is in the highest band. Please follow up');
    expect(flagged.subject).toBe(mail.subject);
  });

  it('says first and plainly that a risky report in the follow-up queue needs a call back, and links to its item', () => {
    const followUpUrl = 'https://saathi.example/admin/follow-ups/3';
    const mail = assessmentNotice({ ...notice, crisisReasons: ['The score is in the highest band.'], followUpUrl }, site);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Risk: this visitor needs a call back today.');
      expect(part.indexOf('Risk:')).toBeLessThan(part.indexOf('Asha Verma'));
      expect(part).toContain(followUpUrl);
    }
    // Health data stays out of the subject, the risk too.
    expect(mail.subject).toBe('Saathi: new Anxiety Test report #7');
  });

  it('escapes what the visitor typed', () => {
    const mailToVisitor = assessmentResult({ ...result, fullName: SCRIPT }, site);
    const mailToTeam = assessmentNotice({ ...notice, fullName: SCRIPT, email: `"><img src=x>@example.in` }, site);
    for (const html of [mailToVisitor.html, mailToTeam.html]) {
      expect(html).not.toMatch(/<script|<img/i);
    }
    expect(mailToVisitor.html).toContain('&lt;script&gt;');
  });
});

describe('booking and session mails', () => {
  const booking: BookingMailData = {
    id: 12,
    sessionType: 'Couples Therapy',
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    contactNo: '9876543211',
    city: 'Pune',
    sessionDate: '2026-11-26',
    sessionTime: '6 PM to 9 PM',
    submittedAt: '2026-11-20T06:00:00.000Z',
  };
  const session: SessionBookedData = {
    id: 3,
    name: 'Asha Rao',
    email: 'asha@example.in',
    contactNo: '9876543210',
    sessionType: 'Individual Therapy',
    sessionDate: '2026-12-31',
    sessionTime: '7:00 PM - 8:00 PM',
    meetLink: 'https://meet.jit.si/Saathi-abc',
    htmlLink: 'https://meet.jit.si/Saathi-abc',
    expertName: 'Meera Krishnan',
  };
  const adminUrl = 'https://saathi.example/admin/x';

  it('writes the chosen session date out for the visitor and the team, the time still in IST', () => {
    for (const mail of [bookingReceived(booking, site), consultationNotice({ ...booking, adminUrl }, site)]) {
      expect(mail.text).toContain('Date: Thursday, 26 November 2026\nTime (IST): 6 PM to 9 PM');
      expect(mail.html).toContain('<td style="padding:6px 0;">Thursday, 26 November 2026</td>');
      for (const part of [mail.html, mail.text]) expect(part).not.toContain('2026-11-26');
    }
  });

  it('leaves the date out while the session is still to be chosen', () => {
    const mail = bookingReceived({ ...booking, sessionDate: '', sessionTime: '' }, site);
    expect(mail.text).not.toContain('Date:');
    expect(mail.text).not.toContain('Time (IST)');
  });

  it('writes the paid session\'s date out in the visitor\'s subject, HTML and text', () => {
    const mail = sessionBooked(session, site);
    expect(mail.subject).toBe('Saathi: your session on Thursday, 31 December 2026 is booked');
    expect(mail.text).toContain('Date: Thursday, 31 December 2026\nTime (IST): 7:00 PM - 8:00 PM');
    expect(mail.html).toContain('<td style="padding:6px 0;">Thursday, 31 December 2026</td>');
    for (const part of [mail.html, mail.text]) expect(part).not.toContain('2026-12-31');
  });

  it('tells the team the paid session\'s written-out date and its time in IST', () => {
    const mail = sessionBookedNotice({ ...session, sessionDate: '2024-02-29', adminUrl }, site);
    expect(mail.subject).toBe('Saathi: session booked #3 on Thursday, 29 February 2024, 7:00 PM - 8:00 PM IST');
    expect(mail.text).toContain('Date: Thursday, 29 February 2024');
  });

  it('keeps a stored value that is not a calendar date as it is, rather than dropping it', () => {
    expect(sessionBooked({ ...session, sessionDate: '2026-02-30' }, site).text).toContain('Date: 2026-02-30');
  });

  it('tells the visitor where to move or cancel the session, when there is a place for it', () => {
    const manageUrl = 'https://saathi.example/bookings/manage?t=a&b="c"';
    const mail = sessionBooked({ ...session, manageUrl }, site);
    expect(mail.text).toContain(`Need to move or cancel your session? ${manageUrl}`);
    expect(mail.html).toContain('Need to move or cancel your session? <a href="https://saathi.example/bookings/manage?t=a&amp;b=&quot;c&quot;">');
    expect(sessionBooked(session, site).text).not.toContain('move or cancel');
  });
});
