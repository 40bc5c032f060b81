import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { browserPerFile, openPhonePage } from './browser';

// A visitor on a device that holds nothing types into a form (or answers a self-assessment's
// first question) and the tab is closed at once: no pause, no waiting for anything to be
// saved. Opened again on the same device, the page gives back what was typed. On such a device
// the database code (Dexie) only starts loading with that first change, so this is the moment
// a keystroke lives nowhere but in the page's memory unless it is kept synchronously.

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

type Form = {
  path: string;
  /** The accessible name of the form's first text field. */
  firstField: string;
  /** The page's own way of giving an earlier visit's typing back (an offer to accept), if any. */
  resume?: string;
};

const FORMS: Form[] = [
  { path: '/contact', firstField: 'Full name', resume: 'Continue' },
  { path: '/individual_therapy', firstField: 'Name', resume: 'Continue where you left off' },
  { path: '/mental-wellness', firstField: 'Name', resume: 'Continue where you left off' },
  { path: '/couple_therapy', firstField: 'Your name', resume: 'Continue where you left off' },
  { path: '/familyFriends_therapy', firstField: 'Your name', resume: 'Continue where you left off' },
  // The workshop form takes an unsent draft back by itself.
  { path: '/events/art-therapy-workshop', firstField: 'Name' },
];

const TESTS = [
  { path: '/Depression-Tool', test: 'depression' },
  { path: '/Anxiety-Disorder-Tool', test: 'anxiety' },
  { path: '/General-Health-Tool', test: 'general-health' },
] as const;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) }).first();

/**
 * A device on which nothing of the site was ever stored (a new, empty browser profile), on a
 * phone's network: the database code takes a second to arrive, so the tab closes before it has,
 * as it would on a slow connection. (From this machine it would race the close and sometimes
 * win. Service workers are blocked so that the code cannot come from their cache instead.)
 */
async function freshDevice() {
  const device = await openPhonePage(browser(), { serviceWorkers: 'block' });
  let requested = false;
  await device.page.route(/\/assets\/shared-[^/]+\.js$/, async (route) => {
    requested = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The tab may be closed by now: then there is nothing left to answer.
    await route.continue().catch(() => {});
  });
  return { ...device, databaseCodeRequested: () => requested };
}

/** Reopens `path` in a new tab of the same device, taking the page's offer of earlier typing if it makes one. */
async function reopen(context: BrowserContext, form: Form): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${form.path}`);
  if (form.resume) await page.getByRole('button', { name: form.resume, exact: true }).click({ timeout: 10_000 });
  return page;
}

/** The changes the device still keeps in localStorage until IndexedDB has them (src/offline/pending-changes.ts). */
function keptChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('saathi-pending:')));
}


describe('the first keystrokes on a device that holds nothing', () => {
  it.each(FORMS)('$path: what was typed just before the tab closed is given back', async (form) => {
    const { context, page, problems, databaseCodeRequested } = await freshDevice();
    try {
      await page.goto(`${baseUrl}${form.path}`);
      const field = textbox(page, form.firstField);
      // The workshop's fields are on the page from the server's HTML, and take input once it has hydrated.
      await expect.poll(() => field.isEditable(), { timeout: 10_000 }).toBe(true);
      expect(databaseCodeRequested(), 'a first visit opens the form without the database code').toBe(false);

      await field.pressSequentially('Asha');
      await page.close();

      const again = await reopen(context, form);
      await expect.poll(() => textbox(again, form.firstField).inputValue(), { timeout: 10_000 }).toBe('Asha');
      // Moved into IndexedDB on the way: its copy in localStorage is gone.
      expect(await keptChanges(again)).toEqual([]);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(TESTS)('$path: the first answer given just before the tab closed is given back', async ({ path, test }) => {
    const questions = assessmentOf(test).questions;
    const { context, page, problems, databaseCodeRequested } = await freshDevice();
    try {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 2, name: questions[0]!.text, exact: true }).waitFor();
      expect(databaseCodeRequested(), 'a first visit shows the first question without the database code').toBe(false);

      await page.getByRole('radio', { name: 'More than half the days', exact: true }).click();
      await page.close();

      const again = await context.newPage();
      await again.goto(`${baseUrl}${path}`);
      await again.getByText(/^Welcome back\./).waitFor({ timeout: 10_000 });
      await again.getByRole('heading', { level: 2, name: questions[0]!.text, exact: true }).waitFor();
      expect(await again.getByRole('radio', { name: 'More than half the days', exact: true }).getAttribute('aria-checked')).toBe('true');
      expect(await keptChanges(again)).toEqual([]);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a form the server renders with its fields', () => {
  it('the workshop form takes no input before the page has hydrated, when typing would be wiped', async () => {
    const form = FORMS.find((entry) => entry.path === '/events/art-therapy-workshop')!;
    const { context, page } = await openPhonePage(browser(), { serviceWorkers: 'block' });
    try {
      // The app's entry script is held back: the page is the server's HTML alone, as on a slow phone.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}${form.path}`, { waitUntil: 'commit' });
      const field = textbox(page, form.firstField);
      await field.waitFor();
      expect(await field.isEditable()).toBe(false);

      release();
      await expect.poll(() => field.isEditable(), { timeout: 10_000 }).toBe(true);
      await field.pressSequentially('Asha');
      await page.close();

      const again = await reopen(context, form);
      await expect.poll(() => textbox(again, form.firstField).inputValue(), { timeout: 10_000 }).toBe('Asha');
    } finally {
      await context.close();
    }
  });
});

describe('the last keystrokes once the database code is loaded', () => {
  it('a word typed just before the tab closed is given back, though the draft was saved before it', async () => {
    const form = FORMS[0]!;
    const { context, page } = await freshDevice();
    try {
      await page.goto(`${baseUrl}${form.path}`);
      const field = textbox(page, form.firstField);
      await field.pressSequentially('Asha');
      // The first save has landed: the database code is loaded and the draft is in IndexedDB.
      await page.getByText('Saved on this device', { exact: true }).waitFor({ timeout: 10_000 });

      await field.pressSequentially(' Rao');
      await page.close();

      const again = await reopen(context, form);
      await expect.poll(() => textbox(again, form.firstField).inputValue(), { timeout: 10_000 }).toBe('Asha Rao');
    } finally {
      await context.close();
    }
  });
});
