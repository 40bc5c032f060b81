import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES } from '../../src/domain/schemas/expert-assignment';
import { createSubmissionsRepository } from '../db/submissions-repository';
import { CROSS_SITE_REFUSED } from '../http/staff-auth';
import { BOOKING_NOT_FOUND, EXPERT_INACTIVE, EXPERT_NOT_FREE, expertTakesNot } from '../services/experts/staff-assignment';
import { coupleBooking, individualBooking, individualSession, NEXT_WEEK, NOW, TODAY } from '../../tests/support/fixtures';
import { outboxSubjects, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// The staff schedule and assigning experts (issue 19) over the demo experts. NOW is Friday
// 20 November 2026, 11:30 AM IST; nobody works on Sunday 22 November before 11 AM (Harpreet
// Kaur, the one expert of Sundays, from 11 AM to 7 PM).

const SUNDAY = '2026-11-22';
const MEET_LINK = 'https://meet.jit.si/Saathi-test-room';

let t: TestApp;
let as: StaffSessions['as'];
let cookies: StaffSessions['cookies'];
/** How often the mail worker was woken. */
let nudges = 0;

beforeEach(async () => {
  nudges = 0;
  t = await createTestApp({ seed: true, now: () => NOW, mail: { nudge: () => void nudges++ } });
  ({ as, cookies } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

async function expertId(name: string): Promise<number> {
  const row = await t.db.get<{ id: number }>('SELECT id FROM experts WHERE name = ?', [name]);
  if (!row) throw new Error(`No expert ${name}`);
  return row.id;
}

/**
 * A paid booking stored as settlement leaves one whose expert nobody could be: the session
 * set, a video link, no expert session. Written directly, since the booking wizard offers
 * only times someone is free.
 */
async function paidBooking(kind: 'individual' | 'couple', session: { sessionDate: string; sessionTime: string }): Promise<number> {
  const payload =
    kind === 'individual'
      ? { ...individualBooking(), sessionDuration: 'individual-60', ...session, meetLink: MEET_LINK }
      : { ...coupleBooking(), sessionDuration: 'couple-60', ...session, meetLink: MEET_LINK };
  return createSubmissionsRepository(t.db).insert({
    kind,
    name: payload.name,
    email: payload.email,
    phone: payload.contactNo,
    status: 'Paid',
    payload,
    createdAt: NOW.toISOString(),
    language: 'en',
  });
}

/** An individual booking for `time` today, its session held through the wizard's own calls. */
async function heldToday(time: string) {
  const submitted = await request(t.app).post('/api/submissions/individual').set('Idempotency-Key', randomUUID()).send(individualBooking()).expect(201);
  const { id, token } = submitted.body as { id: number; token: string };
  await request(t.app)
    .put(`/api/bookings/individual/${id}/session`)
    .set('Authorization', `Bearer ${token}`)
    .send(individualSession({ sessionDate: TODAY, sessionTime: time }))
    .expect(200);
  return { id, token };
}

async function paidToday(time: string): Promise<number> {
  const { id, token } = await heldToday(time);
  const { merchantTransactionId: txn } = (await pay(t, token, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' })).body as {
    merchantTransactionId: string;
  };
  await sandboxChoose(t, txn, 'SUCCESS');
  expect((await request(t.app).get(`/api/payments/${txn}/status`)).body.code).toBe('PAYMENT_SUCCESS');
  return id;
}

const assign = (kind: string, id: number, body: Record<string, unknown>, role: 'admin' | 'support' = 'support') =>
  as(role, 'put', `/api/admin/bookings/${kind}/${id}/expert`).send(body);

const staffActions = () => t.db.all('SELECT staff_username, action, kind, record_id, reason FROM staff_actions ORDER BY id');
const sessionOf = (kind: string, id: number) =>
  t.db.get('SELECT expert_id, state, starts_at, ends_at FROM expert_sessions WHERE kind = ? AND submission_id = ?', [kind, id]);

describe('who may use the schedule', () => {
  const paths = [
    { method: 'get' as const, path: '/api/admin/schedule' },
    { method: 'get' as const, path: '/api/admin/schedule/experts?kind=individual' },
    { method: 'put' as const, path: '/api/admin/bookings/individual/999/expert' },
  ];

  it.each(paths)('$method $path: 401 signed out, 403 for an editor, allowed for admin and support', async ({ method, path }) => {
    await as('nobody', method, path).expect(401);
    await as('editor', method, path).expect(403);
    expect([200, 404]).toContain((await as('admin', method, path)).status);
    expect([200, 404]).toContain((await as('support', method, path)).status);
  });

  it('refuses an assignment from another site', async () => {
    const id = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:00 PM - 1:00 PM' });
    const res = await request(t.app)
      .put(`/api/admin/bookings/individual/${id}/expert`)
      .set('Cookie', cookies.admin)
      .set('Origin', 'https://evil.example')
      .send({ expertId: await expertId('Harpreet Kaur'), reason: 'Visitor asked for her' })
      .expect(403);
    expect(res.body).toEqual({ error: CROSS_SITE_REFUSED });
    expect(await sessionOf('individual', id)).toBeUndefined();
  });
});

describe('GET /api/admin/schedule', () => {
  it("lists today's sessions, held and paid, with their experts, by time", async () => {
    const paid = await paidToday('4:00 PM');
    const held = await heldToday('3:00 PM');
    const res = await as('support', 'get', '/api/admin/schedule').expect(200);
    expect(res.body.date).toBe(TODAY);
    const sessions = res.body.sessions as Array<Record<string, unknown>>;
    expect(sessions.map((session) => session.id)).toEqual([held.id, paid]);
    expect(sessions[0]).toMatchObject({
      kind: 'individual',
      date: TODAY,
      time: '3:00 PM - 4:00 PM',
      startsAt: '2026-11-20T09:30:00.000Z',
      visitor: 'Asha Rao',
      paid: false,
      meetLink: null,
    });
    expect(sessions[0]?.expert).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(sessions[1]).toMatchObject({ time: '4:00 PM - 5:00 PM', startsAt: '2026-11-20T10:30:00.000Z', paid: true, meetLink: expect.stringMatching(/^https:/) });
    expect(sessions[1]?.expert).not.toBeNull();
    expect(res.body.unassigned).toEqual([]);

    const other = await as('admin', 'get', `/api/admin/schedule?date=${NEXT_WEEK}`).expect(200);
    expect(other.body).toMatchObject({ date: NEXT_WEEK, sessions: [] });
    const bad = await as('admin', 'get', '/api/admin/schedule?date=2026-02-30').expect(400);
    expect(bad.body.fields).toEqual({ date: ASSIGNMENT_MESSAGES.date });
  });

  it('lists paid bookings from today on that no expert has', async () => {
    const waiting = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '10:30 AM - 11:30 AM' });
    await paidBooking('individual', { sessionDate: '2026-11-19', sessionTime: '10:30 AM - 11:30 AM' });
    const res = await as('support', 'get', '/api/admin/schedule').expect(200);
    expect(res.body.unassigned).toEqual([
      {
        kind: 'individual',
        id: waiting,
        date: SUNDAY,
        time: '10:30 AM - 11:30 AM',
        startsAt: '2026-11-22T05:00:00.000Z',
        expert: null,
        visitor: 'Asha Rao',
        paid: true,
        meetLink: MEET_LINK,
      },
    ]);
  });
});

describe('GET /api/admin/schedule/experts', () => {
  it('names the active experts who take the kind', async () => {
    await t.db.run("UPDATE experts SET active = 0 WHERE name = 'Kavya Iyer'");
    const res = await as('support', 'get', '/api/admin/schedule/experts?kind=family-friends').expect(200);
    expect(res.body.items).toEqual([
      { id: await expertId('Farah Siddiqui'), name: 'Farah Siddiqui' },
      { id: await expertId('Harpreet Kaur'), name: 'Harpreet Kaur' },
    ]);
    const bad = await as('support', 'get', '/api/admin/schedule/experts').expect(400);
    expect(bad.body.fields).toEqual({ kind: ASSIGNMENT_MESSAGES.kind });
  });
});

describe('PUT /api/admin/bookings/:kind/:id/expert', () => {
  it('confirms the expert, records why and mails the visitor and the expert', async () => {
    await t.db.run("UPDATE experts SET email = 'harpreet@saathi.example' WHERE name = 'Harpreet Kaur'");
    const harpreet = await expertId('Harpreet Kaur');
    const id = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:00 PM - 1:00 PM' });
    const res = await assign('individual', id, { expertId: harpreet, reason: 'Nobody was free when it was paid' }).expect(200);
    expect(res.body.data).toEqual({
      action: 'expert_assign',
      expert: { id: harpreet, name: 'Harpreet Kaur' },
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2026-11-22T07:30:00.000Z',
    });
    expect(await sessionOf('individual', id)).toEqual({ expert_id: harpreet, state: 'confirmed', starts_at: '2026-11-22T06:30:00.000Z', ends_at: '2026-11-22T07:30:00.000Z' });
    expect(await staffActions()).toEqual([
      { staff_username: 'support-user', action: 'expert_assign', kind: 'individual', record_id: id, reason: 'Nobody was free when it was paid' },
    ]);
    expect(nudges).toBe(1);

    const [visitor, expert, ...rest] = await outboxSubjects(t.db);
    expect(rest).toEqual([]);
    expect(visitor?.to_address).toBe('asha@example.in');
    expect(visitor?.subject).toBe(`Saathi: your expert for session #${id} is now Harpreet Kaur`);
    expect(visitor?.html).toContain('Sunday, 22 November 2026');
    expect(visitor?.html).toContain('12:00 PM - 1:00 PM');
    expect(visitor?.html).toContain(MEET_LINK);
    expect(visitor?.html).not.toContain('harpreet@saathi.example');
    expect(visitor?.attachments).toBeNull();
    expect(expert?.to_address).toBe('harpreet@saathi.example');
    expect(expert?.html).toContain(MEET_LINK);
    expect(expert?.html).not.toContain('asha@example.in');
    const [invite] = JSON.parse(expert?.attachments ?? '[]') as Array<{ filename: string; content: string }>;
    expect(invite?.filename).toBe('session.ics');
    expect(invite?.content).toContain('DTSTART:20261122T063000Z');
    expect(invite?.content).toContain('DTEND:20261122T073000Z');
    // The booking's one event, one change after the invite sent on payment.
    expect(invite?.content).toContain(`UID:booking-individual-${id}@`);
    expect(invite?.content).toContain('SEQUENCE:1');

    // The booking has its expert now: it no longer waits.
    expect((await as('support', 'get', '/api/admin/schedule').expect(200)).body.unassigned).toEqual([]);
  });

  it('replaces the expert on a reassignment and mails only the visitor when the expert has no address', async () => {
    const id = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:00 PM - 1:00 PM' });
    await assign('individual', id, { expertId: await expertId('Harpreet Kaur'), reason: 'First choice' }).expect(200);
    await t.db.run(`UPDATE experts SET hours = '[{"day":"sun","from":"10:00","to":"14:00"}]' WHERE name = 'Meera Krishnan'`);
    const meera = await expertId('Meera Krishnan');
    const res = await assign('individual', id, { expertId: meera, reason: 'Visitor prefers Tamil' }, 'admin').expect(200);
    expect(res.body.data.action).toBe('expert_reassign');
    expect(await sessionOf('individual', id)).toMatchObject({ expert_id: meera, state: 'confirmed' });
    expect(await t.db.get('SELECT COUNT(*) AS n FROM expert_sessions')).toEqual({ n: 1 });
    expect(await staffActions()).toMatchObject([{ action: 'expert_assign' }, { action: 'expert_reassign', staff_username: 'admin-user', reason: 'Visitor prefers Tamil' }]);
    const mails = await outboxSubjects(t.db);
    expect(mails.map((mail) => mail.to_address)).toEqual(['asha@example.in', 'asha@example.in']);
    expect(mails[1]?.subject).toBe(`Saathi: your expert for session #${id} is now Meera Krishnan`);
  });

  it('gives a couple the first start inside their window the expert is free at', async () => {
    const farah = await expertId('Farah Siddiqui');
    const id = await paidBooking('couple', { sessionDate: NEXT_WEEK, sessionTime: '6 PM to 9 PM' });
    const res = await assign('couple', id, { expertId: farah, reason: 'Couple sessions are hers' }).expect(200);
    expect(res.body.data).toMatchObject({ startsAt: '2026-11-27T12:30:00.000Z', endsAt: '2026-11-27T13:30:00.000Z' });
    const day = await as('support', 'get', `/api/admin/schedule?date=${NEXT_WEEK}`).expect(200);
    expect(day.body.sessions).toMatchObject([{ id, kind: 'couple', time: '6:00 PM - 7:00 PM', expert: { id: farah, name: 'Farah Siddiqui' } }]);
  });

  it('answers 409 when the expert is not free, and assigns anyway with the override', async () => {
    const harpreet = await expertId('Harpreet Kaur');
    const first = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:00 PM - 1:00 PM' });
    const second = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:30 PM - 1:30 PM' });
    await assign('individual', first, { expertId: harpreet, reason: 'First one' }).expect(200);
    const busy = await assign('individual', second, { expertId: harpreet, reason: 'Second one' }).expect(409);
    expect(busy.body).toEqual({ error: EXPERT_NOT_FREE, fields: { expertId: EXPERT_NOT_FREE } });
    expect(await sessionOf('individual', second)).toBeUndefined();
    expect(await staffActions()).toHaveLength(1);

    // Before her hours too: nobody works on Sunday at 10:30.
    const early = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '10:30 AM - 11:30 AM' });
    await assign('individual', early, { expertId: harpreet, reason: 'Early one' }).expect(409);

    const forced = await assign('individual', second, { expertId: harpreet, reason: 'She agreed to the overlap', override: true }).expect(200);
    expect(forced.body.data.startsAt).toBe('2026-11-22T07:00:00.000Z');
    expect(await sessionOf('individual', second)).toMatchObject({ expert_id: harpreet, state: 'confirmed' });
  });

  it('refuses an inactive expert, one who does not take the kind, and a missing reason', async () => {
    const id = await paidBooking('individual', { sessionDate: SUNDAY, sessionTime: '12:00 PM - 1:00 PM' });
    await t.db.run("UPDATE experts SET active = 0 WHERE name = 'Harpreet Kaur'");
    const inactive = await assign('individual', id, { expertId: await expertId('Harpreet Kaur'), reason: 'Asked for her' }).expect(400);
    expect(inactive.body.fields).toEqual({ expertId: EXPERT_INACTIVE });

    const couple = await paidBooking('couple', { sessionDate: NEXT_WEEK, sessionTime: '6 PM to 9 PM' });
    const wrongKind = await assign('couple', couple, { expertId: await expertId('Meera Krishnan'), reason: 'Asked for her' }).expect(400);
    expect(wrongKind.body.fields).toEqual({ expertId: expertTakesNot('couple') });

    const noReason = await assign('individual', id, { expertId: await expertId('Farah Siddiqui') }).expect(400);
    expect(noReason.body.fields).toEqual({ reason: ASSIGNMENT_MESSAGES.reason });
    const shortReason = await assign('individual', id, { expertId: await expertId('Farah Siddiqui'), reason: ' ok ' }).expect(400);
    expect(shortReason.body.fields).toEqual({ reason: ASSIGNMENT_MESSAGES.reason });

    expect(await sessionOf('individual', id)).toBeUndefined();
    expect(await staffActions()).toEqual([]);
    expect(await outboxSubjects(t.db)).toEqual([]);
    expect(nudges).toBe(0);
  });

  it('answers 404 for a booking that does not exist or is not a booking', async () => {
    const body = { expertId: await expertId('Farah Siddiqui'), reason: 'Asked for her' };
    expect((await assign('individual', 999, body).expect(404)).body.error).toBe(BOOKING_NOT_FOUND);
    await assign('contact', 1, body).expect(404);
    await assign('individual', 0, body).expect(404);
  });
});
