import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { fillAdditionalInfo, fillPersonalInfo, fillSubmission, fillSupportReason, label, SESSION_DATE, step } from './individual-wizard';

// axe-core on every public page and every wizard step, on a phone-sized page: no serious
// or critical violation. A failure lists each rule, where it failed and how to fix it.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> };

let browser: Browser;
let context: BrowserContext;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    bypassCSP: true,
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function seriousViolations(page: Page): Promise<Violation[]> {
  // Let transitions and lazy content settle, so colours are the final ones.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

function report(where: string, violations: Violation[]): string {
  return violations
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help} (${v.helpUrl})\n${v.nodes.map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`)
    .join('\n');
}

const found: string[] = [];
async function check(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) found.push(report(where, violations));
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await check(page, path);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('accessibility (axe-core, serious and critical)', () => {
  it('every public page', { timeout: 180_000 }, async () => {
    const page = await context.newPage();
    found.length = 0;
    for (const path of ['/', '/hi/', '/about', '/contact', '/blogs', '/faqs', '/terms-conditions', '/cookies-privacy-policy', '/Self-Assessment-Tool', '/events/art-therapy-workshop', '/payment-status', '/login-saathi', '/no-such-page']) {
      await visit(page, path, h1);
    }
    await page.goto(`${baseUrl}/blogs`);
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    await visit(page, post!, h1);
    await page.goto(`${baseUrl}/`);
    const expert = await page.locator('a[href^="/expert/"]').first().getAttribute('href');
    await visit(page, expert!, h1);

    // Each test's first question, then its results after answering every question.
    for (const path of ['/Depression-Tool', '/Anxiety-Disorder-Tool', '/General-Health-Tool']) {
      await visit(page, path, (p) => p.getByRole('radio').first().waitFor());
      const complete = page.getByRole('button', { name: 'Complete' });
      const question = page.getByRole('heading', { level: 2 }).first();
      for (let i = 0; i < 60 && !(await complete.isVisible()); i++) {
        const before = await question.textContent();
        await page.getByRole('radio').first().click();
        // The page moves on by itself after an answer; wait for the next question.
        await page.waitForFunction((text) => document.querySelector('h2')?.textContent !== text, before, { timeout: 5_000 }).catch(() => {});
      }
      await complete.click();
      await page.getByRole('img', { name: /Your score/ }).waitFor();
      await check(page, `${path} results`);
    }
    // The results just kept on the device: a test's history (chart and table) and /my-data.
    await visit(page, '/self-assessment/anxiety/history', (p) => p.getByRole('table').waitFor());
    await visit(page, '/my-data', (p) => p.getByRole('heading', { name: /Self-assessment results/ }).waitFor());
    await page.close();
    expect(found, `\n${found.join('\n')}`).toEqual([]);
  });

  it('every public page in Hindi', { timeout: 180_000 }, async () => {
    const page = await context.newPage();
    found.length = 0;
    for (const path of ['/hi/about', '/hi/contact', '/hi/blogs', '/hi/faqs', '/hi/terms-conditions', '/hi/cookies-privacy-policy', '/hi/Self-Assessment-Tool', '/hi/Anxiety-Disorder-Tool', '/hi/individual_therapy', '/hi/events/art-therapy-workshop', '/hi/payment-status', '/hi/my-data', '/hi/no-such-page']) {
      await visit(page, path, h1);
    }
    await page.goto(`${baseUrl}/hi/blogs`);
    const post = await page.locator('main a[href^="/hi/blog/"]').first().getAttribute('href');
    await visit(page, post!, h1);
    await page.goto(`${baseUrl}/hi/`);
    const expert = await page.locator('a[href^="/hi/expert/"]').first().getAttribute('href');
    await visit(page, expert!, h1);
    await page.close();
    expect(found, `\n${found.join('\n')}`).toEqual([]);
  });

  it('every step of the three booking wizards', { timeout: 180_000 }, async () => {
    const page = await context.newPage();
    found.length = 0;

    await visit(page, '/individual_therapy', (p) => step(p, /Step 1 of/));
    await fillPersonalInfo(page);
    await check(page, 'individual step 2');
    await fillSupportReason(page);
    await check(page, 'individual step 3');
    await fillAdditionalInfo(page);
    await check(page, 'individual step 4');
    await fillSubmission(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await step(page, /Step 5 of 6/);
    await page.getByRole('radio', { name: /40 minutes/ }).check();
    await label(page, 'Session date').fill(SESSION_DATE);
    await check(page, 'individual step 5');

    await visit(page, '/couple_therapy', (p) => step(p, /Step 1 of/));
    await label(page, 'Your name').fill('Ravi Kumar');
    await label(page, "Partner's name").fill('Meera Kumar');
    await label(page, 'Email').fill('ravi@example.in');
    await label(page, 'City').fill('Chennai');
    await label(page, 'Contact number').fill('9876543211');
    await label(page, 'Your profession').selectOption('Professional');
    await label(page, "Partner's profession").selectOption('Self-employed');
    await label(page, 'Relationship status').selectOption('Married');
    await step(page, /Step 2 of 6/);
    await check(page, 'couple step 2');
    await label(page, 'Primary concern').selectOption('Communication issues');
    await page.getByRole('checkbox', { name: 'Improve communication' }).check();
    await step(page, /Step 3 of 6/);
    await check(page, 'couple step 3');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await label(page, 'Preferred language').selectOption('English');
    await step(page, /Step 4 of 6/);
    await label(page, 'Session date').fill(SESSION_DATE);
    await label(page, 'Session time (IST)').selectOption('6 PM to 9 PM');
    await check(page, 'couple step 4');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await label(page, 'How did you hear about us?').selectOption('Word of mouth');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /starting from ₹1,499/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await step(page, /Step 5 of 6/);
    await check(page, 'couple step 5');

    await visit(page, '/familyFriends_therapy', (p) => step(p, /Step 1 of/));
    await label(page, 'Your name').fill('Farah Khan');
    await label(page, 'Email').fill('farah@example.in');
    await label(page, 'Contact number').fill('9876543212');
    await label(page, 'City').fill('Indore');
    await label(page, "Other participants' names").fill('Sana, Imran');
    await label(page, 'Your profession').selectOption('Homemaker');
    await label(page, 'Relationship with the participants').selectOption('Siblings');
    await step(page, /Step 2 of/);
    await check(page, 'family step 2');
    await label(page, 'Primary concern').selectOption('Emotional Distance');
    await label(page, 'Therapy goal').selectOption('Improving Communication');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await step(page, /Step 3 of/);
    await label(page, 'Preferred language').selectOption('Hindi');
    await label(page, 'Session date').fill(SESSION_DATE);
    await label(page, 'Session time (IST)').selectOption('12 PM to 3 PM');
    await check(page, 'family step 3');
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await label(page, 'How did you hear about us?').selectOption('Google search');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /starting from/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await step(page, /Step 4 of/);
    await check(page, 'family step 4');

    await page.close();
    expect(found, `\n${found.join('\n')}`).toEqual([]);
  });
});
