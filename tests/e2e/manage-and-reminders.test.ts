import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatIndianCalendarDate } from '../../src/domain/ist';
import type { ManageAnswer } from '../../src/domain/schemas/manage';
import type { SqlValue } from '../../server/db/engine/db';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/fake-smtp-server';
import { readInvite } from '../support/read-invite';
import { createServerClock, type ServerClock } from '../support/server-clock';
import { browserPerFile, openPhonePage } from './browser';
import { ownServers, withDatabase } from './harness';
import { bookAndConfirm, SESSION_DATE } from './individual-wizard';
import type { RunningServer } from './server-process';

// Issue 20 end to end: a session booked and paid in Chromium with the sandbox provider, its mail
// caught by a loopback SMTP server, and the server's clock moved by the test (server-clock.ts)
// to a day, an hour or five hours before the session instead of waited for. Each test has its
// own server, SMTP server and clock, so none depends on another's time.

const VISITOR = 'asha@example.in';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MAIL_WAIT_MS = 20_000;

const browser = browserPerFile();
const servers = ownServers();
const smtpServers: TestSmtpServer[] = [];
const clocks: ServerClock[] = [];

afterAll(async () => {
  await servers.stopAll();
  await Promise.all(smtpServers.splice(0).map((smtp) => smtp.stop()));
  for (const clock of clocks.splice(0)) clock.remove();
});

type World = { server: RunningServer; smtp: TestSmtpServer; clock: ServerClock };

/**
 * A server on a clock of its own, mailing a fake SMTP server, with workers looking every second.
 * The demo experts have no e-mail address; each gets one, so the expert's mails are seen too.
 */
async function startWorld(): Promise<World> {
  const smtp = await startTestSmtpServer();
  smtpServers.push(smtp);
  const clock = createServerClock();
  clocks.push(clock);
  const server = await servers.start(
    { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_SECONDS: '1', REMINDER_POLL_INTERVAL_SECONDS: '1', ...clock.env },
    { nodeArgs: clock.nodeArgs },
  );
  await withDatabase(server, (db) => db.run("UPDATE experts SET email = 'expert' || id || '@example.in' WHERE email IS NULL"), { writable: true });
  return { server, smtp, clock };
}

// ---- Mail as it arrived -------------------------------------------------------------------

type Mail = { to: string; subject: string; text: string; calendars: string[] };

