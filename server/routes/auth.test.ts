import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../services/auth/sessions';
import { createTestApp, type TestApp } from '../test-support';
import { INVALID_LOGIN, TOO_MANY_LOGINS } from './auth';
import { addStaff, signIn } from './staff-test-support';

let testApp: TestApp | undefined;
afterEach(() => {
  testApp?.cleanup();
  testApp = undefined;
});

function start(clock?: { at: number }): TestApp {
  testApp = createTestApp(clock ? { now: () => new Date(clock.at) } : {});
  return testApp;
}

function activities(t: TestApp) {
  return t.db.prepare('SELECT action, username, role, ip FROM login_activities ORDER BY id').all();
}

describe('POST /api/auth/login', () => {
  it('signs in with trimmed credentials: HttpOnly SameSite=Lax cookie, only a hash stored, activity recorded', async () => {
    const t = start();
    const staff = await addStaff(t.db, 'support');
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ username: `  ${staff.username} `, password: ` ${staff.password}  ` })
      .expect(200);
    expect(res.body).toEqual({ username: staff.username, role: 'support' });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith('saathi_session='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    const token = session?.split(';')[0]?.split('=')[1] ?? '';
    const stored = t.db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: string }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect(activities(t)).toEqual([{ action: 'login', username: staff.username, role: 'support', ip: expect.any(String) }]);
  });

  it('marks the cookie Secure in production', async () => {
    testApp = createTestApp({ env: { NODE_ENV: 'production', LOG_REQUESTS: 'false' } });
    const staff = await addStaff(testApp.db, 'admin');
    const res = await request(testApp.app).post('/api/auth/login').send(staff).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/saathi_session=[^;]+;.*Secure/);
  });

  it('answers the same message for an unknown user and a wrong password, and records both failures', async () => {
    const t = start();
    const staff = await addStaff(t.db, 'admin');
    const wrong = await request(t.app).post('/api/auth/login').send({ username: staff.username, password: 'not-the-password' }).expect(401);
    const unknown = await request(t.app).post('/api/auth/login').send({ username: 'nobody', password: 'whatever1' }).expect(401);
    expect(wrong.body).toEqual({ error: INVALID_LOGIN });
    expect(unknown.body).toEqual({ error: INVALID_LOGIN });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(activities(t)).toEqual([
      { action: 'failed_login', username: staff.username, role: 'admin', ip: expect.any(String) },
      { action: 'failed_login', username: 'nobody', role: null, ip: expect.any(String) },
    ]);
    await request(t.app).post('/api/auth/login').send({ username: '', password: '' }).expect(400, { error: INVALID_LOGIN });
  });

  it('is rate-limited per username: after five failures even the right password gets 429', async () => {
    const t = start();
    const staff = await addStaff(t.db, 'admin');
    for (let i = 0; i < 5; i += 1) {
      await request(t.app).post('/api/auth/login').send({ username: staff.username, password: `wrong-${i}-pass` }).expect(401);
    }
    const res = await request(t.app).post('/api/auth/login').send(staff).expect(429);
    expect(res.body).toEqual({ error: TOO_MANY_LOGINS });
  });

  it('is rate-limited per address across usernames', async () => {
    const t = start();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await request(t.app).post('/api/auth/login').send({ username: `user${i}`, password: 'whatever1' })).status;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers who is signed in; 401 without a cookie or with a forged one', async () => {
    const t = start();
    const staff = await addStaff(t.db, 'editor');
    const cookie = await signIn(t.app, staff);
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200, { username: staff.username, role: 'editor' });
    await request(t.app).get('/api/auth/me').expect(401);
    await request(t.app).get('/api/auth/me').set('Cookie', 'saathi_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(401);
  });

  it('ends a session idle for more than 30 minutes and records the expiry', async () => {
    const clock = { at: Date.parse('2025-06-01T10:00:00Z') };
    const t = start(clock);
    const staff = await addStaff(t.db, 'admin');
    const cookie = await signIn(t.app, staff);
    clock.at += IDLE_TIMEOUT_MS - 60_000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    clock.at += IDLE_TIMEOUT_MS - 60_000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    clock.at += IDLE_TIMEOUT_MS + 1000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(activities(t).map((row) => (row as { action: string }).action)).toEqual(['login', 'session_expired']);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  it('ends a session after 12 hours however active it was', async () => {
    const clock = { at: Date.parse('2025-06-01T10:00:00Z') };
    const t = start(clock);
    const staff = await addStaff(t.db, 'admin');
    const cookie = await signIn(t.app, staff);
    while (clock.at < Date.parse('2025-06-01T10:00:00Z') + ABSOLUTE_TIMEOUT_MS - 20 * 60_000) {
      clock.at += 20 * 60_000;
      await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    }
    clock.at += 25 * 60_000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('logout ends the session, clears the cookie and is recorded; it needs a same-site Origin', async () => {
    const t = start();
    const staff = await addStaff(t.db, 'support');
    const cookie = await signIn(t.app, staff);
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).expect(403);
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
    const res = await request(t.app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', t.config.publicUrl).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/saathi_session=;/);
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(activities(t).map((row) => (row as { action: string }).action)).toEqual(['login', 'logout']);
  });
});
