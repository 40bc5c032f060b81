import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  categoriesOf,
  categoryTone,
  excerpt,
  relatedPosts,
  type BlogPost,
  type BlogSummary,
} from '../../domain/content';
import { LocalLink, useStoredTextLang, useT, withParts } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useRemote, type Remote } from '../../services/api';
import { OfflineHint } from '../../ui/OfflineHint';
import { PageMeta } from '../../ui/PageMeta';
import { blogPath, BLOGS_PATH, readBlogList, readBlogPost } from './api';
import { BlogCard } from './BlogCard';
import { blogMessages } from './messages';
import { usePostDates } from './post-language';
import { PostImage } from './PostImage';
import './blog.css';

function BackToBlogs() {
  const t = useT(blogMessages);
  return (
    <LocalLink to="/blogs" className="blog-back">
      <span aria-hidden="true">←</span> {t('post.back')}
    </LocalLink>
  );
}

function RelatedPosts({ post, list }: { post: BlogPost; list: Remote<BlogSummary[]> }) {
  const t = useT(blogMessages);
  // Related posts are a bonus: while the list loads, or if it fails, the post stands alone.
  if (list.state !== 'loaded') return null;
  const related = relatedPosts(post, list.data);
  if (related.length === 0) return null;
  return (
    <section className="blog-related" aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading">{t('post.related')}</h2>
      <ul className="blog-related__list">
        {related.map((item) => (
          <li key={item.blogId}>
            <BlogCard post={item} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Post({ post, list }: { post: BlogPost; list: Remote<BlogSummary[]> }) {
  const t = useT(blogMessages);
  const date = usePostDates().day(post.createdAt);
  const postLang = useStoredTextLang();
  return (
    <>
      <PageMeta title={t('post.metaTitle', { title: post.title })} description={excerpt(post.content, 125) || post.title} />
      <article className="blog-post">
        <header className="blog-post__header">
          <ul className="blog-tags" aria-label={t('post.categories')}>
            {categoriesOf(post).map((category) => (
              <li key={category} className={`tag tag--${categoryTone(category)}`} lang={postLang}>
                {category}
              </li>
            ))}
          </ul>
          <h1 className="blog-post__title" lang={postLang}>
            {post.title}
          </h1>
          <p className="blog-post__meta">
            {withParts(t('post.by'), {
              author: (
                <span className="blog-post__author" lang={postLang}>
                  {post.author}
                </span>
              ),
            })}
            {date && (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.createdAt}>{date}</time>
              </>
            )}
          </p>
          {postLang && <p className="blog-post__language">{t('post.englishOnly')}</p>}
        </header>
        <PostImage
          key={post.featuredImage}
          src={post.featuredImage}
          width={1200}
          height={630}
          className="blog-post__image"
          priority
        />
        {/*
          The server sanitises post HTML when it is saved (allow-listed tags and attributes, no
          scripts, no event handlers), and the Content-Security-Policy forbids inline scripts, so
          the stored HTML is rendered as it is.
        */}
        <div className="blog-prose" lang={postLang} dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <RelatedPosts post={post} list={list} />
    </>
  );
}

/** /blog/:id — one post by its slug, with up to three related posts. */
export function BlogDetailPage() {
  const t = useT(blogMessages);
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const post = useRemote(blogPath(id), readBlogPost, attempt);
  const list = useRemote(BLOGS_PATH, readBlogList, attempt);

  let body;
  if (post.state === 'loading') {
    body = (
      <>
        <PageMeta title={t('meta.title')} description={t('meta.description')} />
        <p className="status blog-detail__status" role="status">
          {t('post.loading')}
        </p>
      </>
    );
  } else if (post.state === 'error' && post.error.status === 404) {
    body = (
      <>
        <PageMeta title={t('missing.metaTitle')} description={t('missing.metaDescription')} />
        <meta name="robots" content="noindex" />
        <NotFoundStatus />
        <div className="blog-missing">
          <h1>{t('missing.title')}</h1>
          <p>{t('missing.text')}</p>
          <LocalLink to="/blogs" className="button">
            {t('missing.browse')}
          </LocalLink>
        </div>
      </>
    );
  } else if (post.state === 'error') {
    body = (
      <>
        <PageMeta title={t('meta.title')} description={t('meta.description')} />
        <div className="status status--error blog-detail__status" role="alert">
          <p>{t('post.failed')}</p>
          <OfflineHint error={post.error} className="blog-hint" />
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      </>
    );
  } else {
    body = <Post post={post.data} list={list} />;
  }

  return (
    <div className="section blog-detail">
      <div className="container blog-detail__container">
        <BackToBlogs />
        {body}
      </div>
    </div>
  );
}
