import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../src/entry-server';

/** A page's render gives up after this long and the visitor gets the app shell instead. */
export const RENDER_TIMEOUT_MS = 3_000;

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
