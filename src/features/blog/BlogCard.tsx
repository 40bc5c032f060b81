import { categoriesOf, categoryTone, type BlogSummary } from '../../domain/content';
import { LocalLink, useStoredTextLang, useT } from '../../i18n/react';
import { blogMessages } from './messages';
import { usePostDates } from './post-language';
import { PostImage } from './PostImage';

type Props = {
  post: BlogSummary;
  /** h3 under a page's h2 section heading, which is where cards usually sit. */
  headingLevel?: 2 | 3;
  /** Related-post cards leave out the excerpt. */
  compact?: boolean;
  /** The card's image is the page's main one (see PostImage). */
  priority?: boolean;
};

/** One post as a card; the title's link stretches over the whole card. */
export function BlogCard({ post, headingLevel = 3, compact = false, priority = false }: Props) {
  const t = useT(blogMessages);
  const dates = usePostDates();
  const postLang = useStoredTextLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The light-blue month tag: "Nov 2025" (IST, like the post dates).
  const month = dates.month(post.createdAt);
  const date = dates.day(post.createdAt);
  return (
    <article className={compact ? 'link-card blog-card blog-card--compact' : 'link-card blog-card'}>
      <div className="blog-card__media">
        <PostImage key={post.featuredImage} src={post.featuredImage} width={640} height={360} className="blog-card__image" priority={priority} />
      </div>
      <div className="blog-card__body">
        <ul className="blog-tags" aria-label={t('card.tags')}>
          {month && (
            <li className="tag tag--month">
              <span className="visually-hidden">{t('card.published')}</span>
              {month}
            </li>
          )}
          {categoriesOf(post).map((category) => (
            <li key={category} className={`tag tag--${categoryTone(category)}`} lang={postLang}>
              {category}
            </li>
          ))}
        </ul>
        <Heading className="blog-card__title">
          <LocalLink to={`/blog/${encodeURIComponent(post.blogId)}`} className="blog-card__link" lang={postLang}>
            {post.title}
          </LocalLink>
        </Heading>
        {date && (
          <p className="blog-card__date">
            <time dateTime={post.createdAt}>{date}</time>
          </p>
        )}
        {!compact && <p className="blog-card__excerpt" lang={postLang}>{post.excerpt}</p>}
      </div>
    </article>
  );
}
