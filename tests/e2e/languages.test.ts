import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, openPhonePage } from './browser';
import { reloadUnderServiceWorker } from './harness';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

const ENGLISH_HEADING = 'A Safe Space to Talk, Heal, and Grow Because You Deserve It!';
const HINDI_HEADING = 'बात करने, संभलने और आगे बढ़ने की एक सुरक्षित जगह, क्योंकि आप इसके हक़दार हैं!';

describe('English and Hindi', () => {
  it('switches the home page to Hindi, remembers it, and switches back', async () => {
    const { context, page, problems } = await openPhonePage(browser());
    try {
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: ENGLISH_HEADING }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      // The service worker is registered once the page has hydrated: from then on the switch
      // remembers the choice as well as going to the Hindi page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      // On a phone the switch is the menu's last entry.
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'हिंदी' }).click();
      await page.waitForURL(`${baseUrl}/hi/`);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/hi/`);

      // An English address goes to its Hindi twin, by the cookie.
      await page.goto(baseUrl);
      await page.waitForURL(`${baseUrl}/hi/`);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');

      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.getByRole('button', { name: 'मेन्यू' }).click();
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: ENGLISH_HEADING }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      await page.goto(baseUrl);
      await page.getByRole('heading', { level: 1, name: ENGLISH_HEADING }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/`);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows Hindi pages with the network off, and sends the chosen language there from English addresses', async () => {
    const { context, page } = await openPhonePage(browser());
    try {
      await page.goto(`${baseUrl}/hi/`);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();
      await reloadUnderServiceWorker(page);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();

      await context.setOffline(true);
      // The worker answers with the English shell: the address gives the language.
      await page.goto(`${baseUrl}/hi/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('a.language-switch[hreflang="en-IN"]').first().waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'अभी मदद लें' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await page.goto(`${baseUrl}/hi/`);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();

      // Offline, main.tsx does what the server would: the cookie sends / to /hi/.
      await context.addCookies([{ name: 'lang', value: 'hi', url: baseUrl }]);
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/hi/`);
      await page.getByRole('heading', { level: 1, name: HINDI_HEADING }).waitFor();
    } finally {
      await context.close();
    }
  });
});
