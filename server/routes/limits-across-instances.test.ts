import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessage } from '../../tests/support/fixtures';
import { addStaff } from '../../tests/support/staff';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../tests/support/test-app';
import { createApp } from '../app';
import { TOO_MANY_REQUESTS } from '../http/fast-path/rate-limit';
import { INVALID_LOGIN, TOO_MANY_LOGINS } from './auth';

// Two server instances on one database, as behind a load balancer: a visitor's or a guesser's
// requests spread over both must meet one count.

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/**
 * The test app and a second app on the same database with the same settings, on a connection
 * of its own as another process holds: a pool of its own on PostgreSQL, a connection of its
 * own to the file on SQLite.
 */
async function twoInstances(env: NodeJS.ProcessEnv = {}): Promise<{ first: TestApp; second: express.Express }> {
  const first = await createTestApp({ env: { TRUST_PROXY: 'loopback', ...env } });
  cleanups.push(first.cleanup);
  return { first, second: createApp({ db: first.openAsAnotherProcess(), config: first.config }) };
}

const login = (app: express.Express, ip: string, body: { username: string; password: string }) =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('two instances on one database', () => {
  it('share the sign-in throttle: failures on one count on the other', async () => {
    const { first, second } = await twoInstances();
    const staff = await addStaff(first.db, 'admin', 'admin');

    // Five failures for the username, spread over both instances and over addresses.
    for (const [i, app] of [first.app, second, first.app, second, second].entries()) {
      await login(app, `10.0.0.${i + 10}`, { username: 'admin', password: `guess-${i}-word` }).expect(401, { error: INVALID_LOGIN });
    }
    // Either instance now refuses the username, right password or not.
    await login(first.app, '10.0.0.1', staff).expect(429, { error: TOO_MANY_LOGINS });
    await login(second, '10.0.0.2', staff).expect(429, { error: TOO_MANY_LOGINS });
  });

  // SQLite: one server process per database file, so the per-minute counts stay in that process's
  // memory by design (app.ts); two apps in one test process on one file is not a setup that exists.
  it.skipIf(TEST_ENGINE === 'sqlite')('share the per-minute limit of the form posts: reached through one, the other answers 429', async () => {
    const { first, second } = await twoInstances({ RATE_LIMIT_PER_MINUTE: '3' });
    const post = (app: express.Express) =>
      request(app).post('/api/submissions/contact').set('X-Forwarded-For', '203.0.113.7').set('Idempotency-Key', randomUUID()).send(contactMessage());

    expect((await post(first.app).expect(201)).headers.ratelimit).toBe('"3-in-1min"; r=2; t=60');
    expect((await post(second).expect(201)).headers.ratelimit).toMatch(/^"3-in-1min"; r=1; t=(59|60)$/);
    await post(first.app).expect(201);
    const refused = await post(second).expect(429, { error: TOO_MANY_REQUESTS });
    expect(refused.headers.ratelimit).toMatch(/^"3-in-1min"; r=0; t=(59|60)$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await post(first.app).expect(429);
    // Another address, and another limit for the same address, count on their own.
    await request(second).post('/api/submissions/contact').set('X-Forwarded-For', '203.0.113.8').set('Idempotency-Key', randomUUID()).send(contactMessage()).expect(201);
    await request(second).get('/api/manage/not-a-token').set('X-Forwarded-For', '203.0.113.7').expect(404);
    expect(await first.db.get('SELECT COUNT(*) AS n FROM submissions')).toEqual({ n: 4 });
  });
});
