import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogsRepository } from '../db/blogs-repository';
import { SEED_BLOG_POSTS } from '../services/content/seed-data';
import { createTestApp, type TestApp } from '../test-support';

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

let testApp: TestApp;
beforeAll(() => {
  testApp = createTestApp({ seed: true });
});
afterAll(() => testApp.cleanup());

describe('GET /api/blogs', () => {
  it('lists every post newest first with exactly the BlogPost fields', async () => {
    const res = await request(testApp.app).get('/api/blogs').expect(200).expect('Content-Type', /json/);
    const posts = res.body.data as Array<Record<string, unknown>>;
    expect(posts).toHaveLength(SEED_BLOG_POSTS.length);
    const dates = posts.map((p) => String(p.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(BLOG_POST_FIELDS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('puts a newly written post first', async () => {
    createBlogsRepository(testApp.db).insert({ blogId: 'fresh-post', title: 'Fresh', createdAt: new Date() });
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
