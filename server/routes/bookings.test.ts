import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { SLOT_NO_LONGER_AVAILABLE } from '../../src/domain/schemas/session-time';
import { SLOT_MESSAGES } from '../../src/domain/slots';
import type { Db } from '../db/engine/db';
import { SECRET_FILE_NAME } from '../services/secrets';
import { coupleBooking, familyBooking, individualBooking, individualSession, NEXT_WEEK, NOW, TODAY } from '../../tests/support/fixtures';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  testApp = await createTestApp({ now: () => NOW, ...options });
  return testApp;
}

// Other reasons, so the stored booking is seen to keep the text typed for them.
const individual = individualBooking({ supportReason: ['Stress and anxiety', 'Other'], otherSupportReason: 'Exams' });
const couple = coupleBooking();
const family = familyBooking();

function post(app: TestApp, kind: string, body: unknown, key: string = randomUUID()) {
  return request(app.app).post(`/api/submissions/${kind}`).set('Idempotency-Key', key).send(body as object);
}

function putSession(app: TestApp, id: number, token: string | null, body: unknown) {
  const req = request(app.app).put(`/api/bookings/individual/${id}/session`);
  if (token !== null) req.set('Authorization', `Bearer ${token}`);
  return req.send(body as object);
}

function rows(db: Db) {
  return db.all<{ id: number; kind: string; name: string; email: string; phone: string; status: string; payload: string }>(
    'SELECT * FROM submissions ORDER BY id',
  );
}

function mails(db: Db) {
  return db.all<{ to_address: string; subject: string; html: string; text: string; submission_id: number }>(
    'SELECT to_address, subject, html, text, submission_id FROM mail_outbox ORDER BY id',
  );
}

describe('GET /api/slots', () => {
  it('answers the slots of a date by the server clock', async () => {
    const app = await start();
    const future = await request(app.app).get(`/api/slots?date=${NEXT_WEEK}`).expect(200);
    expect(future.body.date).toBe(NEXT_WEEK);
    expect(future.body.slots[0]).toBe('10:30 AM');
    expect(future.body.slots.at(-1)).toBe('10:30 PM');
    expect(future.body.message).toBeUndefined();

    // 11:30 AM now: the first slot 3 hours ahead is 2:30 PM.
    const today = await request(app.app).get(`/api/slots?date=${TODAY}`).expect(200);
    expect(today.body.slots[0]).toBe('2:30 PM');

    const past = await request(app.app).get('/api/slots?date=2026-11-19').expect(200);
    expect(past.body).toEqual({ date: '2026-11-19', slots: [], message: SLOT_MESSAGES.pastDate });
  });

  it('follows the clock: a time that passes its notice is gone a second later', async () => {
    const clock = { now: NOW };
    const app = await start({ now: () => clock.now });
    const firstToday = async () => (await request(app.app).get(`/api/slots?date=${TODAY}`).expect(200)).body.slots[0];
    expect(await firstToday()).toBe('2:30 PM');
    // 2:30 PM is now less than three hours ahead.
    clock.now = new Date(NOW.getTime() + 1000);
    expect(await firstToday()).toBe('3:00 PM');
  });

  it('refuses a missing or malformed date with 400', async () => {
    const app = await start();
    await request(app.app).get('/api/slots').expect(400);
    const bad = await request(app.app).get('/api/slots?date=2026-02-30').expect(400);
    expect(bad.body.error).toBe(SLOT_MESSAGES.invalidDate);
  });
});

