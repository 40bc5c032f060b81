import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeAttribute } from './page-assets';

// A page rendered on the server carries its stylesheets in its HTML, so it can paint as soon as
// the HTML has arrived: linked, its first paint waited for a request per stylesheet (four on
// the home page) over a phone's slow round trips. The styles are the build's own files, a few KB
// compressed; the service worker's shell, which later visits get, keeps linking them.
//
// Each inlined stylesheet keeps a disabled <link> to its file. A disabled stylesheet is not
// fetched, but the loader Vite puts in front of code-split pages finds it among the page's
// links and does not load the same styles again when the page hydrates.

/** The stylesheet links of the shell (vite build) and of a page's own styles (page-assets.ts). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** The text of a built stylesheet by its address ("/assets/x.css"), undefined when there is none. */
export type StyleReader = (href: string) => string | undefined;

/** Reads the build's stylesheets from `clientDir`, each once: a hashed file never changes. */
export function builtStyleReader(clientDir: string): StyleReader {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!read.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(clientDir, href), 'utf8');
      } catch {
        text = undefined;
      }
      read.set(href, text);
    }
    return read.get(href);
  };
}

/**
 * `html` with each stylesheet it links under /assets/ written into a <style> in its place; a
 * sheet that cannot be read (or could close the element early) stays linked.
 */
export function inlineStyles(html: string, readStyle: StyleReader): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readStyle(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css.trim()}</style><link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`;
  });
}
