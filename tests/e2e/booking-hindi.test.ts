import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as englishMail } from '../../server/services/mail/words.en';
import { adminRecordPath } from '../../src/domain/admin-paths';
import { formatIndianCalendarDate } from '../../src/domain/ist';
import { readInvite } from '../support/read-invite';
import { launchBrowser, openPhonePage } from './browser';
import { label, SESSION_DATE, step } from './individual-wizard';
import { ownServers, withDatabase } from './harness';
import type { RunningServer } from './server-process';

// The journey: book a session in Hindi; the mails arrive in Hindi; staff see the record
// in English with the visitor's language.

const adminPassword = randomBytes(12).toString('base64url');
const VISITOR = 'asha@example.in';
const DEVANAGARI = /[\u0900-\u097F]/;

let browser: Browser;
const servers = ownServers();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await servers.stopAll();
  await browser?.close();
});

/** The six steps by their Hindi labels and buttons, choosing the same answers as the English journeys. */
async function bookInHindi(page: Page): Promise<void> {
  await step(page, /^स्टेप 1\/6: आपकी जानकारी$/);
  await label(page, 'नाम').fill('Asha Rao');
  await label(page, 'ईमेल').fill(VISITOR);
  await label(page, 'जेंडर').selectOption({ label: 'महिला' });
  await label(page, 'शहर').fill('Pune');
  await label(page, 'मोबाइल नंबर').fill('98765-43210');
  await label(page, 'पेशा').selectOption({ label: 'नौकरीपेशा' });
  await label(page, 'उम्र').fill('29');

  await step(page, /^स्टेप 2\/6: किस बात में मदद$/);
  await page.getByRole('checkbox', { name: 'तनाव और एंग्ज़ायटी' }).check();
  await page.getByRole('button', { name: 'अगला स्टेप' }).click();

  await step(page, /^स्टेप 3\/6: कुछ और जानकारी$/);
  await label(page, 'आपको क्या लगता है, आप जैसा महसूस कर रहे हैं उसके पीछे क्या वजह है?').selectOption({ label: 'काम का तनाव' });
  await page.getByRole('radio', { name: 'नहीं', exact: true }).check();
  await label(page, 'पसंद की भाषा').selectOption({ label: 'हिंदी' });

  await step(page, /^स्टेप 4\/6: भेजें$/);
  await page.getByRole('radio', { name: 'कोई भी चलेगा' }).check();
  await page.getByRole('radio', { name: 'नहीं बताना चाहते' }).check();
  await label(page, 'आपको हमारे बारे में कहाँ से पता चला?').selectOption({ label: 'Instagram' });
  await page.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' }).check();
  await page.getByRole('checkbox', { name: 'मैं अपनी मानसिक सेहत पर ख़र्च करने के लिए तैयार हूँ (सेशन ₹799 से शुरू)' }).check();
  await page.getByRole('button', { name: 'भेजें', exact: true }).click();

  await step(page, /^स्टेप 5\/6: समय और पेमेंट$/);
  await page.getByText('हमें आपकी बुकिंग (नंबर 1) मिल गई है। आपका पेमेंट अभी बाक़ी है।').waitFor();
  await page.getByRole('radio', { name: '60 मिनट – ₹999' }).check();
  await label(page, 'सेशन की तारीख़').fill(SESSION_DATE);
  await label(page, 'सेशन का समय (IST)').selectOption('10:30 AM');
  await page.getByRole('button', { name: 'कन्फ़र्म करें और पेमेंट करें' }).click();
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor({ timeout: 15_000 });
}

type Booking = { id: number; status: string | null; payload: Record<string, unknown>; language: string };
type Mail = { to_address: string; subject: string; html: string; text: string; attachments: string | null };

function stored(server: RunningServer) {
  return withDatabase(server, async (db) => ({
    bookings: (await db.all<Omit<Booking, 'payload'> & { payload: string }>("SELECT id, status, payload, language FROM submissions WHERE kind = 'individual' ORDER BY id")).map(
      (row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }),
    ),
    mails: await db.all<Mail>('SELECT to_address, subject, html, text, attachments FROM mail_outbox ORDER BY id'),
  }));
}

/**
 * Every sentence and label of more than one word of the English visitor mails (a single word
 * could turn up in a random token), and the English ways of greeting and writing the day.
 */
function englishOfVisitorMails(): string[] {
  const words = Object.values(englishMail).filter((value): value is string => typeof value === 'string' && value.includes(' '));
  return [
    ...words,
    englishMail.dear('Asha Rao'),
    englishMail.bookingReceivedSubject('Saathi'),
    formatIndianCalendarDate(SESSION_DATE),
    'Individual Therapy',
    '60 minutes',
  ];
}

