import type { BlogPost } from '../../../src/domain/content';
import type { BlogPostFields } from '../../../src/domain/schemas/blog-post';
import type { BlogsRepository, NewBlogPost } from '../../db/blogs-repository';
import { conflict, notFound } from '../../errors';
import { sanitizeBlogHtml } from './sanitize-blog-html';

// Blog management by staff: the rules of /api/admin/blogs. The content is cleaned on every
// write (sanitize-blog-html.ts says why), and the preview shows it cleaned the same way.

export const BLOG_NOT_FOUND = 'Blog post not found';
export const BLOG_SLUG_TAKEN = 'A blog post with this URL already exists.';

export type BlogService = {
  listNewestFirst(): BlogPost[];
  /** 404 when there is no such post. */
  get(id: number): BlogPost;
  /** The content as a save would store it; nothing is stored. */
  preview(content: string): string;
  /** A new post signed by the site's team; 409 when another post has its URL. */
  create(fields: BlogPostFields): BlogPost;
  /**
   * Replaces the fields of `existing` (as read by `get`), keeping its author; 409 when another
   * post has the new URL, 404 when the post is gone meanwhile.
   */
  update(existing: BlogPost, fields: BlogPostFields): BlogPost;
  /** 404 when there is no such post. */
  delete(id: number): void;
};

export type BlogServiceDeps = {
  blogs: BlogsRepository;
  /** Signs new posts: "<productName> Team". */
  productName: string;
  now: () => Date;
};

/** The form's fields as they are stored: the URL is also the slug, the content is cleaned. */
function storedFields(fields: BlogPostFields): NewBlogPost {
  return {
    blogId: fields.url,
    url: fields.url,
    title: fields.title,
    content: sanitizeBlogHtml(fields.content),
    category: fields.category,
    featuredImage: fields.featuredImage,
  };
}

export function createBlogService({ blogs, productName, now }: BlogServiceDeps): BlogService {
  // The URL is the post's slug (its blogId): two posts under one address cannot both be shown.
  function slugIsFree(slug: string, exceptId?: number): void {
    const existing = blogs.findByBlogId(slug);
    if (existing && existing.id !== exceptId) throw conflict(BLOG_SLUG_TAKEN, { url: BLOG_SLUG_TAKEN });
  }

  return {
    listNewestFirst: () => blogs.listNewestFirst(),

    get(id) {
      const post = blogs.findById(id);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return post;
    },

    preview: (content) => sanitizeBlogHtml(content),

    create(fields) {
      slugIsFree(fields.url);
      const at = now();
      return blogs.insert({ ...storedFields(fields), author: `${productName} Team`, createdAt: at, submittedAt: at });
    },

    update(existing, fields) {
      slugIsFree(fields.url, existing.id);
      const post = blogs.update(existing.id, { ...storedFields(fields), author: existing.author, updatedAt: now() });
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return post;
    },

    delete(id) {
      if (!blogs.delete(id)) throw notFound(BLOG_NOT_FOUND);
    },
  };
}
