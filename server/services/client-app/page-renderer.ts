import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PreloadedAnswer } from '../../../src/domain/preloaded';
import type { SiteSettings } from '../../../src/domain/site';
import type { RenderedPage, RenderPage } from '../../../src/entry-server';
import type { PublicAnswer } from './public-answers';

/** A page's render gives up after this long and the visitor gets the app shell instead. */
export const RENDER_TIMEOUT_MS = 3_000;
/** Renders of one page at most: each may find the page asking for answers the one before did not. */
const MAX_RENDERS = 3;

/**
 * The page renderer built by `vite build --ssr` (dist-server/entry-server.js), or undefined
 * when there is none (a fresh clone before its first build, the API tests): pages then go
 * out as the app shell, which renders in the browser.
 */
export async function loadPageRenderer(file: string): Promise<RenderPage | undefined> {
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  const renderPage = typeof module === 'object' && module !== null && 'renderPage' in module ? module.renderPage : undefined;
  if (typeof renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  return renderPage as RenderPage;
}

/** `promise`, or a rejection once `ms` have passed. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The page at `url`, rendered with the public answers it asks for. A page asks for them while
 * it renders, which cannot wait, and the database answers asynchronously: so a render that
 * asked for answers not read yet is a draft. They are read (begun as soon as they are asked
 * for) and the page is rendered again with them. A page that asks for none renders once.
 */
export async function renderWithAnswers(
  render: RenderPage,
  { url, site, answer, cookies }: { url: string; site: SiteSettings; answer: PublicAnswer; cookies: string },
): Promise<RenderedPage> {
  const read = new Map<string, PreloadedAnswer>();
  for (let renders = 1; ; renders++) {
    const reading = new Map<string, Promise<PreloadedAnswer>>();
    const ask = (path: string): PreloadedAnswer | undefined => {
      const known = read.get(path);
      if (known || reading.has(path)) return known;
      const pending = answer(path);
      if (pending) {
        // Awaited below; a render that throws first must not leave its failure unhandled.
        pending.catch(() => {});
        reading.set(path, pending);
      }
      return undefined;
    };
    const page = await render(url, site, ask, cookies);
    if (reading.size === 0 || renders === MAX_RENDERS) return page;
    for (const [path, pending] of reading) read.set(path, await pending);
  }
}
