import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGE_MESSAGES } from '../../src/domain/schemas/manage';
import { NEXT_WEEK, NOW } from '../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';
import { readInvite } from '../../tests/support/read-invite';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import type { SqlValue } from '../db/engine/db';

// The manage link (issue 20): a paid session seen, moved and cancelled by its visitor, and by
// staff for them. NOW is Friday 20 November 2026, 11:30 AM IST; the session is booked for
// Friday 27 November, 10:30 AM IST (05:00 UTC), paid through the sandbox.

const SESSION_START = '2026-11-27T05:00:00.000Z';
const HOUR = 3_600_000;

let t: TestApp;
let clock: { now: Date };

beforeEach(async () => {
  clock = { now: NOW };
  t = await createTestApp({ seed: true, now: () => clock.now });
});
afterEach(() => t.cleanup());

type Mail = { to_address: string; subject: string; text: string; attachments: string | null };
const mails = (): Promise<Mail[]> => t.db.all<Mail>('SELECT to_address, subject, text, attachments FROM mail_outbox ORDER BY id');
const count = async (sql: string, ...params: SqlValue[]) => (await t.db.get<{ n: number }>(sql, params))?.n;

/** A paid individual session; its manage token read from the visitor's confirmation, as a visitor would. */
async function paidSession(contentLanguage = 'en-IN'): Promise<{ id: number; token: string }> {
  const { id, token: bearer } = await bookIndividual(t, 'individual-60', contentLanguage);
  const started = await pay(t, bearer, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }).expect(201);
  await sandboxChoose(t, started.body.merchantTransactionId as string, 'SUCCESS').expect(303);
  const link = new RegExp(`/manage/(i${id}\\.[A-Za-z0-9_-]{43})`);
  const confirmation = (await mails()).find((mail) => /Need to move or cancel|समय बदलना है/.test(mail.text) && link.test(mail.text));
  const token = link.exec(confirmation?.text ?? '')?.[1];
  if (!token) throw new Error('No manage link in the confirmation');
  return { id, token };
}

const reschedule = (token: string, body: object, key = randomUUID()) =>
  request(t.app).post(`/api/manage/${token}/reschedule`).set('Idempotency-Key', key).send(body);
const cancel = (token: string, key = randomUUID()) => request(t.app).post(`/api/manage/${token}/cancel`).set('Idempotency-Key', key).send({});

function invitesIn(mail: Mail) {
  const attachments = JSON.parse(mail.attachments ?? '[]') as { content: string }[];
  return attachments.map((attachment) => readInvite(attachment.content));
}

/** A time the session's own expert is free on `date`, other than the booked one. */
async function anotherFreeTime(expertId: number, date = NEXT_WEEK): Promise<string> {
  const res = await request(t.app).get('/api/slots').query({ date, kind: 'individual', duration: 'individual-60', expertId }).expect(200);
  const time = (res.body.slots as string[]).find((slot) => slot !== '10:30 AM');
  if (!time) throw new Error('The expert has no other free time');
  return time;
}

