import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/engine/db';
import { openSqliteDb } from '../../db/engine/sqlite-db';
import { migrate } from '../../db/migrate';
import { NOW } from '../../../tests/support/fixtures';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/support/fake-smtp-server';
import { createTempDir } from '../../../tests/support/test-app';
import { MAIL_CLAIM_LEASE_MS, startMailWorker } from '../mail/worker';
import { createPaidBookings } from '../../../tests/support/paid-bookings';
import { startReminderWorker } from './reminder-worker';

// A real process, killed with SIGKILL at the two moments that matter: after reminders are
// scheduled but before they are sent, and after the SMTP server took a reminder's mail but
// before the sender recorded it. The process started again on the same database file sends
// each reminder as one mail: queued once, and on the wire only ever with its one Message-ID.

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Child = { process: ChildProcess; exited: Promise<number | null>; lines(): string[]; waitFor(line: RegExp): Promise<void> };

/** Starts crash-child.ts; the test's cleanup kills it (by its own pid) if it is still running. */
function startChild(args: string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  const waiters: Array<{ line: RegExp; resolve(): void }> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter(({ line }) => line.test(output))) waiter.resolve();
  });
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return {
    process: child,
    exited,
    lines: () => output.split('\n').filter(Boolean),
    waitFor: (line) =>
      new Promise<void>((resolve, reject) => {
        if (line.test(output)) return resolve();
        waiters.push({ line, resolve });
        void exited.then((code) => reject(new Error(`The child exited (${code}) before ${line}:\n${output}\n${errors}`)));
      }),
  };
}

async function kill(child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  await child.exited;
}

async function dataFolder(): Promise<string> {
  const temp = createTempDir();
  const db = openSqliteDb(join(temp.dir, 'saathi.db'));
  await migrate(db);
  await db.close();
  cleanups.push(() => temp.remove());
  return temp.dir;
}

function openFile(dir: string): Db {
  const db = openSqliteDb(join(dir, 'saathi.db'));
  cleanups.push(() => db.close());
  return db;
}

type ReminderRow = { id: number; submission_id: number; state: string; mail_id: number | null };
const reminderRows = (db: Db) => db.all<ReminderRow>('SELECT id, submission_id, state, mail_id FROM session_reminders ORDER BY id');
type MailRow = { id: number; message_id: string; state: string; submission_id: number };
const mailRows = (db: Db) => db.all<MailRow>('SELECT id, message_id, state, submission_id FROM mail_outbox ORDER BY id');

describe('a process killed between scheduling and sending', () => {
  it('leaves each booking with all its reminders or none, and a new worker queues each exactly once', { timeout: 60_000 }, async () => {
    const dir = await dataFolder();
    const child = startChild(['schedule', dir, NOW.toISOString()]);
    await child.waitFor(/(booked \d+\n){5}/);
    await kill(child);

    const db = openFile(dir);
    const booked = await db.all<{ id: number; reminders: number }>(
      'SELECT s.id, (SELECT count(*) FROM session_reminders r WHERE r.submission_id = s.id) AS reminders FROM submissions s ORDER BY s.id',
    );
    expect(booked.length).toBeGreaterThanOrEqual(5);
    expect(booked.every(({ reminders }) => reminders === 4)).toBe(true);
    expect(child.lines().length).toBeLessThanOrEqual(booked.length);

    let now = new Date(NOW.getTime() + 24 * HOUR_MS);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const worker = startReminderWorker({ db, config, now: () => now });
    cleanups.push(() => worker.stop());
    await worker.drain();
    now = new Date(NOW.getTime() + 47 * HOUR_MS);
    await worker.drain();
    await worker.drain();

    const reminders = await reminderRows(db);
    const mails = await mailRows(db);
    expect(reminders.every(({ state }) => state === 'sent')).toBe(true);
    expect(mails).toHaveLength(reminders.length);
    expect(new Set(reminders.map(({ mail_id }) => mail_id))).toEqual(new Set(mails.map(({ id }) => id)));
  });
});

