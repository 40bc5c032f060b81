import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { BLOG_SLUG_TAKEN } from '../services/content/blog-service';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../tests/support/test-app';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';
import { CROSS_SITE_REFUSED } from '../http/staff-auth';
import { createAdminSubmissionsRepository, EXPORT_PAGE_ROWS } from '../db/admin-submissions-repository';
import { indexQueuedSubmissions } from '../db/write-path/search-index-queue';

let t: TestApp;
let cookies: StaffSessions['cookies'];
let as: StaffSessions['as'];
let origin: string;

beforeEach(async () => {
  t = await createTestApp();
  origin = t.config.publicUrl;
  ({ cookies, as } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

function contact(fullName: string, phoneNumber: string, email = `${fullName.split(' ')[0]?.toLowerCase()}@example.in`, key: string = randomUUID()) {
  return request(t.app)
    .post('/api/submissions/contact')
    .set('Idempotency-Key', key)
    .send({ fullName, email, phoneNumber, subject: 'Sessions', message: 'Hello there' })
    .expect(201)
    .then((res) => res.body.id as number);
}

// The whole route table: who may use each route.
const KINDS = ['individual', 'couple', 'family-friends', 'contact', 'depression', 'anxiety', 'general-health', 'workshop-registrations'];
const ROUTES: Array<{ method: 'get' | 'post' | 'put' | 'delete'; path: string; roles: StaffRole[] }> = [
  { method: 'get', path: '/api/admin/summary', roles: ['admin', 'support'] },
  { method: 'get', path: '/api/admin/login-activities', roles: ['admin'] },
  { method: 'get', path: '/api/admin/emails', roles: ['admin'] },
  { method: 'get', path: '/api/admin/blogs', roles: ['admin', 'editor'] },
  { method: 'get', path: '/api/admin/blogs/999', roles: ['admin', 'editor'] },
  { method: 'post', path: '/api/admin/blogs', roles: ['admin', 'editor'] },
  { method: 'post', path: '/api/admin/blogs/preview', roles: ['admin', 'editor'] },
  { method: 'put', path: '/api/admin/blogs/999', roles: ['admin', 'editor'] },
  { method: 'delete', path: '/api/admin/blogs/999', roles: ['admin', 'editor'] },
  { method: 'get', path: '/api/admin/experts', roles: ['admin'] },
  { method: 'get', path: '/api/admin/experts/999', roles: ['admin'] },
  { method: 'post', path: '/api/admin/experts', roles: ['admin'] },
  { method: 'put', path: '/api/admin/experts/999', roles: ['admin'] },
  { method: 'post', path: '/api/admin/emails/999/retry', roles: ['admin'] },
  { method: 'post', path: '/api/admin/meetings', roles: ['admin'] },
  { method: 'post', path: '/api/admin/test-payments', roles: ['admin'] },
  { method: 'get', path: '/api/admin/payments', roles: ['admin', 'support'] },
  { method: 'get', path: '/api/admin/payments.csv', roles: ['admin', 'support'] },
  { method: 'get', path: '/api/admin/payments/999', roles: ['admin', 'support'] },
  { method: 'delete', path: '/api/admin/payments/999', roles: ['admin', 'support'] },
  { method: 'get', path: '/api/admin/schedule', roles: ['admin', 'support'] },
  { method: 'get', path: '/api/admin/schedule/experts', roles: ['admin', 'support'] },
  { method: 'put', path: '/api/admin/bookings/individual/999/expert', roles: ['admin', 'support'] },
  ...KINDS.flatMap((kind) => [
    { method: 'get' as const, path: `/api/admin/${kind}`, roles: ['admin', 'support'] as StaffRole[] },
    { method: 'get' as const, path: `/api/admin/${kind}.csv`, roles: ['admin', 'support'] as StaffRole[] },
    { method: 'get' as const, path: `/api/admin/${kind}/999`, roles: ['admin', 'support'] as StaffRole[] },
    { method: 'delete' as const, path: `/api/admin/${kind}/999`, roles: ['admin', 'support'] as StaffRole[] },
  ]),
];

describe('the admin route table', () => {
  it.each(ROUTES)('$method $path: 401 signed out, 403 for other roles, allowed for its roles, never stored', async ({ method, path, roles }) => {
    await as('nobody', method, path).expect(401);
    await request(t.app)[method](path).set('Origin', origin).set('Cookie', 'saathi_session=forgedforgedforgedforgedforged').expect(401);
    // Every role, the expert's included: an expert has no /api/admin route at all.
    for (const role of STAFF_ROLES) {
      const res = await as(role, method, path);
      if (roles.includes(role)) expect([200, 201, 204, 400, 404]).toContain(res.status);
      else expect(res.status).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a state-changing call without a same-site Origin or Referer', async () => {
    const id = await contact('Asha Rao', '9876543210');
    const bare = await request(t.app).delete(`/api/admin/contact/${id}`).set('Cookie', cookies.admin).expect(403);
    expect(bare.body).toEqual({ error: CROSS_SITE_REFUSED });
    await request(t.app).delete(`/api/admin/contact/${id}`).set('Cookie', cookies.admin).set('Origin', 'https://evil.example').expect(403);
    await request(t.app).post('/api/admin/blogs').set('Cookie', cookies.admin).set('Referer', 'https://evil.example/x').send({}).expect(403);
    await request(t.app).delete(`/api/admin/contact/${id}`).set('Cookie', cookies.admin).set('Referer', `${origin}/admin/x`).expect(204);
  });
});

describe('submission lists', () => {
  beforeEach(async () => {
    await contact('Asha Rao', '9876543210', 'asha@example.in');
    await contact('Bilal Khan', '9123456780', 'bilal@example.in');
    await contact('Chitra 100% Iyer', '9000000001', 'chitra@example.in');
    await t.db.run(`UPDATE submissions SET created_at = '2025-01-0' || id || 'T10:00:00.000Z'`);
  });

  it('searches by name, phone or e-mail, with LIKE wildcards taken literally', async () => {
    const get = (q: string) => as('support', 'get', `/api/admin/contact?q=${encodeURIComponent(q)}`).expect(200).then((res) => res.body);
    expect((await get('bilal')).items.map((item: { name: string }) => item.name)).toEqual(['Bilal Khan']);
    expect((await get('3456')).items.map((item: { name: string }) => item.name)).toEqual(['Bilal Khan']);
    expect((await get('asha@')).total).toBe(1);
    expect((await get('%')).items.map((item: { name: string }) => item.name)).toEqual(['Chitra 100% Iyer']);
    expect((await get('_')).total).toBe(0);
    expect((await get('')).total).toBe(3);
  });

  it('sorts newest or oldest first and pages', async () => {
    const newest = await as('admin', 'get', '/api/admin/contact?pageSize=2').expect(200);
    expect(newest.body.total).toBe(3);
    expect(newest.body.page).toBe(1);
    expect(newest.body.items.map((item: { name: string }) => item.name)).toEqual(['Chitra 100% Iyer', 'Bilal Khan']);
    const page2 = await as('admin', 'get', '/api/admin/contact?pageSize=2&page=2').expect(200);
    expect(page2.body.items.map((item: { name: string }) => item.name)).toEqual(['Asha Rao']);
    const oldest = await as('admin', 'get', '/api/admin/contact?sort=oldest').expect(200);
    expect(oldest.body.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'contact',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      status: null,
      createdAt: '2025-01-01T10:00:00.000Z',
      fields: { subject: 'Sessions' },
      language: 'en',
    });
    await as('admin', 'get', '/api/admin/contact?sort=sideways').expect(400);
    await as('admin', 'get', '/api/admin/unknown-kind').expect(404);
  });

  it("shows the visitor's language in the detail and the CSV", async () => {
    const id = await request(t.app)
      .post('/api/submissions/contact')
      .set('Idempotency-Key', randomUUID())
      .set('Content-Language', 'hi-IN')
      .send({ fullName: 'Meera Devi', email: 'meera@example.in', phoneNumber: '9811111111', subject: 'सेशन', message: 'नमस्ते' })
      .expect(201)
      .then((res) => res.body.id as number);
    expect((await as('support', 'get', `/api/admin/contact/${id}`).expect(200)).body.data.language).toBe('hi');
    const csv = await as('support', 'get', '/api/admin/contact.csv?q=Meera').expect(200);
    expect(csv.text).toContain('"Meera Devi","meera@example.in","9811111111","","Hindi"');
  });

  it('exports every submission of a kind, however many pages of rows they fill', async () => {
    const rows = EXPORT_PAGE_ROWS * 2 + 1;
    await t.db.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO submissions (kind, name, phone, payload, created_at)
       SELECT 'contact', 'Visitor ' || i, '9000000000', '{}', '2025-03-01T10:00:00.000Z' FROM n`,
      [rows],
    );
    const stored = (await t.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM submissions WHERE kind = 'contact'`))!.n;
    const res = await as('support', 'get', '/api/admin/contact.csv?sort=oldest').expect(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(stored + 1);
    const visitors = lines.map((line) => line.split(',')[2]).filter((name) => name?.startsWith('"Visitor '));
    expect(new Set(visitors).size).toBe(rows);
    expect(visitors).toHaveLength(rows);
  });

  it('exports the current search as CSV with formula cells defused', async () => {
    await contact('=HYPERLINK("http://x")', '9111111111', 'formula@example.in');
    const res = await as('support', 'get', '/api/admin/contact.csv?q=9111').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('"ID","Submitted","Name","Email","Phone","Status","Language","Subject"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe('invisible characters staff would not see (docs/decisions/012-invisible-characters.md)', () => {
  // PostgreSQL: text cannot hold U+0000 at all, so no stored row has one; U+0001 stands in for it.
  const [control, written] = TEST_ENGINE === 'postgres' ? ['\u0001', '<U+0001>'] : ['\u0000', '<U+0000>'];

  it('writes them out in a CSV export of a record stored before the forms removed them', async () => {
    const id = await contact('Asha Rao', '9111111111', 'asha@example.in');
    await t.db.run('UPDATE submissions SET name = ? WHERE id = ?', [`\u202eAsha${control} Rao`, id]);
    const res = await as('support', 'get', '/api/admin/contact.csv').expect(200);
    expect(res.text).toContain(`"<U+202E>Asha${written} Rao"`);
    expect(res.text).not.toMatch(/[\u0000\u0001\u202e]/);
  });

  it('writes them out in the username of a failed sign-in, as typed', async () => {
    // Sign-in refuses such a username now; a row from before, or written by another tool, remains.
    await request(t.app).post('/api/auth/login').send({ username: '\u202eadmin-user\u0000', password: 'wrong password' }).expect(400);
    await t.db.run(
      `INSERT INTO login_activities (action, username, role, ip, created_at) VALUES ('failed_login', ?, NULL, '127.0.0.1', '2099-01-01T00:00:00.000Z')`,
      [`\u202eadmin-user${control}`],
    );
    const logins = await as('admin', 'get', '/api/admin/login-activities').expect(200);
    expect(logins.body.items[0]).toMatchObject({ action: 'failed_login', username: `<U+202E>admin-user${written}` });
  });
});

describe('search through the trigram index (three characters or more)', () => {
  const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
  const get = (q: string, extra = '') =>
    as('support', 'get', `/api/admin/contact?q=${encodeURIComponent(q)}${extra}`)
      .expect(200)
      .then((res) => res.body as { items: Array<{ id: number; name: string }>; total: number });

  beforeEach(async () => {
    await contact('Asha Rao', '9876543210', 'asha@example.in');
    await contact('Bilal Khan', '9123456780', 'bilal@example.in');
    await contact('Chitra 100% Iyer', '9000000001', 'chitra@example.in');
    await contact('Dev 50_50 Shah', '9555500000', 'dev.shah@example.in');
    await contact('ASHWIN Menon', '9222222222', 'ashwin@mail.example.in');
    await t.db.run(`UPDATE submissions SET created_at = '2025-01-0' || id || 'T10:00:00.000Z'`);
    // SQLite: the first two join the index, the other three stay queued for it (028), so every
    // search below reads both.
    if (t.db.engine === 'sqlite') expect(await indexQueuedSubmissions(t.db, 2)).toBe(2);
  });

  it('keeps the index in step with the submissions table', async () => {
    if (TEST_ENGINE === 'postgres') {
      // PostgreSQL: the GIN trigram index of name, phone and e-mail joined (022) answers the count, and finds every row.
      const { plan, indexed } = await t.db.transaction(async () => {
        await t.db.exec('SET LOCAL enable_seqscan = off');
        const sql = `SELECT count(*) AS n FROM submissions WHERE (coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '')) ILIKE '%example.in%'`;
        const plan = (await t.db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
        return { plan, indexed: await t.db.get(sql) };
      });
      expect(plan).toContain('submissions_search_text_trigrams');
      expect(indexed).toEqual({ n: 5 });
      return;
    }
    const indexed = () => t.db.get(`SELECT count(*) AS n FROM submission_search WHERE submission_search MATCH '"example.in"'`);
    const queued = () => t.db.get(`SELECT count(*) AS n FROM submission_search_queue`);
    expect([await indexed(), await queued()]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await get('example.in')).toMatchObject({ total: 5 });
    if (t.db.engine === 'sqlite') expect(await indexQueuedSubmissions(t.db)).toBe(3);
    expect([await indexed(), await queued()]).toEqual([{ n: 5 }, { n: 0 }]);
    expect(await get('example.in')).toMatchObject({ total: 5 });
  });

  it('matches any part of a name, phone or e-mail, ignoring case', async () => {
    expect(names(await get('lal kh'))).toEqual(['Bilal Khan']);
    expect(names(await get('ITRA'))).toEqual(['Chitra 100% Iyer']);
    expect(names(await get('ash'))).toEqual(['ASHWIN Menon', 'Asha Rao']);
    expect(names(await get('ash', '&sort=oldest'))).toEqual(['Asha Rao', 'ASHWIN Menon']);
    expect(names(await get('345678'))).toEqual(['Bilal Khan']);
    expect(names(await get('5550'))).toEqual(['Dev 50_50 Shah']);
    expect(names(await get('@mail.exa'))).toEqual(['ASHWIN Menon']);
    expect(names(await get('v.shah@'))).toEqual(['Dev 50_50 Shah']);
    expect((await get('nobody here')).total).toBe(0);
    expect((await get('"a" OR b*')).total).toBe(0);
  });

  it('exports every match a page at a time, in the order of the search, rows of the same moment included', async () => {
    // Two pairs of rows share their moment: a page must not end between them and lose one.
    await t.db.run(`UPDATE submissions SET created_at = '2025-01-02T10:00:00.000Z' WHERE id IN (SELECT id FROM submissions ORDER BY id LIMIT 2)`);
    await t.db.run(`UPDATE submissions SET created_at = '2025-01-04T10:00:00.000Z' WHERE id IN (SELECT id FROM submissions ORDER BY id DESC LIMIT 2)`);
    const staffSubmissions = createAdminSubmissionsRepository(t.db);
    for (const query of ['', 'ash', 'example.in', '100%', 'sh', 'nobody here']) {
      for (const sort of ['newest', 'oldest'] as const) {
        const searched = await staffSubmissions.search({ kind: 'contact', query, sort, limit: 100, offset: 0 });
        const exported = [];
        for await (const page of staffSubmissions.everyMatch({ kind: 'contact', query, sort }, 2)) exported.push(...page.map((row) => row.id));
        expect(exported, `${query} ${sort}`).toEqual(searched.items.map((row) => row.id));
      }
    }
  });

  it('ignores the case of ASCII letters only, on both engines', async () => {
    await contact('Élodie Ñúñez', '9333333333', 'elodie@example.in');
    expect(names(await get('ÉLODIE'))).toEqual(['Élodie Ñúñez']);
    expect((await get('élodie')).total).toBe(0);
    expect((await get('ñúñez')).total).toBe(0);
    expect(names(await get('Ñúñ'))).toEqual(['Élodie Ñúñez']);
    // U+212A KELVIN SIGN lowers to k, which no ASCII-only comparison does.
    expect((await get('\u212Ahan')).total).toBe(0);
    expect(names(await get('KHAN'))).toEqual(['Bilal Khan']);
  });

  it('pages the indexed results and counts them all', async () => {
    const first = await get('example.in', '&pageSize=2');
    expect(first.total).toBe(5);
    expect(names(first)).toEqual(['ASHWIN Menon', 'Dev 50_50 Shah']);
    const third = await get('example.in', '&pageSize=2&page=3');
    expect(third.total).toBe(5);
    expect(names(third)).toEqual(['Asha Rao']);
    const past = await get('example.in', '&pageSize=2&page=9');
    expect(past).toMatchObject({ items: [], total: 5 });
  });

  it('counts a common text only so far (100, or further past the page asked for) and says there are more', async () => {
    const at = (i: number) => `2025-02-01T10:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`;
    await t.db.transaction(async () => {
      for (let i = 0; i < 150; i++) {
        await t.db.run(`INSERT INTO submissions (kind, name, phone, payload, created_at) VALUES ('contact', ?, ?, '{}', ?)`, [`Kavya Common ${i}`, `80000${String(i).padStart(5, '0')}`, at(i)]);
      }
    });
    const page = (q: string, extra: string) =>
      as('support', 'get', `/api/admin/contact?q=${encodeURIComponent(q)}${extra}`)
        .expect(200)
        .then((res) => res.body as { items: Array<{ name: string }>; total: number; more: boolean });
    const first = await page('common', '&pageSize=20');
    expect(first).toMatchObject({ total: 100, more: true });
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Kavya Common ${149 - i}`));
    // Counting reaches past the page asked for, to the end here: 150 in all, the last 10 on page 8.
    const last = await page('common', '&pageSize=20&page=8');
    expect(last).toMatchObject({ total: 150, more: false });
    expect(names(last)).toEqual(Array.from({ length: 10 }, (_, i) => `Kavya Common ${9 - i}`));
    const oldest = await page('common', '&pageSize=20&sort=oldest');
    expect(oldest).toMatchObject({ total: 100, more: true });
    expect(names(oldest)[0]).toBe('Kavya Common 0');
    // Rarer texts are counted exactly, and so are short ones while they are few.
    expect(await page('Common 14', '&pageSize=5')).toMatchObject({ total: 11, more: false });
    expect(await page('', '&pageSize=5')).toMatchObject({ total: 100, more: true });
  });

  it('takes %, _ and \\ literally', async () => {
    expect(names(await get('00%'))).toEqual(['Chitra 100% Iyer']);
    expect(names(await get('100% I'))).toEqual(['Chitra 100% Iyer']);
    expect((await get('a%o')).total).toBe(0);
    expect(names(await get('50_50'))).toEqual(['Dev 50_50 Shah']);
    expect(names(await get('0_5'))).toEqual(['Dev 50_50 Shah']);
    expect((await get('a_h')).total).toBe(0);
    expect((await get('Sh_h')).total).toBe(0);
    expect((await get('\\as')).total).toBe(0);
  });

  it('forgets a deleted submission', async () => {
    const { items } = await get('Bilal');
    const id = items[0]?.id;
    await as('support', 'delete', `/api/admin/contact/${id}`).expect(204);
    expect((await get('Bilal')).total).toBe(0);
    expect((await get('3456780')).total).toBe(0);
    expect((await get('bilal@')).total).toBe(0);
  });

  it('finds a submission under its changed name, phone and e-mail', async () => {
    const id = (await get('Asha Rao')).items[0]?.id;
    await t.db.run(`UPDATE submissions SET name = 'Asha Raghavan', phone = '9811112222', email = 'asha.r@example.org' WHERE id = ?`, [id ?? null]);
    expect(names(await get('Raghav'))).toEqual(['Asha Raghavan']);
    expect(names(await get('1111222'))).toEqual(['Asha Raghavan']);
    expect(names(await get('a.r@example.org'))).toEqual(['Asha Raghavan']);
    expect((await get('Asha Rao')).total).toBe(0);
    expect((await get('9876543210')).total).toBe(0);
    // A change that leaves name, phone and e-mail alone keeps the row findable.
    await t.db.run(`UPDATE submissions SET status = 'Seen' WHERE id = ?`, [id ?? null]);
    expect(names(await get('Raghav'))).toEqual(['Asha Raghavan']);
  });
});

describe('detail and audited deletion', () => {
  it('shows one record; deletion removes it with its mails, keeps an audit without personal data, and a replay does not bring it back', async () => {
    const key = randomUUID();
    const id = await contact('Asha Rao', '9876543210', 'asha@example.in', key);
    const detail = await as('support', 'get', `/api/admin/contact/${id}`).expect(200);
    expect(detail.body.data.record).toMatchObject({ fullName: 'Asha Rao', message: 'Hello there' });
    expect(await t.db.get('SELECT COUNT(*) AS n FROM mail_outbox WHERE submission_id = ?', [id])).toEqual({ n: 1 });

    await as('support', 'delete', `/api/admin/contact/${id}`).expect(204);
    await as('support', 'get', `/api/admin/contact/${id}`).expect(404);
    await as('support', 'delete', `/api/admin/contact/${id}`).expect(404);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM mail_outbox WHERE submission_id = ?', [id])).toEqual({ n: 0 });
    const audit = await t.db.all('SELECT * FROM deletion_audit');
    expect(audit).toEqual([{ id: 1, staff_username: 'support-user', kind: 'contact', record_id: id, deleted_at: expect.any(String) }]);
    expect(JSON.stringify(audit)).not.toMatch(/Asha|9876543210|asha@/);

    const replay = await request(t.app)
      .post('/api/submissions/contact')
      .set('Idempotency-Key', key)
      .send({ fullName: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210', subject: 'Sessions', message: 'Hello there' })
      .expect(201);
    expect(replay.body.id).toBe(id);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM submissions')).toEqual({ n: 0 });
  });

  it('does not delete a record through another kind', async () => {
    const id = await contact('Asha Rao', '9876543210');
    await as('admin', 'delete', `/api/admin/depression/${id}`).expect(404);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM submissions')).toEqual({ n: 1 });
  });
});

describe('blog management', () => {
  const post = {
    title: 'Sleep and mood',
    content: '<p>Rest well</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    url: 'sleep and   mood',
  };

  it('creates, updates and deletes a post; the content is stored and served inert', async () => {
    const created = await as('editor', 'post', '/api/admin/blogs').send(post).expect(201);
    const saved = created.body.data;
    expect(saved).toMatchObject({ blogId: 'sleep-and-mood', title: 'Sleep and mood', category: 'Uncategorized', featuredImage: null });
    expect(saved.content).not.toMatch(/script|onerror|javascript:/i);
    expect(saved.content).toContain('<p>Rest well</p>');
    const publicView = await request(t.app).get('/api/blogs/sleep-and-mood').expect(200);
    expect(publicView.body.data.content).not.toMatch(/script|onerror|javascript:/i);

    const updated = await as('admin', 'put', `/api/admin/blogs/${saved.id}`)
      .send({ ...post, title: 'Sleep, mood and you', content: '<p onclick="x()">New</p>', category: 'Mental Health', featuredImage: 'https://images.example/sleep.jpg' })
      .expect(200);
    expect(updated.body.data).toMatchObject({ title: 'Sleep, mood and you', content: '<p>New</p>', category: 'Mental Health', featuredImage: 'https://images.example/sleep.jpg' });

    await as('editor', 'delete', `/api/admin/blogs/${saved.id}`).expect(204);
    await request(t.app).get('/api/blogs/sleep-and-mood').expect(404);
  });

  it('requires title and content, checks the image URL and refuses a slug in use', async () => {
    const missing = await as('editor', 'post', '/api/admin/blogs').send({ title: ' ', content: '', url: 'x' }).expect(400);
    expect(missing.body.fields).toMatchObject({ title: 'Please fill in all required fields.', content: 'Please fill in all required fields.' });
    const badImage = await as('editor', 'post', '/api/admin/blogs').send({ ...post, featuredImage: 'javascript:alert(1)' }).expect(400);
    expect(badImage.body.fields).toEqual({ featuredImage: 'Image URL is invalid or inaccessible' });
    await as('editor', 'post', '/api/admin/blogs').send(post).expect(201);
    const clash = await as('editor', 'post', '/api/admin/blogs').send({ ...post, title: 'Other' }).expect(409);
    expect(clash.body.error).toBe(BLOG_SLUG_TAKEN);
    const other = await as('editor', 'post', '/api/admin/blogs').send({ ...post, url: 'other' }).expect(201);
    await as('editor', 'put', `/api/admin/blogs/${other.body.data.id}`).send(post).expect(409);
  });
});

describe('blog preview', () => {
  const blogCount = () => t.db.get('SELECT COUNT(*) AS n FROM blogs');

  it('answers the content as the sanitiser would store it, and stores nothing', async () => {
    const before = await blogCount();
    const res = await as('editor', 'post', '/api/admin/blogs/preview')
      .send({
        content:
          '<h2>Calm</h2><p>Rest <strong>well</strong></p><script>alert(1)</script><img src="https://images.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.in">ok</a>',
      })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body)).toEqual(['html']);
    expect(res.body.html).not.toMatch(/script|onerror|javascript:|alert/i);
    expect(res.body.html).toContain('<h2>Calm</h2><p>Rest <strong>well</strong></p>');
    expect(res.body.html).toContain('<img src="https://images.example/a.png" />');
    expect(res.body.html).toContain('<a href="https://example.in" rel="noopener noreferrer">ok</a>');
    const admin = await as('admin', 'post', '/api/admin/blogs/preview').send({ content: '' }).expect(200);
    expect(admin.body).toEqual({ html: '' });
    expect(await blogCount()).toEqual(before);
  });

  it('refuses support, a missing or oversized body, and a cross-site request', async () => {
    await as('support', 'post', '/api/admin/blogs/preview').send({ content: '<p>x</p>' }).expect(403);
    await as('editor', 'post', '/api/admin/blogs/preview').send({}).expect(400);
    await as('editor', 'post', '/api/admin/blogs/preview').send({ content: 5 }).expect(400);
    await as('editor', 'post', '/api/admin/blogs/preview').send({ content: 'x'.repeat(200_001) }).expect(413);
    const crossSite = await request(t.app).post('/api/admin/blogs/preview').set('Cookie', cookies.editor).set('Origin', 'https://evil.example').send({ content: '<p>x</p>' }).expect(403);
    expect(crossSite.body).toEqual({ error: CROSS_SITE_REFUSED });
    await request(t.app).post('/api/admin/blogs/preview').set('Cookie', cookies.editor).send({ content: '<p>x</p>' }).expect(403);
  });
});

describe('dashboard, login activity and outbox', () => {
  it('counts every kind with the new ones since yesterday, and submissions per day', async () => {
    await contact('Asha Rao', '9876543210');
    await contact('Bilal Khan', '9123456780');
    await t.db.run(`UPDATE submissions SET created_at = ? WHERE id = 1`, [new Date(Date.now() - 3 * 86_400_000).toISOString()]);
    const res = await as('admin', 'get', '/api/admin/summary').expect(200);
    expect(res.body.kinds).toContainEqual({ kind: 'contact', total: 2, newSinceYesterday: 1 });
    expect(res.body.kinds).toContainEqual({ kind: 'couple', total: 0, newSinceYesterday: 0 });
    expect(res.body.perDay).toHaveLength(2);
  });

  it('counts submissions per day by the clock in India (UTC+05:30)', async () => {
    await contact('Asha Rao', '9876543210');
    await contact('Bilal Khan', '9123456780');
    await contact('Chitra Iyer', '9000000001');
    await contact('Dev Shah', '9555500000');
    const times = ['2025-02-28T23:59:59.999Z', '2025-03-01T18:29:59.999Z', '2025-03-01T18:30:00.000Z', '2025-03-02T00:00:00.000Z'];
    for (const [index, time] of times.entries()) await t.db.run('UPDATE submissions SET created_at = ? WHERE id = ?', [time, index + 1]);
    expect(await createAdminSubmissionsRepository(t.db).perDay('2025-03-01T00:00:00.000Z')).toEqual([
      { day: '2025-03-01', count: 1 },
      { day: '2025-03-02', count: 2 },
    ]);
  });

  it('lists logins and mails for admins, without password hashes or session ids', async () => {
    await contact('Asha Rao', '9876543210');
    const logins = await as('admin', 'get', '/api/admin/login-activities').expect(200);
    expect(logins.body.total).toBe(4);
    expect(logins.body.items[0]).toEqual({ id: expect.any(Number), action: 'login', username: 'expert-user', role: 'expert', ip: expect.any(String), createdAt: expect.any(String) });
    const mails = await as('admin', 'get', '/api/admin/emails').expect(200);
    expect(mails.body.items[0]).toMatchObject({ state: expect.any(String), subject: expect.any(String), attempts: 0 });
    expect(mails.body.items[0]).not.toHaveProperty('html');
    expect(JSON.stringify(logins.body)).not.toMatch(/scrypt|token/);
  });
});
