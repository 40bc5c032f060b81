import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, openPhonePage } from './browser';

// Every public page arrives rendered: readable before (and without) its script, on one bar of
// signal. Then the script takes over the same markup without a mismatch: a mismatch makes
// React throw the page away and render it again, and logs an error.

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

const CONSENT_COOKIE = 'saathi.cookie-consent';

type PageCase = { path: string; h1: string | RegExp; status?: number };

const PAGES: PageCase[] = [
  { path: '/', h1: 'A Safe Space to Talk, Heal, and Grow Because You Deserve It!' },
  { path: '/about', h1: /About/ },
  { path: '/blogs', h1: 'Wellness, Growth & Healing Insights.' },
  { path: '/blog/grieving-in-a-busy-world', h1: 'Grieving in a Busy World: Making Room for Loss' },
  { path: '/blog/no-such-post', h1: 'Blog Post Not Found', status: 404 },
  { path: '/expert/1', h1: /\w/ },
  { path: '/expert/999999', h1: 'Expert not found', status: 404 },
  { path: '/faqs', h1: 'Frequently Asked Questions' },
  { path: '/terms-conditions', h1: 'Terms and Conditions' },
  { path: '/Cookies-Privacy-Policy', h1: 'Cookies and Privacy Policy' },
  { path: '/contact', h1: /\w/ },
  { path: '/individual_therapy', h1: 'Individual Therapy' },
  { path: '/couple_therapy', h1: 'Couples Therapy' },
  { path: '/familyFriends_therapy', h1: 'Family & Friends Therapy' },
  { path: '/Self-Assessment-Tool', h1: 'Self-Assessment Tools' },
  { path: '/Anxiety-Disorder-Tool', h1: 'Anxiety Test' },
  { path: '/events/art-therapy-workshop', h1: 'Art Therapy Workshop' },
  { path: '/no/such/page', h1: 'Page Not Found', status: 404 },
  // Hindi: every visitor page under /hi/, in Hindi before any script runs.
  { path: '/hi/', h1: 'बात करने, संभलने और आगे बढ़ने की एक सुरक्षित जगह, क्योंकि आप इसके हक़दार हैं!' },
  { path: '/hi/about', h1: 'Saathi के बारे में' },
  { path: '/hi/blogs', h1: 'मन की सेहत, आगे बढ़ने और संभलने की बातें।' },
  { path: '/hi/faqs', h1: 'अक्सर पूछे जाने वाले सवाल' },
  { path: '/hi/terms-conditions', h1: 'नियम और शर्तें' },
  { path: '/hi/cookies-privacy-policy', h1: 'कुकी और प्राइवेसी पॉलिसी' },
  { path: '/hi/contact', h1: 'हम आपकी बात सुनने के लिए यहाँ हैं' },
  { path: '/hi/Self-Assessment-Tool', h1: 'सेल्फ़-असेसमेंट टेस्ट' },
  { path: '/hi/no/such/page', h1: 'पेज नहीं मिला', status: 404 },
];

describe('pages rendered on the server', () => {
  it('arrive with their content, title and description, and the right status, before any script runs', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, h1, status = 200 } of PAGES) {
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status(), path).toBe(status);
        const heading = page.getByRole('heading', { level: 1 });
        expect(await heading.count(), path).toBe(1);
        if (typeof h1 === 'string') expect((await heading.textContent())?.trim(), path).toBe(h1);
        else expect(await heading.textContent(), path).toMatch(h1);
        // One title, the page's own; the shell's generic one is replaced.
        expect(await page.locator('title').count(), path).toBe(1);
        expect(await page.locator('meta[name="description"]').count(), path).toBeLessThanOrEqual(1);
      }
    } finally {
      await context.close();
    }
  });

  it('send the styles of a code-split page with its HTML, and no inline script', async () => {
    const html = await (await fetch(`${baseUrl}/blogs`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The blog list's own styles, beside the entry's, written into the page so it paints without
    // waiting for them; each keeps a disabled link, not fetched, so the loader does not load it
    // again. Its script comes when the entry asks.
    expect(head.match(/<style>/g)?.length ?? 0).toBeGreaterThan(1);
    expect(head.match(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/g)?.length ?? 0).toBeGreaterThan(1);
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(head).not.toMatch(/BlogListPage-[^"]+\.js/);
    // The page's data travels as an inert JSON island; nothing needs 'unsafe-inline'.
    expect(html).toMatch(/<script id="preloaded-answers" type="application\/json">/);
    expect(html.match(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>/g)).toBeNull();
  });

  it('send a page kept from an earlier render compressed once at brotli’s best, the same page', async () => {
    const plain = await (await fetch(`${baseUrl}/about`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    // The copy is made after the first render; until then the page is compressed on the fly.
    await expect
      .poll(async () => (await fetch(`${baseUrl}/about`, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-length'), { timeout: 5_000 })
      .not.toBeNull();
    const response = await fetch(`${baseUrl}/about`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toBe(plain);
  });

  it('hydrate without a mismatch, an error or a policy violation, for a first visit and for a visitor who has chosen cookies', async () => {
    for (const chosen of [false, true]) {
      // No service worker: it would answer later navigations with the app shell, which the
      // browser renders rather than hydrates.
      const { context, page, problems } = await openPhonePage(browser(), { serviceWorkers: 'block' });
      // Content-Security-Policy violations (an inline script, an eval probe) reach no console.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      try {
        if (chosen) {
          const record = encodeURIComponent(JSON.stringify({ value: 'rejected', date: new Date().toISOString() }));
          await context.addCookies([{ name: CONSENT_COOKIE, value: record, url: baseUrl }]);
        }
        for (const { path, status = 200 } of PAGES) {
          const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          expect(await response?.text(), path).toMatch(/<div id="root"><div class="site">/);
          // The banner is in the HTML exactly when the browser would show it.
          expect(await page.getByRole('region', { name: /Cookies on|पर कुकी/ }).count(), path).toBe(chosen ? 0 : 1);
          // Once hydrated, the page answers: the menu toggle opens the navigation (in the page's language).
          await page.getByRole('button', { name: /menu|मेन्यू/i }).click();
          await page.getByRole('navigation', { name: /main|मुख्य/i }).getByRole('link', { name: /^(Blogs|ब्लॉग)$/ }).waitFor();
          const own404 = status === 404 ? (p: string) => !/status of 404/.test(p) : () => true;
          const where = `${path} (${chosen ? 'cookies chosen' : 'first visit'})`;
          expect(problems.filter(own404), where).toEqual([]);
          expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), where).toEqual([]);
          problems.length = 0;
        }
      } finally {
        await context.close();
      }
    }
  });
});
