import { PUBLIC_PAGES } from '../../domain/public-pages';

// The blog pages' own words: the list, a post's page and the sidebar. The source of the keys;
// messages.hi.ts says the same in Hindi. The posts themselves (title, author, categories, body)
// are written by staff in English and shown as they are stored. {product} is the configured
// product name.

const messages = {
  'meta.title': PUBLIC_PAGES.blogs.title,
  'meta.description': PUBLIC_PAGES.blogs.description,

  'banner.eyebrow': 'Our Blog',
  'banner.title': 'Wellness, Growth & Healing Insights.',
  'banner.lead': 'Gentle, practical reading on stress, anxiety, relationships and everyday mental health.',

  'list.heading': 'All blog posts',
  'list.loading': 'Loading blog posts...',
  'list.failed': 'Failed to load blog posts. Please try again later.',
  'list.none': 'No blog posts available at the moment.',
  retry: 'Retry',
  /** Shown under a failure when the network itself failed (an English page shows the API's own sentence, the same). */

  'sidebar.label': 'More to explore',
  'recent.heading': 'Recent Blogs',
  'recent.loading': 'Loading blogs...',
  'recent.none': 'No recent blogs found',
  'tile.title': 'Self Assessment Tools',
  'tile.text': 'Free, private check-ins for low mood, anxiety and overall wellbeing.',
  'community.heading': 'Join our Community',
  'community.newTab': '(opens in a new tab)',

  'card.tags': 'Tags',
  'card.published': 'Published ',

  'post.back': 'Back to Blogs',
  'post.metaTitle': '{title} | {product} Blog',
  'post.categories': 'Categories',
  'post.by': 'By {author}',
  /** Shown only on pages in another language than the posts'. */
  'post.englishOnly': 'This article is available in English only.',
  'post.related': 'Related Posts',
  'post.loading': 'Loading blog post...',
  'post.failed': 'Failed to fetch blog post details',
  'missing.metaTitle': 'Blog Post Not Found | {product}',
  'missing.metaDescription': 'Blog post not found',
  'missing.title': 'Blog Post Not Found',
  'missing.text': 'Blog post not found',
  'missing.browse': 'Browse all blogs',
};

export default messages;
