import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createExpertSessionsRepository } from '../../db/expert-sessions-repository';
import { createExpertsRepository } from '../../db/experts-repository';
import { createSessionRemindersRepository } from '../../db/session-reminders-repository';
import { createSubmissionsRepository } from '../../db/submissions-repository';
import type { Log } from '../../log';
import { NOW } from '../../../tests/support/fixtures';
import { createTempDatabase } from '../../../tests/support/test-app';
import { createManageLinks } from '../bookings/manage-links';
import { lazyServerSecret } from '../secrets';
import { createPaidBookings, type PaidBookingOptions } from '../../../tests/support/paid-bookings';
import { cancelReminders } from './reminder-schedule';
import { REMINDER_BATCH_SIZE, startReminderWorker, type ReminderWorker } from './reminder-worker';

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Outboxed = { id: number; to_address: string; subject: string; text: string; submission_id: number };

async function setUp() {
  const { db, dir, openAnother, cleanup } = await createTempDatabase();
  cleanups.push(cleanup);
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_URL: 'https://saathi.example' });
  let current = NOW.getTime();
  const clock = { now: () => new Date(current), moveTo: (ms: number) => void (current = NOW.getTime() + ms) };
  const bookings = createPaidBookings(db);
  const reminders = createSessionRemindersRepository(db);
  const nudge = vi.fn();

  /** A worker on `on`: by default the test's handle; another one plays a second server instance. */
  function worker(on: Db = db, log?: Log): ReminderWorker {
    const started = startReminderWorker({ db: on, config, now: clock.now, mail: { nudge }, ...(log ? { log } : {}) });
    cleanups.push(() => started.stop());
    return started;
  }

  const book = (options: Omit<PaidBookingOptions, 'startsAt'> & { hoursAhead: number }) =>
    bookings.insertWithReminders({ expertEmail: 'meera@example.in', ...options, startsAt: new Date(NOW.getTime() + options.hoursAhead * HOUR_MS) }, NOW);
  const outbox = () => db.all<Outboxed>('SELECT id, to_address, subject, text, submission_id FROM mail_outbox ORDER BY id');
  const states = async (id: number) => (await reminders.findFor('individual', id)).map(({ audience, lead, state }) => `${audience} ${lead} ${state}`);
  return { db, openAnother, config, clock, reminders, nudge, worker, book, outbox, states };
}

