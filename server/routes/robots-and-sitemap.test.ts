import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/domain/public-pages';
import { createBlogsRepository } from '../db/blogs-repository';
import { SEED_BLOG_POSTS } from '../services/content/seed-data';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

const PUBLIC_URL = 'https://saathi.example';
let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

describe('GET /robots.txt', () => {
  it('allows crawling, keeps out admin, API and visitors’ manage pages, and points at the sitemap', async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
    const res = await request(testApp.app).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain('Disallow: /manage/');
    expect(lines).toContain('Disallow: /hi/manage/');
    expect(lines).toContain('Disallow: /data-request/');
    expect(lines).toContain('Disallow: /hi/data-request/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page and every blog post with absolute URLs', async () => {
    testApp = await createTestApp({ seed: true, env: { PUBLIC_URL } });
    const res = await request(testApp.app).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of Object.values(PUBLIC_PAGES)) expect(locs).toContain(`${PUBLIC_URL}${page.path}`);
    for (const post of SEED_BLOG_POSTS) {
      expect(locs).toContain(`${PUBLIC_URL}/blog/${post.blogId}`);
      expect(res.text).toContain(`<loc>${PUBLIC_URL}/blog/${post.blogId}</loc>\n    <lastmod>${post.createdAt.slice(0, 10)}</lastmod>`);
    }
    // Once in English and once in Hindi.
    for (const page of Object.values(PUBLIC_PAGES)) expect(locs).toContain(`${PUBLIC_URL}/hi${page.path}`);
    expect(locs).toHaveLength(2 * (Object.keys(PUBLIC_PAGES).length + SEED_BLOG_POSTS.length));
    expect(res.text).not.toContain('/admin');
    expect(res.text).not.toContain('/manage');
  });

  it('names each page’s English and Hindi addresses as alternates, English the default', async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
    const res = await request(testApp.app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...res.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const about = (loc: string) => entries.find((entry) => entry.includes(`<loc>${loc}</loc>`)) ?? '';
    for (const loc of [`${PUBLIC_URL}/about`, `${PUBLIC_URL}/hi/about`]) {
      const links = [...about(loc).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
      expect(links).toEqual([
        ['en-IN', `${PUBLIC_URL}/about`],
        ['hi-IN', `${PUBLIC_URL}/hi/about`],
        ['x-default', `${PUBLIC_URL}/about`],
      ]);
    }
    expect(about(`${PUBLIC_URL}/hi/`)).toContain(`hreflang="en-IN" href="${PUBLIC_URL}/"`);
  });

  it('escapes slugs so the XML stays well-formed', async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
    await createBlogsRepository(testApp.db).insert({ blogId: "tea & <talk> 'now'" });
    const res = await request(testApp.app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/blog/tea%20%26%20%3Ctalk%3E%20&apos;now&apos;</loc>`);
    expect(res.text).not.toMatch(/<talk>|& /);
  });

  it('reflects posts added after start', async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL } });
    await createBlogsRepository(testApp.db).insert({ blogId: 'late-post', createdAt: '2026-02-03T10:00:00Z', updatedAt: '2026-04-05T10:00:00Z' });
    const res = await request(testApp.app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/blog/late-post</loc>\n    <lastmod>2026-04-05</lastmod>`);
  });
});
