import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPERT_MESSAGES } from '../../src/domain/schemas/expert';
import type { OwnSessions } from '../../src/domain/staff';
import { createExpertsRepository } from '../db/experts-repository';
import { CROSS_SITE_REFUSED } from '../http/staff-auth';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { signInAs, signInEveryRole, type Method, type StaffSessions } from '../../tests/support/staff';

// The server's clock: Tuesday 1 December 2026, 10:00 IST.
const NOW = new Date('2026-12-01T04:30:00.000Z');

let t: TestApp;
let staff: StaffSessions;
/** Two experts, each signed in to their own account. */
let asha: { id: number; cookie: string };
let ravi: { id: number; cookie: string };

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  staff = await signInEveryRole(t);
  const experts = createExpertsRepository(t.db);
  const ashaId = (await experts.insert({ originalId: 101, name: 'Dr. Asha Menon' })).id;
  const raviId = (await experts.insert({ originalId: 102, name: 'Ravi Kumar' })).id;
  asha = { id: ashaId, cookie: await signInAs(t, 'expert', 'asha-expert', ashaId) };
  ravi = { id: raviId, cookie: await signInAs(t, 'expert', 'ravi-expert', raviId) };
});
afterEach(() => t.cleanup());

const send = (cookie: string, method: Method, path: string) => request(t.app)[method](path).set('Origin', t.config.publicUrl).set('Cookie', cookie);

async function booking(kind: string, payload: Record<string, unknown>, status = 'Pending', language = 'en'): Promise<number> {
  const row = await t.db.get<{ id: number }>(
    `INSERT INTO submissions (kind, name, email, phone, status, payload, created_at, language) VALUES (?, ?, ?, ?, ?, ?, '2026-11-30T10:00:00.000Z', ?) RETURNING id`,
    [kind, String(payload.name ?? ''), 'client@example.in', '9876543210', status, JSON.stringify(payload), language],
  );
  if (!row) throw new Error('Inserting a booking returned no row');
  return row.id;
}

async function session(expertId: number, kind: string, submissionId: number, startsAt: string, minutes: number, state: 'held' | 'confirmed', holdExpiresAt: string | null = null) {
  const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
  await t.db.run(
    `INSERT INTO expert_sessions (expert_id, kind, submission_id, starts_at, ends_at, state, hold_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, '2026-11-30T10:00:00.000Z')`,
    [expertId, kind, submissionId, startsAt, endsAt, state, holdExpiresAt],
  );
}

