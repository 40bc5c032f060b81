import { RECENT_POSTS_COUNT, type BlogSummary } from '../../domain/content';
import { LocalLink, useStoredTextLang, useT } from '../../i18n/react';
import type { Remote } from '../../services/api';
import { blogMessages } from './messages';
import { usePostDates } from './post-language';
import { PostImage } from './PostImage';

/**
 * The sidebar's newest posts, from the list the page already loaded (posts arrive newest first).
 * A failed list shows the empty message here; the main column carries the error and Retry (spec §4).
 */
export function RecentBlogs({ remote }: { remote: Remote<BlogSummary[]> }) {
  const t = useT(blogMessages);
  const dates = usePostDates();
  const postLang = useStoredTextLang();
  const posts = remote.state === 'loaded' ? remote.data.slice(0, RECENT_POSTS_COUNT) : [];
  return (
    <section className="blog-sidebar__box" aria-labelledby="recent-blogs-heading">
      <h2 id="recent-blogs-heading" className="blog-sidebar__heading">
        {t('recent.heading')}
      </h2>
      {remote.state === 'loading' ? (
        <p className="blog-sidebar__note" role="status">
          {t('recent.loading')}
        </p>
      ) : posts.length === 0 ? (
        <p className="blog-sidebar__note">{t('recent.none')}</p>
      ) : (
        <ul className="recent-posts">
          {posts.map((post) => (
            <li key={post.blogId} className="recent-post">
              <PostImage
                key={post.featuredImage}
                src={post.featuredImage}
                width={96}
                height={72}
                className="recent-post__image"
              />
              <div className="recent-post__body">
                <h3 className="recent-post__title">
                  <LocalLink to={`/blog/${encodeURIComponent(post.blogId)}`} className="recent-post__link" lang={postLang}>
                    {post.title}
                  </LocalLink>
                </h3>
                <time className="recent-post__date" dateTime={post.createdAt}>
                  {dates.day(post.createdAt)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
