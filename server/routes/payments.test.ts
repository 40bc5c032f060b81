import { NO_EXPERT_NOTE } from '../services/payments/payment-settlement';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailWorker } from '../services/mail/worker';
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/support/fake-smtp-server';
import { ALREADY_PAID_BOOKING, OPTION_MISMATCH } from '../services/payments/payment-pricing';
import { SANDBOX_SIGNATURE_HEADER } from '../services/payments/sandbox';
import { FAKE_GOOGLE_CREDENTIALS, startFakeGoogle, type FakeGoogle } from '../../tests/support/fake-google-calendar';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/test-app';
import { NOW } from '../../tests/support/fixtures';
import { bookIndividual, paidMails, pay, paymentRows, sandboxChoose } from '../../tests/support/payment-flow';

let testApp: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
let google: FakeGoogle | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
  await smtp?.stop();
  smtp = undefined;
  await google?.stop();
  google = undefined;
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  const app = await createTestApp({ now: () => NOW, ...options });
  testApp = app;
  return app;
}

describe('POST /api/payments', () => {
  it('prices from the catalogue whatever amount the client sends, and records a PENDING row', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app);
    const res = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60', amount: 1, sessionDuration: '1.00' });
    expect(res.status).toBe(201);
    expect(res.body.merchantTransactionId).toMatch(/^[A-Z0-9]{10,63}$/);
    expect(res.body.redirectUrl).toBe(`${app.config.publicUrl}/pay/sandbox/${res.body.merchantTransactionId}`);
    expect(await paymentRows(app.db)).toEqual([{ state: 'PENDING', amount_paise: 99_900, meeting_link: null, submission_id: id }]);

    const page = await request(app.app).get(`/pay/sandbox/${res.body.merchantTransactionId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('TEST PAYMENT');
    expect(page.text).toContain('₹999');
    expect(page.text).not.toContain('<script');
  });

  it('refuses an option that differs from the stored booking, a wrong token and a foreign kind', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-60');
    const cheaper = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-40' });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.error).toBe(OPTION_MISMATCH);
    expect((await pay(app, 'nope', { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).status).toBe(404);
    expect((await pay(app, null, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).status).toBe(404);
    expect((await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'workshop-single' })).status).toBe(400);
    expect(await paymentRows(app.db)).toEqual([]);
  });

  it('is refused in production with the sandbox unless allowed', async () => {
    const app = await start({ env: { NODE_ENV: 'production' } });
    const { id, token } = await bookIndividual(app);
    const res = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' });
    expect(res.status).toBe(503);
    expect((await request(app.app).get('/pay/sandbox/T1')).status).toBe(404);
  });
});

describe('the way back from the payment page', () => {
  it('leads to the status page in the language the visitor booked in', async () => {
    const app = await start();
    const hindi = await bookIndividual(app, 'individual-60', 'hi');
    const english = await bookIndividual(app, 'individual-60');
    const back = async ({ id, token }: { id: number; token: string }) => {
      const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
      return { txn, location: (await sandboxChoose(app, txn, 'SUCCESS')).headers.location };
    };
    const inHindi = await back(hindi);
    expect(inHindi.location).toBe(`${app.config.publicUrl}/hi/payment-status?transactionid=${inHindi.txn}`);
    const inEnglish = await back(english);
    expect(inEnglish.location).toBe(`${app.config.publicUrl}/payment-status?transactionid=${inEnglish.txn}`);
  });
});

describe('paying a booking with the sandbox', () => {
  it('moves to SUCCESS once: booking Paid, one meeting link, one of each mail; paying twice is refused', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;

    const pending = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(pending.body.code).toBe('PAYMENT_PENDING');
    expect(pending.body.data).not.toHaveProperty('managePath');

    const back = await sandboxChoose(app, txn, 'SUCCESS');
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`${app.config.publicUrl}/payment-status?transactionid=${txn}`);

    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      code: 'PAYMENT_SUCCESS',
      data: {
        amount: 99_900,
        merchantTransactionId: txn,
        purpose: 'booking',
        type: 'Individual Therapy, 60 minutes',
        unconfirmed: false,
        // A confirmed booking's manage page, where the page offers reminders on the device.
        managePath: expect.stringMatching(/^\/manage\/i\d+\.[A-Za-z0-9_-]{43}$/),
      },
    });

    const booking = await app.db.get<{ status: string; payload: string }>('SELECT status, payload FROM submissions WHERE id = ?', [id]);
    expect(booking?.status).toBe('Paid');
    expect(JSON.parse(booking?.payload ?? '{}')).toMatchObject({ paymentstatus: 'Paid', meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Saathi-[0-9a-f]{32}$/) });
    const [row] = await paymentRows(app.db);
    expect(row?.state).toBe('SUCCESS');

    // Polls and a second (genuine) callback change nothing.
    for (let i = 0; i < 3; i++) await request(app.app).get(`/api/payments/${txn}/status`);
    expect((await sandboxChoose(app, txn, 'ERROR')).status).toBe(303);
    const mails = await paidMails(app.db);
    expect(mails.map((mail) => [mail.to_address, mail.subject.replace(/ on .*/, '')])).toEqual([
      ['asha@example.in', 'Saathi: payment received (₹999)'],
      ['team@saathi.example', expect.stringMatching(/^Saathi: new payment T/)],
      ['asha@example.in', 'Saathi: your session'],
      ['team@saathi.example', 'Saathi: session booked #1'],
    ]);
    const link = JSON.parse(booking?.payload ?? '{}').meetLink as string;
    expect(mails[2]?.html).toContain(link);
    // The session (stored as 2026-11-27) is written out as the visitor reads a date.
    expect(mails[2]?.subject).toBe('Saathi: your session on Friday, 27 November 2026 is booked');
    expect(mails[2]?.html).toContain('>Friday, 27 November 2026</td></tr>');
    expect(mails[3]?.subject).toBe('Saathi: session booked #1 on Friday, 27 November 2026, 10:30 AM - 11:30 AM IST');
    for (const mail of mails) expect(`${mail.subject}${mail.html}`).not.toContain('2026-11-27');
    const invite = JSON.parse(mails[2]?.attachments ?? '[]')[0];
    expect(invite.contentType).toContain('method=REQUEST');
    expect(invite.content).toContain('DTSTART:20261127T050000Z');
    expect(invite.content).toContain('DTEND:20261127T060000Z');
    expect(row?.meeting_link).toBe(link);

    const again = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ALREADY_PAID_BOOKING);
    expect(await paymentRows(app.db)).toHaveLength(1);
  });

  it.each([
    ['ERROR', 'PAYMENT_ERROR'],
    ['DECLINED', 'PAYMENT_DECLINED'],
    ['CANCELLED', 'PAYMENT_CANCELLED'],
  ])('%s ends in %s, the booking stays Pending and no payment mail is sent', async (outcome, code) => {
    const app = await start();
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
    await sandboxChoose(app, txn, outcome);
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.code).toBe(code);
    expect((await paymentRows(app.db))[0]?.state).toBe(outcome);
    expect(await app.db.get<{ status: string }>('SELECT status FROM submissions WHERE id = ?', [id])).toEqual({ status: 'Pending' });
    expect(await paidMails(app.db)).toEqual([]);
    // A later success at the gateway cannot revive a final payment.
    await sandboxChoose(app, txn, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.code).toBe(code);
  });

  it('answers TRANSACTION_NOT_FOUND for an unknown transaction', async () => {
    const app = await start();
    const res = await request(app.app).get('/api/payments/TUNKNOWN123/status');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'TRANSACTION_NOT_FOUND', data: null });
  });

  it('refuses a callback with a bad signature (401) and changes nothing', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
    // The sandbox row says SUCCESS, but only a genuine callback or a poll may act on it.
    await app.db.run("UPDATE sandbox_payments SET outcome = 'SUCCESS'");
    const bad = await request(app.app).post('/api/payments/callback/sandbox').set(SANDBOX_SIGNATURE_HEADER, 'f'.repeat(64)).send({ merchantTransactionId: txn });
    expect(bad.status).toBe(401);
    const none = await request(app.app).post('/api/payments/callback/sandbox').send({ merchantTransactionId: txn });
    expect(none.status).toBe(401);
    expect((await paymentRows(app.db))[0]?.state).toBe('PENDING');
    expect(await paidMails(app.db)).toEqual([]);
  });

  it('a callback and status polls racing produce one of each mail', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
    await app.db.run("UPDATE sandbox_payments SET outcome = 'SUCCESS'");
    const { createHmac } = await import('node:crypto');
    const { deriveKey, loadServerSecret } = await import('../services/secrets');
    const signature = createHmac('sha256', deriveKey(loadServerSecret(app.config), 'sandbox-callback')).update(`sandbox-callback:${txn}`).digest('hex');
    const answers = await Promise.all([
      request(app.app).post('/api/payments/callback/sandbox').set(SANDBOX_SIGNATURE_HEADER, signature).send({ merchantTransactionId: txn }),
      ...Array.from({ length: 5 }, () => request(app.app).get(`/api/payments/${txn}/status`)),
      request(app.app).post('/api/payments/callback/sandbox').set(SANDBOX_SIGNATURE_HEADER, signature).send({ merchantTransactionId: txn }),
    ]);
    for (const answer of answers) expect(answer.body.code).toBe('PAYMENT_SUCCESS');
    expect(await paidMails(app.db)).toHaveLength(4);
    expect(await paymentRows(app.db)).toHaveLength(1);
  });

  it('sends the session mail with the .ics invite over real SMTP', async () => {
    smtp = await startTestSmtpServer();
    const app = await start({ env: { SMTP_URL: smtp.url } });
    const { id, token } = await bookIndividual(app, 'individual-40');
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-40' })).body;
    await sandboxChoose(app, txn, 'SUCCESS');
    const worker = await startMailWorker({ db: app.db, config: app.config });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const session = smtp.received.find((mail) => mail.to.includes('asha@example.in') && /your session/.test(mail.headers.get('subject') ?? ''));
    expect(session).toBeDefined();
    expect(session?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(session?.raw).toContain('session.ics');
  });
});

describe('paying a booking with Google Meet configured', () => {
  async function startWithGoogle() {
    google = await startFakeGoogle();
    return await start({
      env: {
        MEETING_PROVIDER: 'google',
        GOOGLE_CLIENT_ID: FAKE_GOOGLE_CREDENTIALS.clientId,
        GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CREDENTIALS.clientSecret,
        GOOGLE_REFRESH_TOKEN: FAKE_GOOGLE_CREDENTIALS.refreshToken,
        GOOGLE_API_BASE_URL: google.url,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
      },
    });
  }

  async function payAndSucceed(app: TestApp) {
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
    await sandboxChoose(app, txn, 'SUCCESS');
    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.body.code).toBe('PAYMENT_SUCCESS');
    const booking = await app.db.get<{ status: string; payload: string }>('SELECT status, payload FROM submissions WHERE id = ?', [id]);
    const row = await app.db.get<{ state: string; meeting_link: string | null; comments: string | null }>('SELECT state, meeting_link, comments FROM payments');
    return { booking, row, payload: JSON.parse(booking?.payload ?? '{}') as Record<string, unknown> };
  }

  it('sends the Meet link of a Calendar event in the session mails', async () => {
    const app = await startWithGoogle();
    const { booking, row, payload } = await payAndSucceed(app);
    expect(booking?.status).toBe('Paid');
    expect(payload).toMatchObject({ meetLink: 'https://meet.google.com/abc-defg-hi1', htmlLink: 'https://www.google.com/calendar/event?eid=evt1' });
    // This database has no experts: staff are asked to assign one.
    expect(row).toEqual({ state: 'SUCCESS', meeting_link: 'https://meet.google.com/abc-defg-hi1', comments: NO_EXPERT_NOTE });
    expect(google?.inserts).toHaveLength(1);
    expect(google?.inserts[0]?.body).toMatchObject({
      start: { dateTime: '2026-11-27T10:30:00+05:30', timeZone: 'Asia/Kolkata' },
      end: { dateTime: '2026-11-27T11:30:00+05:30', timeZone: 'Asia/Kolkata' },
      attendees: [{ email: 'asha@example.in' }, { email: 'team@saathi.example' }],
    });
    const mails = await paidMails(app.db);
    expect(mails).toHaveLength(4);
    expect(mails[2]?.html).toContain('https://meet.google.com/abc-defg-hi1');
  });

  it('still settles the payment when Calendar fails: a Jitsi link goes out and staff are told', async () => {
    const app = await startWithGoogle();
    google!.failNext = [503];
    const { booking, row, payload } = await payAndSucceed(app);
    expect(booking?.status).toBe('Paid');
    const link = payload.meetLink as string;
    expect(link).toMatch(/^https:\/\/meet\.jit\.si\/Saathi-[0-9a-f]{32}$/);
    expect(row).toEqual({
      state: 'SUCCESS',
      meeting_link: link,
      comments: `The google video link could not be created: a jitsi link was sent instead. ${NO_EXPERT_NOTE}`,
    });
    const mails = await paidMails(app.db);
    expect(mails.map((mail) => mail.to_address)).toEqual(['asha@example.in', 'team@saathi.example', 'asha@example.in', 'team@saathi.example']);
    expect(mails[1]?.html).toContain('a jitsi link was sent instead');
    expect(mails[2]?.html).toContain(link);
    // Polling again neither calls Calendar nor mails anyone a second time.
    const txn = (await app.db.get<{ merchant_transaction_id: string }>('SELECT merchant_transaction_id FROM payments'))?.merchant_transaction_id;
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.code).toBe('PAYMENT_SUCCESS');
    expect(google?.inserts).toHaveLength(1);
    expect(await paidMails(app.db)).toHaveLength(4);
  });
});
