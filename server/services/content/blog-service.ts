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
  listNewestFirst(): Promise<BlogPost[]>;
  /** 404 when there is no such post. */
  get(id: number): Promise<BlogPost>;
  /** The content as a save would store it; nothing is stored. */
  preview(content: string): string;
  /** A new post signed by the site's team; 409 when another post has its URL. */
  create(fields: BlogPostFields): Promise<BlogPost>;
  /**
   * Replaces the fields of `existing` (as read by `get`), keeping its author; 409 when another
   * post has the new URL, 404 when the post is gone meanwhile.
   */
  update(existing: BlogPost, fields: BlogPostFields): Promise<BlogPost>;
  /** 404 when there is no such post. */
  delete(id: number): Promise<void>;
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
  async function slugIsFree(slug: string, exceptId?: number): Promise<void> {
    const existing = await blogs.findByBlogId(slug);
    if (existing && existing.id !== exceptId) throw conflict(BLOG_SLUG_TAKEN, { url: BLOG_SLUG_TAKEN });
  }

  return {
    listNewestFirst: () => blogs.listNewestFirst(),

    async get(id) {
      const post = await blogs.findById(id);
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return post;
    },

    preview: (content) => sanitizeBlogHtml(content),

    async create(fields) {
      await slugIsFree(fields.url);
      const at = now();
      return blogs.insert({ ...storedFields(fields), author: `${productName} Team`, createdAt: at, submittedAt: at });
    },

    async update(existing, fields) {
      await slugIsFree(fields.url, existing.id);
      const post = await blogs.update(existing.id, { ...storedFields(fields), author: existing.author, updatedAt: now() });
      if (!post) throw notFound(BLOG_NOT_FOUND);
      return post;
    },

    async delete(id) {
      if (!(await blogs.delete(id))) throw notFound(BLOG_NOT_FOUND);
    },
  };
}
