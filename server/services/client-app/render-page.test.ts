import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../../src/domain/site';
import { renderPage } from '../../../src/entry-server';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createBlogsRepository } from '../../db/blogs-repository';
import { createExpertsRepository } from '../../db/experts-repository';
import { blogAnswers } from '../content/blog-answers';
import { expertAnswers } from '../content/expert-answers';
import { renderWithAnswers } from './page-renderer';
import { publicAnswers } from './public-answers';

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

/** The figure a rendered page shows above `label` in its list of figures. */
function figure(html: string, label: string): string | undefined {
  return new RegExp(`<span class="stats__value"[^>]*>([^<]*)</span><span class="stats__label">${label}</span>`).exec(html)?.[1];
}

// The page renderer itself (src/entry-server.tsx), from source: the build only bundles it.

describe('renderPage', () => {
  it('renders a long page whole, with every multi-byte character intact', async () => {
    const page = await renderPage('/cookies-privacy-policy', DEFAULT_SITE, () => undefined, '');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Cookies and Privacy Policy</h1>');
    expect(page.html).toContain('guardian’s');
    expect(page.html).not.toContain('\uFFFD');
    expect(page.modules).toEqual(['features/legal/PrivacyPage.tsx']);
  });

  it('asks for the public answers it renders with, and reports the not-found page as 404', async () => {
    const asked: string[] = [];
    const post = {
      id: 1,
      blogId: 'sleep',
      title: 'Sleep and mood',
      content: '<p>Rest.</p>',
      author: 'Team',
      category: 'Sleep',
      featuredImage: null,
      url: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: null,
      submittedAt: null,
    };
    const answer = (path: string) => {
      asked.push(path);
      return path === '/api/blogs/sleep' ? { status: 200, body: { data: post } } : undefined;
    };
    const page = await renderPage('/blog/sleep', DEFAULT_SITE, answer, '');
    expect(asked).toContain('/api/blogs/sleep');
    expect(page.html).toMatch(/<h1[^>]*>Sleep and mood<\/h1>/);
    expect(Object.keys(page.answers)).toEqual(['/api/blogs/sleep']);

    const missing = await renderPage('/no/such/page', DEFAULT_SITE, () => undefined, '');
    expect(missing.status).toBe(404);
  });

  it('sends the mailed confirmation button greyed: before hydration a tap would do nothing', async () => {
    const { html } = await renderPage('/data-request/abc', DEFAULT_SITE, () => undefined, '');
    expect(html).toMatch(/<button type="button" class="button" disabled="">Confirm<\/button>/);
  });

  it('renders the cookie banner only for a visitor who has not chosen yet', async () => {
    const banner = /Cookies on /;
    expect((await renderPage('/faqs', DEFAULT_SITE, () => undefined, '')).html).toMatch(banner);
    const chosen = `saathi.cookie-consent=${encodeURIComponent(JSON.stringify({ value: 'accepted', date: new Date().toISOString() }))}`;
    expect((await renderPage('/faqs', DEFAULT_SITE, () => undefined, chosen)).html).not.toMatch(banner);
  });

  it('counts the experts the list shows, the same on the home and about pages', async () => {
    testApp = await createTestApp({ seed: true });
    const experts = expertAnswers(createExpertsRepository(testApp.db));
    const answer = publicAnswers(blogAnswers(createBlogsRepository(testApp.db)), experts, { view: () => Promise.reject(new Error('No event on these pages')) });
    const listed = (await experts.list()).data.length;
    expect(listed).toBeGreaterThan(0);

    const render = (url: string) => renderWithAnswers(renderPage, { url, site: DEFAULT_SITE, answer, cookies: '' });
    const home = await render('/');
    const about = await render('/about');
    expect(figure(home.html, 'Experts available')).toBe(String(listed));
    expect(figure(about.html, 'Experts')).toBe(String(listed));
    // The count travels with the page in the answer it was counted from, for the hydration.
    expect(Object.keys(about.answers)).toContain('/api/experts');
    expect(figure(home.html, 'Sessions scheduled')).toBe(figure(about.html, 'Sessions scheduled'));
  });
});
