import { z } from 'zod';
import { hasInvisibleControls } from '../invisible-characters';
import { optionalText, requiredText } from './fields';

// The blog admin form and POST/PUT /api/admin/blogs validate with this one schema.

export const REQUIRED_BLOG_FIELDS = 'Please fill in all required fields.';
export const INVALID_IMAGE_URL = 'Image URL is invalid or inaccessible';
export const DEFAULT_BLOG_CATEGORY = 'Uncategorized';
export const INVISIBLE_IN_URL = 'The URL may not contain invisible or control characters.';

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

// Title, content and category are text: invisible controls a paste brings are dropped, as in
// every form (fields.ts). The address and the image URL are identifiers: refused instead.
export const blogPostSchema = z.object({
  title: requiredText(REQUIRED_BLOG_FIELDS, 300),
  content: requiredText(REQUIRED_BLOG_FIELDS, 200_000, 'multi-line'),
  url: required
    .max(200)
    .transform(slugFromUrl)
    .refine((slug) => /^[^/?#%\\]+$/.test(slug), 'The URL may not contain / ? # % or \\.')
    .refine((slug) => !hasInvisibleControls(slug), INVISIBLE_IN_URL),
  category: optionalText(200).transform((value) => (value ? value : DEFAULT_BLOG_CATEGORY)),
  featuredImage: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || (isHttpUrl(value) && !hasInvisibleControls(value)), INVALID_IMAGE_URL),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;
