import { describe, expect, it } from 'vitest';
import { translate } from '../../../src/i18n/catalogue';
import pageWords from '../../../src/ui/change-policy/messages.en';
import pageWordsHindi from '../../../src/ui/change-policy/messages.hi';
import { policyInWords } from '../../../src/ui/change-policy/policy-words';
import { sessionCancelled, sessionRescheduled } from './booking-change-templates';
import { refundCompleted, refundStarted } from './refund-templates';
import { visitorReminder } from './reminder-templates';
import { bookingReceived, expertAssigned, paymentReceipt, sessionBooked, sessionForExpert, workshopTicket, type MailContent } from './templates';
import { en } from './words.en';
import { hi } from './words.hi';

// Every mail to a visitor who wrote from a Hindi page is in Hindi: subject, words, dates and
// rupees as hi-IN writes them (IST), and lang="hi" on the html. The English ones are tested
// beside each template; here the same data with `language: 'hi'`.

const site = { productName: 'Saathi', publicUrl: 'https://saathi.example' };

function expectHindi(mail: MailContent) {
  expect(mail.html).toContain('<html lang="hi">');
  // Devanagari in the subject, and no English greeting left behind.
  expect(mail.subject).toMatch(/[\u0900-\u097f]/);
  expect(mail.text).not.toMatch(/\bDear\b/);
}

describe('the Hindi catalogue', () => {
  it('has every key of the English one, of the same kind', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(typeof hi[key], key).toBe(typeof en[key]);
  });

  it('writes days, moments and rupees as hi-IN does, in IST', () => {
    expect(hi.day('2026-11-26')).toBe('गुरुवार, 26 नवंबर 2026');
    expect(hi.day('soon')).toBe('soon');
    // 18:45 UTC is 00:15 the next day in India.
    expect(hi.instant('2026-11-25T18:45:00.000Z')).toBe('26 नवंबर 2026, 12:15 am IST');
    expect(hi.rupees(149_900)).toBe('₹1,499');
    expect(hi.rupees(79_950)).toBe('₹799.50');
    expect(hi.label('Individual Therapy, 60 minutes')).toBe('इंडिविजुअल थेरेपी, 60 मिनट');
    expect(hi.label('Art Therapy Day, Couple pass')).toBe('Art Therapy Day, कपल पास');
  });

  it('states the change rule in the words the Hindi pages use', () => {
    const t = (key: keyof typeof pageWords, values?: Record<string, string | number>) => translate(pageWordsHindi as typeof pageWords, key, values, 'hi');
    for (const policy of [
      { windowHours: 24, lateRefundPercent: 0 },
      { windowHours: 1, lateRefundPercent: 100 },
      { windowHours: 48, lateRefundPercent: 50 },
      { windowHours: 0, lateRefundPercent: 0 },
    ]) {
      expect(hi.changePolicy(policy)).toBe(policyInWords(t, policy));
    }
  });
});