function expectHindiMail(mail: Mail) {
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.text).toMatch(DEVANAGARI);
  expect(mail.html).toContain('<html lang="hi">');
  for (const english of englishOfVisitorMails()) {
    expect(mail.subject, mail.subject).not.toContain(english);
    expect(mail.text, `${mail.subject}: "${english}"`).not.toContain(english);
  }
  expect(mail.text).toContain('नमस्ते Asha Rao,');
}

/** The calendar invites attached to a mail, read as a calendar reads them. */
function invitesIn(mail: Mail | undefined) {
  const attachments = JSON.parse(mail?.attachments ?? '[]') as { filename: string; content: string }[];
  return attachments.map((attachment) => ({ filename: attachment.filename, ...readInvite(attachment.content) }));
}

describe('booking a session in Hindi in a real browser', () => {
  it('books and pays in Hindi; the visitor mails in Hindi, once; the record stays English, with the language, for staff', async () => {
    const server = await servers.start({ ADMIN_PASSWORD: adminPassword });
    // The provider sends the visitor back to PUBLIC_URL (http://localhost:<port> here), where the
    // browser has no lang cookie, as on a visitor's other browser: the address itself must be
    // the Hindi status page.
    const site = server.url;
    const { context, page, problems } = await openPhonePage(browser);
    try {
      // 1. English home page, the header's switch (the menu's last entry on a phone), then the
      // footer's Hindi link to the individual wizard.
      await page.goto(site);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'हिंदी' }).click();
      await page.waitForURL(`${site}/hi/`);
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await page.getByRole('contentinfo').getByRole('link', { name: 'इंडिविजुअल थेरेपी', exact: true }).click();
      await page.waitForURL(`${site}/hi/individual_therapy`);
      await page.getByRole('heading', { level: 1, name: 'इंडिविजुअल थेरेपी' }).waitFor();

      // 2. The whole wizard in Hindi, the sandbox's Pay, and back to the Hindi status page.
      await bookInHindi(page);
      await page.getByText('₹999').waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/hi\/payment-status\?transactionid=T[0-9A-Z]+$/);
      await page.getByRole('heading', { level: 1, name: 'धन्यवाद' }).waitFor({ timeout: 15_000 });
      await page.getByText('आपका पेमेंट सफलतापूर्वक मिल गया है').waitFor();
      await page.getByText('आपके सेशन की जानकारी, वीडियो लिंक और कैलेंडर इनवाइट आपके ईमेल पर भेजे जा रहे हैं।').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      expect(await page.getByText(/Thank You|Your Payment is received/).count()).toBe(0);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }

    // 3. The booking: paid, the spec's English values, and the visitor's language beside them.
    const { bookings, mails } = await stored(server);
    expect(bookings).toHaveLength(1);
    const [booking] = bookings as [Booking];
    expect(booking.status).toBe('Paid');
    expect(booking.language).toBe('hi');
    expect(booking.payload).toMatchObject({
      name: 'Asha Rao',
      email: VISITOR,
      contactNo: '9876543210',
      gender: 'Female',
      city: 'Pune',
      profession: 'Professional',
      age: 29,
      supportReason: ['Stress and anxiety'],
      feelingsReason: 'Work-related stress',
      previousConsultation: 'No',
      preferredLanguage: 'Hindi',
      counselorGenderPreference: 'No preference',
      medicalConditions: 'Prefer not to say',
      referralSource: 'Instagram',
      sessionDuration: 'individual-60',
      sessionDate: SESSION_DATE,
      sessionTime: '10:30 AM - 11:30 AM',
      paymentstatus: 'Paid',
    });
    expect(JSON.stringify(booking.payload)).not.toMatch(DEVANAGARI);
    const meetLink = booking.payload.meetLink as string;
    expect(meetLink).toMatch(/^https:\/\/meet\.jit\.si\/Saathi-[0-9a-f]{32}$/);

    // 4. The mails: the visitor's three in Hindi, each once; the team's three in English.
    const toVisitor = mails.filter((mail) => mail.to_address === VISITOR);
    const toTeam = mails.filter((mail) => mail.to_address !== VISITOR);
    expect(mails).toHaveLength(6);
    expect(toVisitor).toHaveLength(3);
    expect(new Set(toVisitor.map((mail) => mail.subject)).size).toBe(3);
    toVisitor.forEach(expectHindiMail);

    const received = toVisitor.filter((mail) => mail.subject === 'Saathi: बुकिंग रिक्वेस्ट मिल गई, पेमेंट बाक़ी है');
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('हमें आपकी बुकिंग रिक्वेस्ट मिल गई है');
    expect(received[0]!.text).toContain('अपना सेशन पक्का करने के लिए पेमेंट पूरा करें');

    const receipt = toVisitor.filter((mail) => mail.subject === 'Saathi: पेमेंट मिल गया (₹999)');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain('आपका पेमेंट सफलतापूर्वक मिल गया है। कृपया यह ई-मेल अपनी रसीद के तौर पर संभालकर रखें।');
    expect(receipt[0]!.text).toContain('इंडिविजुअल थेरेपी');

    const session = toVisitor.filter((mail) => /^Saathi: बुधवार, .+ का आपका सेशन बुक हो गया है$/.test(mail.subject));
    expect(session).toHaveLength(1);
    expect(session[0]!.text).toContain('आपका पेमेंट मिल गया है और आपका सेशन पक्का हो गया है।');
    expect(session[0]!.text).toContain(`अपने सेशन से जुड़ें: ${meetLink}`);
    expect(session[0]!.text).toMatch(/सेशन का समय बदलना है या उसे कैंसल करना है\? http:\/\/\S+\/hi\/manage\/\S+/);
    expect(session[0]!.html).toContain(`href="${meetLink}"`);

    // The team reads English (ARCHITECTURE, Languages: only the expert's session mail names the
    // visitor's language); staff read the language on the record, below.
    expect(toTeam.map((mail) => mail.to_address)).toEqual(['team@saathi.example', 'team@saathi.example', 'team@saathi.example']);
    for (const mail of toTeam) {
      expect(`${mail.subject}${mail.text}`).not.toMatch(DEVANAGARI);
      expect(mail.html).toContain('<html lang="en-IN">');
    }
    expect(toTeam.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Saathi: new consultation #1 \(Individual Therapy\)$/),
      expect.stringMatching(/^Saathi: new payment T[0-9A-Z]+ \(Individual Therapy, 60 minutes\)$/),
      `Saathi: session booked #1 on ${formatIndianCalendarDate(SESSION_DATE)}, 10:30 AM - 11:30 AM IST`,
    ]);

    // The session's calendar invite: one event (same UID, SEQUENCE, METHOD, times) in Hindi for
    // the visitor and in English for the team; no other mail carries one.
    expect(mails.filter((mail) => mail.attachments).map((mail) => mail.subject)).toEqual([session[0]!.subject, toTeam[2]!.subject]);
    const [hindiInvite, ...moreForVisitor] = invitesIn(session[0]);
    expect(moreForVisitor).toEqual([]);
    expect(hindiInvite).toMatchObject({
      filename: 'session.ics',
      method: 'REQUEST',
      sequence: 0,
      summary: 'Saathi: इंडिविजुअल थेरेपी',
      description: `आपका ऑनलाइन सेशन। जुड़ने के लिए: ${meetLink}`,
      location: meetLink,
      attendees: [VISITOR, 'team@saathi.example'],
    });
    const [englishInvite, ...moreForTeam] = invitesIn(toTeam[2]);
    expect(moreForTeam).toEqual([]);
    expect(englishInvite).toEqual({
      ...hindiInvite,
      summary: 'Saathi: Individual Therapy',
      description: `Your online session. Join: ${meetLink}`,
    });

    // 5. Staff, even in a browser that chose Hindi, read the record in English with the visitor's language.
    const staff = await openPhonePage(browser);
    try {
      await staff.context.addCookies([{ name: 'lang', value: 'hi', url: site }]);
      const { page: staffPage } = staff;
      await staffPage.goto(`${site}/login-saathi`);
      await staffPage.getByLabel(/^Username/).fill('admin');
      await staffPage.getByLabel('Password').fill(adminPassword);
      await staffPage.getByRole('button', { name: 'Login' }).click();
      await staffPage.getByRole('heading', { name: 'Login Successful' }).waitFor();
      await staffPage.waitForURL(`${site}/admin/admin-dashboard`);

      await staffPage.goto(`${site}${adminRecordPath('individual', booking.id)}`);
      await staffPage.getByRole('heading', { level: 1, name: 'Individual Consultations' }).waitFor();
      await staffPage.getByText("Visitor's language: Hindi", { exact: true }).waitFor();
      await staffPage.getByText(`Submission ID: ${booking.id}`).waitFor();
      const value = (term: string) =>
        staffPage
          .locator('.admin-pairs > div')
          .filter({ has: staffPage.getByRole('term').and(staffPage.getByText(term, { exact: true })) })
          .getByRole('definition');
      expect(await value('Gender').innerText()).toBe('Female');
      expect(await value('Profession').innerText()).toBe('Professional');
      expect(await value('Preferred language').innerText()).toBe('Hindi');
      expect(await value('Counsellor gender preference').innerText()).toBe('No preference');
      expect(await value('What do you think is behind how you are feeling?').innerText()).toBe('Work-related stress');
      expect(staffPage.url()).toBe(`${site}${adminRecordPath('individual', booking.id)}`);
      expect(await staffPage.getAttribute('html', 'lang')).toBe('en-IN');
      expect(await staffPage.locator('body').innerText()).not.toMatch(DEVANAGARI);
      expect(staff.problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