describe('POST /api/submissions/individual', () => {
  it('stores the booking Pending with what the server adds, queues both mails and returns id and token', async () => {
    const app = await start({ env: { TEAM_EMAIL: 'inbox@saathi.example' } });
    const key = randomUUID();
    const res = await post(app, 'individual', individual, key).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), token: expect.stringMatching(/^[\w-]{43}$/) });

    const [row] = await rows(app.db);
    expect(row).toMatchObject({ id: res.body.id, kind: 'individual', name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', status: 'Pending' });
    const payload = JSON.parse(row!.payload);
    expect(payload).toMatchObject({ ...individual, paymentstatus: 'Pending', submitted_date: NOW.toISOString(), submittedAt: NOW.toISOString() });

    const queued = await mails(app.db);
    expect(queued.map((mail) => mail.to_address)).toEqual(['asha@example.in', 'inbox@saathi.example']);
    expect(queued[0]!.text).toMatch(/Payment: Pending/);
    expect(queued[1]!.html).toContain('Contact User');
    expect(queued[1]!.html).toContain('mailto:asha@example.in');
    expect(queued[1]!.html).toContain('tel:9876543210');

    // A replay answers the same id and token and stores nothing new.
    const replay = await post(app, 'individual', individual, key).expect(201);
    expect(replay.body).toEqual(res.body);
    expect((await rows(app.db))).toHaveLength(1);
    expect((await mails(app.db))).toHaveLength(2);
  });

  it('refuses an invalid step field with the spec message, storing nothing', async () => {
    const app = await start();
    const res = await post(app, 'individual', { ...individual, contactNo: '0123456789', feelingsReason: '' }).expect(400);
    expect(res.body.fields).toMatchObject({
      contactNo: 'Please enter a valid 10-digit phone number',
      feelingsReason: 'Please select a reason',
    });
    const minor = await post(app, 'individual', { ...individual, age: 16 }).expect(400);
    expect(minor.body.fields).toMatchObject({ guardianContactNo: 'Guardian contact number is required' });
    expect((await rows(app.db))).toHaveLength(0);
    expect((await mails(app.db))).toHaveLength(0);
  });

  it('keeps the token secret stable in DATA_DIR, readable by its owner only', async () => {
    const app = await start();
    const first = await post(app, 'individual', individual).expect(201);
    const mode = statSync(join(app.dir, SECRET_FILE_NAME)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(first.body.token).not.toBe('');
  });
});

describe('PUT /api/bookings/individual/:id/session', () => {
  async function booked(app: TestApp) {
    const res = await post(app, 'individual', individual).expect(201);
    return res.body as { id: number; token: string };
  }

  it('stores duration, date and the time range on the same record', async () => {
    const app = await start();
    const { id, token } = await booked(app);
    const res = await putSession(app, id, token, individualSession({ sessionDuration: 'individual-40', sessionTime: '10:30 AM' })).expect(200);
    // No expert takes individual sessions in this database: staff will assign one after payment.
    expect(res.body).toEqual({
      id,
      sessionDuration: 'individual-40',
      sessionDate: NEXT_WEEK,
      sessionTime: '10:30 AM - 11:10 AM',
      expert: null,
      holdExpiresAt: null,
    });

    // Choosing again (the visitor changed their mind) updates, never adds.
    await putSession(app, id, token, individualSession({ sessionDuration: 'individual-60', sessionTime: '12:00 PM' })).expect(200);
    const stored = await rows(app.db);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.payload)).toMatchObject({
      name: 'Asha Rao',
      sessionDuration: 'individual-60',
      sessionDate: NEXT_WEEK,
      sessionTime: '12:00 PM - 1:00 PM',
      paymentstatus: 'Pending',
    });
  });

  it('answers 404 without the right token, and changes nothing', async () => {
    const app = await start();
    const { id, token } = await booked(app);
    const session = individualSession();
    await putSession(app, id, null, session).expect(404);
    await putSession(app, id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, session).expect(404);
    await putSession(app, id + 1, token, session).expect(404);
    await request(app.app).put(`/api/bookings/couple/${id}/session`).set('Authorization', `Bearer ${token}`).send(session).expect(404);
    expect(JSON.parse((await rows(app.db))[0]!.payload).sessionTime).toBeUndefined();
  });

  it('gives the spec messages for a missing step 5 field', async () => {
    const app = await start();
    const { id, token } = await booked(app);
    const res = await putSession(app, id, token, {}).expect(400);
    expect(res.body.fields).toEqual({
      sessionDuration: 'Please select a session duration',
      sessionDate: 'Please select a date',
      sessionTime: 'Session time is required',
    });
  });

  it('answers 409 for a slot that is no longer available, storing nothing', async () => {
    const app = await start();
    const { id, token } = await booked(app);
    // 11:30 AM now: 1:00 PM today is less than 3 hours away.
    const res = await putSession(app, id, token, individualSession({ sessionDate: TODAY, sessionTime: '1:00 PM' })).expect(409);
    expect(res.body).toEqual({ error: SLOT_NO_LONGER_AVAILABLE, fields: { sessionTime: SLOT_NO_LONGER_AVAILABLE } });
    const past = await putSession(app, id, token, individualSession({ sessionDate: '2026-11-19', sessionTime: '1:00 PM' })).expect(409);
    expect(past.body.fields.sessionDate).toBe(SLOT_MESSAGES.pastDate);
    expect(JSON.parse((await rows(app.db))[0]!.payload).sessionTime).toBeUndefined();
  });
});