describe('visitor mails in Hindi', () => {
  it('booking received', () => {
    const mail = bookingReceived(
      {
        id: 7,
        sessionType: 'Couples Therapy',
        name: 'मीरा देवी',
        email: 'meera@example.in',
        contactNo: '9811111111',
        city: 'Lucknow',
        sessionDate: '2026-11-26',
        sessionTime: '6:00 PM - 9:00 PM',
        submittedAt: '2026-11-20T06:00:00.000Z',
        language: 'hi',
      },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: बुकिंग रिक्वेस्ट मिल गई, पेमेंट बाक़ी है');
    expect(mail.text).toContain('नमस्ते मीरा देवी,');
    expect(mail.text).toContain('सेशन: कपल थेरेपी');
    expect(mail.text).toContain('तारीख़: गुरुवार, 26 नवंबर 2026');
    expect(mail.text).toContain('अपना सेशन पक्का करने के लिए पेमेंट पूरा करें');
  });

  it('payment receipt, with the note when the payment confirmed nothing', () => {
    const mail = paymentReceipt(
      {
        id: 7,
        type: 'Individual Therapy, 60 minutes',
        name: 'Meera',
        email: 'meera@example.in',
        phone: '9811111111',
        amountPaise: 99_900,
        merchantTransactionId: 'MT1',
        transactionId: 'T1',
        paidAt: '2026-11-20T06:00:00.000Z',
        note: hi.unconfirmedNote('already-paid', 'booking'),
        language: 'hi',
      },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: पेमेंट मिल गया (₹999)');
    expect(mail.text).toContain('अपनी रसीद के तौर पर');
    expect(mail.text).toContain('किसके लिए: इंडिविजुअल थेरेपी, 60 मिनट');
    expect(mail.text).toContain('पेमेंट का समय: 20 नवंबर 2026, 11:30 am IST');
    expect(mail.text).toContain('आपकी बुकिंग का पेमेंट पहले ही हो चुका था');
  });

  const booked = {
    id: 7,
    name: 'Meera Devi',
    email: 'meera@example.in',
    contactNo: '9811111111',
    sessionType: 'Individual Therapy',
    sessionDate: '2026-11-26',
    sessionTime: '10:30 AM - 11:30 AM',
    meetLink: 'https://meet.jit.si/Saathi-x',
    htmlLink: '',
    expertName: null,
    manageUrl: 'https://saathi.example/hi/manage/i7.x',
    language: 'hi' as const,
  };

  it('session booked, with the join and manage links in Hindi', () => {
    const mail = sessionBooked(booked, site);
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: गुरुवार, 26 नवंबर 2026 का आपका सेशन बुक हो गया है');
    expect(mail.html).toContain('अपने सेशन से जुड़ें</a>');
    expect(mail.text).toContain('सेशन का समय बदलना है या उसे कैंसल करना है? https://saathi.example/hi/manage/i7.x');
    expect(mail.text).toContain(hi.expertToBeAssigned);
  });

  it("the expert's mail stays English and names the visitor's language", () => {
    const mail = sessionForExpert({ ...booked, expertName: 'Dr Asha Rao' }, site);
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(mail.subject).toBe('Saathi: new session on Thursday, 26 November 2026, 10:30 AM - 11:30 AM IST');
    expect(mail.text).toContain("Visitor's language: Hindi");
  });

  it('expert assigned', () => {
    const mail = expertAssigned(
      { id: 7, name: 'Meera', sessionType: 'Individual Therapy', sessionDate: '2026-11-26', sessionTime: '10:30 AM - 11:30 AM', expertName: 'Dr Asha Rao', meetLink: null, reassigned: true, language: 'hi' },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: सेशन #7 के लिए अब आपके एक्सपर्ट Dr Asha Rao हैं');
    expect(mail.text).toContain('इस बदलाव के लिए हमें खेद है');
  });

  it('workshop ticket', () => {
    const mail = workshopTicket(
      {
        id: 9,
        name: 'Meera',
        email: 'meera@example.in',
        phone: '9811111111',
        eventTitle: 'Art Therapy Day',
        eventDate: hi.day('2026-11-22'),
        eventTime: '10:00 AM - 1:00 PM',
        venue: 'Lodhi Garden',
        passLabel: 'Single pass',
        amountPaise: 69_900,
        merchantTransactionId: 'MT9',
        language: 'hi',
      },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: रविवार, 22 नवंबर 2026 को Art Therapy Day के लिए आपका टिकट');
    expect(mail.text).toContain('पास: सिंगल पास');
    expect(mail.text).toContain('चुकाई गई रक़म: ₹699');
  });

  it('reminder, saying "tomorrow" in Hindi and the change rule in Hindi', () => {
    const mail = visitorReminder(
      {
        lead: '24h',
        startsAt: new Date('2026-11-26T13:30:00.000Z'),
        now: new Date('2026-11-25T13:30:00.000Z'),
        sessionType: 'Individual Therapy',
        meetLink: '',
        name: 'Meera',
        expertName: 'Dr Asha Rao',
        manageUrl: 'https://saathi.example/hi/manage/i7.x',
        changePolicy: hi.changePolicy({ windowHours: 24, lateRefundPercent: 0 }),
        language: 'hi',
      },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('रिमाइंडर: आपका सेशन कल 7:00 PM IST पर है');
    expect(mail.text).toContain('तारीख़: गुरुवार, 26 नवंबर 2026');
    expect(mail.text).toContain(hi.linkToFollow);
    expect(mail.text).toContain('सेशन शुरू होने से 24 घंटे पहले तक');
  });

  const times = {
    from: { startsAt: '2026-11-26T05:00:00.000Z', endsAt: '2026-11-26T06:00:00.000Z' },
    to: { startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T06:00:00.000Z' },
  };

  it('session rescheduled', () => {
    const mail = sessionRescheduled(
      { id: 7, name: 'Meera', sessionType: 'Individual Therapy', ...times, expertName: null, meetLink: null, manageUrl: 'https://saathi.example/hi/manage/i7.x', actor: { by: 'visitor' }, language: 'hi' },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: आपका सेशन #7 अब शुक्रवार, 27 नवंबर 2026, 10:30 AM - 11:30 AM IST को है');
    expect(mail.text).toContain('पहले: गुरुवार, 26 नवंबर 2026, 10:30 AM - 11:30 AM IST');
    expect(mail.text).toContain(hi.movedByVisitor);
  });

  it('session cancelled, with its refund in Hindi', () => {
    const mail = sessionCancelled(
      {
        id: 7,
        name: 'Meera',
        sessionType: 'Individual Therapy',
        session: times.from,
        refund: { refundPaise: 99_900, percent: 100 },
        actor: { by: 'staff', account: 'asha', reason: 'एक्सपर्ट बीमार हैं', override: false },
        bookingUrl: 'https://saathi.example/hi/book/individual',
        language: 'hi',
      },
      site,
    );
    expectHindi(mail);
    expect(mail.subject).toBe('Saathi: गुरुवार, 26 नवंबर 2026, 10:30 AM - 11:30 AM IST का आपका सेशन कैंसल हो गया है');
    expect(mail.text).toContain('वजह: एक्सपर्ट बीमार हैं');
    expect(mail.text).toContain('₹999 का पूरा रिफ़ंड शुरू कर दिया गया है।');
    expect(mail.html).toContain('सेशन बुक करें</a>');
  });

  it('refund started and completed', () => {
    const data = { name: 'Meera', amountPaise: 149_900, bookingId: 7, merchantTransactionId: 'MT1', merchantRefundId: 'R1', at: '2026-11-20T06:00:00.000Z', language: 'hi' as const };
    const started = refundStarted(data, site);
    expectHindi(started);
    expect(started.subject).toBe('Saathi: ₹1,499 का आपका रिफ़ंड शुरू हो गया है');
    expect(started.text).toContain('हमने ₹1,499 (बुकिंग #7) का रिफ़ंड');
    expect(started.text).toContain('शुरू होने का समय: 20 नवंबर 2026, 11:30 am IST');
    const completed = refundCompleted(data, site);
    expectHindi(completed);
    expect(completed.subject).toBe('Saathi: ₹1,499 का आपका रिफ़ंड पूरा हो गया है');
  });
});
