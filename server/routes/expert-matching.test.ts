import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERT_CHOICE_INVALID } from '../../src/domain/schemas/individual';
import { SLOT_NO_LONGER_AVAILABLE } from '../../src/domain/schemas/session-time';
import { SLOT_MESSAGES } from '../../src/domain/slots';
import { coupleBooking, individualBooking, individualSession, NEXT_WEEK, NOW } from '../../tests/support/fixtures';
import { paidMails, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { NO_EXPERT_NOTE } from '../services/payments/payment-settlement';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// Matching, free times and holds over the demo experts (issue 19). NOW is Friday 20 November
// 2026, 11:30 AM IST; NEXT_WEEK is Friday 27 November.

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

async function start(clock: { now: Date } = { now: NOW }): Promise<TestApp> {
  testApp = await createTestApp({ seed: true, now: () => clock.now });
  return testApp;
}

async function expertId(app: TestApp, name: string): Promise<number> {
  const row = await app.db.get<{ id: number }>('SELECT id FROM experts WHERE name = ?', [name]);
  if (!row) throw new Error(`No expert ${name}`);
  return row.id;
}

async function booking(app: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await request(app.app).post('/api/submissions/individual').set('Idempotency-Key', randomUUID()).send(individualBooking(overrides)).expect(201);
  return res.body as { id: number; token: string };
}

function setSession(app: TestApp, { id, token }: { id: number; token: string }, body: Record<string, unknown>) {
  return request(app.app).put(`/api/bookings/individual/${id}/session`).set('Authorization', `Bearer ${token}`).send(individualSession(body));
}

describe('GET /api/experts/matches', () => {
  it('ranks who speaks the language and is the gender asked for, with the reasons', async () => {
    const app = await start();
    const res = await request(app.app)
      .get('/api/experts/matches')
      .query({ kind: 'individual', language: 'Hindi', gender: 'Female', concerns: ['Stress and anxiety'] })
      .expect(200);
    const names = (res.body.matches as { name: string }[]).map((match) => match.name);
    // Meera shares the concern; Harpreet is free sooner today (2:30 PM) than Farah (5:00 PM).
    expect(names).toEqual(['Meera Krishnan', 'Harpreet Kaur', 'Farah Siddiqui']);
    expect(res.body.matches[0]).toEqual({
      id: await expertId(app, 'Meera Krishnan'),
      name: 'Meera Krishnan',
      position: 'Counselling Psychologist',
      imageSrc: '/images/experts/meera-krishnan.svg',
      languages: ['English', 'Hindi', 'Tamil'],
      gender: 'Female',
      reasons: ['Speaks Hindi', 'Female counsellor', 'Works with stress and anxiety'],
      // Today, the first start at least three hours ahead inside her hours.
      nextFree: '2026-11-20T09:00:00.000Z',
    });
    expect(res.body).toMatchObject({ unmet: [], closest: [] });
    expect(res.body.message).toBeUndefined();
  });

  it('says which preference could not be met and offers the closest experts', async () => {
    const app = await start();
    const res = await request(app.app).get('/api/experts/matches').query({ kind: 'individual', language: 'Kannada', gender: 'Male' }).expect(200);
    expect(res.body.matches).toEqual([]);
    expect(res.body.unmet).toEqual(['gender']);
    expect(res.body.message).toBe('We do not have a male counsellor who speaks Kannada yet.');
    expect((res.body.closest as { name: string }[]).map((match) => match.name)).toEqual(['Kavya Iyer']);
  });

  it('follows an expert who leaves or returns, whoever wrote the change', async () => {
    const app = await start();
    const names = async () =>
      (
        (await request(app.app).get('/api/experts/matches').query({ kind: 'individual', language: 'Hindi', gender: 'Female' }).expect(200)).body
          .matches as { name: string }[]
      ).map((match) => match.name);
    expect(await names()).toContain('Meera Krishnan');
    const meera = await expertId(app, 'Meera Krishnan');
    await app.db.run('UPDATE experts SET active = 0 WHERE id = ?', [meera]);
    expect(await names()).not.toContain('Meera Krishnan');
    await app.db.run('UPDATE experts SET active = 1 WHERE id = ?', [meera]);
    expect(await names()).toContain('Meera Krishnan');
  });

  it('follows the calendars at once: a session written by any process, and a hold that lapses', async () => {
    // Ten minutes before NOW, so that a second later the first start three hours ahead is the same.
    const clock = { now: new Date(NOW.getTime() - 10 * 60_000) };
    const app = await start(clock);
    const meera = await expertId(app, 'Meera Krishnan');
    const question = { kind: 'individual', language: 'Hindi', gender: 'Female', concerns: ['Stress and anxiety'] };
    const meerasNextFree = async () => {
      const res = await request(app.app).get('/api/experts/matches').query(question).expect(200);
      return (res.body.matches as { id: number; nextFree: string | null }[]).find((match) => match.id === meera)?.nextFree;
    };
    const free = await meerasNextFree();
    if (!free) throw new Error('Meera has no free time to take');

    // Her first free hour taken by a row written past this server (as another instance would),
    // a hold that lapses half a second from now; asked again within the same second.
    const { id } = await booking(app);
    const holdExpiresAt = new Date(clock.now.getTime() + 500).toISOString();
    await app.db.run(
      `INSERT INTO expert_sessions (expert_id, kind, submission_id, starts_at, ends_at, state, hold_expires_at, created_at)
       VALUES (?, 'individual', ?, ?, ?, 'held', ?, ?)`,
      [meera, id, free, new Date(Date.parse(free) + 60 * 60_000).toISOString(), holdExpiresAt, clock.now.toISOString()],
    );
    const whileHeld = await meerasNextFree();
    expect(whileHeld && Date.parse(whileHeld)).toBeGreaterThan(Date.parse(free));

    // Lapsed with no write at all: a second later the time is hers to offer again.
    clock.now = new Date(clock.now.getTime() + 1000);
    expect(await meerasNextFree()).toBe(free);
  });

  it('refuses a question without a kind of session', async () => {
    const app = await start();
    const res = await request(app.app).get('/api/experts/matches').query({ language: 'Hindi' }).expect(400);
    expect(res.body.fields).toEqual({ kind: 'Please choose a kind of session' });
  });
});

describe('GET /api/slots with a kind', () => {
  it('lists only the times the chosen expert is free for the whole session', async () => {
    const app = await start();
    const meera = await expertId(app, 'Meera Krishnan');
    const res = await request(app.app)
      .get('/api/slots')
      .query({ date: NEXT_WEEK, kind: 'individual', duration: 'individual-60', expertId: meera })
      .expect(200);
    // Fridays 10 AM to 6 PM: the last hour-long session starts at 5 PM.
    expect(res.body.slots[0]).toBe('10:30 AM');
    expect(res.body.slots.at(-1)).toBe('5:00 PM');
    const forty = await request(app.app).get('/api/slots').query({ date: NEXT_WEEK, kind: 'individual', duration: 'individual-40', expertId: meera });
    expect(forty.body.slots.at(-1)).toBe('5:00 PM');
  });

  it('refuses a question it cannot read, field by field, and takes an empty expert as any', async () => {
    const app = await start();
    const ask = (query: Record<string, string>) => request(app.app).get('/api/slots').query({ kind: 'individual', ...query });
    expect((await ask({ date: NEXT_WEEK, expertId: 'x' }).expect(400)).body.fields).toEqual({ expertId: EXPERT_CHOICE_INVALID });
    expect((await ask({ date: NEXT_WEEK, expertId: '0' }).expect(400)).body.fields).toEqual({ expertId: EXPERT_CHOICE_INVALID });
    expect((await ask({ date: NEXT_WEEK, duration: 'couple-60' }).expect(400)).body.fields).toEqual({ duration: 'Please select a session duration' });
    expect((await ask({ date: ' ' }).expect(400)).body.fields).toEqual({ date: SLOT_MESSAGES.noDate });
    expect((await ask({ date: '2026-02-30' }).expect(400)).body.fields).toEqual({ date: SLOT_MESSAGES.invalidDate });
    const any = await ask({ date: NEXT_WEEK, expertId: ' ', duration: 'individual-60' }).expect(200);
    expect(any.body.slots[0]).toBe('10:30 AM');
  });

  it('says so when the expert does not work that day', async () => {
    const app = await start();
    const res = await request(app.app)
      .get('/api/slots')
      .query({ date: '2026-11-29', kind: 'individual', expertId: await expertId(app, 'Meera Krishnan') })
      .expect(200);
    expect(res.body).toEqual({
      date: '2026-11-29',
      slots: [],
      message: 'This expert has no free times on this date. Please choose another date or another expert.',
    });
  });

  it('lists couple windows in which a matching expert is free', async () => {
    const app = await start();
    const res = await request(app.app).get('/api/slots').query({ date: NEXT_WEEK, kind: 'couple', language: 'Hindi' }).expect(200);
    // Farah, the one couple therapist, works 9 AM to 1 PM and 5 PM to 11 PM on Fridays.
    expect(res.body.slots).toEqual(['9 AM to 12 PM', '12 PM to 3 PM', '3 PM to 6 PM', '6 PM to 9 PM', '9 PM to 12 AM']);
    const saturday = await request(app.app).get('/api/slots').query({ date: '2026-11-24', kind: 'couple' }).expect(200);
    // Tuesdays: mornings only.
    expect(saturday.body.slots).toEqual(['9 AM to 12 PM', '12 PM to 3 PM']);
  });
});

describe('holding an expert slot', () => {
  it('gives a slot to exactly one of two visitors racing for it', async () => {
    const app = await start();
    const meera = await expertId(app, 'Meera Krishnan');
    const first = await booking(app);
    const second = await booking(app);
    const answers = await Promise.all([first, second].map((held) => setSession(app, held, { expertId: meera })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(won.body.expert).toEqual({ id: meera, name: 'Meera Krishnan' });
    expect(won.body.holdExpiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    expect(lost.body).toMatchObject({ error: SLOT_NO_LONGER_AVAILABLE, fields: { sessionTime: SLOT_NO_LONGER_AVAILABLE } });
    // The nearest free times of the same expert: an hour-long session from 10:30 is taken until 11:30.
    expect(lost.body.alternatives).toEqual([
      { date: NEXT_WEEK, time: '11:30 AM' },
      { date: NEXT_WEEK, time: '12:00 PM' },
      { date: NEXT_WEEK, time: '12:30 PM' },
    ]);

    const held = await app.db.all('SELECT expert_id, state, starts_at, ends_at FROM expert_sessions');
    expect(held).toEqual([{ expert_id: meera, state: 'held', starts_at: '2026-11-27T05:00:00.000Z', ends_at: '2026-11-27T06:00:00.000Z' }]);
    const slots = await request(app.app).get('/api/slots').query({ date: NEXT_WEEK, kind: 'individual', duration: 'individual-60', expertId: meera });
    expect(slots.body.slots.slice(0, 2)).toEqual(['11:30 AM', '12:00 PM']);
  });

  it('gives "any" the best matching expert free at that time', async () => {
    const app = await start();
    await setSession(app, await booking(app), { expertId: await expertId(app, 'Meera Krishnan') }).expect(200);
    // Hindi, stress and anxiety: at 10:30 AM on a Friday only Farah of the Hindi speakers works.
    const res = await setSession(app, await booking(app), { expertId: 'any' }).expect(200);
    expect(res.body.expert).toEqual({ id: await expertId(app, 'Farah Siddiqui'), name: 'Farah Siddiqui' });
  });

  it('lets a hold lapse after the hold time, and keeps one hold per booking', async () => {
    const clock = { now: NOW };
    const app = await start(clock);
    const meera = await expertId(app, 'Meera Krishnan');
    const first = await booking(app);
    await setSession(app, first, { expertId: meera }).expect(200);
    // Choosing again moves the booking's own hold; it never collides with itself.
    await setSession(app, first, { expertId: meera, sessionTime: '11:00 AM' }).expect(200);
    await setSession(app, first, { expertId: meera }).expect(200);
    expect(await app.db.get('SELECT COUNT(*) AS n FROM expert_sessions')).toEqual({ n: 1 });

    const second = await booking(app);
    await setSession(app, second, { expertId: meera }).expect(409);
    clock.now = new Date(NOW.getTime() + 16 * 60_000);
    const later = await setSession(app, second, { expertId: meera }).expect(200);
    expect(later.body.expert.id).toBe(meera);
  });

  it('refuses an expert who does not take the session or does not work then', async () => {
    const app = await start();
    const held = await booking(app);
    // Arjun does not work on Fridays before 2 PM.
    const res = await setSession(app, held, { expertId: await expertId(app, 'Arjun Mehta') }).expect(409);
    expect(res.body.alternatives[0]).toEqual({ date: NEXT_WEEK, time: '2:00 PM' });
    await setSession(app, held, { expertId: 9999 }).expect(409);
  });
});

describe('confirming the expert when a booking is paid', () => {
  async function payFor(app: TestApp, kind: string, id: number, token: string, option: string) {
    const started = await pay(app, token, { purpose: 'booking', kind, id, option }).expect(201);
    const txn = (started.body as { merchantTransactionId: string }).merchantTransactionId;
    await sandboxChoose(app, txn, 'SUCCESS');
    return app.db.get<{ comments: string | null }>('SELECT comments FROM payments WHERE merchant_transaction_id = ?', [txn]);
  }

  const sessionOf = (app: TestApp, kind: string, id: number) =>
    app.db.get('SELECT e.name, s.state, s.starts_at FROM expert_sessions s JOIN experts e ON e.id = s.expert_id WHERE s.kind = ? AND s.submission_id = ?', [
      kind,
      id,
    ]);

  it('confirms the held expert and names them in the visitor’s mail and the team’s', async () => {
    const app = await start();
    const held = await booking(app);
    await setSession(app, held, { expertId: await expertId(app, 'Meera Krishnan') }).expect(200);
    const payment = await payFor(app, 'individual', held.id, held.token, 'individual-60');
    expect(payment?.comments).toBeNull();
    expect(await sessionOf(app, 'individual', held.id)).toEqual({ name: 'Meera Krishnan', state: 'confirmed', starts_at: '2026-11-27T05:00:00.000Z' });
    const mails = (await paidMails(app.db)).filter((mail) => /session/.test(mail.subject));
    expect(mails.map((mail) => mail.to_address)).toEqual(['asha@example.in', 'team@saathi.example']);
    for (const mail of mails) expect(mail.html).toContain('Meera Krishnan');
  });

  it('gives a paid couple booking the first matching expert free inside its window', async () => {
    const app = await start();
    const submitted = await request(app.app).post('/api/submissions/couple').set('Idempotency-Key', randomUUID()).send(coupleBooking()).expect(201);
    const { id, token } = submitted.body as { id: number; token: string };
    await payFor(app, 'couple', id, token, 'couple-60');
    // Friday 6 PM to 9 PM: Farah works from 5 PM, so the session starts at the window's start.
    expect(await sessionOf(app, 'couple', id)).toEqual({ name: 'Farah Siddiqui', state: 'confirmed', starts_at: '2026-11-27T12:30:00.000Z' });
  });

  it('asks staff to assign someone when nobody who matches is free at the paid time', async () => {
    const app = await start();
    // Sunday 10:30 AM: no Hindi speaker works then.
    const held = await booking(app);
    const set = await setSession(app, held, { sessionDate: '2026-11-29', expertId: 'any' });
    expect(set.status).toBe(409);
    // A couple window nobody works in: Tuesday 9 PM.
    const submitted = await request(app.app)
      .post('/api/submissions/couple')
      .set('Idempotency-Key', randomUUID())
      .send(coupleBooking({ sessionDate: '2026-11-24', sessionTime: '9 PM to 12 AM' }))
      .expect(201);
    const { id, token } = submitted.body as { id: number; token: string };
    const payment = await payFor(app, 'couple', id, token, 'couple-60');
    expect(payment?.comments).toBe(NO_EXPERT_NOTE);
    expect(await sessionOf(app, 'couple', id)).toBeUndefined();
    const visitorMail = (await paidMails(app.db)).find((mail) => mail.to_address === 'ravi@example.in' && /is booked/.test(mail.subject));
    expect(visitorMail?.html).toContain('Our team will assign your expert');
  });
});

describe('paying keeps the hold', () => {
  it('holds the expert again for the hold time when the payment starts', async () => {
    const clock = { now: NOW };
    const app = await start(clock);
    const held = await booking(app);
    await setSession(app, held, { expertId: await expertId(app, 'Meera Krishnan') }).expect(200);
    clock.now = new Date(NOW.getTime() + 10 * 60_000);
    await pay(app, held.token, { purpose: 'booking', kind: 'individual', id: held.id, option: 'individual-60' }).expect(201);
    const row = await app.db.get('SELECT state, hold_expires_at FROM expert_sessions');
    expect(row).toEqual({ state: 'held', hold_expires_at: new Date(NOW.getTime() + 25 * 60_000).toISOString() });
    // Twenty minutes after it was first chosen the slot is still this visitor's.
    clock.now = new Date(NOW.getTime() + 20 * 60_000);
    await setSession(app, await booking(app), { expertId: await expertId(app, 'Meera Krishnan') }).expect(409);
  });
});
