import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_NO_LONGER_AVAILABLE } from '../../src/domain/schemas/session-time';
import { MANAGE_MESSAGES } from '../../src/domain/schemas/manage';
import { createApp } from '../app';
import type { Db } from '../db/engine/db';
import { openPostgresDb } from '../db/engine/postgres-db';
import { createSubmissionsRepository } from '../db/submissions-repository';
import { EXPERT_NOT_FREE } from '../services/experts/staff-assignment';
import { individualBooking, individualSession, NEXT_WEEK, NOW } from '../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { signInAs } from '../../tests/support/staff';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// Two server instances on one database, taking and changing bookings at the same moment. On
// PostgreSQL each instance has its own pool and their transactions run side by side (READ
// COMMITTED), so "is the expert free? then write the session" must not let two through; on
// SQLite the instances share the one connection and the same tests hold. NOW is Friday 20
// November 2026, 11:30 AM IST; NEXT_WEEK is Friday 27 November.

const SESSION_START = '2026-11-27T05:00:00.000Z';
const MINUTE = 60_000;

let t: TestApp;
let clock: { now: Date };
/** The second instance's handle on the database: a pool of its own on PostgreSQL, the same connection on SQLite. */
let other: Db;
let instances: [express.Express, express.Express];

beforeEach(async () => {
  clock = { now: NOW };
  t = await createTestApp({ seed: true, now: () => clock.now });
  other = t.databaseUrl ? openPostgresDb(t.databaseUrl) : t.db;
  instances = [t.app, createApp({ db: other, config: t.config, now: () => clock.now })];
});
afterEach(async () => {
  if (other !== t.db) await other.close();
  await t.cleanup();
});

/** The instance that serves the `n`th of several requests: they alternate. */
const instance = (n: number) => instances[n % 2]!;

async function expertId(name: string): Promise<number> {
  const row = await t.db.get<{ id: number }>('SELECT id FROM experts WHERE name = ?', [name]);
  if (!row) throw new Error(`No expert ${name}`);
  return row.id;
}

const count = async (sql: string, ...params: (string | number)[]) => (await t.db.get<{ n: number }>(sql, params))?.n;

/** Pairs of live sessions of one expert that overlap: none, whatever happened at once. */
const doubleBooked = () =>
  t.db.all(
    `SELECT a.expert_id, a.submission_id AS one, b.submission_id AS other FROM expert_sessions a
     JOIN expert_sessions b ON b.expert_id = a.expert_id AND b.id > a.id AND b.starts_at < a.ends_at AND a.starts_at < b.ends_at
     WHERE (a.state = 'confirmed' OR a.hold_expires_at > @now) AND (b.state = 'confirmed' OR b.hold_expires_at > @now)`,
    { now: clock.now.toISOString() },
  );

async function submitted(): Promise<{ id: number; token: string }> {
  const res = await request(t.app).post('/api/submissions/individual').set('Idempotency-Key', randomUUID()).send(individualBooking()).expect(201);
  return res.body as { id: number; token: string };
}

const setSession = (app: express.Express, { id, token }: { id: number; token: string }, body: Record<string, unknown>) =>
  request(app).put(`/api/bookings/individual/${id}/session`).set('Authorization', `Bearer ${token}`).send(individualSession(body));

describe('holding a slot from two instances at once', () => {
  it('gives one of ten visitors the expert at that time and tells the nine others it is taken', async () => {
    const meera = await expertId('Meera Krishnan');
    const bookings: { id: number; token: string }[] = [];
    for (let i = 0; i < 10; i++) bookings.push(await submitted());

    const answers = await Promise.all(bookings.map((booking, n) => setSession(instance(n), booking, { expertId: meera })));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(lost).toHaveLength(9);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: SLOT_NO_LONGER_AVAILABLE, fields: { sessionTime: SLOT_NO_LONGER_AVAILABLE } });
      expect(answer.body.alternatives).toContainEqual({ date: NEXT_WEEK, time: '11:30 AM' });
    }
    expect(await t.db.all('SELECT expert_id, starts_at FROM expert_sessions')).toEqual([{ expert_id: meera, starts_at: SESSION_START }]);
  });

  it('gives ten visitors asking for anyone free at one time each a different expert', async () => {
    const bookings: { id: number; token: string }[] = [];
    for (let i = 0; i < 10; i++) bookings.push(await submitted());

    const answers = await Promise.all(bookings.map((booking, n) => setSession(instance(n), booking, { expertId: 'any' })));

    const won = answers.filter((answer) => answer.status === 200);
    expect(won.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.body.error === SLOT_NO_LONGER_AVAILABLE)).toBe(true);
    expect(new Set(won.map((answer) => answer.body.expert.id as number)).size).toBe(won.length);
    expect(await count('SELECT COUNT(*) AS n FROM expert_sessions')).toBe(won.length);
    expect(await doubleBooked()).toEqual([]);
  });
});

