import { todayInIndia } from '../../../src/domain/slots';
import { readConsent } from '../../../src/domain/consent';
import { languageOfPath } from '../../../src/i18n/language';

// Rendering a page costs the server 2-4 ms of React; the same page for the same visitor state
// is the same HTML. A rendered page is kept until what it was rendered from changes: the
// content (blogs and experts), the day in India (the footer's year, the earliest session date
// a booking form offers), and whether the visitor still has to make a cookie choice (the
// banner) — nothing else a page renders on the server depends on the request. The language is
// the address's (/hi/...), named in the key as well so that no change of address rules can
// ever serve one language's page for the other.

export type CachedPage = {
  html: string;
  status: number;
  /** `html` compressed once with brotli at its best, once that is done (client-app.ts). */
  brotli?: Buffer;
};

export type PageCache = {
  keyFor(url: string, cookies: string): Promise<string>;
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
};

/** At most `size` pages (the least recently used go first). */
export function createPageCache({
  size,
  contentRevision,
  now = () => new Date(),
}: {
  size: number;
  /** Changes whenever the public content does. */
  contentRevision: () => Promise<string>;
  now?: () => Date;
}): PageCache {
  const pages = new Map<string, CachedPage>();
  return {
    async keyFor(url, cookies) {
      const at = now();
      const banner = readConsent(at, cookies) === null ? 'ask' : 'chosen';
      return `${await contentRevision()}|${todayInIndia(at)}|${banner}|${languageOfPath(url.split('?')[0] ?? '/')}|${url}`;
    },
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key, page) {
      pages.delete(key);
      pages.set(key, page);
      for (const oldest of pages.keys()) {
        if (pages.size <= size) break;
        pages.delete(oldest);
      }
    },
  };
}
