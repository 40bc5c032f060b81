// Blog posts and experts as the API serves them, with the defaults of spec §3.
// Pure: imported by the server (presenters, seed, sitemap) and the client (pages).

import type { ExpertGender, ExpertSchedule } from './expert-profile';
import type { BookingKind } from './submission-kinds';

export type BlogPost = {
  id: number;
  blogId: string;
  title: string;
  content: string;
  author: string;
  createdAt: string;
  updatedAt: string | null;
  submittedAt: string | null;
  url: string | null;
  category: string;
  featuredImage: string | null;
};

/** A post as the blog list sends it: everything but the body, of which the cards show an excerpt. */
export type BlogSummary = Omit<BlogPost, 'content'> & {
  /** The start of the body as plain text: `excerpt(content)`, made by the server. */
  excerpt: string;
};

export type Expert = {
  id: number;
  originalId: number;
  name: string;
  position: string;
  imageSrc: string;
  certifications: string;
  expertise: string;
  experience: string;
  uploadedAt: string;
  /** A few sentences in the expert's own words; may be empty. */
  bio: string;
  /** Languages the expert holds sessions in. */
  languages: string[];
  gender: ExpertGender | null;
  /** The wizards' concerns the expert works with (expert-vocabulary.ts EXPERT_CONCERNS). */
  concerns: string[];
  /** The kinds of session the expert takes. */
  kinds: BookingKind[];
};

/** An expert as staff see it: the public profile, whether it is shown, and the calendar. */
export type StaffExpert = Expert & ExpertSchedule & {
  active: boolean;
  /** Where the expert's own mails go; null when staff have not set one. Never public. */
  email: string | null;
};

export const BLOG_DEFAULTS = {
  title: 'Untitled',
  content: '',
  author: 'Unknown',
  category: 'Uncategorized',
} as const;

export const EXPERT_DEFAULTS = {
  name: 'Unnamed',
  position: 'Counselor',
  imageSrc: '/images/expert-placeholder.svg',
  certifications: '',
  expertise: 'General Counseling',
  experience: 'Not specified',
} as const;

export const BLOG_IMAGE_FALLBACK = '/icons/logo.svg';
export const RELATED_POSTS_MAX = 3;
export const RECENT_POSTS_COUNT = 2;
export const HOME_EXCERPT_LENGTH = 125;

export function categoriesOf(post: Pick<BlogPost, 'category'>): string[] {
  const list = post.category
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return list.length > 0 ? list : [BLOG_DEFAULTS.category];
}

export type CategoryTone = 'green' | 'red' | 'pink' | 'blue';

const CATEGORY_TONES: Record<string, CategoryTone> = {
  'mental health': 'green',
  healthcare: 'green',
  stress: 'red',
  anxiety: 'red',
  'stress and anxiety': 'red',
  article: 'pink',
  depression: 'blue',
};

export function categoryTone(category: string): CategoryTone {
  return CATEGORY_TONES[category.trim().toLowerCase()] ?? 'blue';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerpt(html: string, length = HOME_EXCERPT_LENGTH): string {
  const text = stripHtml(html);
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/**
 * Newest first by createdAt; ties broken by id so the order is stable. ISO timestamps sort as
 * plain text, so no locale-aware comparison (slow on a phone's first call) is needed.
 */
export function newestFirst(a: Pick<BlogPost, 'createdAt' | 'id'>, b: Pick<BlogPost, 'createdAt' | 'id'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

export function relatedPosts<T extends Pick<BlogPost, 'blogId' | 'category' | 'createdAt' | 'id'>>(
  post: Pick<BlogPost, 'blogId' | 'category'>,
  all: T[],
): T[] {
  const mine = new Set(categoriesOf(post).map((c) => c.toLowerCase()));
  return all
    .filter((p) => p.blogId !== post.blogId && categoriesOf(p).some((c) => mine.has(c.toLowerCase())))
    .sort(newestFirst)
    .slice(0, RELATED_POSTS_MAX);
}

/** en-US long date in IST, as the spec's blog pages show it: "November 16, 2024". */
export { formatUsLongDate as formatPostDate } from './ist';