describe('settling two payments at once', () => {
  it('never confirms one expert for two bookings whose holds both lapsed', async () => {
    const meera = await expertId('Meera Krishnan');
    const payFor = async (booking: { id: number; token: string }) => {
      await setSession(t.app, booking, { expertId: meera }).expect(200);
      const started = await pay(t, booking.token, { purpose: 'booking', kind: 'individual', id: booking.id, option: 'individual-60' }).expect(201);
      return started.body.merchantTransactionId as string;
    };
    // The first hold lapses, so the second visitor may hold the same time; then that one lapses too.
    const first = await payFor(await submitted());
    clock.now = new Date(NOW.getTime() + 16 * MINUTE);
    const second = await payFor(await submitted());
    clock.now = new Date(NOW.getTime() + 32 * MINUTE);

    await Promise.all([first, second].map((txn, n) => sandboxChoose({ ...t, app: instance(n) }, txn, 'SUCCESS').expect(303)));

    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE state = 'SUCCESS'")).toBe(2);
    expect(await count("SELECT COUNT(*) AS n FROM expert_sessions WHERE expert_id = ? AND state = 'confirmed'", meera)).toBe(1);
    expect(await doubleBooked()).toEqual([]);
  });
});

/** A paid individual session at 10:30 AM next week; its manage token read from the visitor's confirmation. */
async function paidSession(): Promise<{ id: number; token: string; expertId: number }> {
  const { id, token: bearer } = await bookIndividual(t);
  const started = await pay(t, bearer, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }).expect(201);
  await sandboxChoose(t, started.body.merchantTransactionId as string, 'SUCCESS').expect(303);
  const link = new RegExp(`/manage/(i${id}\\.[A-Za-z0-9_-]{43})`);
  const mails = await t.db.all<{ text: string }>('SELECT text FROM mail_outbox WHERE submission_id = ?', [id]);
  const token = link.exec(mails.find((mail) => link.test(mail.text))?.text ?? '')?.[1];
  if (!token) throw new Error('No manage link in the confirmation');
  const session = await t.db.get<{ expert_id: number }>('SELECT expert_id FROM expert_sessions WHERE submission_id = ?', [id]);
  return { id, token, expertId: session!.expert_id };
}

const reschedule = (app: express.Express, token: string, body: object, key = randomUUID()) =>
  request(app).post(`/api/manage/${token}/reschedule`).set('Idempotency-Key', key).send(body);
const cancel = (app: express.Express, token: string) => request(app).post(`/api/manage/${token}/cancel`).set('Idempotency-Key', randomUUID()).send({});

/** Times other than the booked one at which the session's own expert is free next week. */
async function otherFreeTimes(expertId: number): Promise<string[]> {
  const res = await request(t.app).get('/api/slots').query({ date: NEXT_WEEK, kind: 'individual', duration: 'individual-60', expertId }).expect(200);
  return (res.body.slots as string[]).filter((slot) => slot !== '10:30 AM');
}

type ChangeRow = { action: string; from_starts_at: string; to_starts_at: string | null };

/**
 * The booking's changes follow one another: each starts where the one before it left the
 * session, and the last leaves it as stored (moved, or cancelled with no expert session left).
 */
async function expectOneStory(id: number): Promise<ChangeRow[]> {
  const changes = await t.db.all<ChangeRow>('SELECT action, from_starts_at, to_starts_at FROM booking_changes WHERE submission_id = ? ORDER BY id', [id]);
  let at: string | null = SESSION_START;
  for (const change of changes) {
    expect(change.from_starts_at).toBe(at);
    at = change.to_starts_at;
  }
  const booking = await t.db.get<{ status: string }>('SELECT status FROM submissions WHERE id = ?', [id]);
  const sessions = await t.db.all<{ starts_at: string }>('SELECT starts_at FROM expert_sessions WHERE submission_id = ?', [id]);
  if (booking?.status === 'Cancelled') expect(sessions).toEqual([]);
  else expect(sessions).toEqual([{ starts_at: at }]);
  expect(await doubleBooked()).toEqual([]);
  return changes;
}

