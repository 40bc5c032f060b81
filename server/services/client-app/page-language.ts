import { escapeAttribute } from './page-assets';
import { HTML_LANG, LANGUAGES, LOCALES, languageFromCookies, languageOfPath, pathIn, type Language } from '../../../src/i18n/language';

// A visitor page is English at its own address and Hindi under /hi/: the address decides what
// is rendered. The lang cookie only remembers a choice: it sends an English address on to its
// Hindi twin, so a visitor who picked Hindi stays in Hindi when they come back or follow an
// English link from elsewhere.

/** Where a GET of `url` (path and query) should go instead, or undefined to answer it here. */
export function languageRedirect(url: string, cookies: string): string | undefined {
  const [path = '/', query] = splitQuery(url);
  if (languageOfPath(path) === 'hi' || languageFromCookies(cookies) !== 'hi') return undefined;
  return pathIn('hi', path) + (query === undefined ? '' : `?${query}`);
}

function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * The head's links to the page in each language (hreflang), the English one also as the
 * default for every other language. Search engines want absolute addresses.
 */
export function alternateLinks(publicUrl: string, path: string): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(publicUrl + pathIn(language, path))}">`;
  return [...LANGUAGES.map((language) => link(LOCALES[language], language)), link('x-default', 'en')].join('');
}

/** A page's HTML in `path`'s language: <html lang> set, and the alternates in <head>. */
export function withPageLanguage(html: string, path: string, publicUrl: string): string {
  const language = languageOfPath(path);
  return html
    .replace(/<html\b[^>]*?\blang="[^"]*"/i, (tag) => tag.replace(/\blang="[^"]*"/i, `lang="${HTML_LANG[language]}"`))
    .replace(/<\/head>/i, (end) => `${alternateLinks(publicUrl, path)}${end}`);
}
