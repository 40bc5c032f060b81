import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
