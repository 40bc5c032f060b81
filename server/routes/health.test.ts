import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with an error when the database is gone', async () => {
    testApp = await createTestApp();
    await testApp.db.close();
    const res = await request(testApp.app).get('/api/health').expect(503);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