function headersAndBody(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end === -1 ? part : part.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(body: string, encoding = ''): string {
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every leaf part of a MIME message, nested multiparts included (a mail with an invite has two levels). */
function leafParts(part: string): { type: string; content: string }[] {
  const { headers, body } = headersAndBody(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n') }];
  const parts: string[] = [];
  for (const piece of body.split(`--${boundary}`).slice(1)) {
    if (piece.startsWith('--')) break;
    parts.push(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
  }
  return parts.flatMap(leafParts);
}

function read(received: ReceivedMail): Mail {
  const parts = leafParts(received.raw);
  return {
    to: received.to.join(', '),
    subject: received.headers.get('subject') ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    calendars: parts.filter((part) => part.type === 'text/calendar').map((part) => part.content),
  };
}

function mailsTo(smtp: TestSmtpServer, to: string, subject: RegExp): Mail[] {
  return smtp.received.map(read).filter((mail) => mail.to === to && subject.test(mail.subject));
}

/** Waits for at least one such mail to arrive, and answers all that did. */
async function arrived(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<Mail[]> {
  await expect.poll(() => mailsTo(smtp, to, subject).length, { timeout: MAIL_WAIT_MS, message: `a mail to ${to} matching ${subject}` }).toBeGreaterThan(0);
  return mailsTo(smtp, to, subject);
}

/**
 * Waits until the server has nothing left to do at its current time: no reminder due and
 * still scheduled, no mail waiting, and every mail it marked sent received. Only then is a
 * count of arrivals final: a second copy could not be on its way.
 */
async function settled({ server, smtp, clock }: World): Promise<void> {
  const pending = () =>
    withDatabase(server, async (db) => {
      const count = async (sql: string, params: SqlValue[] = []) => (await db.get<{ n: number }>(sql, params))?.n ?? 0;
      return {
        dueReminders: await count("SELECT count(*) AS n FROM session_reminders WHERE state = 'scheduled' AND due_at <= ?", [clock.now().toISOString()]),
        unsentMails: await count("SELECT count(*) AS n FROM mail_outbox WHERE state IN ('queued', 'sending')"),
        notReceived: (await count("SELECT count(*) AS n FROM mail_outbox WHERE state = 'sent'")) - smtp.received.length,
      };
    });
  await expect.poll(pending, { timeout: MAIL_WAIT_MS }).toEqual({ dueReminders: 0, unsentMails: 0, notReceived: 0 });
}

function inviteOf(mail: Mail) {
  expect(mail.calendars).toHaveLength(1);
  return readInvite(mail.calendars[0]!);
}

// ---- The booking ---------------------------------------------------------------------------

/** Books a 60-minute session at 10:30 AM on SESSION_DATE through the wizard and pays on the sandbox page. */
async function bookAndPay(page: Page, server: RunningServer): Promise<void> {
  await bookAndConfirm(page, server.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank You' }).waitFor({ timeout: 15_000 });
}

type Booked = { token: string; confirmation: Mail; answer: ManageAnswer; startsAt: number; expertEmail: string };

/** A paid session, and what its confirmation mail and its manage link say about it. */
async function paidSession(world: World): Promise<Booked> {
  const { context, page, problems } = await openPhonePage(browser());
  try {
    await bookAndPay(page, world.server);
    expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
  } finally {
    await context.close();
  }
  const [confirmation] = await arrived(world.smtp, VISITOR, / is booked$/);
  const token = /\/manage\/(i\d+\.[A-Za-z0-9_-]{43})/.exec(confirmation!.text)?.[1];
  if (!token) throw new Error(`No manage link in the confirmation:\n${confirmation!.text}`);
  const answer = await manageAnswer(world.server, token);
  if (!answer.expert) throw new Error('The paid session has no expert');
  const expertId = answer.expert.id;
  const expert = await withDatabase(world.server, (db) => db.get<{ email: string }>('SELECT email FROM experts WHERE id = ?', [expertId]));
  if (!expert) throw new Error(`No expert ${expertId}`);
  const expertEmail = expert.email;
  return { token, confirmation: confirmation!, answer, startsAt: Date.parse(answer.session.startsAt), expertEmail };
}

async function manageAnswer(server: RunningServer, token: string): Promise<ManageAnswer> {
  const response = await fetch(`${server.url}/api/manage/${token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ManageAnswer;
}

async function freeTimes(server: RunningServer, answer: ManageAnswer): Promise<string[]> {
  const query = new URLSearchParams(answer.slotQuery);
  query.set('date', SESSION_DATE);
  query.set('expertId', String(answer.expert?.id));
  const response = await fetch(`${server.url}/api/slots?${query.toString()}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** The server's clock at `at`, once a request shows it reads it (the signal is taken between two turns of its loop). */
async function moveClock({ server, clock }: World, at: number, token: string, phase: ManageAnswer['rule']['phase']): Promise<void> {
  clock.moveTo(new Date(at), server);
  await expect.poll(async () => (await manageAnswer(server, token)).rule.phase, { timeout: 5_000 }).toBe(phase);
}

async function restart(world: World): Promise<void> {
  await world.server.kill('SIGTERM');
  await world.server.restart();
}

const REMINDER = /^Reminder: /;
const reminderCounts = (world: World, booked: Booked) => ({
  visitor24h: mailsTo(world.smtp, VISITOR, /^Reminder: your session is tomorrow at /).length,
  visitor1h: mailsTo(world.smtp, VISITOR, /^Reminder: your session is in one hour, /).length,
  expert24h: mailsTo(world.smtp, booked.expertEmail, /^Reminder: session tomorrow at /).length,
  expert1h: mailsTo(world.smtp, booked.expertEmail, /^Reminder: session in one hour, /).length,
});

// ---- The journeys --------------------------------------------------------------------------

describe('reminders before a paid session', () => {
  it('reach the visitor and the expert 24 hours and 1 hour before, once each, across restarts', { timeout: 120_000 }, async () => {
    const world = await startWorld();
    const booked = await paidSession(world);
    const { answer, token } = booked;
    expect(answer.session.time).toBe('10:30 AM - 11:30 AM');
    expect(mailsTo(world.smtp, VISITOR, REMINDER)).toEqual([]);

    await moveClock(world, booked.startsAt - DAY + MINUTE, token, 'late');
    const [visitor24h] = await arrived(world.smtp, VISITOR, /^Reminder: your session is tomorrow at 10:30 AM IST$/);
    const [expert24h] = await arrived(world.smtp, booked.expertEmail, /^Reminder: session tomorrow at 10:30 AM IST$/);
    expect(visitor24h!.text).toContain(answer.meetLink!);
    expect(visitor24h!.text).toContain(`/manage/${token}`);
    expect(visitor24h!.text).toContain(answer.rule.words);
    expect(expert24h!.text).toContain(answer.meetLink!);
    expect(expert24h!.text).not.toContain('/manage/');
    expect(expert24h!.text).not.toContain(VISITOR);
    await settled(world);
    expect(reminderCounts(world, booked)).toEqual({ visitor24h: 1, visitor1h: 0, expert24h: 1, expert1h: 0 });

    // A restart a minute after they went out sends nothing again (its first round runs before it listens).
    await restart(world);
    await settled(world);
    expect(reminderCounts(world, booked)).toEqual({ visitor24h: 1, visitor1h: 0, expert24h: 1, expert1h: 0 });

    await moveClock(world, booked.startsAt - HOUR + MINUTE, token, 'late');
    const [visitor1h] = await arrived(world.smtp, VISITOR, /^Reminder: your session is in one hour, at 10:30 AM IST$/);
    await arrived(world.smtp, booked.expertEmail, /^Reminder: session in one hour, at 10:30 AM IST$/);
    expect(visitor1h!.text).toContain(answer.meetLink!);
    expect(visitor1h!.text).toContain(`/manage/${token}`);
    await settled(world);
    await restart(world);
    await settled(world);
    expect(reminderCounts(world, booked)).toEqual({ visitor24h: 1, visitor1h: 1, expert24h: 1, expert1h: 1 });
    expect(mailsTo(world.smtp, VISITOR, REMINDER)).toHaveLength(2);
    const rows = await withDatabase(world.server, (db) => db.all('SELECT audience, lead, state FROM session_reminders ORDER BY audience, lead'));
    expect(rows).toEqual([
      { audience: 'expert', lead: '1h', state: 'sent' },
      { audience: 'expert', lead: '24h', state: 'sent' },
      { audience: 'visitor', lead: '1h', state: 'sent' },
      { audience: 'visitor', lead: '24h', state: 'sent' },
    ]);
  });
});

describe('the manage link in Chromium', () => {
  it('moves the session to another free time: the old time is free, the invite updated, the reminders moved', { timeout: 120_000 }, async () => {
    const world = await startWorld();
    const booked = await paidSession(world);
    const { token, answer: before } = booked;
    const firstInvite = inviteOf(booked.confirmation);
    expect(firstInvite).toMatchObject({ method: 'REQUEST', sequence: 0, start: before.session.startsAt });
    expect(await freeTimes(world.server, before)).not.toContain('10:30 AM');

    const { context, page, problems } = await openPhonePage(browser());
    let newTime: string;
    try {
      await page.goto(`${world.server.url}/manage/${token}`);
      await page.getByRole('heading', { level: 1, name: 'Your session' }).waitFor();
      await page.getByText('10:30 AM - 11:30 AM IST', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(formatIndianCalendarDate(SESSION_DATE), { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Move to another time' }).click();
      await expect(page.getByRole('radio', { name: `${before.expert!.name} (your expert)` }).isChecked()).resolves.toBe(true);
      await page.getByLabel('Date', { exact: true }).selectOption(SESSION_DATE);
      const times = page.getByRole('group', { name: 'Time (IST)' }).getByRole('radio');
      await times.first().waitFor({ timeout: 15_000 });
      const offered = await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(offered).not.toContain('10:30 AM');
      // The day's last free time: later than 10:30 AM, so a reminder left for the old time would fall due first.
      newTime = offered.at(-1)!;
      await page.getByRole('group', { name: 'Time (IST)' }).getByRole('radio', { name: newTime, exact: true }).check();
      await page.getByRole('button', { name: 'Move my session' }).click();
      await page.getByText(/^Your session has been moved\./).waitFor({ timeout: 15_000 });
      await page.getByText(new RegExp(`^${newTime} - .* IST$`)).waitFor();
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }

    const after = await manageAnswer(world.server, token);
    expect(after.expert?.id).toBe(before.expert!.id);
    expect(after.session.date).toBe(SESSION_DATE);
    expect(after.lastChange).toMatchObject({ action: 'reschedule', by: 'visitor' });
    const newStart = Date.parse(after.session.startsAt);
    expect(newStart).toBeGreaterThan(booked.startsAt);
    const timesNow = await freeTimes(world.server, after);
    expect(timesNow).toContain('10:30 AM');
    expect(timesNow).not.toContain(newTime);

    const [moved] = await arrived(world.smtp, VISITOR, /: your session #\d+ is now on /);
    expect(moved!.text).toContain(`/manage/${token}`);
    expect(inviteOf(moved!)).toMatchObject({ method: 'REQUEST', uid: firstInvite.uid, sequence: 1, start: after.session.startsAt });

    await moveClock(world, newStart - DAY + MINUTE, token, 'late');
    await arrived(world.smtp, VISITOR, new RegExp(`^Reminder: your session is tomorrow at ${newTime} IST$`));
    await settled(world);
    // An hour before the old time (still hours before the new one), nothing goes out either.
    world.clock.moveTo(new Date(booked.startsAt - HOUR + MINUTE), world.server);
    await settled(world);
    expect(mailsTo(world.smtp, VISITOR, REMINDER).map((mail) => mail.subject)).toEqual([`Reminder: your session is tomorrow at ${newTime} IST`]);
    expect(mailsTo(world.smtp, VISITOR, /: your session #\d+ is now on /)).toHaveLength(1);
    const oldReminders = await withDatabase(world.server, (db) =>
      db.all('SELECT DISTINCT state FROM session_reminders WHERE starts_at = ?', [before.session.startsAt]),
    );
    expect(oldReminders).toEqual([{ state: 'cancelled' }]);
  });

  it('cancels more than 24 hours ahead: says the full refund first, then refunds once and mails once', { timeout: 90_000 }, async () => {
    const world = await startWorld();
    const booked = await paidSession(world);
    const { token } = booked;
    const payment = await withDatabase(world.server, (db) =>
      db.get<{ merchant_transaction_id: string }>("SELECT merchant_transaction_id FROM payments WHERE state = 'SUCCESS'"),
    );
    const txn = payment?.merchant_transaction_id;
    if (!txn) throw new Error('No successful payment');

    const { context, page, problems } = await openPhonePage(browser());
    const cancelPath = `/api/manage/${token}/cancel`;
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === cancelPath) posted.push(request.headers()['idempotency-key'] ?? '');
    });
    try {
      await page.goto(`${world.server.url}/manage/${token}`);
      await page.getByRole('button', { name: 'Cancel this session' }).click({ timeout: 15_000 });
      await page.getByText('You will get a full refund of ₹999.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Yes, cancel my session' }).dblclick();
      await page.getByText('Your session is cancelled.', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(/^Your refund of ₹999 is complete\./).waitFor();
      expect(posted).toHaveLength(1);

      // The page's request again under its key (an answer lost on the way), and a new tap from another tab.
      const replay = await fetch(`${world.server.url}${cancelPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': posted[0]! },
        body: '{}',
      });
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as ManageAnswer).state).toBe('cancelled');
      const another = await fetch(`${world.server.url}${cancelPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: '{}',
      });
      expect(another.status).toBe(409);

      await page.reload();
      await page.getByText('Your session is cancelled.', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(/^Your refund of ₹999 is complete\./).waitFor();
      await expect(page.getByRole('button', { name: 'Cancel this session' }).count()).resolves.toBe(0);

      // The gateway's own page lists the one refund.
      await page.goto(`${world.server.url}/pay/sandbox/${txn}`);
      await page.getByRole('heading', { name: 'Refunds' }).waitFor();
      const refundRows = page.getByRole('table').getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
      await expect(refundRows.allInnerTexts()).resolves.toEqual([expect.stringMatching(/^₹999\s+COMPLETED\s/)]);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }

    await arrived(world.smtp, VISITOR, /refund of ₹999 is complete$/);
    await settled(world);
    const cancellations = mailsTo(world.smtp, VISITOR, /: your session on .* is cancelled$/);
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.text).toContain('A full refund of ₹999 has been started.');
    expect(inviteOf(cancellations[0]!)).toMatchObject({ method: 'CANCEL', uid: inviteOf(booked.confirmation).uid, sequence: 1 });
    expect(mailsTo(world.smtp, VISITOR, /refund of ₹999 has started$/)).toHaveLength(1);
    expect(mailsTo(world.smtp, VISITOR, /refund of ₹999 is complete$/)).toHaveLength(1);
    expect(mailsTo(world.smtp, booked.expertEmail, / cancelled$/)).toHaveLength(1);
    const refunds = await withDatabase(world.server, (db) => db.all('SELECT amount_paise, state FROM refunds'));
    expect(refunds).toEqual([{ amount_paise: 99_900, state: 'COMPLETED' }]);
  });

  it('inside 24 hours: says a cancellation is not refunded, offers no move, and keeps to that', { timeout: 90_000 }, async () => {
    const world = await startWorld();
    const booked = await paidSession(world);
    const { token } = booked;
    await moveClock(world, booked.startsAt - 5 * HOUR, token, 'late');

    const { context, page, problems } = await openPhonePage(browser());
    try {
      await page.goto(`${world.server.url}/manage/${token}`);
      await page.getByText(booked.answer.rule.words, { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(/^The time to move this session ended at 10:30 AM IST on /).waitFor();
      await expect(page.getByRole('button', { name: 'Move to another time' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Cancel this session' }).click();
      await page.getByText('This is less than 24 hours before your session, so under our policy it will not be refunded.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Yes, cancel my session' }).click();
      await page.getByText('Your session is cancelled.', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText('Under our policy, this cancellation is not refunded.', { exact: true }).waitFor();
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }

    const [cancelled] = await arrived(world.smtp, VISITOR, /: your session on .* is cancelled$/);
    await settled(world);
    expect(cancelled!.text).toContain('Under our policy this late cancellation is not refunded.');
    expect(inviteOf(cancelled!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(mailsTo(world.smtp, VISITOR, /refund/)).toEqual([]);
    expect(await withDatabase(world.server, (db) => db.get('SELECT count(*) AS n FROM refunds'))).toEqual({ n: 0 });
    const after = await manageAnswer(world.server, token);
    expect(after).toMatchObject({ state: 'cancelled', payment: { amountPaise: 99_900, refund: null } });
  });
});
