import type { BlogPost } from '../../../src/domain/content';
import { PUBLIC_PAGES } from '../../../src/domain/public-pages';

// robots.txt and sitemap.xml are built from the configured PUBLIC_URL, so they are
// answered by the server rather than shipped as static files in the client build.

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

function urlElement(publicUrl: string, entry: SitemapEntry): string {
  const lines = [`    <loc>${escapeXml(publicUrl + entry.path)}</loc>`];
  if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
  lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...blogPages].map((entry) => urlElement(publicUrl, entry)),
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
    // A visitor's own booking, opened by the token in its address (the page is noindex too).
    'Disallow: /manage/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
