import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createMailOutboxRepository, type MailOutboxRepository } from '../../db/mail-outbox-repository';
import { createTempDatabase } from '../../../tests/support/test-app';
import { queueMail } from './outbox';
import { contactNotice, REPLY_TO_SENDER } from './templates';
import { MAIL_CLAIM_LEASE_MS, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs, startMailWorker, type MailWorker } from './worker';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/fake-smtp-server';

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function freshDatabase(): Promise<Db> {
  const { db, cleanup } = await createTempDatabase();
  cleanups.push(cleanup);
  return db;
}

async function smtpServer(): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.stop());
  return smtp;
}

function configFor(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', TEAM_EMAIL: 'team@saathi.example', ...env });
}

/** A clock the test moves by hand. */
function manualClock(start = '2025-03-05T10:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

async function worker(options: Parameters<typeof startMailWorker>[0]): Promise<MailWorker> {
  const started = await startMailWorker(options);
  cleanups.push(() => started.stop());
  return started;
}

const hostileMessage = {
  id: 7,
  fullName: 'Asha <script>alert(1)</script>',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  subject: 'Need help <b>now</b>',
  message: 'Line one\n<script>alert("x")</script>',
  submittedAt: '2025-03-05T10:00:00.000Z',
};

function queueContactNotice(outbox: MailOutboxRepository, config: Config, now = new Date()): Promise<number> {
  const content = contactNotice(hostileMessage, { productName: config.site.productName, publicUrl: config.publicUrl });
  return queueMail(outbox, config, { to: config.teamEmail, replyTo: hostileMessage.email, ...content }, { now });
}

describe('retryDelayMs', () => {
  it('starts at 30 s, doubles, stops at an hour, and jitters within the upper half', () => {
    expect(retryDelayMs(1, () => 0.999999)).toBeCloseTo(RETRY_BASE_MS, -1);
    expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(2, () => 0.999999)).toBeCloseTo(2 * RETRY_BASE_MS, -1);
    expect(retryDelayMs(3, () => 0)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelayMs(12, () => 0.999999)).toBeCloseTo(RETRY_MAX_MS, -1);
    expect(retryDelayMs(100, () => 0)).toBe(RETRY_MAX_MS / 2);
  });
});

