import { z } from 'zod';

// The blog admin form and POST/PUT /api/admin/blogs validate with this one schema.

export const REQUIRED_BLOG_FIELDS = 'Please fill in all required fields.';
export const INVALID_IMAGE_URL = 'Image URL is invalid or inaccessible';
export const DEFAULT_BLOG_CATEGORY = 'Uncategorized';

/** The url field becomes the post's address: spaces turn into hyphens. */
export function slugFromUrl(url: string): string {
  return url.trim().replace(/\s+/g, '-');
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const required = z.string(REQUIRED_BLOG_FIELDS).trim().min(1, REQUIRED_BLOG_FIELDS);

export const blogPostSchema = z.object({
  title: required.max(300),
  content: required.max(200_000),
  url: required
    .max(200)
    .transform(slugFromUrl)
    .refine((slug) => /^[^/?#%\\]+$/.test(slug), 'The URL may not contain / ? # % or \\.'),
  category: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value : DEFAULT_BLOG_CATEGORY)),
  featuredImage: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isHttpUrl(value), INVALID_IMAGE_URL),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;
