import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { categoriesOf, relatedPosts, stripHtml } from '../../../src/domain/content';
import { createBlogsRepository } from '../../db/blogs-repository';
import { createTempDatabase, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { DEMO_CONTENT_SEEDED_KEY, seedDemoContent } from './seed';
import { SEED_BLOG_POSTS, SEED_EXPERTS } from './seed-data';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

async function count(db: TestApp['db'], table: 'blogs' | 'experts'): Promise<number> {
  return (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n ?? -1;
}

describe('seedDemoContent', () => {
  it('adds every post and expert once, and records that it did', async () => {
    testApp = await createTestApp();
    const { db } = testApp;
    expect(await seedDemoContent(db)).toEqual({ seeded: true, blogPosts: SEED_BLOG_POSTS.length, experts: SEED_EXPERTS.length });
    expect(await count(db, 'blogs')).toBe(SEED_BLOG_POSTS.length);
    expect(await count(db, 'experts')).toBe(SEED_EXPERTS.length);
    expect(await db.get('SELECT key FROM meta WHERE key = ?', [DEMO_CONTENT_SEEDED_KEY])).toBeDefined();
  });

  it('is idempotent', async () => {
    testApp = await createTestApp();
    await seedDemoContent(testApp.db);
    expect((await seedDemoContent(testApp.db)).seeded).toBe(false);
    expect(await count(testApp.db, 'blogs')).toBe(SEED_BLOG_POSTS.length);
    expect(await count(testApp.db, 'experts')).toBe(SEED_EXPERTS.length);
  });

  it('seeds once when two instances start together on one database', async () => {
    const temp = await createTempDatabase();
    try {
      // On PostgreSQL a second pool, whose transactions run beside the first's.
      const results = await Promise.all([seedDemoContent(temp.db), seedDemoContent(temp.openAnother())]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      expect(await count(temp.db, 'blogs')).toBe(SEED_BLOG_POSTS.length);
      expect(await count(temp.db, 'experts')).toBe(SEED_EXPERTS.length);
    } finally {
      await temp.cleanup();
    }
  });

  it('never brings back content that staff deleted', async () => {
    testApp = await createTestApp({ seed: true });
    await testApp.db.run('DELETE FROM blogs');
    await testApp.db.run('DELETE FROM experts WHERE original_id = 1');
    expect((await seedDemoContent(testApp.db)).seeded).toBe(false);
    expect(await count(testApp.db, 'blogs')).toBe(0);
    expect(await count(testApp.db, 'experts')).toBe(SEED_EXPERTS.length - 1);
  });

  it('keeps a post staff wrote before the first seed under the same slug', async () => {
    testApp = await createTestApp();
    const first = SEED_BLOG_POSTS[0];
    if (!first) throw new Error('no seed posts');
    await createBlogsRepository(testApp.db).insert({ blogId: first.blogId, title: 'Our own version' });
    expect((await seedDemoContent(testApp.db)).blogPosts).toBe(SEED_BLOG_POSTS.length - 1);
    expect((await createBlogsRepository(testApp.db).findByBlogId(first.blogId))?.title).toBe('Our own version');
  });
});

describe('demo content', () => {
  it('has at least 6 posts with unique kebab-case slugs and distinct dates in 2025-2026', () => {
    expect(SEED_BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    const slugs = SEED_BLOG_POSTS.map((p) => p.blogId);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const dates = SEED_BLOG_POSTS.map((p) => p.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(date).toMatch(/^202[56]-/);
  });

  it.each(SEED_BLOG_POSTS.map((p) => [p.blogId, p] as const))('%s is a full article that survives sanitising', (_slug, post) => {
    const words = stripHtml(post.content).split(' ').length;
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(700);
    expect(post.content).toMatch(/<h2>/);
    expect(post.content).toMatch(/<(ul|ol)>/);
    expect(sanitizeBlogHtml(post.content)).toBe(post.content.trim());
  });

  it('spreads posts over categories so every post has related posts', () => {
    const posts = SEED_BLOG_POSTS.map((p, i) => ({
      id: i + 1,
      blogId: p.blogId,
      title: p.title,
      content: p.content,
      author: 'x',
      createdAt: p.createdAt,
      updatedAt: null,
      submittedAt: null,
      url: null,
      category: p.category,
      featuredImage: null,
    }));
    const categories = new Set(posts.flatMap((p) => categoriesOf(p)));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    expect(posts.some((p) => categoriesOf(p).length > 1)).toBe(true);
    for (const post of posts) expect(relatedPosts(post, posts).length, post.blogId).toBeGreaterThan(0);
  });

  it('points at small SVG illustrations that exist and have a title', () => {
    const images = [
      ...SEED_BLOG_POSTS.map((p) => p.featuredImage),
      ...SEED_EXPERTS.map((e) => e.imageSrc),
      '/images/expert-placeholder.svg',
    ];
    for (const src of images) {
      if (!src) throw new Error('a seed image is missing');
      expect(src).toMatch(/^\/images\/.+\.svg$/);
      const file = `${PUBLIC_DIR}${src}`;
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size, src).toBeLessThan(3 * 1024);
      expect(readFileSync(file, 'utf8'), src).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });

  it('has 6 experts numbered 1 to 6', () => {
    expect(SEED_EXPERTS.map((e) => e.originalId)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
