import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW } from '../../tests/support/fixtures';
import { bookIndividual, outboxSubjects, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { readInvite } from '../../tests/support/read-invite';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// Issue 22: a visitor who books from a Hindi page (the outbox sends its Content-Language) gets
// every mail in Hindi, then and later (receipt, session, a change), while the team's notices
// and the expert's mail stay English. NOW is Friday 20 November 2026; the session is on
// Friday 27 November, 10:30 AM IST.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
});
afterEach(() => t.cleanup());

const VISITOR = 'asha@example.in';
const TEAM = 'team@saathi.example';
const DEVANAGARI = /[\u0900-\u097f]/;

/** The calendar invites attached to a mail, read as a calendar reads them. */
const invitesIn = (mail: { attachments: string | null } | undefined) =>
  (JSON.parse(mail?.attachments ?? '[]') as { content: string }[]).map((attachment) => readInvite(attachment.content));

/** A paid individual session booked from a page in `contentLanguage`; its id. */
async function paidSession(contentLanguage = 'hi-IN') {
  const { id, token } = await bookIndividual(t, 'individual-60', contentLanguage);
  const started = await pay(t, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }).expect(201);
  await sandboxChoose(t, started.body.merchantTransactionId as string, 'SUCCESS').expect(303);
  return id;
}

describe('mails of a booking made in Hindi', () => {
  it('confirms it to the visitor in Hindi and tells the team in English', async () => {
    const { id } = await bookIndividual(t, 'individual-60', 'hi');
    const [visitor, team, ...rest] = await outboxSubjects(t.db);
    expect(rest).toEqual([]);
    expect(visitor).toMatchObject({ to_address: VISITOR, subject: 'Saathi: बुकिंग रिक्वेस्ट मिल गई, पेमेंट बाक़ी है' });
    expect(visitor?.html).toContain('<html lang="hi">');
    expect(visitor?.text).toContain(`बुकिंग नंबर: #${id}`);
    expect(team?.to_address).toBe(TEAM);
    expect(team?.subject).toBe(`Saathi: new consultation #${id} (Individual Therapy)`);
    expect(team?.html).toContain('<html lang="en-IN">');
    expect(team?.text).not.toMatch(DEVANAGARI);
  });

  it('sends the receipt and the session in Hindi after the payment, the team and expert in English', async () => {
    // The seeded experts have no address: give each one, so the session's expert is written to.
    await t.db.run(`UPDATE experts SET email = 'expert' || id || '@saathi.example'`);
    const id = await paidSession();
    const mails = (await outboxSubjects(t.db)).slice(2);
    const toVisitor = mails.filter((mail) => mail.to_address === VISITOR);
    expect(toVisitor.map((mail) => mail.subject)).toEqual(['Saathi: पेमेंट मिल गया (₹999)', 'Saathi: शुक्रवार, 27 नवंबर 2026 का आपका सेशन बुक हो गया है']);
    for (const mail of toVisitor) expect(mail.html).toContain('<html lang="hi">');
    // The manage link opens the Hindi manage page.
    expect(toVisitor[1]?.text).toMatch(new RegExp(`https?://[^/]+/hi/manage/i${id}\\.`));

    const others = mails.filter((mail) => mail.to_address !== VISITOR);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const mail of others) expect(mail.subject).not.toMatch(DEVANAGARI);
    const expert = others.find((mail) => mail.to_address.startsWith('expert'));
    expect(expert?.text).toContain("Visitor's language: Hindi");

    // The session's calendar invite: one event, Hindi in the visitor's copy, English in the team's and the expert's.
    const [hindi] = invitesIn(toVisitor[1]);
    expect(hindi).toMatchObject({ summary: 'Saathi: इंडिविजुअल थेरेपी', description: expect.stringMatching(/^आपका ऑनलाइन सेशन। जुड़ने के लिए: https:/) });
    const team = others.find((mail) => mail.to_address === TEAM && /session booked/.test(mail.subject));
    for (const staff of [team, expert]) {
      const [english] = invitesIn(staff);
      expect(english).toMatchObject({ summary: 'Saathi: Individual Therapy', description: expect.stringMatching(/^Your online session\. Join: https:/) });
      expect(english).toMatchObject({ uid: hindi?.uid, sequence: hindi?.sequence, method: hindi?.method, start: hindi?.start, end: hindi?.end });
    }
    expect(invitesIn(team)[0]?.attendees).toEqual(hindi?.attendees);
  });

  it('writes a cancellation through the manage link, and its refund, in Hindi', async () => {
    const id = await paidSession();
    const confirmation = (await outboxSubjects(t.db)).find((mail) => /\/hi\/manage\//.test(mail.text));
    const token = new RegExp(`/hi/manage/(i${id}\\.[A-Za-z0-9_-]{43})`).exec(confirmation?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const before = (await outboxSubjects(t.db)).length;
    await request(t.app).post(`/api/manage/${token}/cancel`).set('Idempotency-Key', randomUUID()).send({}).expect(200);

    const sent = (await outboxSubjects(t.db)).slice(before);
    const visitor = sent.find((mail) => mail.to_address === VISITOR && /कैंसल/.test(mail.subject));
    expect(visitor?.subject).toBe('Saathi: शुक्रवार, 27 नवंबर 2026, 10:30 AM - 11:30 AM IST का आपका सेशन कैंसल हो गया है');
    expect(visitor?.text).toContain('आपके कहने पर आपका सेशन कैंसल कर दिया गया है।');
    expect(visitor?.text).toContain('₹999 का पूरा रिफ़ंड शुरू कर दिया गया है।');
    // Booking again starts from the Hindi page.
    expect(visitor?.text).toMatch(/सेशन बुक करें: https?:\/\/[^/]+\/hi\//);
    const team = sent.find((mail) => mail.to_address === TEAM);
    expect(team?.subject).toMatch(/cancelled by the visitor/);
    // The sandbox refunds at once: both refund mails follow, in Hindi too.
    expect(sent.filter((mail) => mail.to_address === VISITOR && /रिफ़ंड/.test(mail.subject)).map((mail) => mail.subject)).toEqual([
      'Saathi: ₹999 का आपका रिफ़ंड शुरू हो गया है',
      'Saathi: ₹999 का आपका रिफ़ंड पूरा हो गया है',
    ]);
  });

  it('keeps a booking made in English all English', async () => {
    await paidSession('en-IN');
    for (const mail of await outboxSubjects(t.db)) expect(`${mail.subject}${mail.text}${mail.attachments ?? ''}`).not.toMatch(DEVANAGARI);
  });
});
