// The visitor side speaks English at today's addresses and Hindi under /hi/. The address
// decides a page's language; the `lang` cookie only remembers the visitor's choice, so that
// an English address can send them on to its Hindi twin (server/routes/client-app.ts, main.tsx).

import { cookieValue } from '../domain/cookies';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats numbers and dates in, and names in hreflang. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The `lang` of the html element: the shell's "en-IN" for English, "hi" for Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** How the switch names each language, in that language itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const HINDI_PREFIX = /^\/hi(?=\/|$)/i;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

export function otherLanguage(language: Language): Language {
  return language === 'hi' ? 'en' : 'hi';
}

/** The language an address is in: Hindi under /hi/, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return HINDI_PREFIX.test(pathname) ? 'hi' : 'en';
}

/** The English address of a page: "/hi/about" -> "/about", "/hi" -> "/". */
export function withoutLanguage(pathname: string): string {
  const rest = pathname.replace(HINDI_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in `language`: ("/about", "hi") -> "/hi/about", ("/", "hi") -> "/hi/". */
export function pathIn(language: Language, pathname: string): string {
  const english = withoutLanguage(pathname);
  return language === 'hi' ? `/hi${english}` : english;
}

/**
 * The language a submission was written in, from its request's Content-Language ("hi", "hi-IN";
 * the outbox sends the page's): Hindi when the first tag names it, English otherwise.
 */
export function languageOfContent(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/** The language the `lang` cookie remembers, or undefined when there is none. */
export function languageFromCookies(cookies: string): Language | undefined {
  const value = cookieValue(cookies, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/**
 * The cookie that remembers a choice for a year. It is strictly necessary (it only keeps the
 * language the visitor picked, nothing about them), so it needs no consent.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
