import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../services/auth/sessions';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { INVALID_LOGIN, TOO_MANY_LOGINS } from './auth';
import { addStaff, signIn } from '../../tests/support/staff';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

async function start(clock?: { at: number }): Promise<TestApp> {
  testApp = await createTestApp(clock ? { now: () => new Date(clock.at) } : {});
  return testApp;
}

type ActivityRow = { action: string; username: string; role: string | null; ip: string | null };

function activities(t: TestApp): Promise<ActivityRow[]> {
  return t.db.all<ActivityRow>('SELECT action, username, role, ip FROM login_activities ORDER BY id');
}

describe('POST /api/auth/login', () => {
  it('signs in with trimmed credentials: HttpOnly SameSite=Lax cookie, only a hash stored, activity recorded', async () => {
    const t = await start();
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
    const stored = await t.db.all<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
    expect(await activities(t)).toEqual([{ action: 'login', username: staff.username, role: 'support', ip: expect.any(String) }]);
  });

  it('marks the cookie Secure in production', async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', LOG_REQUESTS: 'false' } });
    const staff = await addStaff(testApp.db, 'admin');
    const res = await request(testApp.app).post('/api/auth/login').send(staff).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/saathi_session=[^;]+;.*Secure/);
  });

  it('answers the same message for an unknown user and a wrong password, and records both failures', async () => {
    const t = await start();
    const staff = await addStaff(t.db, 'admin');
    const wrong = await request(t.app).post('/api/auth/login').send({ username: staff.username, password: 'not-the-password' }).expect(401);
    const unknown = await request(t.app).post('/api/auth/login').send({ username: 'nobody', password: 'whatever1' }).expect(401);
    expect(wrong.body).toEqual({ error: INVALID_LOGIN });
    expect(unknown.body).toEqual({ error: INVALID_LOGIN });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(await activities(t)).toEqual([
      { action: 'failed_login', username: staff.username, role: 'admin', ip: expect.any(String) },
      { action: 'failed_login', username: 'nobody', role: null, ip: expect.any(String) },
    ]);
    await request(t.app).post('/api/auth/login').send({ username: '', password: '' }).expect(400, { error: INVALID_LOGIN });
    await request(t.app).post('/api/auth/login').send({ username: 'admin\u202e', password: 'whatever1' }).expect(400, { error: INVALID_LOGIN });
    expect(await activities(t)).toHaveLength(2);
  });

  it('is rate-limited per username: after five failures even the right password gets 429', async () => {
    const t = await start();
    const staff = await addStaff(t.db, 'admin');
    for (let i = 0; i < 5; i += 1) {
      await request(t.app).post('/api/auth/login').send({ username: staff.username, password: `wrong-${i}-pass` }).expect(401);
    }
    const res = await request(t.app).post('/api/auth/login').send(staff).expect(429);
    expect(res.body).toEqual({ error: TOO_MANY_LOGINS });
  });

  it('is rate-limited per address across usernames', async () => {
    const t = await start();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await request(t.app).post('/api/auth/login').send({ username: `user${i}`, password: 'whatever1' })).status;
    }
    expect(last).toBe(429);
  });
});

describe('sign-in throttling', () => {
  /** Requests as from `ip` (the app trusts the loopback proxy's X-Forwarded-For). */
  async function startBehindProxy() {
    testApp = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    return testApp;
  }
  const login = (t: TestApp, ip: string, body: { username: string; password: string }, cookie?: string) => {
    const req = request(t.app).post('/api/auth/login').set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send(body);
  };
  const deviceCookieOf = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('saathi_device=')) ?? '';

  it("someone else's failures do not stop a staff member whose browser signed in before", async () => {
    const t = await startBehindProxy();
    const staff = await addStaff(t.db, 'admin', 'admin');
    const first = await login(t, '10.0.0.1', staff).expect(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^saathi_device=[\w-]{22}\.[\w-]{43}; /);
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Path=\/api\/auth\/login/);

    for (const username of ['admin', 'ADMIN', 'admin', 'ADMIN', 'admin']) {
      await login(t, '10.0.0.66', { username, password: 'guess-guess' }).expect(401);
    }
    // Guessing stays slow: the next try from anywhere else is refused, right password or not.
    await login(t, '10.0.0.66', { username: 'admin', password: 'guess-again' }).expect(429);
    await login(t, '10.0.0.7', staff).expect(429);
    // The admin's own browser signs in, again and again.
    const cookie = device.split(';')[0];
    for (let i = 0; i < 3; i += 1) await login(t, '10.0.0.1', staff, cookie).expect(200);
  });

  it("a known browser has an allowance of its own, and a cookie made for another username is no one's", async () => {
    const t = await startBehindProxy();
    const admin = await addStaff(t.db, 'admin', 'admin');
    const editor = await addStaff(t.db, 'editor', 'editor');
    const adminCookie = deviceCookieOf(await login(t, '10.0.0.1', admin).expect(200)).split(';')[0];
    const editorCookie = deviceCookieOf(await login(t, '10.0.0.2', editor).expect(200)).split(';')[0];

    // Ten failures on the known browser leave other clients' allowance for the username alone.
    for (let i = 0; i < 10; i += 1) await login(t, '10.0.0.1', { username: 'admin', password: `typo-${i}-here` }, adminCookie).expect(401);
    // Spent: the browser now counts like any other client.
    for (let i = 0; i < 5; i += 1) await login(t, '10.0.0.1', { username: 'admin', password: `typo-${i}-more` }, adminCookie).expect(401);
    await login(t, '10.0.0.1', admin, adminCookie).expect(429);
    // The editor's cookie does nothing for the admin's username.
    await login(t, '10.0.0.2', admin, editorCookie).expect(429);
    await login(t, '10.0.0.2', editor, editorCookie).expect(200);
  });

  it('counts concurrent guesses before their passwords are checked', async () => {
    const t = await startBehindProxy();
    const staff = await addStaff(t.db, 'admin', 'admin');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, `10.0.1.${i}`, { username: staff.username, password: `guess-${i}-word` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await activities(t)).filter((row) => row.action === 'failed_login')).toHaveLength(5);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers who is signed in; 401 without a cookie or with a forged one', async () => {
    const t = await start();
    const staff = await addStaff(t.db, 'editor');
    const cookie = await signIn(t.app, staff);
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200, { username: staff.username, role: 'editor' });
    await request(t.app).get('/api/auth/me').expect(401);
    await request(t.app).get('/api/auth/me').set('Cookie', 'saathi_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(401);
  });

  it('ends a session idle for more than 30 minutes and records the expiry', async () => {
    const clock = { at: Date.parse('2025-06-01T10:00:00Z') };
    const t = await start(clock);
    const staff = await addStaff(t.db, 'admin');
    const cookie = await signIn(t.app, staff);
    clock.at += IDLE_TIMEOUT_MS - 60_000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    clock.at += IDLE_TIMEOUT_MS - 60_000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    clock.at += IDLE_TIMEOUT_MS + 1000;
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect((await activities(t)).map((row) => row.action)).toEqual(['login', 'session_expired']);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM sessions')).toEqual({ n: 0 });
  });

  it('ends a session after 12 hours however active it was', async () => {
    const clock = { at: Date.parse('2025-06-01T10:00:00Z') };
    const t = await start(clock);
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
    const t = await start();
    const staff = await addStaff(t.db, 'support');
    const cookie = await signIn(t.app, staff);
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).expect(403);
    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
    const res = await request(t.app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', t.config.publicUrl).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/saathi_session=;/);
    await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect((await activities(t)).map((row) => row.action)).toEqual(['login', 'logout']);
  });
});