describe('changing one booking from two instances at once', () => {
  it('makes one change for one Idempotency-Key sent twice, and both answers agree', async () => {
    const { id, token, expertId } = await paidSession();
    const [time] = await otherFreeTimes(expertId);
    const key = randomUUID();
    const mailsBefore = (await count('SELECT COUNT(*) AS n FROM mail_outbox')) ?? 0;

    const answers = await Promise.all([0, 1].map((n) => reschedule(instance(n), token, { sessionDate: NEXT_WEEK, sessionTime: time }, key)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body.session).toEqual(answers[0]!.body.session);
    expect(answers[0]!.body.session.time).toMatch(new RegExp(`^${time} - `));
    expect(await expectOneStory(id)).toHaveLength(1);
    const mails = await t.db.all<{ subject: string }>('SELECT subject FROM mail_outbox ORDER BY id');
    expect(mails.slice(mailsBefore).filter((mail) => /is now on/.test(mail.subject))).toHaveLength(1);
  });

  it('lets two different moves apply one after the other, never both from the same time', async () => {
    const { id, token, expertId } = await paidSession();
    const times = await otherFreeTimes(expertId);
    // Far apart, so that neither move stands in the other's way.
    const [early, late] = [times[0], times.at(-1)];

    const answers = await Promise.all([early, late].map((sessionTime, n) => reschedule(instance(n), token, { sessionDate: NEXT_WEEK, sessionTime })));

    const moved = answers.filter((answer) => answer.status === 200);
    expect(moved.length).toBeGreaterThan(0);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await expectOneStory(id)).toHaveLength(moved.length);
  });

  it('leaves a cancelled booking without a session when a move comes at the same moment', async () => {
    const { id, token, expertId } = await paidSession();
    const [time] = await otherFreeTimes(expertId);

    const [cancelled, movedAnswer] = await Promise.all([cancel(instance(0), token), reschedule(instance(1), token, { sessionDate: NEXT_WEEK, sessionTime: time })]);

    expect(cancelled.status).toBe(200);
    // Either the move came first, or it found the booking cancelled.
    if (movedAnswer.status !== 200) expect(movedAnswer.body.error).toBe(MANAGE_MESSAGES.cancelled);
    const changes = await expectOneStory(id);
    expect(changes.map((change) => change.action)).toEqual(movedAnswer.status === 200 ? ['reschedule', 'cancel'] : ['cancel']);
    expect(await count('SELECT COUNT(*) AS n FROM refunds')).toBe(1);
  });
});

describe('staff assigning from two instances at once', () => {
  it('gives an expert only one of two overlapping bookings', async () => {
    const cookies = [await signInAs(t, 'support'), await signInAs(t, 'admin')];
    const harpreet = await expertId('Harpreet Kaur');
    // Sunday noon: Harpreet works from 11 AM. Paid bookings without an expert, as settlement leaves them when nobody is free.
    const paid = (sessionTime: string) =>
      createSubmissionsRepository(t.db).insert({
        kind: 'individual',
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        status: 'Paid',
        payload: { ...individualBooking(), sessionDuration: 'individual-60', sessionDate: '2026-11-22', sessionTime, meetLink: 'https://meet.jit.si/Saathi-test-room' },
        createdAt: NOW.toISOString(),
        language: 'en',
      });
    const ids = [await paid('12:00 PM - 1:00 PM'), await paid('12:30 PM - 1:30 PM')];
    const assign = (n: number, id: number) =>
      request(instance(n))
        .put(`/api/admin/bookings/individual/${id}/expert`)
        .set('Origin', t.config.publicUrl)
        .set('Cookie', cookies[n]!)
        .send({ expertId: harpreet, reason: 'Nobody was free when it was paid' });
    // Each instance answers once first (a booking it does not have), so neither starts late for its first request.
    for (const n of [0, 1]) await assign(n, 99_999).expect(404);

    const answers = await Promise.all(ids.map((id, n) => assign(n, id)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ error: EXPERT_NOT_FREE, fields: { expertId: EXPERT_NOT_FREE } });
    expect(await count('SELECT COUNT(*) AS n FROM expert_sessions WHERE expert_id = ?', harpreet)).toBe(1);
  });
});
