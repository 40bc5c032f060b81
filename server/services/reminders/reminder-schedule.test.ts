import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/engine/db';
import { createExpertSessionsRepository } from '../../db/expert-sessions-repository';
import { createSessionRemindersRepository, type SessionRemindersRepository } from '../../db/session-reminders-repository';
import { createSubmissionsRepository } from '../../db/submissions-repository';
import { NOW } from '../../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../../tests/support/payment-flow';
import { createTempDatabase, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createPaidBookings } from '../../../tests/support/paid-bookings';
import { cancelReminders, rescheduleReminders, scheduleReminders } from './reminder-schedule';
import { sessionStartOf } from '../bookings/booked-session';

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function freshDatabase(): Promise<Db> {
  const { db, cleanup } = await createTempDatabase();
  cleanups.push(cleanup);
  return db;
}

async function setUp() {
  const db = await freshDatabase();
  const reminders = createSessionRemindersRepository(db);
  const bookings = createPaidBookings(db);
  const listOf = async (id: number) =>
    (await reminders.findFor('individual', id)).map(({ audience, lead, dueAt, state, startsAt }) => ({ audience, lead, dueAt, state, startsAt }));
  return { db, reminders, bookings, listOf };
}

const at = (ms: number) => new Date(NOW.getTime() + ms);
const iso = (ms: number) => at(ms).toISOString();

function schedule(reminders: SessionRemindersRepository, submissionId: number, startsAt: Date, now = NOW) {
  return scheduleReminders(reminders, { kind: 'individual', submissionId, startsAt }, now);
}

describe('scheduleReminders', () => {
  it('writes the visitor and the expert a reminder 24 hours and 1 hour before', async () => {
    const { reminders, bookings, listOf } = await setUp();
    const startsAt = at(48 * HOUR_MS);
    const id = await bookings.insert({ startsAt, expertEmail: 'meera@example.in' }, NOW);
    expect(await schedule(reminders, id, startsAt)).toBe(4);
    const scheduled = (audience: string, lead: string, due: number) => ({ audience, lead, dueAt: iso(due), state: 'scheduled', startsAt: startsAt.toISOString() });
    expect(await listOf(id)).toEqual([
      scheduled('visitor', '24h', 24 * HOUR_MS),
      scheduled('expert', '24h', 24 * HOUR_MS),
      scheduled('visitor', '1h', 47 * HOUR_MS),
      scheduled('expert', '1h', 47 * HOUR_MS),
    ]);
  });

  it('skips the reminders already past: 5 hours ahead gets the 1-hour ones only, 30 minutes ahead none', async () => {
    const { reminders, bookings, listOf } = await setUp();
    const soon = at(5 * HOUR_MS);
    const fiveHours = await bookings.insert({ startsAt: soon }, NOW);
    expect(await schedule(reminders, fiveHours, soon)).toBe(2);
    expect((await listOf(fiveHours)).map(({ audience, lead }) => `${audience} ${lead}`)).toEqual(['visitor 1h', 'expert 1h']);

    const sooner = at(30 * MINUTE_MS);
    const halfHour = await bookings.insert({ startsAt: sooner }, NOW);
    expect(await schedule(reminders, halfHour, sooner)).toBe(0);
    expect(await listOf(halfHour)).toEqual([]);

    // Exactly an hour ahead: the 1-hour reminder would be due now, which is not ahead.
    const hour = await bookings.insert({ startsAt: at(HOUR_MS) }, NOW);
    expect(await schedule(reminders, hour, at(HOUR_MS))).toBe(0);
  });

  it('writes nothing twice when asked twice', async () => {
    const { reminders, bookings, listOf } = await setUp();
    const startsAt = at(48 * HOUR_MS);
    const id = await bookings.insert({ startsAt }, NOW);
    await schedule(reminders, id, startsAt);
    await schedule(reminders, id, startsAt, at(MINUTE_MS));
    expect(await listOf(id)).toHaveLength(4);
  });
});

describe('cancelReminders and rescheduleReminders', () => {
  it('cancels what is still scheduled and leaves what was sent', async () => {
    const { db, reminders, bookings, listOf } = await setUp();
    const startsAt = at(48 * HOUR_MS);
    const id = await bookings.insert({ startsAt }, NOW);
    await schedule(reminders, id, startsAt);
    const [first] = await reminders.findFor('individual', id);
    await markSentWithMail(db, reminders, first?.id ?? 0);
    expect(await cancelReminders(reminders, 'individual', id, NOW)).toBe(3);
    expect((await listOf(id)).map(({ state }) => state)).toEqual(['sent', 'cancelled', 'cancelled', 'cancelled']);
    expect(await cancelReminders(reminders, 'individual', id, NOW)).toBe(0);
  });

  it('moves a session: the old time cancelled, the new time scheduled; moved back, the old rows come back', async () => {
    const { reminders, bookings, listOf } = await setUp();
    const first = at(48 * HOUR_MS);
    const second = at(72 * HOUR_MS);
    const id = await bookings.insert({ startsAt: first }, NOW);
    await schedule(reminders, id, first);

    expect(await rescheduleReminders(reminders, { kind: 'individual', submissionId: id, startsAt: second }, NOW)).toBe(4);
    const states = async () => (await listOf(id)).map(({ startsAt, state }) => `${startsAt === first.toISOString() ? 'first' : 'second'} ${state}`);
    expect(await states()).toEqual(['first cancelled', 'first cancelled', 'first cancelled', 'first cancelled', 'second scheduled', 'second scheduled', 'second scheduled', 'second scheduled']);

    // Two hours later, back to the first time (now 46 h ahead: all four still ahead).
    await rescheduleReminders(reminders, { kind: 'individual', submissionId: id, startsAt: first }, at(2 * HOUR_MS));
    expect(await states()).toEqual(['first scheduled', 'first scheduled', 'first scheduled', 'first scheduled', 'second cancelled', 'second cancelled', 'second cancelled', 'second cancelled']);
  });
});

