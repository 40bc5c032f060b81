import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, openPhonePage } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile();

/** One layout shift the page made, with what moved: what a failure shows. */
type Shift = { value: number; moved: string[] };

/**
 * Records every layout shift from the start of the page (a PerformanceObserver, buffered),
 * input or not: a phone's first view must hold still while its data arrives, whatever the visitor
 * does meanwhile (Lighthouse counts them all, and issue 24 asks for a CLS of 0).
 */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node | null }> }>) {
      const moved = (entry.sources ?? []).map(({ node }) => (node ? `${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"` : '(gone)'));
      shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function firstId(path: string, field: 'blogId' | 'id'): Promise<string> {
  const body = (await (await fetch(`${baseUrl}${path}`)).json()) as { data: Array<Record<string, unknown>> };
  const value = body.data[0]?.[field];
  if (value === undefined) throw new Error(`Nothing listed at ${path}`);
  return String(value);
}

describe('the first view of a page on a phone', () => {
  it('holds still while its data loads: no layout shift on any public page', async () => {
    const pages = [
      '/',
      '/blogs',
      `/blog/${await firstId('/api/blogs', 'blogId')}`,
      `/expert/${await firstId('/api/experts', 'id')}`,
      '/Self-Assessment-Tool',
      '/Anxiety-Disorder-Tool',
      '/Depression-Tool',
      '/General-Health-Tool',
      '/individual_therapy',
      '/couple_therapy',
      '/familyFriends_therapy',
      '/contact',
      '/events/art-therapy-workshop',
      '/my-data',
      '/hi/',
      '/hi/contact',
      '/hi/Anxiety-Disorder-Tool',
    ];
    const shifted: Record<string, Shift[]> = {};
    for (const path of pages) {
      // A fresh phone each time: a first visit, nothing kept from the page before.
      const { context, page } = await openPhonePage(browser(), { serviceWorkers: 'block' });
      try {
        await page.addInitScript(recordShifts);
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // What arrives after the network has gone quiet (a device's stored data) has its time too.
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
        if (shifts.length > 0) shifted[path] = shifts;
      } finally {
        await context.close();
      }
    }
    expect(shifted).toEqual({});
  });
});
