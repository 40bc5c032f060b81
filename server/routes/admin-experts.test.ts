import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffExpert } from '../../src/domain/content';
import { EXPERT_MESSAGES, type ExpertInput } from '../../src/domain/schemas/expert';
import { INVALID_IMAGE_URL } from '../../src/domain/schemas/blog-post';
import type { StaffRole } from '../../src/domain/staff';
import { CROSS_SITE_REFUSED } from '../http/staff-auth';
import { EXPERT_NOT_FOUND } from '../services/content/expert-answers';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { signInEveryRole, type Method, type StaffSessions } from '../../tests/support/staff';

let t: TestApp;
let cookies: StaffSessions['cookies'];
let as: StaffSessions['as'];

beforeEach(async () => {
  t = await createTestApp();
  // No expert account: it would bring an expert of its own into the lists and ids below.
  ({ cookies, as } = await signInEveryRole(t, { expert: false }));
});
afterEach(() => t.cleanup());

const FIELDS: ExpertInput = {
  name: 'Dr. Meera Iyer',
  position: 'Clinical Psychologist',
  imageSrc: 'https://images.example/meera.jpg',
  bio: 'I work with people through change.',
  certifications: 'M.Phil Clinical Psychology',
  expertise: 'Anxiety, grief',
  experience: '8 years',
  languages: ['English', 'Tamil'],
  gender: 'Female',
  concerns: [],
  kinds: ['individual', 'couple'],
  hours: [
    { day: 'mon', from: '09:00', to: '13:00' },
    { day: 'mon', from: '14:00', to: '18:00' },
  ],
  timeOff: [{ from: '2025-12-24', to: '2025-12-31' }],
  active: true,
};

const create = (fields: Partial<ExpertInput> = {}) => as('admin', 'post', '/api/admin/experts').send({ ...FIELDS, ...fields });

const ROUTES: Array<{ method: Method; path: string }> = [
  { method: 'get', path: '/api/admin/experts' },
  { method: 'get', path: '/api/admin/experts/1' },
  { method: 'post', path: '/api/admin/experts' },
  { method: 'put', path: '/api/admin/experts/1' },
];

