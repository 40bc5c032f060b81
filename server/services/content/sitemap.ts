import type { BlogPost } from '../../../src/domain/content';
import { PUBLIC_PAGES } from '../../../src/domain/public-pages';
import { LANGUAGES, LOCALES, pathIn, type Language } from '../../../src/i18n/language';

// robots.txt and sitemap.xml are built from the configured PUBLIC_URL, so they are
// answered by the server rather than shipped as static files in the client build. Every page
// is listed in English and in Hindi (/hi/...), each entry naming both as alternates
// (xhtml:link hreflang), with English as the default for any other language.

const BLOG_POST_PRIORITY = 0.6;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type SitemapEntry = { path: string; priority: number; lastmod?: string };

function alternate(publicUrl: string, hreflang: string, language: Language, path: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + pathIn(language, path))}"/>`;
}

function urlElement(publicUrl: string, entry: SitemapEntry, language: Language): string {
  const lines = [`    <loc>${escapeXml(publicUrl + pathIn(language, entry.path))}</loc>`];
  if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
  lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
  for (const other of LANGUAGES) lines.push(alternate(publicUrl, LOCALES[other], other, entry.path));
  lines.push(alternate(publicUrl, 'x-default', 'en', entry.path));
  return `  <url>\n${lines.join('\n')}\n  </url>`;
}

/** A calendar date (W3C datetime allows it) is all a crawler needs. */
function lastModified(post: BlogPost): string | undefined {
  const date = new Date(post.updatedAt ?? post.createdAt);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function buildSitemap(publicUrl: string, posts: BlogPost[]): string {
  const pages: SitemapEntry[] = Object.values(PUBLIC_PAGES).map((page) => ({ path: page.path, priority: page.priority }));
  const blogPages: SitemapEntry[] = posts.map((post) => ({
    path: `/blog/${encodeURIComponent(post.blogId)}`,
    priority: BLOG_POST_PRIORITY,
    lastmod: lastModified(post),
  }));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LANGUAGES.flatMap((language) => [...pages, ...blogPages].map((entry) => urlElement(publicUrl, entry, language))),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /payment-status',
    'Disallow: /hi/payment-status',
    // A visitor's own booking, opened by the token in its address (the page is noindex too).
    'Disallow: /manage/',
    'Disallow: /hi/manage/',
    // A visitor's data request, opened by the token mailed to them (noindex too).
    'Disallow: /data-request/',
    'Disallow: /hi/data-request/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
