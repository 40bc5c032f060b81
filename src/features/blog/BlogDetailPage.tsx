import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  categoriesOf,
  categoryTone,
  excerpt,
  formatPostDate,
  relatedPosts,
  type BlogPost,
  type BlogSummary,
} from '../../domain/content';
import { LocalLink } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useRemote, type Remote } from '../../services/api';
import { PageMeta } from '../../ui/PageMeta';
import { blogPath, BLOGS_PATH, readBlogList, readBlogPost } from './api';
import { BlogCard } from './BlogCard';
import { PostImage } from './PostImage';
import './blog.css';

function BackToBlogs() {
  return (
    <LocalLink to="/blogs" className="blog-back">
      <span aria-hidden="true">←</span> Back to Blogs
    </LocalLink>
  );
}

function RelatedPosts({ post, list }: { post: BlogPost; list: Remote<BlogSummary[]> }) {
  // Related posts are a bonus: while the list loads, or if it fails, the post stands alone.
  if (list.state !== 'loaded') return null;
  const related = relatedPosts(post, list.data);
  if (related.length === 0) return null;
  return (
    <section className="blog-related" aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading">Related Posts</h2>
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
  const date = formatPostDate(post.createdAt);
  return (
    <>
      <PageMeta title={`${post.title} | {product} Blog`} description={excerpt(post.content, 125) || post.title} />
      <article className="blog-post">
        <header className="blog-post__header">
          <ul className="blog-tags" aria-label="Categories">
            {categoriesOf(post).map((category) => (
              <li key={category} className={`tag tag--${categoryTone(category)}`}>
                {category}
              </li>
            ))}
          </ul>
          <h1 className="blog-post__title">{post.title}</h1>
          <p className="blog-post__meta">
            By <span className="blog-post__author">{post.author}</span>
            {date && (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.createdAt}>{date}</time>
              </>
            )}
          </p>
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
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <RelatedPosts post={post} list={list} />
    </>
  );
}

/** /blog/:id — one post by its slug, with up to three related posts. */
export function BlogDetailPage() {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const post = useRemote(blogPath(id), readBlogPost, attempt);
  const list = useRemote(BLOGS_PATH, readBlogList, attempt);

  let body;
  if (post.state === 'loading') {
    body = (
      <>
        <PageMeta page="blogs" />
        <p className="status blog-detail__status" role="status">
          Loading blog post...
        </p>
      </>
    );
  } else if (post.state === 'error' && post.error.status === 404) {
    body = (
      <>
        <PageMeta title="Blog Post Not Found | {product}" description="Blog post not found" />
        <meta name="robots" content="noindex" />
        <NotFoundStatus />
        <div className="blog-missing">
          <h1>Blog Post Not Found</h1>
          <p>Blog post not found</p>
          <LocalLink to="/blogs" className="button">
            Browse all blogs
          </LocalLink>
        </div>
      </>
    );
  } else if (post.state === 'error') {
    body = (
      <>
        <PageMeta page="blogs" />
        <div className="status status--error blog-detail__status" role="alert">
          <p>Failed to fetch blog post details</p>
          {post.error.status === 0 && <p className="blog-hint">{post.error.message}</p>}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
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