describe('the staff expert routes', () => {
  it.each(ROUTES)('$method $path: 401 signed out, 403 for editor and support', async ({ method, path }) => {
    await create().expect(201);
    await as('nobody', method, path).send(FIELDS).expect(401);
    for (const role of ['editor', 'support'] as StaffRole[]) {
      expect((await as(role, method, path).send(FIELDS).expect(403)).headers['cache-control']).toBe('no-store');
    }
    expect(await t.db.get('SELECT COUNT(*) AS n FROM experts')).toEqual({ n: 1 });
  });

  it('refuses a cross-site write', async () => {
    const bare = await request(t.app).post('/api/admin/experts').set('Cookie', cookies.admin).send(FIELDS).expect(403);
    expect(bare.body).toEqual({ error: CROSS_SITE_REFUSED });
    await request(t.app).put('/api/admin/experts/1').set('Cookie', cookies.admin).set('Origin', 'https://evil.example').send(FIELDS).expect(403);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM experts')).toEqual({ n: 0 });
  });

  it('creates, lists, reads, updates and deactivates an expert, each write audited', async () => {
    const created = (await create().expect(201)).body.data as StaffExpert;
    expect(created).toMatchObject({ ...FIELDS, id: expect.any(Number), originalId: 1 });

    const list = await as('admin', 'get', '/api/admin/experts').expect(200);
    expect(list.body).toEqual({ items: [created] });
    expect((await as('admin', 'get', `/api/admin/experts/${created.id}`).expect(200)).body).toEqual({ data: created });

    const renamed = await as('admin', 'put', `/api/admin/experts/${created.id}`)
      .send({ ...FIELDS, name: 'Dr. Meera Iyer-Rao', languages: ['English', 'Kannada'] })
      .expect(200);
    expect(renamed.body.data).toMatchObject({ id: created.id, name: 'Dr. Meera Iyer-Rao', languages: ['English', 'Kannada'], active: true });

    const inactive = await as('admin', 'put', `/api/admin/experts/${created.id}`).send({ ...FIELDS, active: false }).expect(200);
    expect(inactive.body.data).toMatchObject({ id: created.id, active: false });
    // Staff still see an inactive expert.
    expect((await as('admin', 'get', '/api/admin/experts').expect(200)).body.items).toEqual([inactive.body.data]);

    expect(await t.db.all('SELECT staff_username, action, kind, record_id FROM staff_actions ORDER BY id')).toEqual([
      { staff_username: 'admin-user', action: 'expert_create', kind: 'experts', record_id: created.id },
      { staff_username: 'admin-user', action: 'expert_update', kind: 'experts', record_id: created.id },
      { staff_username: 'admin-user', action: 'expert_update', kind: 'experts', record_id: created.id },
    ]);
  });

  it('hides a deactivated expert from the public and shows them again once active', async () => {
    const { id } = (await create().expect(201)).body.data as StaffExpert;
    const publicList = async () => ((await request(t.app).get('/api/experts').expect(200)).body.data as Array<{ id: number }>).map((expert) => expert.id);
    expect(await publicList()).toEqual([id]);
    await request(t.app).get(`/api/experts/${id}`).expect(200);

    await as('admin', 'put', `/api/admin/experts/${id}`).send({ ...FIELDS, active: false }).expect(200);
    expect(await publicList()).toEqual([]);
    expect((await request(t.app).get(`/api/experts/${id}`).expect(404)).body).toEqual({ error: EXPERT_NOT_FOUND });

    await as('admin', 'put', `/api/admin/experts/${id}`).send(FIELDS).expect(200);
    expect(await publicList()).toEqual([id]);
  });

  it('answers 404 for a missing expert, before the body is checked, and records nothing', async () => {
    for (const path of ['/api/admin/experts/999', '/api/admin/experts/abc']) {
      expect((await as('admin', 'get', path).expect(404)).body).toEqual({ error: EXPERT_NOT_FOUND });
      expect((await as('admin', 'put', path).send({}).expect(404)).body).toEqual({ error: EXPERT_NOT_FOUND });
    }
    expect(await t.db.get('SELECT COUNT(*) AS n FROM staff_actions')).toEqual({ n: 0 });
  });

  it('answers 400 with the message of each field, on create and update', async () => {
    const fieldsOf = async (res: request.Test) => ((await res.expect(400)).body as { fields: Record<string, string> }).fields;

    expect(await fieldsOf(create({ imageSrc: 'javascript:alert(1)' }))).toEqual({ imageSrc: INVALID_IMAGE_URL });
    expect(await fieldsOf(create({ languages: [] }))).toEqual({ languages: EXPERT_MESSAGES.languages });
    expect(await fieldsOf(create({ hours: [{ day: 'tue', from: '17:00', to: '09:00' }] }))).toEqual({ hours: EXPERT_MESSAGES.hourOrder });
    expect(
      await fieldsOf(
        create({
          hours: [
            { day: 'wed', from: '09:00', to: '12:00' },
            { day: 'wed', from: '11:30', to: '15:00' },
          ],
        }),
      ),
    ).toEqual({ hours: EXPERT_MESSAGES.hoursOverlap });
    expect(await fieldsOf(create({ name: ' ', kinds: [] }))).toEqual({ name: EXPERT_MESSAGES.name, kinds: EXPERT_MESSAGES.kinds });

    const { id } = (await create().expect(201)).body.data as StaffExpert;
    expect(await fieldsOf(as('admin', 'put', `/api/admin/experts/${id}`).send({ ...FIELDS, languages: [] }))).toEqual({ languages: EXPERT_MESSAGES.languages });
    expect((await as('admin', 'get', `/api/admin/experts/${id}`).expect(200)).body.data.languages).toEqual(FIELDS.languages);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM staff_actions')).toEqual({ n: 1 });
  });
});