const individual = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.in`,
  contactNo: '9876543210',
  age: '29',
  city: 'Pune',
  preferredLanguage: 'Hindi',
  supportReason: ['Anxiety', 'Sleep'],
  sessionDate: '2026-12-02',
  sessionTime: '10:30 AM',
  sessionDuration: 'individual-40',
  termsAgreed: true,
  PaymentsAgreed: true,
  paymentstatus: 'Paid',
  submitted_date: '2026-11-30T10:00:00.000Z',
});

describe('GET /api/me/sessions', () => {
  beforeEach(async () => {
    // Asha: a paid session tomorrow, a live hold, a lapsed hold and one already over.
    const paid = await booking('individual', { ...individual('Meera'), meetLink: 'https://meet.jit.si/saathi-abc' }, 'Paid', 'hi');
    await session(asha.id, 'individual', paid, '2026-12-02T05:00:00.000Z', 40, 'confirmed');
    await session(asha.id, 'couple', await booking('couple', { name: 'Kabir', partnerName: 'Noor', primaryConcern: 'Communication' }), '2026-12-01T12:30:00.000Z', 60, 'held', '2026-12-01T04:40:00.000Z');
    await session(asha.id, 'individual', await booking('individual', individual('Lapsed')), '2026-12-03T05:00:00.000Z', 40, 'held', '2026-12-01T04:20:00.000Z');
    await session(asha.id, 'individual', await booking('individual', individual('Yesterday'), 'Paid'), '2026-11-30T05:00:00.000Z', 40, 'confirmed');
    // Ravi: one paid session of his own.
    await session(ravi.id, 'family-friends', await booking('family-friends', { name: 'Farah', participantsNames: 'Zoya, Imran', therapyGoals: 'Calm talks' }, 'Paid'), '2026-12-04T09:30:00.000Z', 60, 'confirmed');
  });

  it("answers the expert's own sessions from now on, soonest first, with their time in IST, link and intake", async () => {
    const res = await send(asha.cookie, 'get', '/api/me/sessions').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as OwnSessions;
    expect(body.expert).toEqual({ id: asha.id, name: 'Dr. Asha Menon' });
    expect(body.sessions.map((s) => [s.kind, s.date, s.time, s.state, s.paid])).toEqual([
      ['couple', '2026-12-01', '6:00 PM - 7:00 PM', 'held', false],
      ['individual', '2026-12-02', '10:30 AM - 11:10 AM', 'confirmed', true],
    ]);
    expect(body.sessions[0]?.meetLink).toBeNull();
    // The language the visitor booked in: Meera booked from a Hindi page.
    expect(body.sessions.map((s) => s.language)).toEqual(['en', 'hi']);
    const [, paid] = body.sessions;
    expect(paid).toMatchObject({ id: expect.any(Number), startsAt: '2026-12-02T05:00:00.000Z', endsAt: '2026-12-02T05:40:00.000Z', meetLink: 'https://meet.jit.si/saathi-abc' });
    expect(paid?.intake).toEqual([
      { label: 'Name', value: 'Meera' },
      { label: 'City', value: 'Pune' },
      { label: 'Preferred language', value: 'Hindi' },
      { label: 'Age', value: '29' },
      { label: 'What would you like support with?', value: 'Anxiety, Sleep' },
    ]);
  });

  it("never shows another expert's clients, nor contact or payment details", async () => {
    const own = (await send(ravi.cookie, 'get', '/api/me/sessions').expect(200)).body as OwnSessions;
    expect(own.expert.name).toBe('Ravi Kumar');
    expect(own.sessions).toHaveLength(1);
    expect(own.sessions[0]?.intake).toEqual([
      { label: 'Name', value: 'Farah' },
      { label: "Other participants' names", value: 'Zoya, Imran' },
      { label: 'Therapy goal', value: 'Calm talks' },
    ]);
    const text = JSON.stringify(own);
    for (const other of ['Meera', 'Kabir', 'Noor', 'Lapsed', 'Yesterday']) expect(text).not.toContain(other);
    const ashas = JSON.stringify((await send(asha.cookie, 'get', '/api/me/sessions').expect(200)).body);
    expect(ashas).not.toContain('Farah');
    expect(ashas).not.toMatch(/example\.in|9876543210|individual-40|Agreed|"Paid"/);
    // An expert with no sessions sees an empty diary, not anyone else's.
    const none = (await send(staff.cookies.expert, 'get', '/api/me/sessions').expect(200)).body as OwnSessions;
    expect(none.sessions).toEqual([]);
  });

  it('does not offer a stored video link that is not a web address', async () => {
    const id = await booking('individual', { ...individual('Tara'), meetLink: 'javascript:alert(1)' }, 'Paid');
    await session(ravi.id, 'individual', id, '2026-12-05T05:00:00.000Z', 40, 'confirmed');
    const body = (await send(ravi.cookie, 'get', '/api/me/sessions').expect(200)).body as OwnSessions;
    expect(body.sessions.map((s) => s.meetLink)).toEqual([null, null]);
  });
});

describe('access to /api/me', () => {
  const ROUTES: Array<{ method: Method; path: string }> = [
    { method: 'get', path: '/api/me/sessions' },
    { method: 'get', path: '/api/me/availability' },
    { method: 'put', path: '/api/me/availability' },
  ];

  it.each(ROUTES)('$method $path: 401 signed out, 403 for admin, editor and support, never stored', async ({ method, path }) => {
    await staff.as('nobody', method, path).expect(401);
    await request(t.app)[method](path).set('Origin', t.config.publicUrl).set('Cookie', 'saathi_session=forgedforgedforgedforgedforged').expect(401);
    for (const role of ['admin', 'editor', 'support'] as const) {
      const res = await staff.as(role, method, path).send({ hours: [], timeOff: [] });
      expect(res.status).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const own = await staff.as('expert', method, path).send({ hours: [], timeOff: [] });
    expect(own.status).toBe(200);
  });

  it('refuses a change of hours from another site', async () => {
    const bare = await request(t.app).put('/api/me/availability').set('Cookie', asha.cookie).send({ hours: [], timeOff: [] }).expect(403);
    expect(bare.body).toEqual({ error: CROSS_SITE_REFUSED });
    await request(t.app).put('/api/me/availability').set('Cookie', asha.cookie).set('Origin', 'https://evil.example').send({ hours: [], timeOff: [] }).expect(403);
  });
});

describe('the expert sets their own availability', () => {
  const schedule = {
    hours: [
      { day: 'mon', from: '09:00', to: '13:00' },
      { day: 'mon', from: '14:00', to: '18:00' },
      { day: 'thu', from: '10:00', to: '16:00' },
    ],
    timeOff: [{ from: '2026-12-24', to: '2026-12-31' }],
  };

  it('reads and writes only their own hours and time off', async () => {
    expect((await send(asha.cookie, 'get', '/api/me/availability').expect(200)).body).toEqual({ hours: [], timeOff: [] });
    const saved = await send(asha.cookie, 'put', '/api/me/availability').send(schedule).expect(200);
    expect(saved.body).toEqual(schedule);
    expect((await send(asha.cookie, 'get', '/api/me/availability').expect(200)).body).toEqual(schedule);
    expect((await send(ravi.cookie, 'get', '/api/me/availability').expect(200)).body).toEqual({ hours: [], timeOff: [] });
    const experts = createExpertsRepository(t.db);
    expect(await experts.findById(asha.id)).toMatchObject({ hours: schedule.hours, timeOff: schedule.timeOff, name: 'Dr. Asha Menon' });
    expect(await experts.findById(ravi.id)).toMatchObject({ hours: [], timeOff: [] });
  });

  it('answers 400 with a message per field and changes nothing', async () => {
    await send(asha.cookie, 'put', '/api/me/availability').send(schedule).expect(200);
    const order = await send(asha.cookie, 'put', '/api/me/availability')
      .send({ hours: [{ day: 'tue', from: '17:00', to: '09:00' }], timeOff: [{ from: '2026-12-10', to: '2026-12-01' }] })
      .expect(400);
    expect(order.body.fields).toEqual({ hours: EXPERT_MESSAGES.hourOrder, timeOff: EXPERT_MESSAGES.dateOrder });
    const overlap = await send(asha.cookie, 'put', '/api/me/availability')
      .send({ hours: [{ day: 'mon', from: '09:00', to: '12:00' }, { day: 'mon', from: '11:00', to: '13:00' }], timeOff: [] })
      .expect(400);
    expect(overlap.body.fields).toEqual({ hours: EXPERT_MESSAGES.hoursOverlap });
    const format = await send(asha.cookie, 'put', '/api/me/availability').send({ hours: [{ day: 'mon', from: '9am', to: '12:00' }], timeOff: [{ from: 'soon', to: '2026-12-01' }] }).expect(400);
    expect(format.body.fields).toEqual({ hours: EXPERT_MESSAGES.hourFormat, timeOff: EXPERT_MESSAGES.dateFormat });
    // Only hours and time off: an expert cannot rename themselves or go inactive here.
    await send(asha.cookie, 'put', '/api/me/availability').send({ ...schedule, name: 'Someone', active: false }).expect(400);
    expect((await send(asha.cookie, 'get', '/api/me/availability').expect(200)).body).toEqual(schedule);
  });
});
