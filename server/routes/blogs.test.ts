import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { excerpt } from '../../src/domain/content';
import { createBlogsRepository } from '../db/blogs-repository';
import { SEED_BLOG_POSTS } from '../services/content/seed-data';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

const BLOG_POST_FIELDS = [
  'author',
  'blogId',
  'category',
  'content',
  'createdAt',
  'featuredImage',
  'id',
  'submittedAt',
  'title',
  'updatedAt',
  'url',
];

const BLOG_SUMMARY_FIELDS = BLOG_POST_FIELDS.filter((field) => field !== 'content').concat('excerpt').sort();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});
afterAll(() => testApp.cleanup());

describe('GET /api/blogs', () => {
  it('lists every post newest first as a summary: the BlogPost fields but the body, and its excerpt', async () => {
    const res = await request(testApp.app).get('/api/blogs').expect(200).expect('Content-Type', /json/);
    const posts = res.body.data as Array<Record<string, unknown>>;
    expect(posts).toHaveLength(SEED_BLOG_POSTS.length);
    const dates = posts.map((p) => String(p.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(BLOG_SUMMARY_FIELDS);
    const seeded = SEED_BLOG_POSTS.find((post) => post.blogId === posts[0]?.blogId);
    expect(posts[0]?.excerpt).toBe(excerpt(seeded?.content ?? ''));
    expect(String(posts[0]?.excerpt).length).toBeLessThanOrEqual(128);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body to a client that has the current list', async () => {
    const first = await request(testApp.app).get('/api/blogs').expect(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await request(testApp.app).get('/api/blogs').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    await request(testApp.app).get('/api/blogs').set('If-None-Match', 'W/"stale"').expect(200);
  });

  it('puts a newly written post first', async () => {
    await createBlogsRepository(testApp.db).insert({ blogId: 'fresh-post', title: 'Fresh', createdAt: new Date() });
    const res = await request(testApp.app).get('/api/blogs').expect(200);
    expect(res.body.data[0].blogId).toBe('fresh-post');
  });
});

describe('GET /api/blogs/:blogId', () => {
  it('answers one post by slug', async () => {
    const seeded = SEED_BLOG_POSTS[1];
    if (!seeded) throw new Error('no seed posts');
    const res = await request(testApp.app).get(`/api/blogs/${seeded.blogId}`).expect(200);
    expect(res.body.data).toMatchObject({
      blogId: seeded.blogId,
      title: seeded.title,
      category: seeded.category,
      createdAt: seeded.createdAt,
      featuredImage: seeded.featuredImage,
    });
    expect(Object.keys(res.body.data).sort()).toEqual(BLOG_POST_FIELDS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 with the spec message for an unknown slug', async () => {
    const res = await request(testApp.app).get('/api/blogs/no-such-post').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Blog post not found' });
  });
});

describe('GET /api/blogs after a change', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.cleanup());

  async function list(current: TestApp, etag?: string) {
    const req = request(current.app).get('/api/blogs');
    const res = await (etag ? req.set('If-None-Match', etag) : req);
    return { status: res.status, etag: String(res.headers.etag), slugs: (res.body.data ?? []).map((p: { blogId: string }) => p.blogId) as string[], body: res.body };
  }

  it('is built afresh after each insert, update and delete through any blogs repository', async () => {
    app = await createTestApp({ seed: true });
    const before = await list(app);
    const posts = createBlogsRepository(app.db);

    const added = await posts.insert({ blogId: 'new-post', title: 'New', content: '<p>Fresh words</p>', createdAt: new Date() });
    const afterInsert = await list(app, before.etag);
    expect(afterInsert.status).toBe(200);
    expect(afterInsert.slugs[0]).toBe('new-post');
    expect(afterInsert.body.data[0]).toMatchObject({ title: 'New', excerpt: 'Fresh words' });

    await posts.update(added.id, { blogId: 'new-post', title: 'Renamed', content: '<p>Other words</p>' });
    const afterUpdate = await list(app, afterInsert.etag);
    expect(afterUpdate.status).toBe(200);
    expect(afterUpdate.body.data[0]).toMatchObject({ title: 'Renamed', excerpt: 'Other words' });

    await posts.delete(added.id);
    const afterDelete = await list(app, afterUpdate.etag);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.slugs).toEqual(before.slugs);
    expect((await list(app, afterDelete.etag)).status).toBe(304);
  });

  it('is built afresh after a post written by another process (npm run seed while the server runs)', async () => {
    app = await createTestApp({ seed: true });
    const before = await list(app);
    const other = app.openAsAnotherProcess();
    await createBlogsRepository(other).insert({ blogId: 'from-elsewhere', title: 'Elsewhere', content: '<p>x</p>', createdAt: new Date() });
    const after = await list(app, before.etag);
    expect(after.status).toBe(200);
    expect(after.slugs[0]).toBe('from-elsewhere');
  });

  it('is not rebuilt by a write that changed nothing', async () => {
    app = await createTestApp({ seed: true });
    const before = await list(app);
    const posts = createBlogsRepository(app.db);
    expect(await posts.update(999_999, { blogId: 'nothing' })).toBeUndefined();
    expect(await posts.delete(999_999)).toBe(false);
    expect((await list(app, before.etag)).status).toBe(304);
  });
});