describe('the reminder worker', () => {
  it("writes a Hindi booking's reminder in Hindi, with the Hindi manage page, and the expert's in English", async () => {
    const { clock, worker, book, outbox, config } = await setUp();
    const id = await book({ hoursAhead: 48, language: 'hi' });
    const running = worker();
    clock.moveTo(24 * HOUR_MS);
    await running.drain();
    const [visitor, expert] = await outbox();
    expect(visitor?.subject).toBe('रिमाइंडर: आपका सेशन कल 11:30 AM IST पर है');
    expect(visitor?.text).toContain(createManageLinks(lazyServerSecret(config), config.publicUrl).urlFor('individual', id, 'hi'));
    expect(visitor?.text).toContain('/hi/manage/');
    expect(visitor?.text).toContain('सेशन शुरू होने से 24 घंटे पहले तक');
    expect(expert?.subject).toBe('Reminder: session tomorrow at 11:30 AM IST');
  });

  it('queues one mail per due reminder, marks it sent with that mail, and nudges the mail worker', async () => {
    const { clock, reminders, nudge, worker, book, outbox, states, config } = await setUp();
    const id = await book({ hoursAhead: 48 });
    const running = worker();
    await running.drain();
    expect(await outbox()).toEqual([]);

    clock.moveTo(24 * HOUR_MS);
    await running.drain();
    await running.drain();
    expect((await outbox()).map(({ to_address, subject }) => [to_address, subject])).toEqual([
      ['asha@example.in', 'Reminder: your session is tomorrow at 11:30 AM IST'],
      ['meera@example.in', 'Reminder: session tomorrow at 11:30 AM IST'],
    ]);
    expect(await states(id)).toEqual(['visitor 24h sent', 'expert 24h sent', 'visitor 1h scheduled', 'expert 1h scheduled']);
    const manageUrl = createManageLinks(lazyServerSecret(config), config.publicUrl).urlFor('individual', id);
    expect((await outbox())[0]?.text).toContain(manageUrl);
    expect((await outbox())[1]?.text).not.toContain('/manage/');
    expect(nudge).toHaveBeenCalled();

    clock.moveTo(47 * HOUR_MS);
    await running.drain();
    const mails = await outbox();
    expect(mails.map(({ subject }) => subject).slice(2)).toEqual([
      'Reminder: your session is in one hour, at 11:30 AM IST',
      'Reminder: session in one hour, at 11:30 AM IST',
    ]);
    const sent = await reminders.findFor('individual', id);
    expect(sent.map(({ mailId }) => mailId)).toEqual(mails.map(({ id: mailId }) => mailId));
    expect(mails.every((mail) => mail.submission_id === id)).toBe(true);
  });

  it('works through more than one batch', async () => {
    const { clock, worker, book, outbox, db } = await setUp();
    const count = Math.ceil((REMINDER_BATCH_SIZE * 1.5) / 2);
    for (let n = 0; n < count; n++) await book({ hoursAhead: 5 });
    clock.moveTo(4 * HOUR_MS);
    await worker().drain();
    expect(await outbox()).toHaveLength(count * 2);
    const left = await db.get<{ n: number }>(`SELECT count(*) AS n FROM session_reminders WHERE state <> 'sent'`);
    expect(left?.n).toBe(0);
  });

  it('turns each due reminder into one mail when two instances run their rounds at once', async () => {
    const { db, openAnother, clock, worker, book, outbox } = await setUp();
    // 300 due reminders: more than one batch, so the two instances' batches overlap.
    const bookings = 150;
    for (let n = 0; n < bookings; n++) await book({ hoursAhead: 5 });
    clock.moveTo(4 * HOUR_MS);
    const errors: unknown[] = [];
    // A round that failed (a batch that found its rows taken) would be logged here.
    const recordErrors: Log = (message, fields) => void (message.includes('error') && errors.push({ message, ...fields }));
    const first = worker(db, recordErrors);
    const second = worker(openAnother(), recordErrors);
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    expect(errors).toEqual([]);
    const mails = await outbox();
    expect(mails).toHaveLength(bookings * 2);
    const rows = await db.all<{ state: string; mail_id: number | null }>('SELECT state, mail_id FROM session_reminders');
    expect(rows).toHaveLength(bookings * 2);
    expect(rows.every(({ state }) => state === 'sent')).toBe(true);
    // Every mail belongs to exactly one reminder, and every reminder to its own mail.
    expect(new Set(rows.map(({ mail_id }) => mail_id))).toEqual(new Set(mails.map(({ id }) => id)));
  });

  it('sends nothing for a cancelled session, whether its reminders were cancelled or only its booking', async () => {
    const { db, clock, reminders, worker, book, outbox, states } = await setUp();
    const withdrawn = await book({ hoursAhead: 48 });
    const cancelledOnly = await book({ hoursAhead: 48 });
    await db.transaction(() => cancelReminders(reminders, 'individual', withdrawn, NOW));
    await db.run(`UPDATE submissions SET status = 'Cancelled' WHERE id = ?`, [cancelledOnly]);

    clock.moveTo(47 * HOUR_MS + 30 * MINUTE_MS);
    await worker().drain();
    expect(await outbox()).toEqual([]);
    for (const id of [withdrawn, cancelledOnly]) expect((await states(id)).every((state) => state.endsWith('cancelled'))).toBe(true);
  });

  it('skips the expert without an e-mail address, the 24-hour reminder an hour before, and a session already begun', async () => {
    const { db, clock, worker, book, outbox, states } = await setUp();
    const noAddress = await book({ hoursAhead: 48, expertEmail: null });
    const noExpert = await book({ hoursAhead: 48, expertEmail: undefined });
    clock.moveTo(24 * HOUR_MS);
    const running = worker();
    await running.drain();
    expect((await outbox()).map(({ to_address }) => to_address)).toEqual(['asha@example.in', 'asha@example.in']);
    expect(await states(noAddress)).toEqual(['visitor 24h sent', 'expert 24h cancelled', 'visitor 1h scheduled', 'expert 1h scheduled']);
    expect((await outbox())[1]?.text).toContain('Our team will assign your expert');

    // The server was down from a day before until the session began: nothing late goes out.
    const late = await book({ hoursAhead: 48 });
    const begun = await book({ hoursAhead: 48 });
    await db.run(`UPDATE session_reminders SET state = 'cancelled' WHERE submission_id IN (?, ?) AND lead = '1h'`, [late, begun]);
    clock.moveTo(47 * HOUR_MS + 30 * MINUTE_MS);
    await running.drain();
    expect(await states(late)).toEqual(['visitor 24h cancelled', 'expert 24h cancelled', 'visitor 1h cancelled', 'expert 1h cancelled']);
    clock.moveTo(49 * HOUR_MS);
    await running.drain();
    expect((await states(begun)).every((state) => state.endsWith('cancelled'))).toBe(true);
    // The two first bookings' visitors still get their 1-hour reminders.
    expect((await states(noExpert)).slice(2)).toEqual(['visitor 1h sent', 'expert 1h cancelled']);
    expect((await states(noAddress)).slice(2)).toEqual(['visitor 1h sent', 'expert 1h cancelled']);
    expect(await outbox()).toHaveLength(2 + 2);
  });

  it('mails the expert who has the session when it is due, not the one it was booked with', async () => {
    const { db, clock, worker, book, outbox } = await setUp();
    const id = await book({ hoursAhead: 48 });
    const other = await createExpertsRepository(db).insert({ originalId: 500, name: 'Dr. Kabir Shah', email: 'kabir@example.in' });
    const expertSessions = createExpertSessionsRepository(db);
    const session = await expertSessions.findFor('individual', id);
    if (!session) throw new Error('The fixture confirms an expert');
    await expertSessions.put({ ...session, expertId: other.id }, NOW);

    clock.moveTo(24 * HOUR_MS);
    await worker().drain();
    expect((await outbox()).map(({ to_address }) => to_address)).toEqual(['asha@example.in', 'kabir@example.in']);
    expect((await outbox())[0]?.text).toContain('Dr. Kabir Shah');
  });

  it('moves reminders to the time the session now starts when it was moved without them', async () => {
    const { db, clock, worker, book, outbox, reminders } = await setUp();
    const id = await book({ hoursAhead: 48 });
    const expertSessions = createExpertSessionsRepository(db);
    const session = await expertSessions.findFor('individual', id);
    if (!session) throw new Error('The fixture confirms an expert');
    const later = new Date(Date.parse(session.startsAt) + HOUR_MS);
    await expertSessions.put({ ...session, startsAt: later.toISOString(), endsAt: new Date(later.getTime() + HOUR_MS).toISOString() }, NOW);

    const running = worker();
    clock.moveTo(24 * HOUR_MS);
    await running.drain();
    expect(await outbox()).toEqual([]);
    clock.moveTo(25 * HOUR_MS);
    await running.drain();
    expect((await outbox()).map(({ subject }) => subject)).toEqual([
      'Reminder: your session is tomorrow at 12:30 PM IST',
      'Reminder: session tomorrow at 12:30 PM IST',
    ]);
    const rows = (await reminders.findFor('individual', id)).map(({ startsAt, lead, state }) => `${startsAt === later.toISOString() ? 'new' : 'old'} ${lead} ${state}`);
    expect(rows.sort()).toEqual(['new 1h scheduled', 'new 1h scheduled', 'new 24h sent', 'new 24h sent', 'old 1h scheduled', 'old 1h scheduled', 'old 24h cancelled', 'old 24h cancelled']);

    clock.moveTo(48 * HOUR_MS);
    await running.drain();
    expect(await outbox()).toHaveLength(4);
    expect((await createSubmissionsRepository(db).findById('individual', id))?.status).toBe('Paid');
  });

  it('stops between batches, after the one in progress; the next start queues the rest', async () => {
    const { clock, worker, book, outbox } = await setUp();
    const bookings = REMINDER_BATCH_SIZE + REMINDER_BATCH_SIZE / 2;
    for (let n = 0; n < bookings; n++) await book({ hoursAhead: 5 });
    const running = worker();
    await running.drain();
    clock.moveTo(4 * HOUR_MS);
    const draining = running.drain();
    await running.stop();
    await draining;
    expect(await outbox()).toHaveLength(REMINDER_BATCH_SIZE);
    running.nudge();
    await running.drain();
    expect(await outbox()).toHaveLength(REMINDER_BATCH_SIZE);

    await worker().drain();
    expect(await outbox()).toHaveLength(bookings * 2);
  });
});
