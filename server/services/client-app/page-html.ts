import type { PreloadedAnswer } from '../../../src/domain/preloaded';
import { PRELOADED_ELEMENT_ID } from '../../../src/domain/preloaded';

/** What the page renderer gives: React's markup, which opens with the page's hoisted head tags. */
export type RenderedMarkup = { html: string; answers: Record<string, PreloadedAnswer> };

// React puts the <title>, <meta> and <link> elements a page renders at the front of its markup
// when it renders less than a whole document. Title text is escaped, so it holds no "<".
const LEADING_HEAD_TAGS = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)+/;
const SHELL_TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const EMPTY_ROOT = '<div id="root"></div>';

/** An inert JSON island; escaping every "<" means no text in it can close the element. */
export function jsonIsland(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The app shell with a rendered page in it: the page's head tags in <head> (its title in place
 * of the shell's), `assetTags` (its own styles) before the first script, the markup in #root, and the
 * API answers it was rendered with beside it. Undefined when the shell has no empty #root to
 * fill (then the shell is sent as it is).
 */
export function pageHtml(shell: string, page: RenderedMarkup, assetTags = ''): string | undefined {
  if (!shell.includes(EMPTY_ROOT)) return undefined;
  const head = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  const island = Object.keys(page.answers).length > 0 ? jsonIsland(PRELOADED_ELEMENT_ID, page.answers) : '';
  // Replacer functions throughout: a "$&" in a post would otherwise be expanded.
  const withTitle = SHELL_TITLE.test(head) ? shell.replace(SHELL_TITLE, () => '') : shell;
  // The page's own styles go before the first script, like the shell's (vite.config.ts).
  const firstScript = withTitle.search(/<script type="module"/);
  const withStyles =
    firstScript < 0
      ? withTitle.replace(/<\/head>/i, (end) => `${assetTags}${end}`)
      : withTitle.slice(0, firstScript) + assetTags + withTitle.slice(firstScript);
  return withStyles
    .replace(/<\/head>/i, (end) => `${head}${island}${end}`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