describe('POST /api/submissions/couple and family-friends', () => {
  it('stores a couple booking with its fields and window', async () => {
    const app = await start();
    const res = await post(app, 'couple', couple).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), token: expect.any(String) });
    const [row] = await rows(app.db);
    expect(row).toMatchObject({ kind: 'couple', name: 'Ravi Kumar', phone: '9876543211', status: 'Pending' });
    expect(JSON.parse(row!.payload)).toMatchObject({ ...couple, paymentstatus: 'Pending', submitted_date: NOW.toISOString() });
    expect((await mails(app.db))).toHaveLength(2);
    expect((await mails(app.db))[1]!.text).toContain('6 PM to 9 PM');
    // NEXT_WEEK, 2026-11-27, as the visitor and the team read it.
    for (const mail of (await mails(app.db))) expect(mail.text).toContain('Date: Friday, 27 November 2026\nTime (IST): 6 PM to 9 PM');
  });

  it('stores a family/friends booking with its fields', async () => {
    const app = await start();
    await post(app, 'family-friends', family).expect(201);
    const [row] = await rows(app.db);
    expect(row).toMatchObject({ kind: 'family-friends', name: 'Farah Khan', status: 'Pending' });
    expect(JSON.parse(row!.payload)).toMatchObject({ ...family, paymentstatus: 'Pending' });
  });

  it('refuses invalid step fields with the spec messages', async () => {
    const app = await start();
    const c = await post(app, 'couple', { ...couple, partnerName: '', therapyGoals: [] }).expect(400);
    expect(c.body.fields).toMatchObject({ partnerName: "Partner's name is required", therapyGoals: 'At least one therapy goal is required' });
    const f = await post(app, 'family-friends', { ...family, participantsNames: '', PaymentsAgreed: false }).expect(400);
    expect(f.body.fields).toMatchObject({
      participantsNames: "Other participants' names are required",
      PaymentsAgreed: 'You must agree to the payment terms',
    });
    expect((await rows(app.db))).toHaveLength(0);
  });

  it('answers 409 for a window that is no longer available, storing nothing; a replay of an accepted one still answers', async () => {
    const app = await start();
    // 11:30 AM now: 12 PM to 3 PM today starts in 30 minutes.
    const res = await post(app, 'couple', { ...couple, sessionDate: TODAY, sessionTime: '12 PM to 3 PM' }).expect(409);
    expect(res.body).toEqual({ error: SLOT_NO_LONGER_AVAILABLE, fields: { sessionTime: SLOT_NO_LONGER_AVAILABLE } });
    await post(app, 'family-friends', { ...family, sessionDate: '2026-11-01' }).expect(409);
    expect((await rows(app.db))).toHaveLength(0);
    expect((await mails(app.db))).toHaveLength(0);
    expect((await app.db.get<{ n: number }>('SELECT count(*) AS n FROM idempotency_keys'))?.n).toBe(0);
  });
});