describe('the mail worker with a real SMTP server', () => {
  it('delivers the contact notice: escaped HTML, a text part, Reply to Sender, the stable Message-ID', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const config = configFor({ SMTP_URL: smtp.url, MAIL_FROM: 'Saathi <no-reply@saathi.example>' });
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, config);

    await (await worker({ db, config })).drain();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    const row = (await outbox.findById(id))!;
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toEqual(expect.any(String));

    expect(mail.to).toEqual(['team@saathi.example']);
    expect(mail.from).toBe('no-reply@saathi.example');
    expect(mail.headers.get('message-id')).toBe(row.messageId);
    expect(mail.headers.get('reply-to')).toBe('asha@example.in');
    expect(mail.headers.get('subject')).toBe('Saathi: new contact message – Need help <b>now</b>');

    expect(mail.html).toBeDefined();
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain(REPLY_TO_SENDER);
    expect(mail.html).toContain('href="mailto:asha@example.in?subject=Re%3A%20Need%20help%20%3Cb%3Enow%3C%2Fb%3E"');

    expect(mail.text).toContain('Name: Asha <script>alert(1)</script>');
    expect(mail.text).toContain('Phone: 9876 543 210');
    expect(mail.text).toContain('Received: 5 March 2025 at 3:30 pm IST');
    expect(mail.text).toContain(`${REPLY_TO_SENDER}: mailto:asha@example.in?subject=Re%3A%20Need%20help`);
  });

  it('keeps a mail queued while the SMTP server is down and delivers it once the server is back', async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    const db = await freshDatabase();
    const clock = manualClock();
    const config = configFor({ SMTP_URL: smtp.url });
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, config, clock.now());

    const running = await worker({ db, config, now: clock.now, random: () => 0.5 });
    await running.drain();

    const failed = (await outbox.findById(id))!;
    expect(failed.state).toBe('queued');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt).toBe(new Date(clock.now().getTime() + retryDelayMs(1, () => 0.5)).toISOString());

    await smtp.restart();
    // Not due yet: a nudge does nothing before next_attempt_at.
    await running.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await outbox.findById(id))!.state).toBe('queued');

    clock.advance(RETRY_BASE_MS);
    await running.drain();
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.findById(id))).toMatchObject({ state: 'sent', attempts: 2 });

    await running.drain();
    await running.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('backs off further after each failure and marks the mail failed after the last attempt', async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    const db = await freshDatabase();
    const clock = manualClock();
    const config = configFor({ SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3' });
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, config, clock.now());
    const running = await worker({ db, config, now: clock.now, random: () => 0.999999 });

    await running.drain();
    const first = (await outbox.findById(id))!;
    clock.advance(new Date(first.nextAttemptAt).getTime() - clock.now().getTime());
    await running.drain();
    const second = (await outbox.findById(id))!;
    expect(second).toMatchObject({ state: 'queued', attempts: 2 });
    const firstWait = new Date(first.nextAttemptAt).getTime() - new Date('2025-03-05T10:00:00.000Z').getTime();
    const secondWait = new Date(second.nextAttemptAt).getTime() - clock.now().getTime();
    expect(secondWait).toBeGreaterThan(firstWait * 1.9);

    clock.advance(secondWait);
    await running.drain();
    const last = (await outbox.findById(id))!;
    expect(last).toMatchObject({ state: 'failed', attempts: 3 });
    expect(last.lastError).toBeTruthy();

    await smtp.restart();
    clock.advance(RETRY_MAX_MS * 10);
    await running.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('after a crash mid-send, a new worker on the same database delivers the mail, once, when its lease has run out', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const clock = manualClock();
    const config = configFor({ SMTP_URL: smtp.url });
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, config, clock.now());
    // A process claimed the mail and died before sending it.
    const claimedUntil = new Date(clock.now().getTime() + MAIL_CLAIM_LEASE_MS).toISOString();
    expect((await outbox.claimNextDue(clock.now().toISOString(), claimedUntil))?.id).toBe(id);
    expect((await outbox.findById(id))!.state).toBe('sending');

    // Restarted at once: the lease still runs (it could be another instance's send), so the mail waits.
    const lines: string[] = [];
    const early = await startMailWorker({ db, config, now: clock.now, log: (line) => lines.push(line) });
    await early.drain();
    await early.stop();
    expect(smtp.received).toHaveLength(0);
    expect((await outbox.findById(id))!.state).toBe('sending');
    expect(lines.join('\n')).not.toMatch(/interrupted/);

    // Restarted once the lease has run out: queued again at start and sent.
    clock.advance(MAIL_CLAIM_LEASE_MS);
    const first = await startMailWorker({ db, config, now: clock.now, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/1 e-mail\(s\) interrupted/);
    await first.drain();
    await first.drain();
    await first.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.findById(id))).toMatchObject({ state: 'sent', attempts: 2 });

    // Another restart, more drains: nothing is sent twice.
    const second = await startMailWorker({ db, config, now: clock.now });
    await second.drain();
    await second.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.headers.get('message-id')).toBe((await outbox.findById(id))!.messageId);
  });

  it('sends every queued mail exactly once even when nudged many times at once', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const config = configFor({ SMTP_URL: smtp.url });
    const outbox = createMailOutboxRepository(db);
    for (let i = 0; i < 5; i++) await queueContactNotice(outbox, config);

    const running = await worker({ db, config });
    for (let i = 0; i < 10; i++) running.nudge();
    await Promise.all([running.drain(), running.drain(), running.drain()]);

    expect(smtp.received).toHaveLength(5);
    expect(new Set(smtp.received.map((mail) => mail.headers.get('message-id'))).size).toBe(5);
    const states = await db.all<{ state: string; n: number }>('SELECT state, count(*) AS n FROM mail_outbox GROUP BY state');
    expect(states).toEqual([{ state: 'sent', n: 5 }]);
  });

  it('does not lose a nudge that arrives while a round is finishing', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const config = configFor({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_SECONDS: '3600' });
    const outbox = createMailOutboxRepository(db);

    // Starting runs a first round: it has already found nothing due, and is about to end.
    const running = await worker({ db, config });
    await queueContactNotice(outbox, config);
    running.nudge();
    await running.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('looks once the current turn is over, so the code that nudged (a request) finishes first', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const config = configFor({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_SECONDS: '3600' });
    const outbox = createMailOutboxRepository(db);
    const running = await worker({ db, config });
    await running.drain();

    const id = await queueContactNotice(outbox, config);
    running.nudge();
    running.nudge();
    expect((await outbox.findById(id))!.state).toBe('queued');
    // The poll is an hour away: only the nudge can send it.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    expect((await outbox.findById(id))!.state).toBe('sent');
  });

  it('stop waits for the mail in flight and records its outcome', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const config = configFor({ SMTP_URL: smtp.url });
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, config);

    const running = await startMailWorker({ db, config });
    await running.stop();
    await running.stop();
    expect((await outbox.findById(id))!.state).not.toBe('sending');
    running.nudge();
    await running.drain();
  });
});

describe('the mail worker without SMTP_URL', () => {
  it('keeps mails as not_configured, attempts nothing, and sends them on a later start with SMTP_URL', async () => {
    const smtp = await smtpServer();
    const db = await freshDatabase();
    const unconfigured = configFor();
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, unconfigured);
    expect((await outbox.findById(id))).toMatchObject({ state: 'not_configured', attempts: 0 });

    const idle = await startMailWorker({ db, config: unconfigured });
    idle.nudge();
    await idle.drain();
    await idle.stop();
    expect((await outbox.findById(id))).toMatchObject({ state: 'not_configured', attempts: 0, lastError: null });
    expect(smtp.received).toHaveLength(0);

    const configured = configFor({ SMTP_URL: smtp.url });
    await (await worker({ db, config: configured })).drain();
    expect((await outbox.findById(id))).toMatchObject({ state: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks mails left queued by an earlier configured run as not_configured', async () => {
    const db = await freshDatabase();
    const outbox = createMailOutboxRepository(db);
    const id = await queueContactNotice(outbox, configFor({ SMTP_URL: 'smtp://127.0.0.1:1' }));
    expect((await outbox.findById(id))!.state).toBe('queued');

    const lines: string[] = [];
    await startMailWorker({ db, config: configFor(), log: (line) => lines.push(line) });
    expect((await outbox.findById(id))!.state).toBe('not_configured');
    expect(lines.join('\n')).toMatch(/SMTP_URL is not set/);
  });
});