/** Marks a reminder sent against a mail row of its own, as the worker does. */
async function markSentWithMail(db: Db, reminders: SessionRemindersRepository, reminderId: number): Promise<void> {
  const mail = await db.get<{ id: number }>(
    `INSERT INTO mail_outbox (message_id, to_address, subject, html, text, state, next_attempt_at, created_at)
     VALUES ('<m@saathi.example>', 'asha@example.in', 's', 'h', 't', 'queued', ?, ?)
     RETURNING id`,
    [NOW.toISOString(), NOW.toISOString()],
  );
  expect(await reminders.markSent(reminderId, mail?.id ?? 0, NOW.toISOString())).toBe(true);
}

describe('sessionStartOf', () => {
  it("reads the confirmed expert session first, else the stored time (a window's start), never a hold", async () => {
    const db = await freshDatabase();
    const submissions = createSubmissionsRepository(db);
    const expertSessions = createExpertSessionsRepository(db);
    const bookings = createPaidBookings(db);
    const startOf = async (kind: 'individual' | 'couple', id: number) => {
      const booking = await submissions.findById(kind, id);
      return booking && sessionStartOf(expertSessions, kind, booking);
    };

    const withExpert = await bookings.insert({ startsAt: at(48 * HOUR_MS), expertEmail: 'meera@example.in' }, NOW);
    expect(await startOf('individual', withExpert)).toEqual(at(48 * HOUR_MS));

    // A couple's window, 6 PM to 9 PM IST on 27 November 2026; its expert takes it at 7 PM.
    const couple = await bookings.insert({ kind: 'couple', startsAt: at(48 * HOUR_MS) }, NOW);
    const booking = await submissions.findById('couple', couple);
    await submissions.updatePayload('couple', couple, { ...booking?.payload, sessionDate: '2026-11-27', sessionTime: '6 PM to 9 PM' });
    expect(await startOf('couple', couple)).toEqual(new Date('2026-11-27T12:30:00Z'));
    const seven = { kind: 'couple' as const, submissionId: couple, startsAt: '2026-11-27T13:30:00.000Z', endsAt: '2026-11-27T14:30:00.000Z' };
    await expertSessions.put({ ...seven, expertId: 1, state: 'held', holdExpiresAt: at(HOUR_MS).toISOString() }, NOW);
    expect(await startOf('couple', couple)).toEqual(new Date('2026-11-27T12:30:00Z'));
    await expertSessions.put({ ...seven, expertId: 1, state: 'confirmed', holdExpiresAt: null }, NOW);
    expect(await startOf('couple', couple)).toEqual(new Date('2026-11-27T13:30:00Z'));

    expect(await sessionStartOf(expertSessions, 'couple', { id: 901, payload: {} })).toBeUndefined();
    expect(await sessionStartOf(expertSessions, 'couple', { id: 902, payload: { sessionDate: '2026-11-27', sessionTime: 'soon' } })).toBeUndefined();
  });
});

describe('a booking paid through settlement', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.cleanup();
    app = undefined;
  });

  it('gets its four reminders in the settling transaction, from its session start', async () => {
    app = await createTestApp({ now: () => NOW, seed: true });
    const { id, token } = await bookIndividual(app);
    const { merchantTransactionId: txn } = (await pay(app, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body;
    expect((await sandboxChoose(app, txn, 'SUCCESS')).status).toBe(303);

    // 27 November 2026, 10:30 AM IST (the fixtures' session).
    const rows = await createSessionRemindersRepository(app.db).findFor('individual', id);
    expect(rows.map(({ audience, lead, state, startsAt }) => ({ audience, lead, state, startsAt }))).toEqual([
      { audience: 'visitor', lead: '24h', state: 'scheduled', startsAt: '2026-11-27T05:00:00.000Z' },
      { audience: 'expert', lead: '24h', state: 'scheduled', startsAt: '2026-11-27T05:00:00.000Z' },
      { audience: 'visitor', lead: '1h', state: 'scheduled', startsAt: '2026-11-27T05:00:00.000Z' },
      { audience: 'expert', lead: '1h', state: 'scheduled', startsAt: '2026-11-27T05:00:00.000Z' },
    ]);
  });
});
