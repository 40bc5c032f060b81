// Reading the blog API's answers (spec §3 defaults, §7).
import { BLOG_DEFAULTS, newestFirst, type BlogPost } from '../../domain/content';
import { isRecord } from '../../domain/is-record';
import { invalidAnswer, optionalText, text, toNumber } from '../../ui/read-json';

export const BLOGS_PATH = '/api/blogs';

export function blogPath(blogId: string): string {
  return `${BLOGS_PATH}/${encodeURIComponent(blogId)}`;
}

export const BLOG_FORMAT_ERROR = 'Unexpected data format';

/** One post with the spec's defaults filled in; null when it has no slug to link to. */
export function toBlogPost(value: unknown): BlogPost | null {
  if (!isRecord(value)) return null;
  const rawSlug = typeof value.blogId === 'number' ? String(value.blogId) : value.blogId;
  const blogId = typeof rawSlug === 'string' ? rawSlug.trim() : '';
  if (blogId === '') return null;
  return {
    id: toNumber(value.id) ?? 0,
    blogId,
    title: text(value.title, BLOG_DEFAULTS.title),
    content: typeof value.content === 'string' ? value.content : BLOG_DEFAULTS.content,
    author: text(value.author, BLOG_DEFAULTS.author),
    createdAt: text(value.createdAt, new Date().toISOString()),
    updatedAt: optionalText(value.updatedAt),
    submittedAt: optionalText(value.submittedAt),
    url: optionalText(value.url),
    category: text(value.category, BLOG_DEFAULTS.category),
    featuredImage: optionalText(value.featuredImage),
  };
}

/** `{data: BlogPost[]}` (or a bare array), newest first; posts without a slug are left out. */
export function readBlogList(body: unknown): BlogPost[] {
  const items = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : null;
  if (items === null) throw invalidAnswer(BLOG_FORMAT_ERROR);
  return items
    .map(toBlogPost)
    .filter((post): post is BlogPost => post !== null)
    .sort(newestFirst);
}

/** `{data: BlogPost}`. */
export function readBlogPost(body: unknown): BlogPost {
  const post = toBlogPost(isRecord(body) && 'data' in body ? body.data : body);
  if (post === null) throw invalidAnswer(BLOG_FORMAT_ERROR);
  return post;
}
