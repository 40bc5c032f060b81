// Reading the blog API's answers (spec §3 defaults, §7).
import { BLOG_DEFAULTS, excerpt, newestFirst, type BlogPost, type BlogSummary } from '../../domain/content';
import { isRecord } from '../../domain/is-record';
import { invalidAnswer, optionalText, text, toNumber } from '../../services/read-json';

export const BLOGS_PATH = '/api/blogs';

export function blogPath(blogId: string): string {
  return `${BLOGS_PATH}/${encodeURIComponent(blogId)}`;
}

export const BLOG_FORMAT_ERROR = 'Unexpected data format';

function slugOf(value: Record<string, unknown>): string {
  const rawSlug = typeof value.blogId === 'number' ? String(value.blogId) : value.blogId;
  return typeof rawSlug === 'string' ? rawSlug.trim() : '';
}

/** A post's fields but the body, with the spec's defaults filled in. */
function summaryFields(value: Record<string, unknown>, blogId: string): Omit<BlogPost, 'content'> {
  return {
    id: toNumber(value.id) ?? 0,
    blogId,
    title: text(value.title, BLOG_DEFAULTS.title),
    author: text(value.author, BLOG_DEFAULTS.author),
    createdAt: text(value.createdAt, new Date().toISOString()),
    updatedAt: optionalText(value.updatedAt),
    submittedAt: optionalText(value.submittedAt),
    url: optionalText(value.url),
    category: text(value.category, BLOG_DEFAULTS.category),
    featuredImage: optionalText(value.featuredImage),
  };
}

/** One post with the spec's defaults filled in; null when it has no slug to link to. */
export function toBlogPost(value: unknown): BlogPost | null {
  if (!isRecord(value)) return null;
  const blogId = slugOf(value);
  if (blogId === '') return null;
  return { ...summaryFields(value, blogId), content: typeof value.content === 'string' ? value.content : BLOG_DEFAULTS.content };
}

/**
 * One entry of the list; null when it has no slug to link to. A list saved before the server
 * sent summaries carries whole posts: their excerpt is made here.
 */
export function toBlogSummary(value: unknown): BlogSummary | null {
  if (!isRecord(value)) return null;
  const blogId = slugOf(value);
  if (blogId === '') return null;
  const summary = typeof value.excerpt === 'string' ? value.excerpt : typeof value.content === 'string' ? excerpt(value.content) : '';
  return { ...summaryFields(value, blogId), excerpt: summary };
}

/** `{data: BlogSummary[]}` (or a bare array), newest first; posts without a slug are left out. */
export function readBlogList(body: unknown): BlogSummary[] {
  const items = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : null;
  if (items === null) throw invalidAnswer(BLOG_FORMAT_ERROR);
  return items
    .map(toBlogSummary)
    .filter((post): post is BlogSummary => post !== null)
    .sort(newestFirst);
}

/** `{data: BlogPost}`. */
export function readBlogPost(body: unknown): BlogPost {
  const post = toBlogPost(isRecord(body) && 'data' in body ? body.data : body);
  if (post === null) throw invalidAnswer(BLOG_FORMAT_ERROR);
  return post;
}
