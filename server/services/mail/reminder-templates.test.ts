import { describe, expect, it } from 'vitest';
import { changePolicyWords } from '../../../src/domain/change-policy';
import { expertReminder, LINK_TO_FOLLOW, NEED_TO_CHANGE, reminderWhen, visitorReminder, type ReminderMailData } from './reminder-templates';
import { EXPERT_TO_BE_ASSIGNED, JOIN_SESSION } from './templates';

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };
// Friday 27 November 2026, 7:00 PM IST.
const startsAt = new Date('2026-11-27T13:30:00Z');
const HOUR_MS = 60 * 60_000;

const base: ReminderMailData = {
  lead: '24h',
  startsAt,
  now: new Date(startsAt.getTime() - 24 * HOUR_MS),
  sessionType: 'Individual Therapy',
  meetLink: 'https://meet.jit.si/saathi-abc?x=1&y=2',
};
const policy = changePolicyWords({ windowHours: 24, lateRefundPercent: 0 });
const visitor = {
  ...base,
  name: 'Asha <b>Rao</b>',
  expertName: 'Dr. Meera "M" Iyer',
  manageUrl: 'https://saathi.example/manage/i7.abc',
  changePolicy: policy,
};

describe('reminderWhen', () => {
  it('says tomorrow a day ahead, in one hour an hour ahead, and today when a late 24-hour reminder goes out the same day', () => {
    expect(reminderWhen(base)).toBe('tomorrow at 7:00 PM IST');
    expect(reminderWhen({ ...base, lead: '1h', now: new Date(startsAt.getTime() - HOUR_MS) })).toBe('in one hour, at 7:00 PM IST');
    expect(reminderWhen({ ...base, now: new Date(startsAt.getTime() - 5 * HOUR_MS) })).toBe('today at 7:00 PM IST');
    expect(reminderWhen({ ...base, now: new Date(startsAt.getTime() - 50 * HOUR_MS) })).toBe('on Friday, 27 November 2026 at 7:00 PM IST');
  });

  it('reads the day in India, not on the server: 1:00 AM IST tomorrow is still tomorrow at 10 PM IST today', () => {
    const early = new Date('2026-11-26T19:30:00Z'); // 1:00 AM IST on the 27th
    expect(reminderWhen({ lead: '24h', startsAt: early, now: new Date('2026-11-26T16:30:00Z') })).toBe('tomorrow at 1:00 AM IST');
  });
});

describe('visitorReminder', () => {
  it('names the time in IST, the session, the expert, the join link and the manage link with the rule', () => {
    const mail = visitorReminder(visitor, site);
    expect(mail.subject).toBe('Reminder: your session is tomorrow at 7:00 PM IST');
    expect(visitorReminder({ ...visitor, lead: '1h', now: new Date(startsAt.getTime() - HOUR_MS) }, site).subject).toBe(
      'Reminder: your session is in one hour, at 7:00 PM IST',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Individual Therapy');
      expect(part).toContain('Friday, 27 November 2026');
      expect(part).toContain('7:00 PM');
      expect(part).toContain(JOIN_SESSION);
      expect(part).toContain(NEED_TO_CHANGE);
      expect(part).toContain('https://saathi.example/manage/i7.abc');
    }
    expect(mail.text).toContain(`${JOIN_SESSION}: https://meet.jit.si/saathi-abc?x=1&y=2`);
    expect(mail.text).toContain('Dr. Meera "M" Iyer');
    expect(mail.text).toContain(policy);
    expect(mail.html).toContain('href="https://meet.jit.si/saathi-abc?x=1&amp;y=2"');
  });

  it('escapes what people typed in the HTML part', () => {
    const mail = visitorReminder(visitor, site);
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.html).toContain('Dr. Meera &quot;M&quot; Iyer');
    expect(mail.html).not.toContain('<b>Rao');
  });

  it('says the expert is to be assigned, and the link is to follow, when they are', () => {
    const mail = visitorReminder({ ...visitor, expertName: null, meetLink: '' }, site);
    expect(mail.text).toContain(EXPERT_TO_BE_ASSIGNED);
    expect(mail.text).toContain(LINK_TO_FOLLOW);
    expect(mail.text).not.toContain(JOIN_SESSION);
  });
});

describe('expertReminder', () => {
  it('names the visitor by first name only, with the session and the join link, and no manage link', () => {
    const mail = expertReminder({ ...base, expertName: 'Dr. Meera Iyer', visitorName: 'Asha Rao' }, site);
    expect(mail.subject).toBe('Reminder: session tomorrow at 7:00 PM IST');
    expect(expertReminder({ ...base, lead: '1h', expertName: 'M', visitorName: 'Asha Rao' }, site).subject).toBe(
      'Reminder: session in one hour, at 7:00 PM IST',
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Asha');
      expect(part).not.toContain('Rao');
      expect(part).not.toContain('/manage/');
      expect(part).toContain('Individual Therapy');
      expect(part).toContain('https://meet.jit.si/saathi-abc');
    }
  });

  it('escapes the visitor\'s first name', () => {
    const mail = expertReminder({ ...base, expertName: 'M', visitorName: '<img src=x> Rao' }, site);
    expect(mail.html).toContain('&lt;img');
    expect(mail.html).not.toContain('<img');
  });
});