describe('a process killed after the SMTP server took a reminder and before it was recorded', () => {
  it('queues each reminder once; a reminder handed over again carries its one Message-ID', { timeout: 60_000 }, async () => {
    const dir = await dataFolder();
    const seeding = openSqliteDb(join(dir, 'saathi.db'));
    // Booked 2 hours ahead: the visitor's and the expert's 1-hour reminders only.
    const startsAt = new Date(NOW.getTime() + 2 * HOUR_MS);
    const bookingId = await createPaidBookings(seeding).insertWithReminders({ startsAt, expertEmail: 'meera@example.in' }, NOW);
    await seeding.close();

    let held: ((mail: ReceivedMail) => void) | undefined;
    const heldMail = new Promise<ReceivedMail>((resolve) => (held = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp: TestSmtpServer = await startTestSmtpServer({
      beforeReply(mail) {
        if (!held) return;
        // The first mail only: kept, and no reply until the sender is dead.
        held(mail);
        held = undefined;
        return released;
      },
    });
    cleanups.push(() => smtp.stop());
    cleanups.push(() => release());

    const due = new Date(startsAt.getTime() - 59 * MINUTE_MS).toISOString();
    const first = startChild(['work', dir, smtp.url, due]);
    const handedOver = await heldMail;
    await kill(first);
    release();

    const db = openFile(dir);
    expect((await mailRows(db)).map(({ state }) => state)).toEqual(['sending', 'queued']);
    expect((await reminderRows(db)).map(({ state }) => state)).toEqual(['sent', 'sent']);

    // The dead sender's lease on the held mail must have run out before another process takes
    // it (a lease still running could be another instance's send under way): the restart comes
    // later by the lease.
    const restartedAt = new Date(new Date(due).getTime() + MAIL_CLAIM_LEASE_MS).toISOString();
    const second = startChild(['work', dir, smtp.url, restartedAt]);
    await second.waitFor(/drained/);
    expect(await second.exited).toBe(0);

    const reminders = await reminderRows(db);
    const mails = await mailRows(db);
    expect(mails.map(({ state, submission_id }) => [state, submission_id])).toEqual([
      ['sent', bookingId],
      ['sent', bookingId],
    ]);
    expect(reminders.map(({ state, mail_id }) => [state, mail_id])).toEqual(mails.map(({ id }) => ['sent', id]));

    // On the wire: the held mail twice (at least once, by design), the other once, each time
    // with the Message-ID its outbox row was given when the reminder was queued.
    const messageIds = smtp.received.map((mail) => mail.headers.get('message-id'));
    const [heldRow, otherRow] = mails;
    expect(handedOver.headers.get('message-id')).toBe(heldRow?.message_id);
    expect(messageIds.sort()).toEqual([heldRow?.message_id, heldRow?.message_id, otherRow?.message_id].sort());
  });
});

describe('the workers in one process', () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it('deliver each reminder once when nothing goes wrong', { timeout: 30_000 }, async () => {
    const dir = await dataFolder();
    smtp = await startTestSmtpServer();
    const db = openFile(dir);
    const startsAt = new Date(NOW.getTime() + 2 * HOUR_MS);
    await createPaidBookings(db).insertWithReminders({ startsAt, expertEmail: 'meera@example.in' }, NOW);
    const now = () => new Date(startsAt.getTime() - 59 * MINUTE_MS);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SMTP_URL: smtp.url });
    const mail = await startMailWorker({ db, config, now });
    const reminders = startReminderWorker({ db, config, now, mail });
    cleanups.push(() => mail.stop());
    cleanups.push(() => reminders.stop());
    await reminders.drain();
    await mail.drain();
    expect(smtp.received.map((received) => [received.to, received.headers.get('subject')])).toEqual([
      [['asha@example.in'], 'Reminder: your session is in one hour, at 1:30 PM IST'],
      [['meera@example.in'], 'Reminder: session in one hour, at 1:30 PM IST'],
    ]);
  });
});
