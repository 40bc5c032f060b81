import { describe, expect, it } from 'vitest';
import {
  bookingChangedNotice,
  formatSessionTime,
  sessionCancelled,
  sessionCancelledForExpert,
  sessionRescheduled,
  sessionRescheduledForExpert,
  type ChangeActor,
  type SessionCancelledData,
  type SessionRescheduledData,
} from './booking-change-templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };
const SCRIPT = '<script>alert("x")</script>';
const MEET = 'https://meet.jit.si/Saathi-0123456789abcdef0123456789abcdef';
const MANAGE = 'https://saathi.example/manage/i7.abc';

// 10:30 AM on Friday 27 November in India, moved to 6 PM on Sunday 29 November.
const from = { startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T06:00:00.000Z' };
const to = { startsAt: '2026-11-29T12:30:00.000Z', endsAt: '2026-11-29T13:30:00.000Z' };
const FROM_WORDS = 'Friday, 27 November 2026, 10:30 AM - 11:30 AM IST';
const TO_WORDS = 'Sunday, 29 November 2026, 6:00 PM - 7:00 PM IST';

const visitor: ChangeActor = { by: 'visitor' };
const staff: ChangeActor = { by: 'staff', account: 'meera@saathi.example', reason: 'The expert is unwell', override: true };

const both = (mail: { html: string; text: string }) => [mail.html, mail.text];

describe('formatSessionTime', () => {
  it('writes the day and the clock as they are in India', () => {
    expect(formatSessionTime(from)).toBe(FROM_WORDS);
    // 20:00 UTC is 1:30 AM the next day in India.
    expect(formatSessionTime({ startsAt: '2026-11-27T20:00:00Z', endsAt: '2026-11-27T21:00:00Z' })).toBe('Saturday, 28 November 2026, 1:30 AM - 2:30 AM IST');
  });
});

describe('sessionRescheduled', () => {
  const data: SessionRescheduledData = {
    id: 7,
    name: 'Asha Rao',
    sessionType: 'Individual Therapy',
    from,
    to,
    expertName: 'Harpreet Kaur',
    meetLink: MEET,
    manageUrl: MANAGE,
    actor: visitor,
  };

  it('gives the old and the new time in IST, the expert, the join and manage links', () => {
    const mail = sessionRescheduled(data, site);
    expect(mail.subject).toBe(`Saathi: your session #7 is now on ${TO_WORDS}`);
    expect(mail.text).toContain(`Was: ${FROM_WORDS}\nNow: ${TO_WORDS}\nYour expert: Harpreet Kaur`);
    expect(mail.text).toContain(`Join your session: ${MEET}`);
    expect(mail.text).toContain(`Need to move or cancel your session? ${MANAGE}`);
    expect(mail.text).toContain('You moved your session.');
    expect(mail.html).toContain(`<a href="${MANAGE}">`);
    expect(mail.html).toContain(`<a href="${MEET}"`);
  });

  it('says our team moved it, with the reason staff gave, and promises an expert when there is none', () => {
    const mail = sessionRescheduled({ ...data, actor: staff, expertName: null }, site);
    for (const part of both(mail)) {
      expect(part).toContain('Our team has moved your session. The reason: The expert is unwell');
      expect(part).toContain('Our team will confirm your expert');
      expect(part).not.toContain('meera@saathi.example');
    }
    expect(sessionRescheduled({ ...data, actor: { ...staff, reason: null } }, site).text).toContain('Our team has moved your session. We are sorry');
  });

  it('escapes what people typed and keeps the subject on one line', () => {
    const mail = sessionRescheduled({ ...data, name: SCRIPT, actor: { ...staff, reason: SCRIPT }, expertName: 'A\r\nBcc: x@y.z' }, site);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('leaves the join button out while there is no link', () => {
    const mail = sessionRescheduled({ ...data, meetLink: null }, site);
    expect(mail.text).not.toContain('Join your session');
    expect(mail.text).not.toContain('Video link');
  });
});

describe('sessionRescheduledForExpert', () => {
  const data = { id: 7, expertName: 'Harpreet Kaur', name: 'Asha Rao', sessionType: 'Individual Therapy', from, to, meetLink: MEET, noLongerYours: false };

  it("gives the new time, the visitor's first name and the link", () => {
    const mail = sessionRescheduledForExpert(data, site);
    expect(mail.subject).toBe(`Saathi: session moved to ${TO_WORDS}`);
    expect(mail.text).toContain('Your session with Asha has a new time.');
    expect(mail.text).toContain(`Now: ${TO_WORDS}`);
    expect(mail.text).toContain(`Join your session: ${MEET}`);
    for (const part of both(mail)) expect(part).not.toContain('Rao');
  });

  it('tells an expert whose session went to another that it is no longer theirs, without its new time or link', () => {
    const mail = sessionRescheduledForExpert({ ...data, noLongerYours: true }, site);
    expect(mail.subject).toBe(`Saathi: the session on ${FROM_WORDS} is no longer yours`);
    expect(mail.text).toContain('has moved to another expert, so it is no longer yours');
    for (const part of both(mail)) {
      expect(part).not.toContain(MEET);
      expect(part).not.toContain('29 November');
    }
  });
});

describe('sessionCancelled', () => {
  const data: SessionCancelledData = {
    id: 7,
    name: 'Asha Rao',
    sessionType: 'Individual Therapy',
    session: from,
    refund: { refundPaise: 99_900, percent: 100 },
    actor: visitor,
    bookingUrl: 'https://saathi.example/individual_therapy',
  };

  it('names the session, says it is cancelled, the full refund and how to book again', () => {
    const mail = sessionCancelled(data, site);
    expect(mail.subject).toBe(`Saathi: your session on ${FROM_WORDS} is cancelled`);
    expect(mail.text).toContain('As you asked, your session is cancelled.');
    expect(mail.text).toContain('A full refund of ₹999 has been started.');
    expect(mail.text).toContain(`Was on: ${FROM_WORDS}`);
    expect(mail.text).toContain('Book a session: https://saathi.example/individual_therapy');
    expect(mail.html).toContain('href="https://saathi.example/individual_therapy"');
    for (const part of both(mail)) expect(part).not.toContain('/manage/');
  });

  it('states a part refund with its share, and a late cancellation without one', () => {
    expect(sessionCancelled({ ...data, refund: { refundPaise: 49_950, percent: 50 } }, site).text).toContain('A refund of ₹499.50 (50%) has been started.');
    const none = sessionCancelled({ ...data, refund: { refundPaise: 0, percent: 0 } }, site);
    expect(none.text).toContain('Under our policy this late cancellation is not refunded.');
    expect(none.text).not.toContain('has been started');
  });

  it('says our team cancelled it, with the reason', () => {
    const mail = sessionCancelled({ ...data, actor: staff }, site);
    expect(mail.text).toContain('Our team has cancelled your session. The reason: The expert is unwell');
    expect(mail.text).not.toContain('late cancellation');
  });
});

describe('sessionCancelledForExpert', () => {
  it("names the session by the visitor's first name and its time", () => {
    const mail = sessionCancelledForExpert({ id: 7, expertName: 'Harpreet Kaur', name: 'Asha Rao', sessionType: 'Individual Therapy', session: from }, site);
    expect(mail.subject).toBe(`Saathi: session on ${FROM_WORDS} cancelled`);
    expect(mail.text).toContain('Dear Harpreet Kaur,');
    expect(mail.text).toContain('Your session with Asha is cancelled');
    for (const part of both(mail)) expect(part).not.toContain('Rao');
  });
});

describe('bookingChangedNotice', () => {
  const base = {
    id: 7,
    name: 'Asha Rao',
    email: 'asha@example.in',
    sessionType: 'Individual Therapy',
    fromExpertName: 'Harpreet Kaur',
    toExpertName: 'Harpreet Kaur',
    adminUrl: 'https://saathi.example/admin/responses/individual/7',
  };

  it("tells the team about a visitor's reschedule", () => {
    const mail = bookingChangedNotice({ ...base, change: { action: 'reschedule', from, to }, actor: visitor }, site);
    expect(mail.subject).toBe('Saathi: Booking #7 rescheduled by the visitor');
    expect(mail.text).toContain(`Was: ${FROM_WORDS}\nNow: ${TO_WORDS}\nExpert: Harpreet Kaur\nChanged by: The visitor (manage link)`);
    expect(mail.text).toContain('Booking #7 in the admin area: https://saathi.example/admin/responses/individual/7');
    expect(mail.text).not.toContain('Reason');
    expect(mail.text).not.toContain('Refund');
  });

  it('names the staff account, the reason, the override, the refund and a change of expert', () => {
    const mail = bookingChangedNotice(
      { ...base, toExpertName: 'Meera Iyer', change: { action: 'cancel', from, refund: { refundPaise: 99_900, percent: 100 } }, actor: staff },
      site,
    );
    expect(mail.subject).toBe('Saathi: Booking #7 cancelled by staff');
    expect(mail.text).toContain(
      'Expert before: Harpreet Kaur\nExpert now: Meera Iyer\nChanged by: Staff: meera@saathi.example\nReason: The expert is unwell\nRule overridden: Yes\nRefund: ₹999 (100%), started',
    );
    expect(mail.text).not.toContain('Now:');
    expect(mail.html).toContain('href="https://saathi.example/admin/responses/individual/7"');
  });

  it('says when nothing was refunded', () => {
    const mail = bookingChangedNotice({ ...base, change: { action: 'cancel', from, refund: { refundPaise: 0, percent: 0 } }, actor: visitor }, site);
    expect(mail.text).toContain('Refund: None');
  });
});
