import { useState } from 'react';
import type { BlogSummary } from '../../domain/content';
import { useT } from '../../i18n/react';
import { useRemote, type Remote } from '../../services/api';
import { OfflineHint } from '../../ui/OfflineHint';
import { PageMeta } from '../../ui/PageMeta';
import { BLOGS_PATH, readBlogList } from './api';
import { BlogCard } from './BlogCard';
import { CommunityLinks } from './CommunityLinks';
import { blogMessages } from './messages';
import { RecentBlogs } from './RecentBlogs';
import { SelfAssessmentTile } from './SelfAssessmentTile';
import './blog.css';

function PostList({ remote, onRetry }: { remote: Remote<BlogSummary[]>; onRetry: () => void }) {
  const t = useT(blogMessages);
  if (remote.state === 'loading') {
    return (
      <p className="status blog-list__status blog-list__status--loading" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (remote.state === 'error') {
    return (
      <div className="status status--error blog-list__status" role="alert">
        <p>{t('list.failed')}</p>
        <OfflineHint error={remote.error} className="blog-hint" />
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (remote.data.length === 0) {
    return <p className="status blog-list__status">{t('list.none')}</p>;
  }
  return (
    <ul className="blog-list">
      {remote.data.map((post, index) => (
        <li key={post.blogId}>
          {/* The first card's image is what a phone shows first: it loads at once. */}
          <BlogCard post={post} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** /blogs: every post, newest first, with the sidebar of spec §2. One request feeds both columns. */
export function BlogListPage() {
  const t = useT(blogMessages);
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(BLOGS_PATH, readBlogList, attempt);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <section className="blog-banner">
        <div className="container">
          <p className="blog-banner__eyebrow">{t('banner.eyebrow')}</p>
          <h1 className="blog-banner__title">{t('banner.title')}</h1>
          <p className="blog-banner__lead">{t('banner.lead')}</p>
        </div>
      </section>
      <div className="container blog-layout">
        <section className="blog-layout__main" aria-labelledby="blog-posts-heading">
          <h2 id="blog-posts-heading" className="visually-hidden">
            {t('list.heading')}
          </h2>
          <PostList remote={remote} onRetry={() => setAttempt((n) => n + 1)} />
        </section>
        <aside className="blog-sidebar" aria-label={t('sidebar.label')}>
          <RecentBlogs remote={remote} />
          <SelfAssessmentTile />
          <CommunityLinks />
        </aside>
      </div>
    </>
  );
}
