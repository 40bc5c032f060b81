import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createExpertsRepository } from '../db/experts-repository';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

// The public profile: no hours, time off or active flag.
const EXPERT_FIELDS = [
  'bio',
  'certifications',
  'concerns',
  'experience',
  'expertise',
  'gender',
  'id',
  'imageSrc',
  'kinds',
  'languages',
  'name',
  'originalId',
  'position',
  'uploadedAt',
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  // Inserted last but numbered first: the list must follow originalId, not insertion.
  await createExpertsRepository(testApp.db).insert({ originalId: 0, name: 'First by number' });
});
afterAll(() => testApp.cleanup());

describe('GET /api/experts', () => {
  it('lists experts ordered by originalId with exactly the Expert fields', async () => {
    const res = await request(testApp.app).get('/api/experts').expect(200).expect('Content-Type', /json/);
    const experts = res.body.data as Array<Record<string, unknown>>;
    expect(experts.map((e) => e.originalId)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(experts[0]?.name).toBe('First by number');
    for (const expert of experts) expect(Object.keys(expert).sort()).toEqual(EXPERT_FIELDS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /api/experts after a change', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.cleanup());

  async function list(current: TestApp, etag?: string) {
    const req = request(current.app).get('/api/experts');
    const res = await (etag ? req.set('If-None-Match', etag) : req);
    return { status: res.status, etag: String(res.headers.etag), names: (res.body.data ?? []).map((e: { name: string }) => e.name) as string[] };
  }

  it('answers 304 while nothing changed, and a new list after an expert is added or leaves', async () => {
    app = await createTestApp({ seed: true });
    const before = await list(app);
    expect((await list(app, before.etag)).status).toBe(304);
    const experts = createExpertsRepository(app.db);

    const added = await experts.insert({ originalId: 50, name: 'Newly joined' });
    const afterInsert = await list(app, before.etag);
    expect(afterInsert.status).toBe(200);
    expect(afterInsert.names.at(-1)).toBe('Newly joined');

    await app.db.run('UPDATE experts SET active = 0 WHERE id = ?', [added.id]);
    const afterLeaving = await list(app, afterInsert.etag);
    expect(afterLeaving.status).toBe(200);
    expect(afterLeaving.names).toEqual(before.names);
  });

  it('is built afresh after an expert written by another process (another instance, or npm run seed)', async () => {
    app = await createTestApp({ seed: true });
    const before = await list(app);
    const other = app.openAsAnotherProcess();
    await createExpertsRepository(other).insert({ originalId: 50, name: 'From elsewhere' });
    const after = await list(app, before.etag);
    expect(after.status).toBe(200);
    expect(after.names.at(-1)).toBe('From elsewhere');
  });
});

describe('GET /api/experts/:id', () => {
  it('answers one expert by id', async () => {
    const list = await request(testApp.app).get('/api/experts');
    const second = list.body.data[2];
    const res = await request(testApp.app).get(`/api/experts/${second.id}`).expect(200);
    expect(res.body.data).toEqual(second);
  });

  it.each(['9999', 'abc', '1.5', '-1', '1e2', '0x1'])('answers 404 Expert not found for %s', async (id) => {
    const res = await request(testApp.app).get(`/api/experts/${id}`).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Expert not found' });
  });
});
