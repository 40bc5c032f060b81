import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, openPhonePage } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

describe('the public content site on a phone', () => {
  it('goes from home through the navigation to a blog post, an expert and the not-found page', async () => {
    const { context, page, problems } = await openPhonePage(browser());
    try {
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: 'A Safe Space to Talk, Heal, and Grow Because You Deserve It!' }).waitFor();

      // Phone layout: the links sit behind the menu toggle.
      const toggle = page.getByRole('button', { name: /menu/i });
      await toggle.click();
      await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Blogs', exact: true }).click();
      await page.waitForURL(`${baseUrl}/blogs`);
      await page.getByRole('heading', { name: 'Wellness, Growth & Healing Insights.' }).waitFor();

      const firstPost = page.locator('main a[href^="/blog/"]').first();
      const postHref = await firstPost.getAttribute('href');
      const postTitle = (await firstPost.textContent())?.trim() ?? '';
      expect(postTitle).not.toBe('');
      await firstPost.click();
      await page.waitForURL(`${baseUrl}${postHref}`);
      await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
      expect(await page.title()).toContain(postTitle);
      await page.getByRole('link', { name: /back/i }).first().click();
      await page.waitForURL(`${baseUrl}/blogs`);

      await page.goto(baseUrl);
      const expertLink = page.locator('a[href^="/expert/"]').first();
      await expertLink.scrollIntoViewIfNeeded();
      const expertHref = await expertLink.getAttribute('href');
      await expertLink.click();
      await page.waitForURL(`${baseUrl}${expertHref}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /back/i }).or(page.getByRole('link', { name: /back/i })).first().click();
      await page.waitForURL(`${baseUrl}/`);

      expect(problems).toEqual([]);
      // (Its 404 status is checked in server-rendering.test.ts: here the service worker may
      // already answer the navigation with the app shell.)
      await page.goto(`${baseUrl}/no-such-page`);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(`${baseUrl}/`);

      // Chromium may log the missing page's own 404 from the server; nothing else may go wrong.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the spec aliases and the legal pages', async () => {
    const { context, page, problems } = await openPhonePage(browser());
    try {
      await page.goto(`${baseUrl}/Cookies-Privacy-Policy`);
      await page.getByRole('heading', { level: 1, name: /Cookies and Privacy Policy/i }).waitFor();
      await page.getByText('November 16, 2024').first().waitFor();
      await page.goto(`${baseUrl}/terms-conditions`);
      await page.getByRole('heading', { level: 1, name: /Terms and Conditions/i }).waitFor();
      await page.goto(`${baseUrl}/faqs`);
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      const questions = page.locator('main [aria-expanded]');
      expect(await questions.count()).toBe(15);
      // The page comes rendered by the server: a tap before it has hydrated does nothing, and
      // the visitor taps again (on a busy machine hydration can come after the first click).
      await expect
        .poll(async () => {
          if ((await questions.first().getAttribute('aria-expanded')) !== 'true') await questions.first().click();
          return questions.first().getAttribute('aria-expanded');
        })
        .toBe('true');

      // The spec's lower-case alias of the tools page reaches the same route.
      await page.goto(`${baseUrl}/self-assessment-tool`);
      await page.getByRole('heading', { level: 1, name: /Self-Assessment/i }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows every page again with the network off once the site has been opened', async () => {
    const { context, page } = await openPhonePage(browser());
    try {
      await page.goto(`${baseUrl}/blogs`);
      await page.locator('main a[href^="/blog/"]').first().waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The first visit's content requests happened before the worker controlled the page.
      await page.reload();
      await page.locator('main a[href^="/blog/"]').first().waitFor();

      await context.setOffline(true);
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(`${baseUrl}/blogs`);
      await page.locator('main a[href^="/blog/"]').first().waitFor();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: /A Safe Space/ }).waitFor();
    } finally {
      await context.close();
    }
  });
});