describe('GET /api/manage/:token', () => {
  it('shows the paid session, its expert, the rule and a calendar file; nothing for a made-up token', async () => {
    const { id, token } = await paidSession();
    const res = await request(t.app).get(`/api/manage/${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      booking: { kind: 'individual', id, sessionType: 'Individual Therapy', durationMinutes: 60, duration: 'individual-60' },
      state: 'booked',
      session: { startsAt: SESSION_START, endsAt: '2026-11-27T06:00:00.000Z', date: NEXT_WEEK, time: '10:30 AM - 11:30 AM', window: false },
      rule: { phase: 'open', canReschedule: true, canCancel: true, refundPercent: 100, deadline: '2026-11-26T05:00:00.000Z' },
      payment: { amountPaise: expect.any(Number), refund: null },
      lastChange: null,
    });
    expect(res.body.expert).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(res.body.meetLink).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(res.body.rule.words).toContain('until 24 hours before it starts');
    expect(res.body.slotQuery).toContain('kind=individual');
    // No contact details: the link is all a reader needs, and all it shows.
    expect(JSON.stringify(res.body)).not.toMatch(/@|\+91/);

    const ics = await request(t.app).get(res.body.inviteUrl as string).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(readInvite(ics.text)).toMatchObject({ method: 'REQUEST', sequence: 0, start: SESSION_START });

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await request(t.app).get(`/api/manage/${forged}`).expect(404)).body).toEqual({ error: MANAGE_MESSAGES.invalid });
    await request(t.app).get('/api/manage/not-a-token').expect(404);
  });

  it('stops working once the session is over', async () => {
    const { token } = await paidSession();
    clock.now = new Date(Date.parse(SESSION_START) + 61 * 60_000);
    expect((await request(t.app).get(`/api/manage/${token}`).expect(410)).body).toEqual({ error: MANAGE_MESSAGES.over });
  });
});

describe('the calendar invite of a booking made in Hindi', () => {
  const HINDI = { summary: 'Saathi: इंडिविजुअल थेरेपी', location: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) };
  const ENGLISH = { summary: 'Saathi: Individual Therapy' };

  it("is Hindi in the visitor's hands (the manage page's file, the moved and the cancelled session's mails), English in staff's", async () => {
    // The seeded experts have no address: give each one, so the session's expert is written to.
    await t.db.run(`UPDATE experts SET email = 'expert' || id || '@saathi.example'`);
    const { id, token } = await paidSession('hi');
    const shown = (await request(t.app).get(`/api/manage/${token}`).expect(200)).body as { inviteUrl: string; expert: { id: number } };
    const file = readInvite((await request(t.app).get(shown.inviteUrl).expect(200)).text);
    expect(file).toMatchObject({ ...HINDI, method: 'REQUEST', sequence: 0, description: expect.stringMatching(/^आपका ऑनलाइन सेशन। जुड़ने के लिए: https:/) });

    const mailsBefore = (await mails()).length;
    await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: await anotherFreeTime(shown.expert.id) }).expect(200);
    const moved = (await mails()).slice(mailsBefore).filter((mail) => mail.attachments);
    const [toVisitor, ...toStaff] = moved;
    expect(toVisitor?.to_address).toBe('asha@example.in');
    expect(invitesIn(toVisitor!)).toEqual([expect.objectContaining({ ...HINDI, method: 'REQUEST', sequence: 1, uid: expect.stringContaining(`booking-individual-${id}@`) })]);
    // The expert's copy: the same event, in English.
    expect(toStaff.length).toBeGreaterThan(0);
    for (const mail of toStaff) {
      expect(mail.to_address).not.toBe('asha@example.in');
      expect(invitesIn(mail)).toEqual([expect.objectContaining({ ...ENGLISH, method: 'REQUEST', sequence: 1, uid: invitesIn(toVisitor!)[0]!.uid })]);
    }

    const cancelledAt = (await mails()).length;
    await cancel(token).expect(200);
    const cancelled = (await mails()).slice(cancelledAt).filter((mail) => mail.attachments && mail.to_address === 'asha@example.in');
    expect(cancelled.flatMap(invitesIn)).toEqual([expect.objectContaining({ summary: HINDI.summary, description: 'यह सेशन कैंसल हो गया है।', method: 'CANCEL', sequence: 2 })]);
    expect(readInvite((await request(t.app).get(shown.inviteUrl).expect(200)).text)).toMatchObject({ summary: HINDI.summary, method: 'CANCEL', sequence: 2 });
  });

  it('stays English for a booking made in English', async () => {
    const { token } = await paidSession();
    const shown = (await request(t.app).get(`/api/manage/${token}`).expect(200)).body as { inviteUrl: string };
    expect(readInvite((await request(t.app).get(shown.inviteUrl).expect(200)).text)).toMatchObject({
      ...ENGLISH,
      description: expect.stringMatching(/^Your online session\. Join: https:/),
    });
  });
});

describe('POST /api/manage/:token/reschedule', () => {
  it('moves the session, frees the old time at once, moves the reminders and sends an updated invite', async () => {
    const { id, token } = await paidSession();
    const before = (await request(t.app).get(`/api/manage/${token}`)).body as { expert: { id: number } };
    const expertId = before.expert.id;
    const time = await anotherFreeTime(expertId);
    const mailsBefore = (await mails()).length;

    const res = await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: time }).expect(200);
    expect(res.body.state).toBe('booked');
    expect(res.body.expert.id).toBe(expertId);
    expect(res.body.session.time).toMatch(new RegExp(`^${time} - `));
    expect(res.body.lastChange).toMatchObject({ action: 'reschedule', by: 'visitor', reason: null });

    // The old time is the expert's to give again.
    const free = await request(t.app).get('/api/slots').query({ date: NEXT_WEEK, kind: 'individual', duration: 'individual-60', expertId }).expect(200);
    expect(free.body.slots).toContain('10:30 AM');
    expect(free.body.slots).not.toContain(time);

    // The reminders follow the session: the old ones cancelled, four for the new time.
    const newStart = res.body.session.startsAt as string;
    expect(await count(`SELECT COUNT(*) AS n FROM session_reminders WHERE submission_id = ? AND state = 'scheduled' AND starts_at = ?`, id, newStart)).toBe(4);
    expect(await count(`SELECT COUNT(*) AS n FROM session_reminders WHERE submission_id = ? AND state = 'scheduled' AND starts_at = ?`, id, SESSION_START)).toBe(0);

    const sent = (await mails()).slice(mailsBefore);
    const visitor = sent.find((mail) => /is now on/.test(mail.subject));
    expect(visitor).toBeDefined();
    const [invite] = invitesIn(visitor!);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 1, start: newStart, uid: expect.stringContaining(`booking-individual-${id}@`) });
    expect(sent.some((mail) => /rescheduled by the visitor/.test(mail.subject))).toBe(true);
  });

  it('changes once for a replayed key, and refuses the key for another request', async () => {
    const { token } = await paidSession();
    const expertId = ((await request(t.app).get(`/api/manage/${token}`)).body as { expert: { id: number } }).expert.id;
    const time = await anotherFreeTime(expertId);
    const key = randomUUID();
    const first = await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: time }, key).expect(200);
    const mailsAfterFirst = (await mails()).length;
    const again = await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: time }, key).expect(200);
    expect(again.body.session).toEqual(first.body.session);
    expect(await mails()).toHaveLength(mailsAfterFirst);
    expect(await count('SELECT COUNT(*) AS n FROM booking_changes')).toBe(1);
    await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: '10:30 AM' }, key).expect(422);
  });

  it('refuses a time that is not a slot, a taken time (with alternatives), and anything inside the window', async () => {
    const { token } = await paidSession();
    await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: '10:31 AM' }).expect(400);
    // Another visitor has 10:30 AM with another expert: that expert's time is not free.
    const other = await paidSession();
    const otherExpert = ((await request(t.app).get(`/api/manage/${other.token}`)).body as { expert: { id: number } }).expert.id;
    const taken = await reschedule(token, { sessionDate: NEXT_WEEK, sessionTime: '10:30 AM', expertId: otherExpert }).expect(409);
    expect(taken.body.alternatives.length).toBeGreaterThan(0);
    expect(taken.body.alternatives).not.toContainEqual({ date: NEXT_WEEK, time: '10:30 AM' });

    clock.now = new Date(Date.parse(SESSION_START) - 23 * HOUR);
    const late = await reschedule(token, { sessionDate: '2026-11-28', sessionTime: '2:30 PM' }).expect(409);
    expect(late.body.error).toBe(MANAGE_MESSAGES.tooLateToMove);
  });
});

describe('POST /api/manage/:token/cancel', () => {
  it('more than 24 hours ahead refunds in full, once, and mails once', async () => {
    const { id, token } = await paidSession();
    const key = randomUUID();
    const mailsBefore = (await mails()).length;
    const res = await cancel(token, key).expect(200);
    expect(res.body.state).toBe('cancelled');
    expect(res.body.rule).toMatchObject({ canReschedule: false, canCancel: false });
    expect(res.body.payment.refund).toEqual({ state: 'COMPLETED', amountPaise: res.body.payment.amountPaise });

    // A double tap with a new key, and a replay of the first: neither refunds again.
    expect((await cancel(token).expect(409)).body.error).toBe(MANAGE_MESSAGES.cancelled);
    await cancel(token, key).expect(200);
    expect(await count('SELECT COUNT(*) AS n FROM refunds')).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM sandbox_refunds')).toBe(1);

    expect(await count(`SELECT COUNT(*) AS n FROM session_reminders WHERE submission_id = ? AND state = 'scheduled'`, id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM expert_sessions WHERE submission_id = ?', id)).toBe(0);
    const sent = (await mails()).slice(mailsBefore);
    const subjects = sent.map((mail) => mail.subject);
    expect(subjects.filter((subject) => /is cancelled$/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /refund of .* has started/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /refund of .* is complete/.test(subject))).toHaveLength(1);
    const cancelled = sent.find((mail) => /is cancelled$/.test(mail.subject))!;
    expect(cancelled.text).toContain('A full refund of');
    expect(invitesIn(cancelled)[0]).toMatchObject({ method: 'CANCEL', sequence: 1, start: SESSION_START });
  });

  it('inside 24 hours keeps the rule: cancelled, not refunded, and said so', async () => {
    const { token } = await paidSession();
    clock.now = new Date(Date.parse(SESSION_START) - 21 * HOUR);
    const shown = await request(t.app).get(`/api/manage/${token}`).expect(200);
    expect(shown.body.rule).toMatchObject({ phase: 'late', canReschedule: false, canCancel: true, refundPercent: 0 });
    const res = await cancel(token).expect(200);
    expect(res.body).toMatchObject({ state: 'cancelled', payment: { refund: null } });
    expect(await count('SELECT COUNT(*) AS n FROM refunds')).toBe(0);
    expect((await mails()).find((mail) => /is cancelled$/.test(mail.subject))?.text).toContain('Under our policy this late cancellation is not refunded.');
  });
});

describe('staff changes for the visitor', () => {
  it('follow the rule unless overridden with a reason, and are audited', async () => {
    const { id, token } = await paidSession();
    const expertId = ((await request(t.app).get(`/api/manage/${token}`)).body as { expert: { id: number } }).expert.id;
    const time = await anotherFreeTime(expertId);
    clock.now = new Date(Date.parse(SESSION_START) - 5 * HOUR);
    // Signed in at the moved clock: a session lasts 12 hours at most.
    const { as }: StaffSessions = await signInEveryRole(t);
    const path = `/api/admin/bookings/individual/${id}/reschedule`;
    await as('editor', 'post', path).send({ sessionDate: NEXT_WEEK, sessionTime: time, reason: 'Visitor called' }).expect(403);
    await as('support', 'post', path).send({ sessionDate: NEXT_WEEK, sessionTime: time }).expect(400);
    const refused = await as('support', 'post', path).send({ sessionDate: NEXT_WEEK, sessionTime: time, reason: 'Visitor called' }).expect(409);
    expect(refused.body.error).toBe(MANAGE_MESSAGES.tooLateToMove);
    const moved = await as('support', 'post', path).send({ sessionDate: NEXT_WEEK, sessionTime: time, reason: 'Visitor called', override: true }).expect(200);
    expect(moved.body.data.lastChange).toMatchObject({ action: 'reschedule', by: 'staff', reason: 'Visitor called' });
    expect(await t.db.get(`SELECT action, reason FROM staff_actions WHERE record_id = ? ORDER BY id DESC`, [id])).toEqual({ action: 'booking_reschedule', reason: 'Visitor called' });

    // Late, an override refunds in full.
    const cancelled = await as('admin', 'post', `/api/admin/bookings/individual/${id}/cancel`).send({ reason: 'Expert unwell', override: true }).expect(200);
    expect(cancelled.body.data.payment.refund).toMatchObject({ state: 'COMPLETED', amountPaise: cancelled.body.data.payment.amountPaise });
    await as('admin', 'post', '/api/admin/bookings/individual/99999/cancel').send({ reason: 'Nobody' }).expect(404);
  });
});
